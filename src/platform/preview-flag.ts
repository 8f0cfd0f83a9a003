/**
 * While a staff preview is active the page is not a customer's visit: the widgets push no tracking events, and
 * the page can tell from `<html data-sw-preview>`, which holds the previewed date and time (ISO) while any
 * preview panel on the page shows an active preview (docs/decisions/0064).
 * @internal Test seam: the tests set and read the flag on the root element.
 */
export const PREVIEW_ATTRIBUTE = 'data-sw-preview';

/** The panels that show an active preview now, with the date each shows; the attribute goes with the last. */
const holders = new Map<symbol, string>();

function apply(): void {
  const root = document.documentElement;
  const last = [...holders.values()].at(-1);
  if (last === undefined) root.removeAttribute(PREVIEW_ATTRIBUTE);
  else root.setAttribute(PREVIEW_ATTRIBUTE, last);
}

/** Marks the page as previewing `dateTime` until the returned function is called. */
export function markPreviewing(dateTime: string): () => void {
  const holder = Symbol('preview');
  holders.set(holder, dateTime);
  apply();
  return () => {
    holders.delete(holder);
    apply();
  };
}

/** Whether the page is in an active staff preview: the widgets' own mark, or the host's. */
export function isPreviewing(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute(PREVIEW_ATTRIBUTE);
}
