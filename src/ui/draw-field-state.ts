import { FIELD_CLASS, fieldPartId, MESSAGE_CLASS, MESSAGE_SLOT_CLASS } from './field-dom.ts';
import type { FieldState } from './logic/derive-field-state.ts';

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
