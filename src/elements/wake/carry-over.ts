import type { Doings } from './hydration.ts';
import { isBox, NAMED_FIELDS, type FormField as Field } from './server-html.ts';

/*
 * When React draws an element anew instead of taking the server's nodes over (HTML another release drew, text a
 * page script or a translation tool changed, a snapshot it cannot read), its tree arrives beside the server's in the
 * same shadow root: React empties an element or a document it renders into anew, never a shadow root. Here the
 * server's nodes make way for React's in the same task (before the browser paints), and what the visitor did in them
 * goes along: values, ticks, choices, the focus and the caret, the open folds, the fields left, the button pressed and
 * the held submit. Only code that runs on such a difference: it arrives with React.
 */

/** The nodes of a server render that React takes over or replaces: all but the stylesheet link, which stays. */
export function serverNodes(root: ShadowRoot): Node[] {
  return [...root.childNodes].filter((node) => !isStylesheetLink(node));
}

function isStylesheetLink(node: Node): boolean {
  return node instanceof HTMLLinkElement && node.rel === 'stylesheet';
}

/**
 * Whether React drew a tree of its own into `root` beside `outgoing` (the server's nodes, still there): an element
 * at the top of the root that is neither one of them nor the stylesheet link.
 */
export function drawnBeside(root: ShadowRoot, outgoing: ReadonlySet<Node>): boolean {
  for (const child of root.children) if (!outgoing.has(child) && !isStylesheetLink(child)) return true;
  return false;
}

/** A field's identity across two drawings of the same form: its name, and a box's value. */
function fieldKey(field: Field): string {
  return isBox(field) ? `${field.name}\u0000${field.value}` : field.name;
}

function within<T extends Element>(nodes: readonly Node[], selector: string): T[] {
  const found: T[] = [];
  for (const node of nodes)
    if (node instanceof Element) {
      if (node.matches(selector)) found.push(node as T);
      found.push(...node.querySelectorAll<T>(selector));
    }
  return found;
}

/** The same kind of element in the new drawing: by its field key, else by its place among its kind. */
function counterparts<T extends Element>(
  before: readonly T[],
  after: readonly T[],
  key?: (element: T) => string,
): Map<Element, T> {
  const pairs = new Map<Element, T>();
  if (key) {
    const byKey = new Map(after.map((element) => [key(element), element]));
    for (const element of before) {
      const match = byKey.get(key(element));
      if (match) pairs.set(element, match);
    }
  } else before.forEach((element, index) => after[index] && pairs.set(element, after[index]));
  return pairs;
}

/** Writes what the visitor left in `from` into `to` (React hears of it in the hand-over, `replayVisitor`). */
function copyField(from: Field, to: Field): void {
  if (isBox(from) && isBox(to)) to.checked = from.checked;
  else if (to.value !== from.value) to.value = from.value;
}

/** Puts the caret back where it was, where the field has one to set (an email field has none). */
function restoreSelection(from: Field, to: Field): void {
  if (from instanceof HTMLSelectElement || to instanceof HTMLSelectElement) return;
  try {
    const { selectionStart, selectionEnd, selectionDirection } = from;
    if (selectionStart !== null && selectionEnd !== null)
      to.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
  } catch {
    // No selection on this type of field: the caret stays at the end of the text.
  }
}

/**
 * Moves the visitor's doings from the server's nodes (`outgoing`) to React's new ones, removes the server's nodes,
 * and returns the doings as they are in the new nodes, for the hand-over.
 */
export function carryOver(root: ShadowRoot, outgoing: readonly Node[], doings: Doings): Doings {
  const incoming = [...root.childNodes].filter((node) => !outgoing.includes(node) && !isStylesheetLink(node));
  const fields = counterparts(
    within<Field>(outgoing, NAMED_FIELDS),
    within<Field>(incoming, NAMED_FIELDS),
    fieldKey,
  );
  for (const [from, to] of fields) copyField(from as Field, to);
  for (const [from, to] of counterparts(
    within<HTMLDetailsElement>(outgoing, 'details'),
    within<HTMLDetailsElement>(incoming, 'details'),
  ))
    to.open = (from as HTMLDetailsElement).open;
  const buttons = counterparts(within<HTMLButtonElement>(outgoing, 'button'), within(incoming, 'button'));
  const forms = counterparts(within<HTMLFormElement>(outgoing, 'form'), within(incoming, 'form'));

  // The focus moves before the server's nodes go: removing a focused node would drop it to the page.
  const active = root.activeElement;
  const focused = active ? (fields.get(active) ?? buttons.get(active)) : undefined;
  if (focused instanceof HTMLElement) {
    focused.focus({ preventScroll: true });
    if (active && fields.has(active)) restoreSelection(active as Field, focused as Field);
  }
  for (const node of outgoing) if (node.parentNode === root) root.removeChild(node);
  const left = new Set<Element>();
  for (const element of doings.left) {
    const match = fields.get(element) ?? buttons.get(element);
    if (match) left.add(match);
  }
  return {
    left,
    pressed: doings.pressed && (buttons.get(doings.pressed) as HTMLButtonElement | undefined),
    submitted: doings.submitted && (forms.get(doings.submitted) as HTMLFormElement | undefined),
  };
}
