import { useId, useMemo, useState } from 'react';
import type { WidgetProps } from '../../src/elements/widget-tree.tsx';
import { newsletterBasePath } from '../../src/http/base-path.ts';
import { NewsletterClient } from '../../src/http/newsletter-client.ts';
import { LinkedText } from '../../src/i18n/linked-text.tsx';
import { useT } from '../../src/i18n/provider.tsx';
import { Notification } from '../../src/ui/notification.tsx';
import type { NewsletterSignupConfig } from './newsletter-signup.config.ts';
import { NewsletterImage } from './newsletter-image.tsx';
import { blockState } from './block-state.ts';
import type { SubmissionResult } from './signup-props.ts';
import { SignupForm } from './signup-form.tsx';
import { NEWSLETTER_LINKS } from './site-links.ts';
import { SITE_RULES, WELCOME_DISCOUNT_PERCENT } from './site-rules.ts';
import { useDoiConfirmation } from './use-doi.ts';
import { usePrefill } from './use-prefill.ts';

/* -------------------------------------------------------------------------------------------------
 * NewsletterSignup: the block (image, title, teaser, banners, form or success message, footnote)
 * -----------------------------------------------------------------------------------------------*/

/**
 * `inFooter`: drawn by the footer, whose landmark it is part of. Neither the block nor its form is then a landmark
 * of its own, so a page with a standalone block under the standard title has no two landmarks of one name.
 */
export function NewsletterSignup({
  config,
  host,
  inFooter = false,
}: WidgetProps<NewsletterSignupConfig> & { inFooter?: boolean }) {
  const t = useT('newsletter');
  const rules = SITE_RULES[config.site];
  const links = NEWSLETTER_LINKS[config.site];
  const client = useMemo(
    () =>
      new NewsletterClient({
        site: config.site,
        basePath: newsletterBasePath({ spa: config.spa, apiBase: config.apiBase }),
        privateBasePath: newsletterBasePath({ spa: true, apiBase: config.apiBase }),
        tag: inFooter ? 'shop-footer' : 'newsletter-signup',
      }),
    [config.site, config.spa, config.apiBase, inFooter],
  );
  const prefill = usePrefill(client);
  const doi = useDoiConfirmation(client, config.doiToken);
  const [result, setResult] = useState<SubmissionResult>();
  const [expiredHidden, setExpiredHidden] = useState(false);
  const headingId = useId();
  const labelledBy = inFooter ? undefined : headingId;

  const headline = config.headline || t('headline');
  // "10 %", "10%", "%10": each language's percent pattern is its text, held equal to Intl's (locales.test.ts).
  const discount = config.discountText || t('discount', { percent: WELCOME_DISCOUNT_PERCENT });
  const voucher = config.voucherText || t(rules.turkish ? 'voucherTR' : 'voucher');
  const showExpired = doi === 'EXPIRED' && !expiredHidden && result !== 'SUCCESS';
  const state = blockState(doi, result, prefill.status);

  return (
    <section className="sw-newsletter" part="base" aria-labelledby={labelledBy} data-state={state}>
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

        {state === 'confirming' && (
          <p className="sw-newsletter__status" role="status">
            {t('doi.confirming')}
          </p>
        )}
        {state === 'confirmed' && (
          <Notification type="success" scrollIntoView>
            {t('doi.confirmed')}
          </Notification>
        )}
        {state === 'signed-up' && (
          <Notification type="success" title={t('success.title')} scrollIntoView>
            {t('success.text')}
          </Notification>
        )}
        {state === 'form' && (
          <SignupForm
            config={config}
            host={host}
            rules={rules}
            links={links}
            client={client}
            prefilled={prefill.status === 'ready' ? prefill.values : undefined}
            holdsDne={prefill.status === 'ready' && prefill.holdsDne}
            onEmailFocus={() => setExpiredHidden(true)}
            onResult={setResult}
            labelledBy={labelledBy}
          />
        )}

        <p className="sw-newsletter__footnote">
          <LinkedText text={t('footnote')} links={{ voucherLink: <a href={links.voucherConditions} /> }} />
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
