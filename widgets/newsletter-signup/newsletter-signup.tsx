import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { emit } from '../../src/elements/events.ts';
import type { WidgetProps } from '../../src/elements/react-mount.tsx';
import { newsletterBasePath } from '../../src/http/base-path.ts';
import { NewsletterClient, type SubmissionStatus } from '../../src/http/newsletter-client.ts';
import { useT } from '../../src/i18n/provider.tsx';
import { signUpEvent, trackEvent } from '../../src/platform/tracking.ts';
import { Button } from '../../src/ui/button.tsx';
import { FormikCheckbox, FormikSelect, FormikTextField, KitForm } from '../../src/ui/formik-field.tsx';
import { Notification } from '../../src/ui/notification.tsx';
import type { NewsletterSignupConfig } from './newsletter-signup.element.ts';
import { EMPTY_VALUES, newsletterSchema, type NewsletterValues } from './newsletter-signup.schema.ts';
import { NewsletterImage } from './newsletter-image.tsx';
import { subscriberRequest } from './payload.ts';
import { NEWSLETTER_LINKS, type NewsletterLinks } from './site-links.ts';
import {
  SALUTATIONS,
  SITE_RULES,
  TR_DELETE_UNCONFIRMED_DAYS,
  TR_STOP_AFTER_YEARS,
  type SiteRules,
} from './site-rules.ts';
import { useDoiConfirmation } from './use-doi.ts';
import { usePrefill } from './use-prefill.ts';

/* -------------------------------------------------------------------------------------------------
 * NewsletterSignup: the block (image, title, teaser, banners, form or success message, footnote)
 * -----------------------------------------------------------------------------------------------*/

type Result = SubmissionStatus | undefined;

export function NewsletterSignup({ config, host }: WidgetProps<NewsletterSignupConfig>) {
  const t = useT('newsletter');
  const rules = SITE_RULES[config.site];
  const links = NEWSLETTER_LINKS[config.site];
  const client = useMemo(
    () =>
      new NewsletterClient({
        basePath: newsletterBasePath({ spa: config.spa, apiBase: config.apiBase }),
        privateBasePath: newsletterBasePath({ spa: true, apiBase: config.apiBase }),
      }),
    [config.spa, config.apiBase],
  );
  const prefill = usePrefill(client);
  const doi = useDoiConfirmation(client, config.doiToken);
  const [result, setResult] = useState<Result>();
  const [expiredHidden, setExpiredHidden] = useState(false);
  const headingId = useId();

  const headline = config.headline || t('headline');
  const discount = config.discountText || t('discount');
  const voucher = config.voucherText || t(rules.turkish ? 'voucherTR' : 'voucher');
  const showExpired = doi === 'EXPIRED' && !expiredHidden && result !== 'SUCCESS';
  const confirmed = doi === 'CONFIRMED';

  return (
    <section className="sw-newsletter" part="base" aria-labelledby={headingId}>
      <NewsletterImage src={config.imageSrc} alt={config.imageAlt} />
      <div className="sw-newsletter__content">
        <h2 className="sw-newsletter__headline" id={headingId} part="headline">
          {headline}
        </h2>
        <p className="sw-newsletter__teaser">
          <strong className="sw-newsletter__discount">{discount}</strong> <span>{voucher}</span>
        </p>
        <p className="sw-newsletter__intro">{t('intro')}</p>

        {showExpired && (
          <Notification type="warning" variant="banner" scrollIntoView onClose={() => setExpiredHidden(true)}>
            {t('errors.expired')}
          </Notification>
        )}
        {(result === 'ERROR_GENERIC' || doi === 'FAILED') && (
          <Notification type="error" variant="banner" scrollIntoView onClose={() => setResult(undefined)}>
            {t('errors.generic')}
          </Notification>
        )}

        {doi === 'confirming' ? (
          <p className="sw-newsletter__status" role="status">
            {t('doi.confirming')}
          </p>
        ) : confirmed ? (
          <Notification type="success" scrollIntoView>
            {t('doi.confirmed')}
          </Notification>
        ) : result === 'SUCCESS' ? (
          <Notification type="success" title={t('success.title')} scrollIntoView>
            {t('success.text')}
          </Notification>
        ) : prefill.status === 'loading' ? null : (
          <SignupForm
            key={prefill.status}
            config={config}
            host={host}
            rules={rules}
            links={links}
            client={client}
            prefilled={prefill.status === 'ready' ? prefill.values : undefined}
            holdsDne={prefill.status === 'ready' && prefill.holdsDne}
            onEmailFocus={() => setExpiredHidden(true)}
            onResult={setResult}
          />
        )}

        <p className="sw-newsletter__footnote">
          <Trans
            t={t}
            i18nKey="footnote"
            components={{ voucherLink: <a href={links.voucherConditions} /> }}
          />
        </p>
        {links.sampleNewsletter && (
          <p className="sw-newsletter__sample">
            <a href={links.sampleNewsletter}>{t('sampleLink')}</a>
          </p>
        )}
      </div>
    </section>
  );
}

/* -------------------------------------------------------------------------------------------------
 * SignupForm: Formik with the country's fields; the submit
 * -----------------------------------------------------------------------------------------------*/

interface SignupFormProps {
  config: NewsletterSignupConfig;
  host: HTMLElement;
  rules: SiteRules;
  links: NewsletterLinks;
  client: NewsletterClient;
  prefilled: Partial<NewsletterValues> | undefined;
  holdsDne: boolean;
  onEmailFocus: () => void;
  onResult: (result: Result) => void;
}

function SignupForm({
  config,
  host,
  rules,
  links,
  client,
  prefilled,
  holdsDne,
  onEmailFocus,
  onResult,
}: SignupFormProps) {
  const t = useT('newsletter');
  const schema = useMemo(
    () => newsletterSchema(rules, (key, values) => t(key as 'headline', values)),
    [rules, t],
  );
  const initialValues = useMemo(() => ({ ...EMPTY_VALUES, ...prefilled }), [prefilled]);
  const [expanded, setExpanded] = useState(Boolean(prefilled));
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
        <SubmitButton />
      </KitForm>
    </Formik>
  );
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

/**
 * A field people never see or reach: hidden from assistive technology, out of the tab order and
 * excluded from autofill, so it traps neither screen-reader nor autofill users, only bots that fill
 * every input.
 */
function Honeypot() {
  const t = useT('newsletter');
  const { values, setFieldValue } = useFormikContext<NewsletterValues>();
  return (
    <div className="sw-newsletter__trap" aria-hidden="true">
      <label>
        {t('fields.honeypot')}
        <input
          type="text"
          name="sw_hp_confirm"
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore
          data-lpignore="true"
          value={values.honeypot}
          onChange={(event) => void setFieldValue('honeypot', event.target.value, false)}
        />
      </label>
    </div>
  );
}

function SubmitButton() {
  const t = useT('newsletter');
  const { isSubmitting } = useFormikContext<NewsletterValues>();
  return (
    <Button type="submit" variant="primary" loading={isSubmitting} fullWidth>
      {t('submit')}
    </Button>
  );
}
