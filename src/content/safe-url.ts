/** Addresses a widget fetches from or navigates to: http, https or relative. */
export const WEB_PROTOCOLS: readonly string[] = ['http:', 'https:'];

/** The protocols content from the CMS may link to (untrusted content is data: docs/security.md). */
const LINK_PROTOCOLS: readonly string[] = [...WEB_PROTOCOLS, 'mailto:', 'tel:'];

/**
 * The address itself (trimmed) when its protocol is one of `protocols` or it is relative; undefined for
 * anything else (`javascript:`, `data:`, `vbscript:`, ...) and for text that is not an address at all. The
 * one allowlist check of the bundle: attributes, CMS links and country addresses all go through it.
 */
function safeUrl(value: unknown, protocols: readonly string[]): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  // Control characters inside an address are a classic filter bypass (`java\0script:`): refuse them.
  if (url === '' || [...url].some((char) => char.charCodeAt(0) < 0x20)) return undefined;
  try {
    const parsed = new URL(url, 'https://relative.invalid/');
    return protocols.includes(parsed.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** A CMS link: http, https, mailto, tel or relative. */
export function safeLinkUrl(value: unknown): string | undefined {
  return safeUrl(value, LINK_PROTOCOLS);
}

/** A web address: http, https or relative (no mailto or tel). */
export function safeWebUrl(value: unknown): string | undefined {
  return safeUrl(value, WEB_PROTOCOLS);
}

/** Whether a link leaves for a new tab without referrer: addresses starting with http or mailto. */
export function opensInNewTab(url: string): boolean {
  return /^(https?:|mailto:)/i.test(url);
}
