import {
  useImperativeHandle,
  useLayoutEffect,
  useReducer,
  useRef,
  type ChangeEvent,
  type ComponentPropsWithRef,
} from 'react';
import { isFocused } from './logic/is-focused.ts';
import { compactIban } from './logic/compact-iban.ts';
import { editIban } from './logic/edit-iban.ts';
import { formatIban } from './logic/format-iban.ts';

/** Props of `IbanInput`: those of an `<input>` but its value, type and change handling. */
export interface IbanInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'type' | 'onChange' | 'maxLength'
> {
  /** The compact IBAN ('DE89370400440532013000'); spaces or lower case are tolerated and cleaned. */
  value: string;
  /** Receives the compact IBAN after each accepted edit. */
  onValueChange: (value: string) => void;
}

/**
 * A bare IBAN text input, used by `FormField type="iban"`: shows the value upper-cased and grouped
 * by four ('DE89 3704 0044 0532 0130 00'); accepts a keystroke, paste, cut or deletion only if the compact
 * value stays two letters followed by digits, at most 34 characters (`isIbanInput`), and keeps the caret
 * behind the same character across the reformatting (`editIban`). A refused edit leaves value and caret
 * as they were.
 */
export function IbanInput({ value, onValueChange, ref, ...inputProps }: IbanInputProps) {
  const compact = compactIban(value);
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);
  const caret = useRef<number | null>(null);
  // A refused edit changes no value, but the caret still has to be put back after React restores the text.
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const position = caret.current;
    caret.current = null;
    if (input && position !== null && isFocused(input)) input.setSelectionRange(position, position);
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const edit = editIban({
      previous: compact,
      raw: input.value,
      caret: input.selectionStart ?? input.value.length,
      inputType: (event.nativeEvent as InputEvent).inputType,
    });
    caret.current = edit.caret;
    if (edit.value !== compact) onValueChange(edit.value);
    rerender();
  };

  return (
    <input
      inputMode="text"
      autoCapitalize="characters"
      autoCorrect="off"
      spellCheck={false}
      {...inputProps}
      ref={inputRef}
      type="text"
      value={formatIban(compact)}
      onChange={handleChange}
    />
  );
}
