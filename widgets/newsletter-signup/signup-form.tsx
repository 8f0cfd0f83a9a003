import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Trans } from 'react-i18next';
import { emit } from '../../src/elements/events.ts';
import type { NewsletterClient, SubmissionStatus } from '../../src/http/newsletter-client.ts';
import { useT } from '../../src/i18n/provider.tsx';
import { signUpEvent, trackEvent } from '../../src/platform/tracking.ts';
import { Button } from '../../src/ui/button.tsx';
import { FormikCheckbox, FormikSelect, FormikTextField, KitForm } from '../../src/ui/formik-field.tsx';
import type { NewsletterSignupConfig } from './newsletter-signup.element.ts';
import { EMPTY_VALUES, newsletterSchema, type NewsletterValues } from './newsletter-signup.schema.ts';
import { HoneypotField } from './honeypot.tsx';
import { subscriberRequest } from './payload.ts';
import type { NewsletterLinks } from './site-links.ts';
import {
  SALUTATIONS,
  TR_DELETE_UNCONFIRMED_DAYS,
  TR_STOP_AFTER_YEARS,
  type SiteRules,
} from './site-rules.ts';

/*
 * The sign-up form with Formik and the Yup schema: the chunk `DeferredSignupForm` (deferred-form.tsx)
 * imports on the visitor's first focus, touch or hover of the form, so a page view without a sign-up
 * never downloads the validation code.
 */

export type SubmissionResult = SubmissionStatus | undefined;

/** What the visitor did in the stand-in form before this one arrived; this form carries on from there. */
export interface Handover {
  email: string;
  honeypot: string;
  /**
   * Where the focus was: the email field or the submit button get it back (a keyboard user keeps their
   * place), and the country's fields are shown, as the email field had focus.
   */
  focus: 'email' | 'submit' | 'none';
  /** The visitor already submitted: submit once on arrival. */
  submit: boolean;
}

/* -------------------------------------------------------------------------------------------------
 * SignupForm: Formik with the country's fields; the submit
 * -----------------------------------------------------------------------------------------------*/

