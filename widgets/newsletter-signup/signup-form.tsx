import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRenderSnapshot } from '../../src/elements/wake/render-snapshot.ts';
import { CHECK_MESSAGES_ATTRIBUTE } from '../../src/ui/field-dom.ts';
import { REVEALED_BY_ATTRIBUTE } from '../../src/elements/wake/reveal.ts';
import { SALUTATIONS } from '../../src/contract/newsletter.ts';
import { useT } from '../../src/i18n/provider.tsx';
import { BoundForm, BoundTextField } from '../../src/ui/bound-field.tsx';
import { FormBindingContext, type FormBinding } from '../../src/ui/form-binding.ts';
import { useHoldingBinding } from '../../src/ui/holding-binding.ts';
import { checkMessages, heldChecks } from './check-messages.ts';
import { CountryFields } from './country-fields.tsx';
import { FormikSlot, arrivedFormik } from './formik-slot.tsx';
import { HONEYPOT_NAME, Honeypot } from './honeypot.tsx';
import { EMPTY_VALUES, type NewsletterValues } from './newsletter-values.ts';
import type { SignupFormProps } from './signup-props.ts';
import { loadedSignupFormik, loadSignupFormik } from './signup-formik-loader.ts';
import { isLockedField } from './site-rules.ts';
import { signupFunnel } from './signup-funnel.ts';
import { SubmitButton } from './submit-button.tsx';
import { useLatePrefill } from './use-late-prefill.ts';

/*
 * The sign-up form, whole from its first paint: every field, consent and legal text of the storefront is
 * here without the form's rules. The rules (Formik, Yup and the schema: a third of the newsletter's code,
 * which most page views never use) arrive in their own chunk on the visitor's first focus, touch or hover
 * of the form, and take over the same nodes: nothing the visitor can touch is replaced, so typed text, the
 * caret, focus, an IME composition, autofill and a click that straddles the arrival all carry on. Until
 * then `useHoldingBinding` keeps the values, notes the fields left (their messages appear when the rules
 * can run) and holds a submit, which is carried out on arrival (docs/decisions/0041).
 */

/** The field whose first focus shows the whole form. */
const EMAIL_FIELD = 'email';

/** The text fields of the form among what a visitor typed before React arrived. */
function typedFields(typed: Readonly<Record<string, string>> | undefined): Partial<NewsletterValues> {
  if (!typed) return {};
  const fields: Partial<NewsletterValues> = {};
  for (const name of ['email', 'firstName', 'lastName'] as const)
    if (Object.hasOwn(typed, name)) fields[name] = typed[name];
  if (Object.hasOwn(typed, 'salutation') && (SALUTATIONS as readonly string[]).includes(typed.salutation!))
    fields.salutation = typed.salutation as NewsletterValues['salutation'];
  return fields;
}

