import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useT } from '../../src/i18n/provider.tsx';
import { Button } from '../../src/ui/button.tsx';
import { FormField } from '../../src/ui/form-field.tsx';
import { HONEYPOT_NAME, HoneypotField } from './honeypot.tsx';
import type { Handover, SignupFormProps } from './signup-form.tsx';

/*
 * Formik, Yup and the schema are a third of the newsletter's code, and most page views never use the form.
 * `DeferredSignupForm` renders a stand-in with the same markup (email field, hidden trap, submit button)
 * and imports the real form on the visitor's first sign of intent: focus, touch, pointer down or hover.
 * What the visitor does meanwhile is handed over: the typed address, focus in the field, a submit.
 * The import happens once per page; later blocks render the real form at once.
 */

export type SignupFormComponent = ComponentType<SignupFormProps>;

export interface DeferredSignupFormProps extends SignupFormProps {
  /** Where the real form comes from; `loadSignupForm` unless a test controls the chunk's arrival. */
  loadForm?: () => Promise<SignupFormComponent>;
}

let loaded: SignupFormComponent | undefined;
let loading: Promise<SignupFormComponent> | undefined;

/** Imports the form chunk once per page; a failed import is retried on the next intent. */
export function loadSignupForm(): Promise<SignupFormComponent> {
  loading ??= import('./signup-form.tsx').then(
    (module) => (loaded = module.SignupForm),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The sign-up form: the real one when its chunk is here, else the stand-in that fetches it on intent. */
export function DeferredSignupForm({ loadForm = loadSignupForm, ...props }: DeferredSignupFormProps) {
  const [Form, setForm] = useState<SignupFormComponent | undefined>(() =>
    loadForm === loadSignupForm ? loaded : undefined,
  );
  const [readHandover, setReadHandover] = useState<() => Handover>();
  // A logged-in customer's form opens prefilled with every field: no stand-in, fetch it now.
  const eager = Boolean(props.prefilled);
  const { onResult } = props;

  useEffect(() => {
    if (!eager || Form) return;
    let current = true;
    loadForm().then(
      (component) => current && setForm(() => component),
      () => current && onResult('ERROR_GENERIC'),
    );
    return () => {
      current = false;
    };
  }, [eager, Form, onResult, loadForm]);

  if (Form) return <Form {...props} readHandover={readHandover} />;
  if (eager) return null;
  return (
    <StandInForm
      loadForm={loadForm}
      onEmailFocus={props.onEmailFocus}
      onArrival={(component, next) => {
        setReadHandover(() => next);
        setForm(() => component);
      }}
      onFailedSubmit={() => onResult('ERROR_GENERIC')}
    />
  );
}

/** Where the focus is in the stand-in form: its email field, its submit button, or elsewhere. */
function focusIn(form: HTMLFormElement, emailInput: HTMLInputElement | null): Handover['focus'] {
  const active = (form.getRootNode() as Document | ShadowRoot).activeElement;
  if (active && active === emailInput) return 'email';
  if (active instanceof HTMLButtonElement && form.contains(active)) return 'submit';
  return 'none';
}

interface StandInFormProps {
  loadForm: () => Promise<SignupFormComponent>;
  onEmailFocus: () => void;
  /** The chunk is here; `readHandover` tells what the visitor did, read when the real form takes over. */
  onArrival: (form: SignupFormComponent, readHandover: () => Handover) => void;
  /** The visitor submitted and the form's code could not be loaded. */
  onFailedSubmit: () => void;
}

/**
 * The form as it first paints: the same classes, field and button as the real one, so nothing moves when
 * it is swapped. Its email field is a plain kit field: typing works before the real form arrives.
 */
function StandInForm({ loadForm, onEmailFocus, onArrival, onFailedSubmit }: StandInFormProps) {
  const t = useT('newsletter');
  const [email, setEmail] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  const requested = useRef(false);
  const unmounted = useRef(false);
  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
    };
  }, []);

  const fetchForm = () => {
    if (requested.current) return;
    requested.current = true;
    loadForm().then(
      (component) => {
        const element = form.current;
        if (unmounted.current || !element) return;
        // Read from the DOM when the real form takes over, not now: what was typed (or autofilled), and a
        // submit that lands between the chunk's arrival and the swap, are all carried over.
        onArrival(component, () => {
          const field = (name: string) => element.querySelector<HTMLInputElement>(`input[name="${name}"]`);
          const emailInput = field('email');
          return {
            email: emailInput?.value ?? '',
            honeypot: field(HONEYPOT_NAME)?.value ?? '',
            focus: focusIn(element, emailInput),
            submit: submitted.current,
          };
        });
      },
      () => {
        requested.current = false;
        if (submitted.current && !unmounted.current) onFailedSubmit();
        submitted.current = false;
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    fetchForm();
  };

  return (
    <form
      ref={form}
      className="sw-newsletter__form"
      part="form"
      aria-label={t('formLabel')}
      noValidate
      onSubmit={submit}
      onFocus={fetchForm}
      onPointerDown={fetchForm}
      onPointerEnter={fetchForm}
    >
      <FormField
        name="email"
        type="email"
        label={t('fields.email')}
        required
        autoComplete="email"
        value={email}
        onValueChange={setEmail}
        onFocus={onEmailFocus}
      />
      <HoneypotField />
      <Button type="submit" variant="primary" fullWidth>
        {t('submit')}
      </Button>
    </form>
  );
}