export interface SignupFormProps {
  config: NewsletterSignupConfig;
  host: HTMLElement;
  rules: SiteRules;
  links: NewsletterLinks;
  client: NewsletterClient;
  prefilled: Partial<NewsletterValues> | undefined;
  holdsDne: boolean;
  onEmailFocus: () => void;
  onResult: (result: SubmissionResult) => void;
  /**
   * Reads what the visitor did in the stand-in form. Called once, while this form renders in place of the
   * stand-in (whose DOM is still there): a key or click that lands after the chunk arrived but before the
   * swap is not lost.
   */
  readHandover?: () => Handover;
}

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
  readHandover,
}: SignupFormProps) {
  const t = useT('newsletter');
  const schema = useMemo(
    () => newsletterSchema(rules, (key, values) => t(key as 'headline', values)),
    [rules, t],
  );
  const [handover] = useState(() => readHandover?.());
  const [initialValues] = useState(() => ({
    ...EMPTY_VALUES,
    ...(handover && { email: handover.email, honeypot: handover.honeypot }),
    ...prefilled,
  }));
  const [expanded, setExpanded] = useState(
    Boolean(prefilled) || (handover !== undefined && handover.focus !== 'none'),
  );
  const email = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  // One request at a time, also for two clicks that land before React re-renders the loading button.
  const inFlight = useRef(false);

  const submit = async (values: NewsletterValues, helpers: FormikHelpers<NewsletterValues>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const origin = { origin: config.origin, originAddition: config.originAddition };
      // Bot protection: a filled honeypot skips the server and shows success, so the bot learns nothing.
      const status: SubmissionStatus = values.honeypot
        ? 'SUCCESS'
        : await client.createSubscriber(subscriberRequest(values, origin));
      trackEvent(signUpEvent(origin));
      if (status === 'SUCCESS') {
        helpers.resetForm();
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

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      validateOnChange={false}
      onSubmit={submit}
    >
      <KitForm className="sw-newsletter__form" part="form" aria-label={t('formLabel')}>
        <FormikTextField
          ref={email}
          name="email"
          type="email"
          label={t('fields.email')}
          required
          autoComplete="email"
          disabled={rules.disablePrefilled && Boolean(prefilled?.email)}
          onFocus={() => {
            setExpanded(true);
            onEmailFocus();
          }}
        />
        {expanded && <CountryFields rules={rules} links={links} prefilled={prefilled} holdsDne={holdsDne} />}
        <Honeypot />
        <SubmitButton ref={submitButton} />
        {handover && <CarryOn handover={handover} email={email} submit={submitButton} />}
      </KitForm>
    </Formik>
  );
}

/**
 * Picks up where the stand-in form left off: focus back in the email field (the caret at the end, where the
 * visitor was typing), and the submit the visitor already asked for. Runs once, before the browser paints.
 */
interface CarryOnProps {
  handover: Handover;
  email: RefObject<HTMLInputElement | null>;
  submit: RefObject<HTMLButtonElement | null>;
}

function CarryOn({ handover, email, submit }: CarryOnProps) {
  const { submitForm } = useFormikContext<NewsletterValues>();
  const done = useRef(false);
  // The email field and the button come earlier in the tree: their refs are set when this layout effect runs.
  useLayoutEffect(() => {
    if (done.current) return;
    done.current = true;
    if (handover.focus === 'email') email.current?.focus();
    if (handover.focus === 'submit') submit.current?.focus();
    if (handover.submit) void submitForm();
  }, [handover, email, submit, submitForm]);
  return null;
}

/* -------------------------------------------------------------------------------------------------
 * CountryFields: what SPEC §2 and §5 ask per storefront, shown once the email field had focus
 * -----------------------------------------------------------------------------------------------*/

interface CountryFieldsProps {
  rules: SiteRules;
  links: NewsletterLinks;
  prefilled: Partial<NewsletterValues> | undefined;
  holdsDne: boolean;
}

function CountryFields({ rules, links, prefilled, holdsDne }: CountryFieldsProps) {
  const t = useT('newsletter');
  const locked = (field: keyof NewsletterValues) => rules.disablePrefilled && Boolean(prefilled?.[field]);
  const salutations = SALUTATIONS.map((value) => ({ value, label: t(`salutations.${value}`) }));

  return (
    <>
      {rules.salutation !== 'hidden' && (
        <FormikSelect
          name="salutation"
          label={t('fields.salutation')}
          options={salutations}
          required={rules.salutation === 'required'}
          showOptional={rules.salutation === 'optional'}
          disabled={locked('salutation')}
          autoComplete="honorific-prefix"
        />
      )}
      {rules.names !== 'hidden' && (
        <>
          <FormikTextField
            name="firstName"
            label={t('fields.firstName')}
            required={rules.names === 'required'}
            showOptional={rules.names === 'optional'}
            disabled={locked('firstName')}
            autoComplete="given-name"
          />
          <FormikTextField
            name="lastName"
            label={t('fields.lastName')}
            required={rules.names === 'required'}
            showOptional={rules.names === 'optional'}
            disabled={locked('lastName')}
            autoComplete="family-name"
          />
        </>
      )}
      {rules.legals && links.turkish && (
        <FormikCheckbox name="legals" value="NEWSLETTER" required>
          <Trans
            t={t}
            i18nKey="legalsTR"
            components={{
              usageLink: <a href={links.turkish.usageConsent} />,
              marketingLink: <a href={links.turkish.marketingConsent} />,
            }}
          />
        </FormikCheckbox>
      )}
      {!holdsDne && (
        <FormikCheckbox name="consents" value="DNE">
          {t('dne')}
        </FormikCheckbox>
      )}
      <LegalText rules={rules} links={links} />
    </>
  );
}

function LegalText({ rules, links }: { rules: SiteRules; links: NewsletterLinks }): ReactNode {
  const t = useT('newsletter');
  if (rules.turkish && links.turkish) {
    return (
      <p className="sw-newsletter__legal">
        <Trans
          t={t}
          i18nKey="legalTR"
          values={{
            age: rules.minimumAge,
            deleteDays: TR_DELETE_UNCONFIRMED_DAYS,
            stopYears: TR_STOP_AFTER_YEARS,
          }}
          components={{
            hintLink: <a href={links.turkish.hint} />,
            privacyNoticeLink: <a href={links.turkish.privacyNotice} />,
          }}
        />
      </p>
    );
  }
  return (
    <p className="sw-newsletter__legal">
      <Trans
        t={t}
        i18nKey="legal"
        values={{ age: rules.minimumAge }}
        components={{ contactLink: <a href={links.contact} />, privacyLink: <a href={links.privacy} /> }}
      />
    </p>
  );
}

/* -------------------------------------------------------------------------------------------------
 * Honeypot and submit
 * -----------------------------------------------------------------------------------------------*/

function Honeypot() {
  const { values, setFieldValue } = useFormikContext<NewsletterValues>();
  return (
    <HoneypotField
      value={values.honeypot}
      onChange={(value) => void setFieldValue('honeypot', value, false)}
    />
  );
}

function SubmitButton({ ref }: { ref: RefObject<HTMLButtonElement | null> }) {
  const t = useT('newsletter');
  const { isSubmitting } = useFormikContext<NewsletterValues>();
  return (
    <Button ref={ref} type="submit" variant="primary" loading={isSubmitting} fullWidth>
      {t('submit')}
    </Button>
  );
}
