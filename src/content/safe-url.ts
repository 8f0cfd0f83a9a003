/** The protocols content from the CMS may link to (DESIGN.md "Untrusted content is data"). */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The address itself when it is http, https, mailto, tel or relative; undefined for anything else
 * (`javascript:`, `data:`, `vbscript:`, ...) and for text that is not an address at all.
 */
export function safeLinkUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  // Control characters inside an address are a classic filter bypass (`java\0script:`): refuse them.
  if (url === '' || [...url].some((char) => char.charCodeAt(0) < 0x20)) return undefined;
  try {
    const parsed = new URL(url, 'https://relative.invalid/');
    return LINK_PROTOCOLS.has(parsed.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a link leaves for a new tab without referrer: addresses starting with http or mailto (SPEC §2). */
export function opensInNewTab(url: string): boolean {
  return /^(https?:|mailto:)/i.test(url);
}
