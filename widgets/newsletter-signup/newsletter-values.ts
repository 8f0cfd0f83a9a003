import type { Salutation } from '../../src/contract/newsletter.ts';

/*
 * The sign-up form's values, apart from its rules (newsletter-signup.schema.ts): the form renders them before
 * Yup is loaded.
 */

/** The form's values, plus the honeypot, a hidden field people never fill in. */
export interface NewsletterValues {
  email: string;
  salutation: '' | Salutation;
  firstName: string;
  lastName: string;
  consents: string[];
  legals: string[];
  honeypot: string;
}

export const EMPTY_VALUES: NewsletterValues = {
  email: '',
  salutation: '',
  firstName: '',
  lastName: '',
  consents: [],
  legals: [],
  honeypot: '',
};
