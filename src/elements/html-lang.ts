/**
 * The page's `<html lang>`: every connected element of this bundle copy reads its configuration again when it
 * changes (an element without a `lang` of its own renders in the page's language). One observer for all of them,
 * made when the first element connects.
 */

/** Connected instances of this bundle copy, each with its re-read. */
const connected = new Map<HTMLElement, () => void>();
let htmlLangObserver: MutationObserver | undefined;

/** Calls `reread` whenever `<html lang>` changes, until `forgetHtmlLang(host)`. */
export function followHtmlLang(host: HTMLElement, reread: () => void): void {
  connected.set(host, reread);
  if (htmlLangObserver || typeof MutationObserver === 'undefined') return;
  htmlLangObserver = new MutationObserver(() => {
    for (const again of connected.values()) again();
  });
  htmlLangObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
}

export function forgetHtmlLang(host: HTMLElement): void {
  connected.delete(host);
}
