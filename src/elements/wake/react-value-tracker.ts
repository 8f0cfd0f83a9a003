import type { FormField as Field } from './server-html.ts';

/**
 * The one place the widgets rely on something of React's that is not public API: the note React keeps on a
 * form field of the value it last saw (`_valueTracker`, on the node since React 15). React fires `onChange` only
 * when a field's value differs from that note. A field the visitor typed into before React took it over has to
 * be reported against the server's value without writing to the node (which would move the caret), and there is
 * no public way to do that. Tested against the React this package pins (`react-value-tracker.test.tsx` fails with
 * a clear message when a React release drops or changes the note); without it, the field is written through the
 * element's own setter, which works with any React and only loses the caret position.
 */

type Tracked = Field & { _valueTracker?: { setValue(value: string): void } | null };

/**
 * Makes React see `field`'s value as changed from `previous` on the next `input`/`change` event, leaving the
 * node's value (and caret) as it is when React's note is there.
 */
export function reportChangedFrom(field: Field, previous: string): void {
  const tracker = (field as Tracked)._valueTracker;
  if (tracker && typeof tracker.setValue === 'function') {
    tracker.setValue(previous);
    return;
  }
  const value = field.value;
  field.value = previous;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
}
