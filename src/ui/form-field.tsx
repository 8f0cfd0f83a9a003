import {
  useEffect,
  useEffectEvent,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useT } from '../i18n/provider.tsx';
import { deriveFieldState, type FieldState } from './logic/derive-field-state.ts';

/**
 * What a `validate` function says about a value: `true` valid, `false` invalid with the default message
 * ('{field} is not valid.'), a string invalid with that (translated) message.
 */
type Validity = boolean | string;

/**
 * The props every kit field shares (the text fields, Select, Checkbox).
 *
 * A field validates itself or is told its state:
 * - **Self-validating** (no `state` prop): `validate` runs on blur and on commit (the DOM `change` event:
 *   leaving an edited input, choosing an option, ticking a box), never on each keystroke; focus hides the
 *   error until the next blur or commit. An invalid field shows `aria-invalid="true"` and its
 *   message, valid non-empty fields show the valid state.
 * - **Controlled** (`state` given): the field shows `state` and `message` as they are and only reports
 *   `onFocus`, `onBlur` and `onCommit`; the owner applies the blur-and-commit timing (the Formik fields do).
 */
export interface FieldBaseProps<V> {
  /** Help under the label, already translated; referenced by `aria-describedby`. */
  hint?: ReactNode;
  /** Marks the label with '*' and sets `aria-required`. No native `required`: the browser's own bubbles
   * would speak another language and come before ours. */
  required?: boolean;
  /** Adds '(optional)' (`field.optional`) to the label of a field that is not required. */
  showOptional?: boolean;
  disabled?: boolean;
  name?: string;
  /** The control's id; generated with `useId()` when absent. */
  id?: string;
  /** Controlled state; when given, `validate` is not run. */
  state?: FieldState;
  /** The message under the field in the error state, already translated; a message from `validate` wins.
   * Defaults to `field.invalid`: '{field} is not valid.' with the field's label. */
  message?: string;
  /** Validation of a self-validating field; see `Validity`. */
  validate?: (value: V) => Validity;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  /** The value was committed: the DOM `change` event. */
  onCommit?: (value: V) => void;
}

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
export interface TextFieldFrameProps extends TextFieldProps {
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
  hint,
  required = false,
  showOptional = false,
  disabled = false,
  name,
  id,
  state,
  message,
  validate,
  onFocus,
  onBlur,
  onCommit,
  placeholder,
  ref,
  renderInput,
  renderAddon,
  renderBelow,
  belowDescribes = false,
}: TextFieldFrameProps) {
  const ids = useFieldIds(id);
  const status = useFieldStatus({ label, filled: value !== '', state, message, validate });
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);

  // React's onChange is the DOM `input` event; the commit is the DOM `change` event.
  const commit = useEffectEvent(() => {
    status.check(value);
    onCommit?.(value);
  });
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
    name,
    className: 'sw-field__input',
    disabled,
    placeholder,
    'aria-invalid': status.state === 'error' ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': idList(
      hasContent(hint) && ids.hint,
      renderBelow && belowDescribes && ids.below,
      status.message && ids.message,
    ),
    onFocus: (event) => {
      status.focus(event.currentTarget);
      onFocus?.(event);
    },
    onBlur: (event) => {
      status.check(value);
      onBlur?.(event);
    },
    ref: inputRef,
  };
  const change = (next: string) => onValueChange?.(next);

  return (
    <div className="sw-field" data-state={status.state} data-disabled={disabled ? '' : undefined}>
      <label className="sw-field__label" htmlFor={ids.control}>
        {label}
        <LabelMark required={required} showOptional={showOptional} />
      </label>
      {hasContent(hint) && <FieldHint id={ids.hint}>{hint}</FieldHint>}
      <div className="sw-field__control">
        {renderInput(control, change)}
        {renderAddon?.(ids.control)}
      </div>
      {renderBelow?.(ids.below)}
      <FieldMessage id={ids.message}>{status.message}</FieldMessage>
    </div>
  );
}

