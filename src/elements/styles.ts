import { pageRegistry } from './registry.ts';

/**
 * The page's one constructable stylesheet for `key`, built on first use and then shared by every shadow
 * root that adopts it (no `<style>` injection: the bundle runs under `style-src 'self'`).
 */
export function sharedStyleSheet(key: string, cssText: string): CSSStyleSheet {
  const { sheets } = pageRegistry();
  let sheet = sheets.get(key);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(key, sheet);
  }
  return sheet;
}

/** Adds sheets to a shadow root once each, keeping the ones it already has and their order. */
export function adoptStyleSheets(root: ShadowRoot, sheets: readonly CSSStyleSheet[]): void {
  const missing = sheets.filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}
