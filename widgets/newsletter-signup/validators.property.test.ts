import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { store } from '../../demo/backend/store.ts';
import { NewsletterClient } from '../../src/http/newsletter-client.ts';
import { SITES, type Site } from '../../src/sites.ts';
import { takeContractProblems } from '../../test/contract/answers.ts';
import { newsletterSchema } from './newsletter-signup.schema.ts';
import { EMPTY_VALUES, type NewsletterValues } from './newsletter-values.ts';
import { subscriberRequest } from './payload.ts';
import { SITE_RULES } from './site-rules.ts';
import { emailProblem } from '../../src/ui/logic/email-problem.ts';
import { nameProblem } from './validators.ts';
import { NEWSLETTER_INTERNAL_PATH, SALUTATIONS } from '../../src/contract/newsletter.ts';

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
  const schemas = new Map(SITES.map((site) => [site, newsletterSchema(SITE_RULES[site])]));

  it('agree on every generated sign-up of every site: the form accepts exactly what the server accepts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...SITES),
        fc.oneof(fc.emailAddress(), anyText),
        fc.constantFrom('', ...SALUTATIONS),
        nameLike,
        nameLike,
        async (site, email, salutation, firstName, lastName) => {
          const rules = SITE_RULES[site];
          // What the site's form can hold: a hidden field stays empty. The Turkish legal consent is ticked: it is
          // a condition of the form alone, never sent, so unticked the form refuses what the server would take.
          const values: NewsletterValues = {
            ...EMPTY_VALUES,
            email,
            salutation: rules.salutation === 'hidden' ? '' : salutation,
            firstName: rules.names === 'hidden' ? '' : firstName,
            lastName: rules.names === 'hidden' ? '' : lastName,
            legals: ['NEWSLETTER'],
          };
          const clientAccepts = await schemas.get(site)!.isValid(values);
          // The per-address limit (5 an hour) is not what this compares: repeated generated addresses would meet it.
          store.newsletterLimits.perAddress.clear();
          // The request the form sends, with the site header the widget sends on every sign-up.
          const answer = await new NewsletterClient({ site }).createSubscriber(
            subscriberRequest(values, { origin: 'NEWSLETTER', originAddition: '' }),
          );
          const domain = email.trim().split('@')[1]?.toLowerCase();
          fc.pre(domain !== 'invalid.example' && domain !== 'fail.example');
          expect(answer === 'SUCCESS').toBe(clientAccepts);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('agree that a sign-up without its site is refused: the server answers what the client shows as generic', async () => {
    const request = subscriberRequest(
      { ...EMPTY_VALUES, email: 'no.site@example.com' },
      { origin: 'NEWSLETTER', originAddition: '' },
    );
    // A client whose site is blank (as a broken host could build one): the header goes out empty.
    const withoutSite = new NewsletterClient({ site: '' as Site });
    expect(await withoutSite.createSubscriber(request)).toBe('ERROR_GENERIC');
    // The request is off the service contract on purpose; the check after each test sees it (test/setup.ts).
    expect(await takeContractProblems()).toEqual([
      `POST ${NEWSLETTER_INTERNAL_PATH}/newsletter-subscribers: header parameter X-Hunter-Site must be equal to one of the allowed values`,
    ]);
    expect(await new NewsletterClient({ site: 'DE' }).createSubscriber(request)).toBe('SUCCESS');
  });
});