/** The fields of the storefront, bound to the held values, then to Formik. */
export function SignupForm({
  config,
  host,
  rules,
  links,
  client,
  prefilled,
  holdsDne,
  onEmailFocus,
  onResult,
  labelledBy,
  loadFormik = loadSignupFormik,
}: SignupFormProps) {
  const t = useT('newsletter');
  const [initialValues] = useState<NewsletterValues>(() => ({ ...EMPTY_VALUES, ...prefilled }));
  const snapshot = useRenderSnapshot();
  // The whole form shows once the email field is focused, or when prefilled data exists. On a
  // server-rendered page the loader (or the page's CSS) may have shown it before React arrived.
  const [expanded, setExpanded] = useState(
    () => Boolean(prefilled) || Boolean(snapshot?.revealedBy?.includes(EMAIL_FIELD)),
  );
  const [formikChunk] = useState(() =>
    arrivedFormik(loadFormik === loadSignupFormik ? loadedSignupFormik() : undefined),
  );
  const [formik, setFormik] = useState<FormBinding>();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The held values ask for the rules when the visitor leaves a field or submits (`requestFormRules` below).
  const intent = useRef(() => {});
  const onIntent = useCallback(() => intent.current(), []);
  // A server-rendered form starts from what the visitor typed before React arrived (a reset still goes back to
  // `initialValues`): React then holds what each field shows and never writes to it.
  const typed = snapshot?.typed;
  const [startValues] = useState<NewsletterValues>(() => ({ ...initialValues, ...typedFields(typed) }));
  // The email field shows its message when left, before the rules too: drawn by the loader on a server-rendered
  // form (from the texts named on the form), by the held form here; the form starts from what the loader drew.
  const messages = useMemo(() => checkMessages((key, values) => t(key as 'headline', values)), [t]);
  const checks = useMemo(() => heldChecks(messages, snapshot?.checked), [messages, snapshot]);
  const holding = useHoldingBinding(startValues, onIntent, checks);
  const { held, dropSubmit, handOver } = holding;
  // The rules' binding runs the form from the render it arrives in; what reaches the holding binding after they
  // took over (the visitor's doings handed to a hydrated form in the same commit) goes to them, not nowhere.
  const onBinding = useCallback(
    (binding: FormBinding) => {
      handOver(binding);
      setFormik(binding);
    },
    [handOver],
  );
  const requested = useRef(formikChunk.get() !== undefined);
  const requestFormRules = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    loadFormik().then(
      (component) => mounted.current && formikChunk.arrive(component),
      () => {
        requested.current = false;
        if (!mounted.current || !held().submit) return;
        dropSubmit();
        onResult('ERROR_GENERIC');
      },
    );
  }, [loadFormik, formikChunk, onResult, held, dropSubmit]);
  useEffect(() => {
    intent.current = requestFormRules;
  }, [requestFormRules]);

  // A logged-in customer's form opens with every field filled: its rules are needed at once.
  useEffect(() => {
    if (prefilled) requestFormRules();
  }, [prefilled, requestFormRules]);
  const expand = useCallback(() => setExpanded(true), []);
  useLatePrefill(prefilled, formik ?? holding.binding, expand);

  // The funnel before `sign_up` (the rules push it, once per form and page view): `form_start` on the visitor's
  // first change of a field (typing, autofill, a tick, a choice; also what was typed before React arrived, handed
  // over as input) and `form_submit` on the first submit, even one the rules then stop. A submit is the visitor's
  // input too: pressed on an untouched form, it starts the form first, so the steps always come in their order.
  // A bot's fill of the trap starts nothing.
  const [funnel] = useState(signupFunnel);
  const trackStart = (event: { target: EventTarget }) => {
    if ((event.target as Partial<HTMLInputElement>).name !== HONEYPOT_NAME) funnel.take('form_start');
  };
  const trackSubmit = () => {
    funnel.take('form_start');
    funnel.take('form_submit');
  };

  return (
    <>
      {/* The rules render nothing: they run Formik beside the form and hand it their binding. The form
          below keeps its place in the tree (and so its nodes) when they arrive. */}
      <FormikSlot
        chunk={formikChunk}
        config={config}
        host={host}
        rules={rules}
        client={client}
        initialValues={initialValues}
        held={held}
        funnel={funnel}
        onResult={onResult}
        onBinding={onBinding}
      />
      <FormBindingContext value={formik ?? holding.binding}>
        <BoundForm
          className="sw-newsletter__form"
          part="form"
          aria-labelledby={labelledBy}
          // Named state: "waiting" for the rules (values held), "ready" once Formik runs the form.
          data-state={formik ? 'ready' : 'waiting'}
          {...{ [CHECK_MESSAGES_ATTRIBUTE]: JSON.stringify(messages) }}
          onFocus={requestFormRules}
          onPointerDown={requestFormRules}
          onPointerEnter={requestFormRules}
          onChange={trackStart}
          onSubmitCapture={trackSubmit}
        >
          <BoundTextField
            name={EMAIL_FIELD}
            type="email"
            label={t('fields.email')}
            required
            autoComplete="email"
            disabled={isLockedField(rules, prefilled, EMAIL_FIELD)}
            onFocus={() => {
              setExpanded(true);
              onEmailFocus();
            }}
          />
          {/* Drawn from the start and hidden until the email field had focus: the server draws it too, so the
              page's CSS and the loader can show it on that focus before React (`src/elements/wake/reveal.ts`), and
              React takes over the same nodes. */}
          <div
            className="sw-newsletter__more"
            {...{ [REVEALED_BY_ATTRIBUTE]: EMAIL_FIELD }}
            hidden={!expanded}
            // Nothing hidden takes focus: a focus in here means the page's CSS or the loader showed it.
            onFocus={expand}
          >
            <CountryFields rules={rules} links={links} prefilled={prefilled} holdsDne={holdsDne} />
          </div>
          <Honeypot />
          <SubmitButton />
        </BoundForm>
      </FormBindingContext>
    </>
  );
}
