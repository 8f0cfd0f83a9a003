import { TextFieldFrame, type TextFieldProps } from './text-field-frame.tsx';
import type { NumberRules } from './logic/is-number-text.ts';
import { NumberInput } from './number-input.tsx';

/** Props of `NumberField`: a text field's and the number rules (`maxLength`, `allowDecimal`). */
export interface NumberFieldProps extends TextFieldProps, NumberRules {}

/**
 * A labelled number input (the frame, states and timing of `FormField`) with the input logic of
 * `NumberInput`: digits and one decimal part, at most `maxLength` characters; the value is the text as typed.
 * Its own module, so forms without a number do not load that logic.
 */
export function NumberField({ maxLength, allowDecimal, autoComplete, ...props }: NumberFieldProps) {
  return (
    <TextFieldFrame
      {...props}
      renderInput={(control, change) => (
        <NumberInput
          {...control}
          onValueChange={change}
          autoComplete={autoComplete}
          maxLength={maxLength}
          allowDecimal={allowDecimal}
        />
      )}
    />
  );
}
