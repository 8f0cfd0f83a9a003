/**
 * A part of an element drawn `hidden` until a field has had focus: the sign-up form's country fields, consents
 * and legal text, which show on the email field's first focus. The part names the field
 * (`data-revealed-by="email"`). Three hands show it, each before the next can:
 * - the page's CSS, while the field (or the part itself) has focus, before any script has run;
 * - the loader, from that focus on, on a server-rendered element (`revealIn`), before React;
 * - React, which starts from what is shown (`revealedBy`, handed over in the hydration snapshot) and shows it on
 *   the focus in a client-rendered element.
 * So the form opens in the frame of the focus whatever code has arrived, and no node is replaced to open it.
 */
export const REVEALED_BY_ATTRIBUTE = 'data-revealed-by';

/** Shows the parts of `field`'s form that it reveals (by its name), if it is a named field in a form. */
function revealFor(field: EventTarget | null | undefined): void {
  const name = field instanceof Element ? field.getAttribute('name') : null;
  const form = name ? (field as Element).closest('form') : null;
  if (!form) return;
  for (const part of form.querySelectorAll<HTMLElement>(`[${REVEALED_BY_ATTRIBUTE}="${CSS.escape(name!)}"]`))
    part.hidden = false;
}

/**
 * Shows the parts a field reveals on its focus in `root`, also for a focus that came before this ran: the field
 * focused now, and the fields `hadFocus` (changed by the visitor, so focused and left); returns the function that
 * stops it (React does it once it holds the nodes).
 */
export function revealIn(root: ShadowRoot, hadFocus: readonly Element[] = []): () => void {
  const onFocusIn = (event: Event) => revealFor(event.composedPath()[0]);
  for (const field of [root.activeElement, ...hadFocus]) revealFor(field);
  root.addEventListener('focusin', onFocusIn, true);
  return () => root.removeEventListener('focusin', onFocusIn, true);
}

/** The names of the fields whose parts are shown in `root`, once each. */
export function revealedBy(root: ParentNode): string[] {
  const names = new Set<string>();
  for (const part of root.querySelectorAll(`[${REVEALED_BY_ATTRIBUTE}]:not([hidden])`))
    names.add(part.getAttribute(REVEALED_BY_ATTRIBUTE) ?? '');
  names.delete('');
  return [...names];
}