/* ---------------------------------------------------------------------------------------------------------
 * Parts shared by the kit's fields (the text fields, Select, Checkbox and the bound fields).
 * ------------------------------------------------------------------------------------------------------- */

/** What `useFieldStatus` needs to know. */
export interface FieldStatusOptions<V> {
  /** Names the field in the default message. */
  label: string;
  /** The field holds a value (text typed, option chosen, box ticked). */
  filled: boolean;
  state: FieldState | undefined;
  message: string | undefined;
  validate: ((value: V) => Validity) | undefined;
}

/** The state and message a field shows, and the two moments that change them. */
export interface FieldStatus<V> {
  state: FieldState;
  /** The message to show, or undefined for none. */
  message: string | undefined;
  /** Call on focus: hides the error until the next `check` (unless focus came from `focusKeepingError`). */
  focus(element: HTMLElement): void;
  /** Call on blur and commit with the value at that moment: validates and shows the result. */
  check(value: V): void;
}

/**
 * The timing of a field's state: validate on blur and commit, never per keystroke; errors hidden
 * while focused. A controlled `state` is shown as given (see `FieldBaseProps`).
 */
export function useFieldStatus<V>({
  label,
  filled,
  state,
  message,
  validate,
}: FieldStatusOptions<V>): FieldStatus<V> {
  const t = useT('ui');
  const [validity, setValidity] = useState<Validity | undefined>(undefined);
  const [masked, setMasked] = useState(false);
  const shown =
    state ??
    deriveFieldState({
      checked: validity !== undefined,
      invalid: validity !== undefined && validity !== true,
      masked,
      filled,
    });
  const own = state === undefined && typeof validity === 'string' ? validity : undefined;
  return {
    state: shown,
    message: shown === 'error' ? own || message || t('field.invalid', { field: label }) : undefined,
    focus: (element) => setMasked(!keepsErrorOnFocus(element)),
    check: (value) => {
      if (state === undefined && validate) setValidity(validate(value));
      setMasked(false);
    },
  };
}

/** Ids of a field's parts, unique per render tree (and so per shadow root) thanks to `useId()`. */
export function useFieldIds(id?: string) {
  const base = useId();
  return {
    control: id ?? `${base}control`,
    label: `${base}label`,
    hint: `${base}hint`,
    below: `${base}below`,
    message: `${base}message`,
  };
}

/** A space-separated id list for `aria-describedby`, of the ids present only; undefined if none. */
export function idList(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/** Whether a hint has anything to show. */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** The label's mark: '*' for a required field (with `aria-required` on the control for assistive
 * technology), or '(optional)' when asked for. */
export function LabelMark({ required, showOptional }: { required: boolean; showOptional: boolean }) {
  const t = useT('ui');
  if (required) {
    return (
      <span className="sw-field__required" title={t('field.required')} aria-hidden="true">
        *
      </span>
    );
  }
  if (!showOptional) return null;
  return <span className="sw-field__optional"> ({t('field.optional')})</span>;
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div className="sw-field__hint" id={id}>
      {children}
    </div>
  );
}

/**
 * The message line under a field. Its slot is always there and keeps one line of height, so a message
 * that comes or goes never moves what follows: no layout shift, and no submit button sliding away between
 * mousedown and mouseup when leaving a field clears its error. The message element itself (the target of
 * `aria-describedby`) exists only while there is a message.
 */
export function FieldMessage({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div className="sw-field__message-slot">
      {children ? (
        <p className="sw-field__message" id={id}>
          {children}
        </p>
      ) : null}
    </div>
  );
}

const keepingError = new WeakSet<HTMLElement>();

/**
 * Focuses a field without hiding its error: for moving focus to the first problem after a failed submit
 * (GOV.UK), where the error must stay visible and be read out with the field.
 */
export function focusKeepingError(element: HTMLElement): void {
  keepingError.add(element);
  try {
    element.focus();
  } finally {
    keepingError.delete(element);
  }
}

/** Whether the focus now arriving at `element` comes from `focusKeepingError`. */
export function keepsErrorOnFocus(element: HTMLElement): boolean {
  return keepingError.has(element);
}
