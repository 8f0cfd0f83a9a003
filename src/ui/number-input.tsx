import {
  useImperativeHandle,
  useLayoutEffect,
  useReducer,
  useRef,
  type ChangeEvent,
  type ClipboardEvent,
  type ComponentPropsWithRef,
  type KeyboardEvent,
} from 'react';
import { isFocused } from './logic/is-focused.ts';
import { insertNumberText } from './logic/insert-number-text.ts';
import { isNumberText, type NumberRules } from './logic/is-number-text.ts';

/** Props of `NumberInput`: those of an `<input>` but its value, type and change handling. */
export interface NumberInputProps
  extends
    Omit<ComponentPropsWithRef<'input'>, 'value' | 'defaultValue' | 'type' | 'onChange' | 'maxLength'>,
    NumberRules {
  /** The text as typed, e.g. '12,5': parse it where the form needs a number. */
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * A bare number text input, used by `FormField type="number"`: digits and one decimal part ('.'
 * or ',', the one typed is kept), at most `maxLength` characters. It is `type="text"` with
 * `inputmode="decimal"` (or "numeric"), so browsers neither reformat nor spin the value.
 *
 * - A printable keystroke that does not fit is refused at keydown; named keys (Backspace, Delete, Tab,
 *   arrows, Home, End, Enter) and Ctrl/Cmd shortcuts (copy, paste, cut, select all, undo) pass untouched.
 * - A paste inserts only its digits and, if the value has none yet, its first separator, cut to the room
 *   left (`insertNumberText`): a paste of '€ 12.50' inserts '12.50', a paste with nothing usable is refused.
 * - Anything else that changes the text (virtual keyboards that send no key, drag and drop, autofill) is
 *   kept only if the result is still a number text (`isNumberText`); deleting is always allowed.
 */
export function NumberInput({
  value,
  onValueChange,
  maxLength,
  allowDecimal = true,
  ref,
  onKeyDown,
  onPaste,
  ...inputProps
}: NumberInputProps) {
  const rules: NumberRules = { maxLength, allowDecimal };
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);
  const caret = useRef<number | null>(null);
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const position = caret.current;
    caret.current = null;
    if (input && position !== null && isFocused(input)) input.setSelectionRange(position, position);
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    const shortcut = (event.ctrlKey || event.metaKey) && !event.altKey; // Ctrl+Alt is AltGr: it types
    if (event.defaultPrevented || shortcut || event.key.length !== 1) return;
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    if (!insertNumberText(value, start, input.selectionEnd ?? start, event.key, rules))
      event.preventDefault();
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    const text = event.clipboardData.getData('text/plain');
    const insertion = insertNumberText(value, start, input.selectionEnd ?? start, text, rules);
    if (!insertion) return;
    caret.current = insertion.caret;
    onValueChange(insertion.value);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const next = input.value;
    const shorter = next.length < value.length && isNumberText(next, { allowDecimal });
    if (shorter || isNumberText(next, rules)) {
      onValueChange(next);
      return;
    }
    // Refused: React puts the old text back; the caret goes back to before the refused insertion.
    caret.current = Math.max(0, (input.selectionStart ?? next.length) - (next.length - value.length));
    rerender();
  };

  return (
    <input
      inputMode={allowDecimal ? 'decimal' : 'numeric'}
      autoCorrect="off"
      spellCheck={false}
      {...inputProps}
      ref={inputRef}
      type="text"
      value={value}
      onKeyDown={handleKeyDown}
      onPaste={handlePaste}
      onChange={handleChange}
    />
  );
}
