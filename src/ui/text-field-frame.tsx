import {
  useEffect,
  useEffectEvent,
  useImperativeHandle,
  useRef,
  type FocusEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {
  FieldHint,
  FieldMessage,
  LabelMark,
  hasContent,
  useField,
  type FieldBaseProps,
} from './field-parts.tsx';
import { FIELD_CLASS } from './field-dom.ts';

/*
 * The frame every kit text field draws its own input in (`FormField`, `PasswordField`, `NumberField`,
 * `IbanField`): label, hint, states, message and the blur-and-commit timing.
 */

/**
 * The props of every kit text field: `FormField` (text, email) and the fields with their own input logic,
 * each in its own module so a form loads only the ones it uses: `PasswordField` (password-field.tsx),
 * `NumberField` (number-field.tsx), `IbanField` (iban-field.tsx).
 */
export interface TextFieldProps extends FieldBaseProps<string> {
  /** Visible label, already translated; also the `{field}` of the default error message. */
  label: string;
  /** The value as the field hands it out (for `IbanField` the compact IBAN). */
  value: string;
  onValueChange?: (value: string) => void;
  autoComplete?: string;
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
}

/** What `TextFieldFrame` hands the input it draws: the value, ids, ARIA, focus and blur handling, the ref. */
interface TextControlProps {
  value: string;
  id: string;
  name: string | undefined;
  className: string;
  disabled: boolean;
  placeholder: string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  'aria-describedby': string | undefined;
  onFocus: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  ref: Ref<HTMLInputElement>;
}

/** Props of `TextFieldFrame`: a text field's, and how to draw its input and what goes with it. */
interface TextFieldFrameProps extends TextFieldProps {
  /** Draws the input from `control` (spread it on the `<input>`); `change` hands a new value out. */
  renderInput: (control: TextControlProps, change: (value: string) => void) => ReactNode;
  /** Drawn after the input inside the control's box (the password toggle); gets the input's id. */
  renderAddon?: (controlId: string) => ReactNode;
  /** Drawn under the control, before the message (the strength meter); gets the id it must carry. */
  renderBelow?: (id: string) => ReactNode;
  /** Whether what `renderBelow` draws describes the input now (`aria-describedby`). */
  belowDescribes?: boolean;
}

/**
 * The frame every kit text field draws its input in: label with its mark, hint, the control's box, what
 * goes under it and the message, with the blur-and-commit timing of `useFieldStatus` and the commit on the DOM
 * `change` event. The fields differ only in the input they draw (`renderInput`) and what goes with it.
 */
export function TextFieldFrame({
  label,
  value,
  onValueChange,
  placeholder,
  ref,
  renderInput,
  renderAddon,
  renderBelow,
  belowDescribes = false,
  ...base
}: TextFieldFrameProps) {
  const field = useField(base, {
    label,
    value,
    filled: value !== '',
    below: Boolean(renderBelow) && belowDescribes,
  });
  const { ids, status } = field;
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);

  // React's onChange is the DOM `input` event; the commit is the DOM `change` event.
  const commit = useEffectEvent(() => field.commit(value));
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const listener = () => commit();
    input.addEventListener('change', listener);
    return () => input.removeEventListener('change', listener);
  }, []);

  const control: TextControlProps = {
    value,
    id: ids.control,
    name: field.name,
    className: 'sw-field__input',
    disabled: field.disabled,
    placeholder,
    ...field.aria,
    ...field.handlers,
    ref: inputRef,
  };
  const change = (next: string) => onValueChange?.(next);

  return (
    <div className={FIELD_CLASS} data-state={status.state} data-disabled={field.disabled ? '' : undefined}>
      <label className="sw-field__label" htmlFor={ids.control}>
        {label}
        <LabelMark required={field.required} showOptional={field.showOptional} />
      </label>
      {hasContent(field.hint) && <FieldHint id={ids.hint}>{field.hint}</FieldHint>}
      <div className="sw-field__control">
        {renderInput(control, change)}
        {renderAddon?.(ids.control)}
      </div>
      {renderBelow?.(ids.below)}
      <FieldMessage id={ids.message}>{status.message}</FieldMessage>
    </div>
  );
}
