import { NEWSLETTER_LEGAL } from '../../src/http/newsletter-client.ts';
import { DNE_CONSENT, SALUTATIONS } from '../../src/contract/newsletter.ts';
import { LinkedText } from '../../src/i18n/linked-text.tsx';
import { familyNameFirst } from '../../src/i18n/name-order.ts';
import { useLanguage, useT } from '../../src/i18n/provider.tsx';
import { BoundCheckbox, BoundSelect, BoundTextField } from '../../src/ui/bound-field.tsx';
import { LegalText } from './legal-text.tsx';
import type { NewsletterValues } from './newsletter-values.ts';
import type { NewsletterLinks } from './site-links.ts';
import { isLockedField, type SiteRules } from './site-rules.ts';

/*
 * The fields and consents each storefront asks for besides the email address (salutation, names, the Turkish
 * consent, the DNE consent) and the legal text: the part of the sign-up form shown once the email field had focus.
 */

interface CountryFieldsProps {
  rules: SiteRules;
  links: NewsletterLinks;
  prefilled: Partial<NewsletterValues> | undefined;
  holdsDne: boolean;
}

export function CountryFields({ rules, links, prefilled, holdsDne }: CountryFieldsProps) {
  const t = useT('newsletter');
  const language = useLanguage();
  const salutations = SALUTATIONS.map((value) => ({ value, label: t(`salutations.${value}`) }));
  // The names in the order the form's language names a person (Hungarian: family name first). Only the order
  // changes, and with it the tab order and the field a refused submit focuses; each field keeps its name, label
  // and autocomplete, so the request and a prefill land where they belong.
  const nameField = (name: 'firstName' | 'lastName', autoComplete: 'given-name' | 'family-name') => (
    <BoundTextField
      key={name}
      name={name}
      label={t(`fields.${name}`)}
      required={rules.names === 'required'}
      showOptional={rules.names === 'optional'}
      disabled={isLockedField(rules, prefilled, name)}
      autoComplete={autoComplete}
    />
  );
  const names = [nameField('firstName', 'given-name'), nameField('lastName', 'family-name')];

  return (
    <>
      {rules.salutation !== 'hidden' && (
        <BoundSelect
          name="salutation"
          label={t('fields.salutation')}
          options={salutations}
          required={rules.salutation === 'required'}
          showOptional={rules.salutation === 'optional'}
          disabled={isLockedField(rules, prefilled, 'salutation')}
          autoComplete="honorific-prefix"
        />
      )}
      {rules.names !== 'hidden' && (familyNameFirst(language) ? names.reverse() : names)}
      {rules.legals && links.turkish && (
        <BoundCheckbox name="legals" value={NEWSLETTER_LEGAL} required>
          <LinkedText
            text={t('legalsTR')}
            links={{
              usageLink: <a href={links.turkish.usageConsent} />,
              marketingLink: <a href={links.turkish.marketingConsent} />,
            }}
          />
        </BoundCheckbox>
      )}
      {!holdsDne && (
        <BoundCheckbox name="consents" value={DNE_CONSENT}>
          {t('dne')}
        </BoundCheckbox>
      )}
      <LegalText rules={rules} links={links} />
    </>
  );
}
