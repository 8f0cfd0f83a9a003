import { useId, type FocusEvent, type ReactNode } from 'react';
import { useT } from '../i18n/provider.tsx';
import { fieldPartId, MESSAGE_CLASS, MESSAGE_SLOT_CLASS } from './field-dom.ts';
import { useFieldStatus, type FieldStatus, type Validity } from './field-status.ts';
import type { FieldState } from './logic/derive-field-state.ts';

/*
 * What every kit field shares (the text fields, Select, Checkbox): the props they all take, `useField` that
 * turns those props into what the control carries, and the parts drawn around the control (the label's mark,
 * the hint, the message line).
 */

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

/** What a field is, besides its base props: `useField`'s second argument. */
interface FieldOptions<V> {
  /** Names the field in the default message. */
  label: string;
  /** The value now: what blur checks. */
  value: V;
  /** The field holds a value (text typed, option chosen, box ticked). */
  filled: boolean;
  /** Something drawn under the control (`ids.below`) describes it too. */
  below?: boolean;
}

/** A field's base props made into what its control carries and what is drawn around it. */
export interface Field<V> {
  ids: FieldIds;
  status: FieldStatus<V>;
  hint: ReactNode;
  required: boolean;
  showOptional: boolean;
  disabled: boolean;
  name: string | undefined;
  /** The control's ARIA: invalid, required, described by the hint, what is below and the message. */
  aria: {
    'aria-invalid': true | undefined;
    'aria-required': true | undefined;
    'aria-describedby': string | undefined;
  };
  /** The control's focus and blur: the field's timing, then the owner's handler. */
  handlers: {
    onFocus: (event: FocusEvent<HTMLElement>) => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
  /** A value was committed: checks it, then tells the owner (`onCommit`). */
  commit(value: V): void;
}

/** A field's base props (`FieldBaseProps`) and status (`useFieldStatus`) as its control and parts use them. */
export function useField<V>(
  {
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
  }: FieldBaseProps<V>,
  { label, value, filled, below = false }: FieldOptions<V>,
): Field<V> {
  const ids = useFieldIds(id);
  const status = useFieldStatus({ label, filled, state, message, validate });
  return {
    ids,
    status,
    hint,
    required,
    showOptional,
    disabled,
    name,
    aria: {
      'aria-invalid': status.state === 'error' ? true : undefined,
      'aria-required': required ? true : undefined,
      'aria-describedby': idList(
        hasContent(hint) && ids.hint,
        below && ids.below,
        status.message && ids.message,
      ),
    },
    handlers: {
      onFocus: (event) => {
        status.focus(event.currentTarget);
        onFocus?.(event);
      },
      onBlur: (event) => {
        status.check(value);
        onBlur?.(event);
      },
    },
    commit: (next) => {
      status.check(next);
      onCommit?.(next);
    },
  };
}

/** Ids of a field's parts. */
type FieldIds = ReturnType<typeof useFieldIds>;

/** Ids of a field's parts, unique per render tree (and so per shadow root) thanks to `useId()`. */
function useFieldIds(id?: string) {
  const base = useId();
  return {
    control: id ?? fieldPartId(base, 'control'),
    label: fieldPartId(base, 'label'),
    hint: fieldPartId(base, 'hint'),
    below: fieldPartId(base, 'below'),
    message: fieldPartId(base, 'message'),
  };
}

/** A space-separated id list for `aria-describedby`, of the ids present only; undefined if none. */
function idList(...ids: (string | false | undefined)[]): string | undefined {
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
    <div className={MESSAGE_SLOT_CLASS}>
      {children ? (
        <p className={MESSAGE_CLASS} id={id}>
          {children}
        </p>
      ) : null}
    </div>
  );
}
