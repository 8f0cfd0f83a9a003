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
import { IbanInput } from './iban.tsx';
import { deriveFieldState, type FieldState } from './logic/derive-field-state.ts';
import { NumberInput } from './number-input.tsx';
import { PasswordStrength } from './password-strength.tsx';

export type { FieldState };

/** The input types of SPEC §9. */
export type FieldType = 'text' | 'password' | 'email' | 'number' | 'iban';

/**
 * What a `validate` function says about a value: `true` valid, `false` invalid with the default message
 * ('{field} is not valid.'), a string invalid with that (translated) message.
 */
export type Validity = boolean | string;

/**
 * The props every kit field shares (FormField, Select, Checkbox).
 *
 * A field validates itself or is told its state:
 * - **Self-validating** (no `state` prop): `validate` runs on blur and on commit (the DOM `change` event:
 *   leaving an edited input, choosing an option, ticking a box), never on each keystroke; focus hides the
 *   error until the next blur or commit (SPEC §5). An invalid field shows `aria-invalid="true"` and its
 *   message, valid non-empty fields show the valid state.
 * - **Controlled** (`state` given): the field shows `state` and `message` as they are and only reports
 *   `onFocus`, `onBlur` and `onCommit`; the owner applies the SPEC §5 timing (the Formik fields do).
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

/** Props of `FormField`. */
export interface FormFieldProps extends FieldBaseProps<string> {
  /** Visible label, already translated; also the `{field}` of the default error message. */
  label: string;
  /** Default 'text'. 'number' and 'iban' are text inputs with the input logic of `NumberInput` and
   * `IbanInput`; 'password' adds the show-password toggle and, unless `strengthMeter` is false, the meter. */
  type?: FieldType;
  /** The value: as typed; for 'iban' the compact IBAN ('DE89370400440532013000'), shown grouped. */
  value: string;
  onValueChange?: (value: string) => void;
  autoComplete?: string;
  placeholder?: string;
  /** Most characters, for 'text' (native `maxlength`) and 'number' (see `NumberInput`). */
  maxLength?: number;
  /** 'number' only: whether one decimal part is allowed. Default true. */
  allowDecimal?: boolean;
  /** 'password' only: show the strength meter (SPEC §5). Default true; set false for a log-in form. */
  strengthMeter?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input of one of the SPEC §9 input types with hint, message and the states default, valid
 * and error (GOV.UK model: the message is referenced by `aria-describedby`, the input gets
 * `aria-invalid`). See `FieldBaseProps` for when it validates.
 */
export function FormField({
  label,
  type = 'text',
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
  autoComplete,
  placeholder,
  maxLength,
  allowDecimal,
  strengthMeter = true,
  ref,
}: FormFieldProps) {
  const t = useT('ui');
  const ids = useFieldIds(id);
  const status = useFieldStatus({ label, filled: value !== '', state, message, validate });
  const [revealed, setRevealed] = useState(false);
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
  }, [type]);

  const showStrength = type === 'password' && strengthMeter;
  const control = {
    id: ids.control,
    name,
    className: 'sw-field__input',
    disabled,
    placeholder,
    'aria-invalid': status.state === 'error' ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': idList(
      hasContent(hint) && ids.hint,
      showStrength && value !== '' && ids.strength,
      status.message && ids.message,
    ),
    onFocus: (event: FocusEvent<HTMLInputElement>) => {
      status.focus(event.currentTarget);
      onFocus?.(event);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
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
        {type === 'iban' ? (
          <IbanInput {...control} value={value} onValueChange={change} autoComplete={autoComplete} />
        ) : type === 'number' ? (
          <NumberInput
            {...control}
            value={value}
            onValueChange={change}
            autoComplete={autoComplete}
            maxLength={maxLength}
            allowDecimal={allowDecimal}
          />
        ) : (
          <input
            {...control}
            type={type === 'password' && revealed ? 'text' : type}
            value={value}
            onChange={(event) => change(event.currentTarget.value)}
            autoComplete={autoComplete ?? (showStrength ? 'new-password' : undefined)}
            maxLength={type === 'text' ? maxLength : undefined}
            spellCheck={type === 'email' || type === 'password' ? false : undefined}
            autoCapitalize={type === 'email' || type === 'password' ? 'off' : undefined}
          />
        )}
        {type === 'password' && (
          // One name whatever the state, and `aria-pressed` tells the state (WAI-ARIA APG toggle button):
          // a name that flips to 'Hide password' would be read as 'Hide password, pressed'.
          <button
            type="button"
            className="sw-field__toggle"
            aria-pressed={revealed}
            aria-controls={ids.control}
            disabled={disabled}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {t('password.show')}
          </button>
        )}
      </div>
      {showStrength && <PasswordStrength id={ids.strength} password={value} />}
      <FieldMessage id={ids.message}>{status.message}</FieldMessage>
    </div>
  );
}

/* ---------------------------------------------------------------------------------------------------------
 * Parts shared by the kit's fields (FormField, Select, Checkbox and the Formik fields).
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
 * The SPEC §5 timing of a field's state: validate on blur and commit, never per keystroke; errors hidden
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
    strength: `${base}strength`,
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
