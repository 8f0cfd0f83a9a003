import { TextFieldFrame, type TextFieldProps } from './text-field-frame.tsx';
import { IbanInput } from './iban.tsx';

/** Props of `IbanField`: a text field's; `value` is the compact IBAN ('DE89370400440532013000'). */
export type IbanFieldProps = TextFieldProps;

/**
 * A labelled IBAN input (the frame, states and timing of `FormField`) with the input logic of `IbanInput`:
 * shown grouped by four, handed out compact. Its own module, so forms without an IBAN do not load that logic.
 */
export function IbanField({ autoComplete, ...props }: IbanFieldProps) {
  return (
    <TextFieldFrame
      {...props}
      renderInput={(control, change) => (
        <IbanInput {...control} onValueChange={change} autoComplete={autoComplete} />
      )}
    />
  );
}
