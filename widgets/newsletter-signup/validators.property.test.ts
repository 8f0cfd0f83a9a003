import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NewsletterClient } from '../../src/http/newsletter-client.ts';
import { newsletterSchema } from './newsletter-signup.schema.ts';
import { EMPTY_VALUES } from './newsletter-values.ts';
import { SITE_RULES } from './site-rules.ts';
import { emailProblem, nameProblem } from './validators.ts';

const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.emailAddress(),
  fc.webUrl(),
  fc.constantFrom('', ' ', 'a@b.cd', 'www.x.de', 'José', 'Ayşe Yılmaz', `${'a'.repeat(250)}@example.com`),
);

const nameLike = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.stringMatching(/^[A-Za-zÀ-ž' .-]{0,45}$/),
  fc.webUrl(),
  fc.domain(),
);

describe('the validators, on any input', () => {
  it('never throw and answer a known verdict for emails', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        expect([undefined, 'required', 'tooLong', 'invalid']).toContain(emailProblem(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('never throw and answer a known verdict for names', () => {
    fc.assert(
      fc.property(anyText, fc.boolean(), (value, required) => {
        expect([undefined, 'required', 'tooLong', 'invalidCharacters', 'webAddress']).toContain(
          nameProblem(value, required),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('accept every address fast-check generates as valid, when it fits 256 characters', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        fc.pre(email.length <= 256 && /\.[^.@]{2,}$/.test(email));
        expect(emailProblem(email)).toBeUndefined();
      }),
      { numRuns: 1000 },
    );
  });

  it('never let a web address through as a name', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        fc.pre(url.length <= 40);
        expect(nameProblem(url, false)).not.toBeUndefined();
      }),
      { numRuns: 1000 },
    );
  });
});

describe('client and reference backend', () => {
  const client = new NewsletterClient();
  const schema = newsletterSchema(SITE_RULES.AT);

  it('agree on every generated sign-up: the form accepts exactly what the server accepts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.emailAddress(), anyText),
        nameLike,
        nameLike,
        async (email, firstName, lastName) => {
          const values = { ...EMPTY_VALUES, email, firstName, lastName };
          const clientAccepts = await schema.isValid(values);
          const answer = await client.createSubscriber(
            {
              email: email.trim(),
              consents: [],
              origin: 'NEWSLETTER',
              ...(firstName.trim() ? { firstName: firstName.trim() } : {}),
              ...(lastName.trim() ? { lastName: lastName.trim() } : {}),
            },
            { site: 'AT' },
          );
          const domain = email.trim().split('@')[1]?.toLowerCase();
          fc.pre(domain !== 'invalid.example' && domain !== 'fail.example');
          expect(answer === 'SUCCESS').toBe(clientAccepts);
        },
      ),
      { numRuns: 150 },
    );
  });
});
