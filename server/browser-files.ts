/** Where the host serves dist/ when it does not say: the demo's and the README's `/static/`. */
export const DEFAULT_ASSET_BASE = '/static/';

/**
 * The files of dist/ a browser loads, and so all a server of the bundle serves: the entry, its chunks, the
 * stylesheets in assets/, and the source maps beside them (shipped on purpose: devtools load one when asked,
 * docs/decisions/0057). Not the server renderer (dist/server/, with its source map), the React framework entry
 * (dist/react/), the build's manifest (.vite/), the elements' manifest (custom-elements.json, for editors and tools),
 * the release manifest (release-manifest.json, for the deployment) or any hidden file: they are 404. Checked on the
 * path as it is decoded, so an encoded `..` or `/` cannot step from chunks/ into server/. The demo server and the
 * package's bundle handler (`createBundleHandler`) both serve by it.
 */
const BROWSER_FILE = /^(?:storefront-widgets\.js|chunks\/[^/.][^/]*\.js|assets\/[^/.][^/]*\.css)(?:\.map)?$/;

/** Whether `relative` (a path below dist/, as in a URL, encoded or not) is a file a browser may get. */
export function isBrowserFile(relative: string): boolean {
  try {
    return BROWSER_FILE.test(decodeURIComponent(relative));
  } catch {
    return false;
  }
}

/**
 * The `Cache-Control` of a browser file: the entry keeps its name across releases, so it is revalidated; hashed
 * chunks and stylesheets are immutable.
 */
export function browserFileCaching(relative: string): string {
  return /^(chunks|assets)\//.test(relative) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
