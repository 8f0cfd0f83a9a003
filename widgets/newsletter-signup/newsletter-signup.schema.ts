import { array, object, string, type ObjectSchema } from 'yup';
import type { NewsletterSalutation } from '../../src/http/newsletter-client.ts';
import { SALUTATIONS, type SiteRules } from './site-rules.ts';
import { emailProblem, nameProblem, type EmailProblem, type NameProblem } from './validators.ts';

/** The form's values (SPEC §3), plus the honeypot `website`, which people never fill in. */
export interface NewsletterValues {
  email: string;
  salutation: '' | NewsletterSalutation;
  firstName: string;
  lastName: string;
  consents: string[];
  legals: string[];
  website: string;
}

export const EMPTY_VALUES: NewsletterValues = {
  email: '',
  salutation: '',
  firstName: '',
  lastName: '',
  consents: [],
  legals: [],
  website: '',
};

/** Messages are keys of the `newsletter` namespace: the schema stays pure, the form translates. */
export const EMAIL_MESSAGES: Record<EmailProblem, string> = {
  required: 'errors.emailRequired',
  invalid: 'errors.emailInvalid',
  tooLong: 'errors.emailTooLong',
};

export const NAME_MESSAGES: Record<'firstName' | 'lastName', Record<NameProblem, string>> = {
  firstName: {
    required: 'errors.firstNameRequired',
    tooLong: 'errors.nameTooLong',
    invalidCharacters: 'errors.invalidCharacters',
    webAddress: 'errors.noWebAddress',
  },
  lastName: {
    required: 'errors.lastNameRequired',
    tooLong: 'errors.nameTooLong',
    invalidCharacters: 'errors.invalidCharacters',
    webAddress: 'errors.noWebAddress',
  },
};

function nameSchema(field: 'firstName' | 'lastName', rules: SiteRules) {
  return string()
    .default('')
    .test(field, (value, context) => {
      if (rules.names === 'hidden') return true;
      const problem = nameProblem(value ?? '', rules.names === 'required');
      return problem ? context.createError({ message: NAME_MESSAGES[field][problem] }) : true;
    });
}

/** The Yup schema of one storefront's form (SPEC §5 "Newsletter form"). */
export function newsletterSchema(rules: SiteRules): ObjectSchema<NewsletterValues> {
  return object({
    email: string()
      .default('')
      .test('email', (value, context) => {
        const problem = emailProblem(value ?? '');
        return problem ? context.createError({ message: EMAIL_MESSAGES[problem] }) : true;
      }),
    salutation: string<NewsletterValues['salutation']>()
      .default('')
      .oneOf(['', ...SALUTATIONS])
      .test(
        'salutation',
        'errors.salutationRequired',
        (value) => rules.salutation !== 'required' || Boolean(value),
      ),
    firstName: nameSchema('firstName', rules),
    lastName: nameSchema('lastName', rules),
    consents: array(string().required()).default([]),
    legals: array(string().required())
      .default([])
      .test(
        'legals',
        'errors.legalsRequired',
        (value) => !rules.legals || (value ?? []).includes('NEWSLETTER'),
      ),
    website: string().default(''),
  }) as ObjectSchema<NewsletterValues>;
}
