/*
 * A kit field's DOM as React draws it (field-parts.tsx, text-field-frame.tsx): the ids of its parts and the
 * classes of what shows its state. One home for both sides: the React fields draw from these names, and
 * `drawFieldState` (`draw-field-state.ts`) draws a state on a server-rendered field before React holds it (the
 * early check of the sign-up form's email field, `src/elements/wake/early-checks.ts`).
 * `server/one-dom.test.tsx` holds the two drawings equal.
 */

/** The field around a control; its `data-state` is the field's state. */
export const FIELD_CLASS = 'sw-field';
/** The line under a field that holds its message; always there, so a message never moves what follows. */
export const MESSAGE_SLOT_CLASS = 'sw-field__message-slot';
/** The message itself (the target of the control's `aria-describedby`), there only while there is one. */
export const MESSAGE_CLASS = 'sw-field__message';

/**
 * The attribute of a `<form>` naming the messages of its email fields, drawn by the form's own render (so by the
 * server too) for the check before React (`src/elements/wake/early-checks.ts`): JSON, field name → problem
 * (`EmailProblem`) → text. A form without it is not checked early.
 */
export const CHECK_MESSAGES_ATTRIBUTE = 'data-check-messages';

/** The parts of a field that carry an id. */
type FieldPart = 'control' | 'label' | 'hint' | 'below' | 'message';

/** The id of a field's part, from the base `useId()` gives its render. */
export function fieldPartId(base: string, part: FieldPart): string {
  return base + part;
}
