import { TextFieldFrame, type TextFieldProps } from './text-field-frame.tsx';

/*
 * The kit's plain text field, `FormField` (text or email): the one every form loads. A field with input logic
 * of its own (a password, a number, an IBAN) has its own module beside it, drawn in the same `TextFieldFrame`.
 * Unbound: its owner passes the value; a form binds it by `name` with `BoundTextField` (bound-field.tsx).
 */

/** Props of `FormField`. */
export interface FormFieldProps extends TextFieldProps {
  /** Default 'text'. For a password, a number or an IBAN use `PasswordField`, `NumberField`, `IbanField`. */
  type?: 'text' | 'email';
  /** Most characters, for 'text' (native `maxlength`). */
  maxLength?: number;
}

/**
 * A labelled text or email input with hint, message and the states default, valid and error (GOV.UK model:
 * the message is referenced by `aria-describedby`, the input gets `aria-invalid`). See `FieldBaseProps` for
 * when it validates.
 */
export function FormField({ type = 'text', maxLength, autoComplete, ...props }: FormFieldProps) {
  const email = type === 'email';
  return (
    <TextFieldFrame
      {...props}
      renderInput={(control, change) => (
        <input
          {...control}
          type={type}
          onChange={(event) => change(event.currentTarget.value)}
          autoComplete={autoComplete}
          maxLength={type === 'text' ? maxLength : undefined}
          spellCheck={email ? false : undefined}
          autoCapitalize={email ? 'off' : undefined}
        />
      )}
    />
  );
}
