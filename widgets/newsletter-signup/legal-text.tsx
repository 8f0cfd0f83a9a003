import type { ReactNode } from 'react';
import { LinkedText } from '../../src/i18n/linked-text.tsx';
import { useT } from '../../src/i18n/provider.tsx';
import type { NewsletterLinks } from './site-links.ts';
import { TR_DELETE_UNCONFIRMED_DAYS, TR_STOP_AFTER_YEARS, type SiteRules } from './site-rules.ts';

/** The legal text under the sign-up form's fields: the storefront's, or Turkey's with its own links and terms. */
export function LegalText({ rules, links }: { rules: SiteRules; links: NewsletterLinks }): ReactNode {
  const t = useT('newsletter');
  if (rules.turkish && links.turkish) {
    return (
      <p className="sw-newsletter__legal">
        <LinkedText
          text={t('legalTR', {
            age: rules.minimumAge,
            deleteDays: TR_DELETE_UNCONFIRMED_DAYS,
            stopYears: TR_STOP_AFTER_YEARS,
          })}
          links={{
            hintLink: <a href={links.turkish.hint} />,
            privacyNoticeLink: <a href={links.turkish.privacyNotice} />,
          }}
        />
      </p>
    );
  }
  return (
    <p className="sw-newsletter__legal">
      <LinkedText
        text={t('legal', { age: rules.minimumAge })}
        links={{ contactLink: <a href={links.contact} />, privacyLink: <a href={links.privacy} /> }}
      />
    </p>
  );
}
