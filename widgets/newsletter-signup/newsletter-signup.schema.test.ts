import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../src/contract/newsletter-limits.ts';
import { SITES } from '../../src/sites.ts';
import { newsletterSchema } from './newsletter-signup.schema.ts';
import { EMPTY_VALUES, type NewsletterValues } from './newsletter-values.ts';
import { subscriberRequest } from './payload.ts';
import { SITE_RULES } from './site-rules.ts';

async function errorsFor(site: keyof typeof SITE_RULES, values: Partial<NewsletterValues>) {
  try {
    await newsletterSchema(SITE_RULES[site]).validate({ ...EMPTY_VALUES, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path, inner.message]));
  }
}

const valid = { email: 'anna@example.com' };

describe('newsletterSchema', () => {
  it.each(SITES)('requires a valid email address on %s', async (site) => {
    expect(await errorsFor(site, {})).toMatchObject({ email: 'errors.emailRequired' });
    expect(await errorsFor(site, { email: 'anna@' })).toMatchObject({ email: 'errors.emailInvalid' });
    expect(await errorsFor(site, { email: `${'a'.repeat(250)}@example.com` })).toMatchObject({
      email: 'errors.emailTooLong',
    });
  });

  it.each([
    ['DE', {}],
    ['AT', {}],
    ['CH', {}],
    ['CH_FR', {}],
    ['PL', {}],
    ['CZ', {}],
    ['SK', {}],
    [
      'HU',
      {
        salutation: 'errors.salutationRequired',
        firstName: 'errors.firstNameRequired',
        lastName: 'errors.lastNameRequired',
      },
    ],
    [
      'TR',
      {
        firstName: 'errors.firstNameRequired',
        lastName: 'errors.lastNameRequired',
        legals: 'errors.legalsRequired',
      },
    ],
  ] as const)('on %s, with only an email, reports %j', async (site, expected) => {
    expect(await errorsFor(site, valid)).toEqual(expected);
  });

  it('accepts a complete Hungarian and Turkish form', async () => {
    const person = { salutation: 'MRS' as const, firstName: 'Éva', lastName: 'Kovács' };
    expect(await errorsFor('HU', { ...valid, ...person })).toEqual({});
    expect(
      await errorsFor('TR', { ...valid, firstName: 'Ayşe', lastName: 'Yılmaz', legals: ['NEWSLETTER'] }),
    ).toEqual({});
  });

  it('checks names where they are shown, also when optional', async () => {
    expect(await errorsFor('AT', { ...valid, firstName: 'Anna!', lastName: 'www.shop.at' })).toEqual({
      firstName: 'errors.invalidCharacters',
      lastName: 'errors.noWebAddress',
    });
    expect(await errorsFor('AT', { ...valid, firstName: 'A'.repeat(NAME_MAX_LENGTH + 1) })).toEqual({
      firstName: 'errors.nameTooLong',
    });
  });

  it('ignores names on sites that do not show them', async () => {
    expect(await errorsFor('DE', { ...valid, firstName: 'Anna!' })).toEqual({});
  });

  it('keeps the DNE consent optional everywhere', async () => {
    for (const site of SITES) expect((await errorsFor(site, valid)).consents).toBeUndefined();
  });
});

describe('subscriberRequest', () => {
  const origin = { origin: 'NEWSLETTER' as const, originAddition: '' };

  it('sends the email and consents, and leaves out names and salutation that are empty', () => {
    expect(
      subscriberRequest({ ...EMPTY_VALUES, email: ' anna@example.com ', consents: ['DNE'] }, origin),
    ).toEqual({
      email: 'anna@example.com',
      consents: ['DNE'],
      origin: 'NEWSLETTER',
    });
  });

  it('sends filled names trimmed, the salutation and the origin addition', () => {
    expect(
      subscriberRequest(
        { ...EMPTY_VALUES, email: 'a@example.com', salutation: 'MR', firstName: ' Jan ', lastName: 'Nowak' },
        { origin: 'SHOPPING_CART', originAddition: 'footer' },
      ),
    ).toEqual({
      email: 'a@example.com',
      salutation: 'MR',
      firstName: 'Jan',
      lastName: 'Nowak',
      consents: [],
      origin: 'SHOPPING_CART',
      originAddition: 'footer',
    });
  });

  it('never sends the legal checkbox or the honeypot', () => {
    const request = subscriberRequest(
      { ...EMPTY_VALUES, email: 'a@example.com', legals: ['NEWSLETTER'], honeypot: 'x' },
      origin,
    );
    expect(Object.keys(request).sort()).toEqual(['consents', 'email', 'origin']);
  });
});

describe('newsletterSchema messages', () => {
  it('passes every message through the translator, with the limit where it has one', async () => {
    const seen: string[] = [];
    const schema = newsletterSchema(SITE_RULES.TR, (key, values) => {
      seen.push(values ? `${key}:${values.max}` : key);
      return `translated ${key}`;
    });
    const errors = await schema
      .validate({ ...EMPTY_VALUES, email: 'x'.repeat(EMAIL_MAX_LENGTH + 1) }, { abortEarly: false })
      .then(
        () => [],
        (error: ValidationError) => error.errors,
      );
    expect(errors.every((message) => message.startsWith('translated '))).toBe(true);
    expect(errors).toHaveLength(4);
    expect(seen).toContain(`errors.emailTooLong:${EMAIL_MAX_LENGTH}`);
    expect(seen).toContain(`errors.firstNameRequired:${NAME_MAX_LENGTH}`);
    expect(seen).toContain('errors.legalsRequired');
  });

  it('translates the Hungarian salutation message', async () => {
    const schema = newsletterSchema(SITE_RULES.HU, (key) => `translated ${key}`);
    const errors = await schema
      .validate(
        { ...EMPTY_VALUES, email: 'a@example.com', firstName: 'Éva', lastName: 'Kovács' },
        { abortEarly: false },
      )
      .then(
        () => [],
        (error: ValidationError) => error.errors,
      );
    expect(errors).toEqual(['translated errors.salutationRequired']);
  });

  it('reports its errors without capturing a stack: the form reads only their paths and messages', async () => {
    const error = await newsletterSchema(SITE_RULES.DE)
      .validate(EMPTY_VALUES, { abortEarly: false })
      .then(
        () => undefined,
        (reason: unknown) => reason,
      );
    expect(ValidationError.isError(error)).toBe(true);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).not.toHaveProperty('stack');
    expect((error as ValidationError).inner.map((inner) => inner.path)).toEqual(['email']);
  });
});
