import { NEWSLETTER_INTERNAL_PATH, NEWSLETTER_PRIVATE_PATH } from '../contract/newsletter.ts';
import { serviceUrl } from './service-base.ts';

/** Inputs of `newsletterBasePath`; `hasWindow` exists so tests need not delete the global. */
export interface NewsletterBasePathOptions {
  /** True when the widget runs inside the single-page app: it then talks to the private API. */
  spa?: boolean;
  /** An explicit base (e.g. the element's `api-base` attribute) that overrides everything else. */
  apiBase?: string | null;
  /** Whether a browser window exists; defaults to checking the global. */
  hasWindow?: boolean;
}

/**
 * The base path of the newsletter client. An explicit `apiBase` wins (trailing slashes removed, since paths
 * are appended with a leading `/`). Otherwise the private API for the single-page app and the internal one
 * for normal pages, under the page's services setting (`serviceUrl`: relative to the page's origin unless the
 * page set one), or under `http://localhost:8080` when there is no window. The base is resolved here, not by the
 * HTTP client: an explicit `apiBase` is taken as it is, and `sendsCredentials` judges the resolved origin.
 */
export function newsletterBasePath({
  spa = false,
  apiBase,
  hasWindow = typeof window !== 'undefined',
}: NewsletterBasePathOptions = {}): string {
  if (apiBase) return apiBase.replace(/\/+$/, '');
  const path = spa ? NEWSLETTER_PRIVATE_PATH : NEWSLETTER_INTERNAL_PATH;
  // Without a `window` (server-side rendering, Node scripts) there is no page origin to be relative to.
  return hasWindow ? serviceUrl(path) : `http://localhost:8080${path}`;
}
