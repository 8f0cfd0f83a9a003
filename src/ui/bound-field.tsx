import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type FormHTMLAttributes,
  type ComponentType,
  type RefObject,
} from 'react';
import { afterNextPaint } from './after-paint.ts';
import { Checkbox, type CheckboxProps } from './checkbox.tsx';
import { focusKeepingError, keepsErrorOnFocus } from './field-status.ts';
import { FormField, type FormFieldProps } from './form-field.tsx';
import { useFormBinding, type FormBinding } from './form-binding.ts';
import { deriveFieldState, type FieldState } from './logic/derive-field-state.ts';
import { Select, type SelectProps } from './select.tsx';
import type { TextFieldProps } from './text-field-frame.tsx';

/*
 * For a form's fields: `BoundTextField`, `BoundSelect`, `BoundCheckbox` and `BoundForm`, the kit's fields (form-field.tsx,
 * select.tsx, checkbox.tsx) fed by the form's binding (form-binding.ts) instead of their own props.
 *
 * The kit's fields bound by `name` to the form around them (a `FormBinding`: Formik through `KitForm`, or a
 * form's own binding until Formik arrives), so a form only declares its fields and its rules:
 *
 *   <Formik initialValues={…} validationSchema={schema} onSubmit={…}>
 *     <KitForm>
 *       <BoundTextField name="email" type="email" label="Email" required />
 *       <BoundCheckbox name="terms">I accept the <a href="/agb">terms</a></BoundCheckbox>
 *       <button type="submit">Send</button>
 *     </KitForm>
 *   </Formik>
 *
 * The fields apply the validation timing themselves: typing sets the value without validating; blur and commit (the
 * DOM `change` event) mark the field left and check the form, once the frame that answers them is painted; an error
 * shows once the field is checked and is hidden while the field has focus (until blur, commit or a submit).
 * Messages are the rules' own: give every Yup rule its translated message.
 */

/** What a bound field's binding sets on its control; the rest of the control's props are the caller's. */
type BoundKeys = 'value' | 'onValueChange' | 'state' | 'message' | 'validate' | 'onCommit' | 'name';

/**
 * Props of `BoundTextField`: those of its text field (`FormField`, or the `field` given: `PasswordField`,
 * `NumberField`, `IbanField`), bound to the form's value `name` (a string).
 */
export type BoundTextFieldProps<P extends TextFieldProps = FormFieldProps> = Omit<P, BoundKeys> & {
  name: string;
  /** The kit text field to bind; default `FormField`. Passed in, so a form loads only the fields it uses. */
  field?: ComponentType<P>;
};

/**
 * A kit text field bound to a string value of the form; shows the rules' error message:
 * `<BoundTextField name="email" type="email" … />`, `<BoundTextField field={IbanField} name="iban" … />`.
 */
export function BoundTextField<P extends TextFieldProps = FormFieldProps>({
  name,
  field,
  onFocus,
  onBlur,
  ...props
}: BoundTextFieldProps<P>) {
  const Field = (field ?? FormField) as ComponentType<TextFieldProps>;
  return <Field {...props} {...useBoundText(name, onFocus, onBlur)} />;
}

/** Props of `BoundSelect`: those of `Select`, bound to the form's value `name` (a string). */
export interface BoundSelectProps extends Omit<
  SelectProps,
  'value' | 'onValueChange' | 'state' | 'message' | 'validate' | 'onCommit' | 'name'
> {
  name: string;
}

/** A `Select` bound to a string value of the form; choosing an option checks it (after the next paint). */
export function BoundSelect({ name, onFocus, onBlur, ...props }: BoundSelectProps) {
  return <Select {...props} {...useBoundText(name, onFocus, onBlur)} />;
}

/** Props of `BoundCheckbox`: those of `Checkbox`, bound to the form's value `name`. */
export interface BoundCheckboxProps extends Omit<
  CheckboxProps,
  'checked' | 'onCheckedChange' | 'state' | 'message' | 'validate' | 'onCommit' | 'name'
> {
  name: string;
}

/**
 * A `Checkbox` bound to the form. Without `value` the form's value is a boolean; with `value` it is a list
 * the box adds `value` to or removes it from (`consents: ['DNE']`). Ticking checks it (after the
 * next paint).
 */
export function BoundCheckbox({ name, value, onFocus, onBlur, ...props }: BoundCheckboxProps) {
  const form = useFormBinding();
  const current = form.value(name);
  const list = Array.isArray(current) ? (current as unknown[]) : [];
  const checked = value === undefined ? Boolean(current) : list.includes(value);
  const shown = useBoundStatus(form, name, checked);
  const valueFor = (next: boolean): unknown => {
    if (value === undefined) return next;
    const without = list.filter((item) => item !== value);
    return next ? [...without, value] : without;
  };
  return (
    <Checkbox
      {...props}
      {...statusProps(shown, onFocus, onBlur)}
      name={name}
      value={value}
      checked={checked}
      onCheckedChange={(next) => form.setValue(name, valueFor(next))}
    />
  );
}

/** Props of `BoundForm`: a `<form>`'s, without `onSubmit` (the binding submits). */
export type BoundFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & {
  ref?: RefObject<HTMLFormElement | null>;
  part?: string;
};

