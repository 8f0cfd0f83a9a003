import { useFormik, type FormikHelpers } from 'formik';
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { emit } from '../../src/elements/events.ts';
import { markMoment } from '../../src/elements/timing.ts';
import { NewsletterCalls } from '../../src/http/newsletter-calls.ts';
import { provideNewsletterCalls } from '../../src/http/newsletter-client.ts';
import { useT } from '../../src/i18n/provider.tsx';
import { signUpEvent, trackEvent, trackFormStep } from '../../src/platform/tracking.ts';
import { useFormikBinding } from '../../src/ui/formik-binding.tsx';
import { newsletterSchema } from './newsletter-signup.schema.ts';
import type { NewsletterValues } from './newsletter-values.ts';
import { subscriberRequest } from './payload.ts';
import type { SignupFormikProps } from './signup-props.ts';
import { type SubmissionStatus } from '../../src/contract/newsletter.ts';

/*
 * The sign-up form's Formik chunk, `SignupFormik`: its rules and submit, Formik with the storefront's Yup schema. `SignupForm`
 * imports this chunk on the visitor's first sign of intent and renders it beside its fields; it renders nothing,
 * takes over from the held values (what the visitor typed, left and submitted meanwhile) and hands Formik's
 * binding to the fields, whose nodes stay where they are. The file's name is the chunk's (`signup-formik`), which
 * `newsletter-signup.element.ts` asks for ahead of the import.
 */

// The submit's calls come with this chunk: the sign-up waits for no file of its own.
provideNewsletterCalls(NewsletterCalls);

export const SignupFormik = memo(function SignupFormik({
  config,
  host,
  rules,
  client,
  initialValues,
  held,
  funnel,
  onResult,
  onBinding,
}: SignupFormikProps) {
  const t = useT('newsletter');
  const schema = useMemo(
    () => newsletterSchema(rules, (key, values) => t(key as 'headline', values)),
    [rules, t],
  );
  const [start] = useState(held);
  // One request at a time, also for two clicks that land before React re-renders the loading button.
  const inFlight = useRef(false);

  const submit = async (values: NewsletterValues, helpers: FormikHelpers<NewsletterValues>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const origin = { origin: config.origin, originAddition: config.originAddition };
      // Bot protection: a filled honeypot skips the server and shows success, so the bot learns nothing.
      markMoment(host.localName, 'sign-up-sent');
      const status: SubmissionStatus = values.honeypot
        ? 'SUCCESS'
        : await client.createSubscriber(subscriberRequest(values, origin));
      markMoment(host.localName, 'sign-up-answered', ['sign-up', 'sign-up-sent']);
      trackEvent(signUpEvent(origin));
      if (status === 'SUCCESS') {
        // Not back to the checks held before the rules (Formik's initial touched and errors): a clean form.
        helpers.resetForm({ values: initialValues, touched: {}, errors: {} });
        onResult('SUCCESS');
        emit(host, 'newsletter-signup-success', { ...origin });
      } else if (status === 'ERROR_INVALID_EMAIL') {
        onResult(undefined);
        helpers.setFieldTouched('email', true, false);
        helpers.setFieldError('email', t('errors.emailInvalid'));
      } else {
        onResult('ERROR_GENERIC');
      }
    } finally {
      inFlight.current = false;
    }
  };

  const formik = useFormik<NewsletterValues>({
    initialValues: start.values,
    // The fields checked before the rules (the email field) keep what they show: no frame without their message.
    initialTouched: Object.fromEntries(Object.keys(start.checked).map((name) => [name, true])),
    initialErrors: Object.fromEntries(
      Object.entries(start.checked).filter(([, message]) => message !== undefined),
    ),
    validationSchema: schema,
    // The bound fields check on blur and commit themselves, never per keystroke.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: submit,
  });
  const binding = useFormikBinding(formik);

  // Before the browser paints: the fields read Formik from the frame the rules arrive in.
  useLayoutEffect(() => onBinding(binding), [binding, onBinding]);
  useLayoutEffect(() => markMoment(host.localName, 'form-ready'), [host]);
  // The end of the rules' first validation (a field left, a submit), for the page's timings.
  const { isValidating } = formik;
  const validation = useRef<'none' | 'running' | 'done'>('none');
  useLayoutEffect(() => {
    if (isValidating && validation.current === 'none') validation.current = 'running';
    if (!isValidating && validation.current === 'running') {
      validation.current = 'done';
      markMoment(host.localName, 'first-validation');
    }
  }, [isValidating, host]);

  // The funnel's steps taken so far, then each as it is taken: before a held submit is carried out below, so the
  // steps come before its `sign_up`. The config's origin and originAddition are the tracking origin.
  useLayoutEffect(() => funnel.drain((step) => trackFormStep(host, step, config)), [funnel, host, config]);

  // Carry on from what the visitor did: a held submit checks every field and submits; otherwise the fields
  // the visitor left get their messages now.
  const { submitForm, setTouched } = formik;
  useLayoutEffect(() => {
    if (start.submit) void submitForm();
    else if (start.left.length > 0) {
      void setTouched(Object.fromEntries(start.left.map((name) => [name, true])), true);
    }
  }, [start, submitForm, setTouched]);

  return null;
});
