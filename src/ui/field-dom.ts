import type { FieldState } from './logic/derive-field-state.ts';

/*
 * A kit field's DOM as React draws it (field-parts.tsx, text-field-frame.tsx): the ids of its parts and the
 * classes of what shows its state. One home for both sides: the React fields draw from these names, and
 * `drawFieldState` draws a state on a server-rendered field before React holds it (the loader's early check of
 * the sign-up form's email field, `src/elements/wake/early-checks.ts`). `server/one-dom.test.tsx` holds the two
 * drawings equal.
 */

/** The field around a control; its `data-state` is the field's state. */
export const FIELD_CLASS = 'sw-field';
/** The line under a field that holds its message; always there, so a message never moves what follows. */
export const MESSAGE_SLOT_CLASS = 'sw-field__message-slot';
/** The message itself (the target of the control's `aria-describedby`), there only while there is one. */
export const MESSAGE_CLASS = 'sw-field__message';

/** The parts of a field that carry an id. */
type FieldPart = 'control' | 'label' | 'hint' | 'below' | 'message';

/** The id of a field's part, from the base `useId()` gives its render. */
export function fieldPartId(base: string, part: FieldPart): string {
  return base + part;
}

/**
 * Draws `state` on a kit text field without React, as React would draw it: the field's `data-state`, the
 * control's `aria-invalid`, the message under it and its id last in the control's `aria-describedby`. False
 * (nothing drawn) for a control that is not a kit field's with the ids React gives it.
 */
export function drawFieldState(control: HTMLInputElement, state: FieldState, message = ''): boolean {
  const field = control.closest(`.${FIELD_CLASS}`);
  const slot = field?.querySelector(`.${MESSAGE_SLOT_CLASS}`);
  const base = control.id.slice(0, -'control'.length);
  if (!field || !slot || fieldPartId(base, 'control') !== control.id) return false;
  const id = fieldPartId(base, 'message');
  const error = state === 'error';
  field.setAttribute('data-state', state);
  if (error) control.setAttribute('aria-invalid', 'true');
  else control.removeAttribute('aria-invalid');
  const described = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((i) => i && i !== id);
  if (error) described.push(id);
  if (described.length > 0) control.setAttribute('aria-describedby', described.join(' '));
  else control.removeAttribute('aria-describedby');
  const line = slot.ownerDocument.createElement('p');
  line.className = MESSAGE_CLASS;
  line.id = id;
  line.textContent = message;
  slot.replaceChildren(...(error ? [line] : []));
  return true;
}
