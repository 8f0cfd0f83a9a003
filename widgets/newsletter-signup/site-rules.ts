import type { Site } from '../../src/sites.ts';
import type { NewsletterValues } from './newsletter-values.ts';

type FieldRule = 'hidden' | 'optional' | 'required';

/** What the form asks for on one storefront: the fields shown and which are required. */
export interface SiteRules {
  salutation: FieldRule;
  names: FieldRule;
  /** The Turkish commercial-message consent checkbox (legal value NEWSLETTER). */
  legals: boolean;
  /** Prefilled fields are locked so the customer's account data is not overwritten by accident. */
  disablePrefilled: boolean;
  /** Minimum age stated in the legal text. */
  minimumAge: 16 | 18;
  /** Only DE, AT and HU link a sample newsletter. */
  sampleNewsletter: boolean;
  /** Turkey's own legal texts, voucher wording and pages. */
  turkish: boolean;
}

const BASE: SiteRules = {
  salutation: 'hidden',
  names: 'hidden',
  legals: false,
  disablePrefilled: false,
  minimumAge: 16,
  sampleNewsletter: false,
  turkish: false,
};

export const SITE_RULES: Record<Site, SiteRules> = {
  DE: { ...BASE, sampleNewsletter: true },
  AT: { ...BASE, salutation: 'optional', names: 'optional', disablePrefilled: true, sampleNewsletter: true },
  CH: BASE,
  CH_FR: BASE,
  PL: BASE,
  CZ: { ...BASE, minimumAge: 18 },
  HU: { ...BASE, salutation: 'required', names: 'required', disablePrefilled: true, sampleNewsletter: true },
  SK: { ...BASE, minimumAge: 18 },
  TR: { ...BASE, names: 'required', legals: true, disablePrefilled: true, turkish: true },
};

/**
 * Whether the form locks a field: on a site that locks prefilled fields (`disablePrefilled`), each field the
 * customer's data filled in; a field that data left empty stays open. The email field (signup-form.tsx) and the
 * country fields (country-fields.tsx) both ask it.
 */
export function isLockedField(
  rules: SiteRules,
  prefilled: Partial<NewsletterValues> | undefined,
  field: keyof NewsletterValues,
): boolean {
  return rules.disablePrefilled && Boolean(prefilled?.[field]);
}

/** The welcome voucher (on TR the first membership) is 10 percent off, on every storefront. */
export const WELCOME_DISCOUNT_PERCENT = 10;

/** Turkish legal text: unconfirmed sign-ups are deleted after 14 days; sending stops after 2 unopened years. */
export const TR_DELETE_UNCONFIRMED_DAYS = 14;
export const TR_STOP_AFTER_YEARS = 2;