/**
 * The `<form>` of a bound form: `noValidate` (the kit's messages replace the browser's), a submit goes to
 * the binding and never to the browser (no address in a URL, whatever code has arrived), and after a failed
 * submit focus moves to the first invalid field (`useFocusFirstError`).
 */
export function BoundForm({ ref, children, ...props }: BoundFormProps) {
  const form = useFormBinding();
  const ownRef = useRef<HTMLFormElement>(null);
  const formRef = ref ?? ownRef;
  useFocusFirstError(formRef);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  // Submitted by its binding only. A native submit (a server-rendered form before any script has run, or with
  // JavaScript off) must send nothing: a GET would put the visitor's address into the page's URL, its history
  // and the server's logs. `method="dialog"` outside a `<dialog>` submits nowhere; the browser does nothing.
  return (
    <form {...props} ref={formRef} method="dialog" noValidate onSubmit={submit}>
      {children}
    </form>
  );
}

/**
 * After a submit the rules refused, moves focus to the first field in the form that shows an error
 * (`aria-invalid="true"`, in document order), keeping its error visible (GOV.UK). It searches the form
 * element, never `document`, so it works inside a shadow root. Call it inside a bound form, with a ref to
 * the `<form>`.
 * @internal Test seam: the hook, tested on a plain form.
 */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>): void {
  const { submitCount, isSubmitting, hasErrors } = useFormBinding();
  const handled = useRef(0);
  const failed = !isSubmitting && hasErrors;
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (!failed) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (first) focusKeepingError(first);
  }, [submitCount, isSubmitting, failed, formRef]);
}

type FocusHandler = ((event: FocusEvent<HTMLElement>) => void) | undefined;

/** What every bound field passes its control: the state and message shown, and focus, blur and commit. */
function statusProps(shown: BoundStatus, onFocus: FocusHandler, onBlur: FocusHandler) {
  return {
    state: shown.state,
    message: shown.message,
    onFocus: (event: FocusEvent<HTMLElement>) => {
      shown.focus(event.currentTarget);
      onFocus?.(event);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      shown.check();
      onBlur?.(event);
    },
    onCommit: () => shown.check(),
  };
}

/** The props of a control bound to a string value of the form (a text field, a select). */
function useBoundText(name: string, onFocus: FocusHandler, onBlur: FocusHandler) {
  const form = useFormBinding();
  const value = form.value(name);
  const text = typeof value === 'string' ? value : '';
  const shown = useBoundStatus(form, name, text !== '');
  return {
    ...statusProps(shown, onFocus, onBlur),
    name,
    value: text,
    onValueChange: (next: string) => form.setValue(name, next),
  };
}

/** What a bound field shows, and its focus, blur and commit handling. */
interface BoundStatus {
  state: FieldState;
  message: string | undefined;
  focus(element: HTMLElement): void;
  /** On blur and on commit: marks the field left and checks the form, once the frame that answers the
   * event has been painted (see `useBoundStatus`). */
  check(): void;
}

/**
 * The validation timing for a bound field: see the comment at the top of this file.
 *
 * The check of a blur or a commit waits for the next paint (`afterNextPaint`): the validation and the
 * render of the whole form it causes are work the visitor need not see in the frame that answers the key
 * or the click. A Tab out of the email field used to validate and render the form twice (the DOM `change`
 * and the `blur`) before the focus ring moved; a click on the submit button waited for that work between
 * its pointerdown (which blurs the field) and its pointerup. A newer check replaces a pending one (so the
 * change-and-blur pair validates once), a focus cancels it (the field is being edited again), and by the
 * time it runs, a value chosen in the event is in the form's state. A submit cancels it.
 */
function useBoundStatus(form: FormBinding, name: string, filled: boolean): BoundStatus {
  const { submitCount } = form;
  // The submit count at the moment the error was hidden by focus: a submit shows errors again.
  const [maskedAt, setMaskedAt] = useState<number | null>(null);
  // Each focus and check bumps it, so a check that ends after a newer focus does not unmask.
  const turn = useRef(0);
  const cancelCheck = useRef<(() => void) | undefined>(undefined);
  // The binding changes when its state does (and when Formik takes over from a form's own binding): the
  // delayed check must call the one that is current when it runs.
  const latest = useRef(form);
  useEffect(() => {
    latest.current = form;
  });
  // A submit checks every field itself; a check left from before it (the pointerdown on the submit
  // button blurs the field) would only repeat that, and would undo an error set from the server's answer.
  // The cleanup runs when the submit count changes, and on unmount.
  useEffect(
    () => () => {
      cancelCheck.current?.();
      cancelCheck.current = undefined;
    },
    [submitCount],
  );
  const error = form.error(name);

  const supersede = () => {
    cancelCheck.current?.();
    cancelCheck.current = undefined;
    return ++turn.current;
  };

  return {
    state: deriveFieldState({
      checked: form.touched(name),
      invalid: error !== undefined,
      masked: maskedAt === submitCount,
      filled,
    }),
    message: error,
    focus: (element) => {
      supersede();
      setMaskedAt(keepsErrorOnFocus(element) ? null : submitCount);
    },
    check: () => {
      const mine = supersede();
      cancelCheck.current = afterNextPaint(() => {
        cancelCheck.current = undefined;
        void latest.current.leave(name).then(() => {
          if (turn.current === mine) setMaskedAt(null);
        });
      });
    },
  };
}
