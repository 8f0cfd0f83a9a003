import { isRecord } from '../../content/json.ts';
import { LANGUAGES, type Language } from '../../i18n/languages.ts';
import { parseDrawnPlatform } from '../../platform/platform.ts';
import type { RenderSnapshot } from './render-snapshot.ts';
import { reportChangedFrom } from './react-value-tracker.ts';
import { changedByVisitor, isBox, NAMED_FIELDS, type FormField as Field } from './server-html.ts';

/**
 * The chunk's side of a server-rendered element: reading the server's snapshot, and handing what the visitor
 * did before React to the hydrated element, on the same nodes (docs/decisions/0058).
 */

function isDocumentResult(value: unknown): boolean {
  return (
    isRecord(value) &&
    (value.status === 'missing' ||
      value.status === 'omitted' ||
      (value.status === 'ok' && 'content' in value))
  );
}

/** A snapshot's JSON read and checked; a string says why it is not one. */
export function parseSnapshot(text: string): RenderSnapshot | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'its snapshot is not JSON';
  }
  if (!isRecord(value)) return 'its snapshot is not an object';
  const { release, language, platform, attributes, source, documents } = value;
  if (!(LANGUAGES as readonly unknown[]).includes(language)) return 'its snapshot names no known language';
  const knownPlatform = typeof platform === 'string' ? parseDrawnPlatform(platform) : undefined;
  if (!knownPlatform) return 'its snapshot names no platform';
  if (!isRecord(documents) || !Object.values(documents).every(isDocumentResult))
    return 'its snapshot has malformed documents';
  if (
    attributes !== undefined &&
    !(isRecord(attributes) && Object.values(attributes).every((text) => typeof text === 'string'))
  )
    return 'its snapshot has malformed attributes';
  return {
    ...(typeof release === 'string' ? { release } : {}),
    language: language as Language,
    platform: knownPlatform,
    ...(attributes === undefined ? {} : { attributes: attributes as RenderSnapshot['attributes'] }),
    ...(isRecord(source) && typeof source.path === 'string' && Array.isArray(source.allows)
      ? { source: source as RenderSnapshot['source'] }
      : {}),
    documents: documents as RenderSnapshot['documents'],
  };
}

/** A field's value in the server's HTML (what `changedByVisitor` compares with). */
function serverValue(field: Field): string {
  return field instanceof HTMLSelectElement ? serverOption(field) : field.defaultValue;
}

/** The text fields (and selects) whose value the visitor changed before React arrived, by name. */
export function typedValues(root: ShadowRoot): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const field of root.querySelectorAll<Field>(NAMED_FIELDS))
    if (!isBox(field) && field.type !== 'hidden' && changedByVisitor(field)) typed[field.name] = field.value;
  return typed;
}

/** What the visitor did before React that the nodes do not keep themselves (`VisitorRecord`'s part of it). */
export interface Doings {
  readonly left: ReadonlySet<Element>;
  readonly pressed: HTMLButtonElement | undefined;
  readonly submitted: HTMLFormElement | undefined;
}

/**
 * The value each named text field and select had in the server's HTML, read before React takes the nodes over:
 * React's hydration makes the value it draws a field's default, so after it `defaultValue` no longer tells what the
 * server drew. The hand-over reports every field whose value is not this as input (`replayVisitor`).
 */
export function serverValues(root: ShadowRoot): ReadonlyMap<string, string> {
  const values = new Map<string, string>();
  for (const field of root.querySelectorAll<Field>(NAMED_FIELDS))
    if (!isBox(field) && !values.has(field.name)) values.set(field.name, serverValue(field));
  return values;
}

/**
 * Hands React what the visitor did before it held the nodes, as the same input would after: every field whose value
 * is not the server's (`drawn`, by name; a box against its default) as an `input` or `change` event, so the form
 * hears a change (its funnel's first step, a field made dirty) whether it started from the typed text or not; then
 * the fields left (their validation runs now), the focus, the button pressed and the held submit, in that order.
 */
export function replayVisitor(root: ShadowRoot, doings: Doings, drawn: ReadonlyMap<string, string>): void {
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) handOver(field, drawn);
  const active = root.activeElement;
  for (const element of doings.left)
    if (element.isConnected && element !== active) dispatchFocus(element, 'focusout');
  if (active) dispatchFocus(active, 'focusin');
  if (doings.pressed?.isConnected) doings.pressed.click();
  if (doings.submitted?.isConnected) doings.submitted.requestSubmit();
}

function dispatchFocus(element: Element, type: 'focusin' | 'focusout'): void {
  element.dispatchEvent(new FocusEvent(type, { bubbles: true, composed: true }));
}

/** The option a select had in the server's HTML (`selected`, else its first). */
function serverOption(select: HTMLSelectElement): string {
  const options = [...select.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/**
 * Tells React about a field the visitor changed before it took the node over. React notes a field's value
 * when it hydrates and reports a change only against that note. For text the note is set back to the server's
 * value and an `input` event follows (`reportChangedFrom`): React reads the field as it is, so the node is not written to and the
 * caret and an IME composition under way stay as they are (an email field has no selection API to put a
 * caret back with). A box is unticked through React's own setter and clicked again.
 */
function handOver(field: Field, drawn: ReadonlyMap<string, string>): void {
  if (isBox(field)) {
    if (!changedByVisitor(field)) return;
    field.checked = !field.checked;
    field.click();
    return;
  }
  const from = drawn.get(field.name) ?? serverValue(field);
  if (field.value === from) return;
  reportChangedFrom(field, from);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * What the visitor does while React hydrates is kept from React, and handed over once it holds the nodes
 * (`replayVisitor`): the events are stopped at the shadow root by a listener registered before React's (a hover
 * from one node to another inside the root never reaches the host, so the host is too late). The browser still
 * does what each event does (text is typed, the caret moves, a box is ticked); only React does not hear of it
 * half-way. Two reasons: React replays the hover and focus events it queued while hydrating from `event.target`,
 * which the browser has cleared for an event from a shadow root, and the replay throws; and an input event React
 * handles before the typed text was handed over makes it write the server's empty value into the field and
 * then the text again, which moves the caret to the end. Returns the release, called once the element is
 * hydrated.
 */
const HELD_FROM_REACT = [
  'focusin',
  'focusout',
  'dragenter',
  'mouseover',
  'pointerover',
  'gotpointercapture',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'click',
  'keydown',
  'keypress',
  'keyup',
  'beforeinput',
  'input',
  'change',
  'compositionstart',
  'compositionupdate',
  'compositionend',
  'paste',
  'submit',
] as const;

export function holdEventsFromReact(root: ShadowRoot): () => void {
  const stop = (event: Event) => event.stopImmediatePropagation();
  for (const type of HELD_FROM_REACT) root.addEventListener(type, stop, true);
  return () => {
    for (const type of HELD_FROM_REACT) root.removeEventListener(type, stop, true);
  };
}
