import { array, object, string, type ObjectSchema } from 'yup';
import { NEWSLETTER_LEGAL } from '../../src/http/newsletter-client.ts';
import { NAME_MAX_LENGTH } from '../../src/contract/newsletter-limits.ts';
import type { SiteRules } from './site-rules.ts';
import type { NewsletterValues } from './newsletter-values.ts';
import { EMAIL_MESSAGE_VALUES, EMAIL_MESSAGES } from './check-messages.ts';
import { emailProblem } from '../../src/ui/logic/email-problem.ts';
import { nameProblem, type NameProblem } from './validators.ts';
import { SALUTATIONS } from '../../src/contract/newsletter.ts';

/** Messages are keys of the `newsletter` namespace (the email field's in check-messages.ts): the schema stays pure, the form translates. */
const NAME_MESSAGES: Record<'firstName' | 'lastName', Record<NameProblem, string>> = {
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

/** Turns a message key of the `newsletter` namespace into the text shown; the identity keeps keys (tests). */
export type Translate = (key: string, values?: { max: number }) => string;

const keepKey: Translate = (key) => key;

function nameSchema(field: 'firstName' | 'lastName', rules: SiteRules, translate: Translate) {
  return string()
    .default('')
    .test(field, (value, context) => {
      if (rules.names === 'hidden') return true;
      const problem = nameProblem(value ?? '', rules.names === 'required');
      return problem
        ? context.createError({ message: translate(NAME_MESSAGES[field][problem], { max: NAME_MAX_LENGTH }) })
        : true;
    });
}

/** The Yup schema of one storefront's form. */
export function newsletterSchema(
  rules: SiteRules,
  translate: Translate = keepKey,
): ObjectSchema<NewsletterValues> {
  return (
    object({
      email: string()
        .default('')
        .test('email', (value, context) => {
          const problem = emailProblem(value ?? '');
          return problem
            ? context.createError({ message: translate(EMAIL_MESSAGES[problem], EMAIL_MESSAGE_VALUES) })
            : true;
        }),
      salutation: string<NewsletterValues['salutation']>()
        .default('')
        .oneOf(['', ...SALUTATIONS])
        .test(
          'salutation',
          translate('errors.salutationRequired'),
          (value) => rules.salutation !== 'required' || Boolean(value),
        ),
      firstName: nameSchema('firstName', rules, translate),
      lastName: nameSchema('lastName', rules, translate),
      consents: array(string().required()).default([]),
      legals: array(string().required())
        .default([])
        .test(
          'legals',
          translate('errors.legalsRequired'),
          (value) => !rules.legals || (value ?? []).includes(NEWSLETTER_LEGAL),
        ),
      honeypot: string().default(''),
    })
      // Only the messages are read: an error without a captured stack costs a fraction (Yup's option).
      .clone({ disableStackTrace: true }) as ObjectSchema<NewsletterValues>
  );
}
