/**
 * The msw route of a contract path (src/contract/): on any origin, under `base` if given, with the document's
 * path parameters as msw's (`/content/{site}` → `*…/content/:site`, read as `params.site`).
 */
export function route(path: string, base = ''): string {
  return `*${base}${path.replace(/\{(\w+)\}/g, ':$1')}`;
}
