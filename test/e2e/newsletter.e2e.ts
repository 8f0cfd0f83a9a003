import { describe, expect, it } from 'vitest';
import { ARRIVALS, casesIn, pagePath } from './arrivals.ts';
import { holdRequests, openBrowserSession } from './harness.ts';
import { logInAsCustomer } from './logins.ts';

const session = openBrowserSession();

const GENERIC = 'For technical reasons the newsletter sign-up is not possible. Please try again later.';
const EXPIRED = 'Unfortunately this link is no longer valid. Please sign up for the newsletter again.';
const REQUIRED = 'The email address is a required field';
const INVALID = 'Please enter a valid email address';

function block() {
  return session.page.locator('newsletter-signup').first();
}

/** The country's fields, consent and legal text show on the first focus, before the form's rules arrive. */
async function countryFieldsShown() {
  await block()
    .getByText(/I am at least/)
    .waitFor();
}

/** The page's `window.dataLayer`, empty when nothing was pushed yet. */
function dataLayer() {
  return session.page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);
}

/** A step of the CMS block's funnel, as the page's dataLayer gets it. */
const step = (event: 'form_start' | 'form_submit') => ({
  event,
  form_id: 'NEWSLETTER-cms-block',
  form_name: 'newsletter',
});
const SIGN_UP = { event: 'sign_up', subject: 'newsletter', origin: 'NEWSLETTER-cms-block', type: 'ga4' };

/** The sign-ups and other POSTs the reference backend got. */
async function posts() {
  return (await session.requests()).filter((request) => request.method === 'POST');
}
const SIGN_UP_POST = { method: 'POST', path: '/service/newsletter/api/internal/v1/newsletter-subscribers' };

/** The `name` of the form's name fields, in the order the page draws them. */
const nameOrder = () =>
  block()
    .locator('input[name$="Name"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).name));

/** Whether the field is the one with focus (inside the element's shadow root). */
const hasFocus = (field: ReturnType<typeof block>) => field.evaluate((element) => element.matches(':focus'));

// Each journey is written once and run on both arrivals of the page (test/e2e/arrivals.ts): composed, React takes
// the block over when the visitor reaches for it, so what the visitor does first meets the server's HTML.
describe.each(ARRIVALS)('the newsletter block of a demo storefront, $arrival', (arrival) => {
  it.each(
    casesIn(arrival, [
      ['de', {}],
      ['tr', { firstName: 'Ayşe', lastName: 'Yılmaz', legals: true }],
    ] as const),
  )(
    'signs up on /%s/?lang=en after each message the form can show (a field left empty or wrong, a refused and a failed sign-up), accessible in every state',
    async (site, person) => {
      session.expectConsoleErrors(/status of (400|500)/);
      await session.visit(pagePath(`/${site}/`, arrival, 'lang=en'));
      const form = block();
      const email = form.getByRole('textbox', { name: /Email address/ });
      const button = form.getByRole('button', { name: 'Sign up now' });
      await email.click();
      await countryFieldsShown();
      await session.checkAccessibility('expanded form');
      // The button stays where it is while the email field's messages come and go (its place in the page, not
      // the viewport: a click may scroll).
      const top = () => button.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      let before = await top();

      // Left empty: the message when the field is left, then a submit refused.
      await email.press('Tab');
      await expect.poll(() => form.getByText(REQUIRED).count()).toBe(1);
      expect(await top()).toBe(before);
      await button.click();
      await expect.poll(() => form.getByText(REQUIRED).count()).toBe(1);
      // The refused submit marks every required field left empty (the Turkish names and consent too); the
      // email's message was there before it, so wait for the others before reading where the button is now.
      const required = 1 + ('firstName' in person ? 2 : 0) + ('legals' in person ? 1 : 0);
      await expect.poll(() => form.locator('[aria-invalid="true"]').count()).toBe(required);
      await session.checkAccessibility('form with errors');
      before = await top();

      // Left with an address that is not one: its message replaces the first.
      await email.fill(`reader.${site}@example`);
      await email.press('Tab');
      await expect.poll(() => form.getByText(INVALID).count()).toBe(1);
      expect(await form.getByText(REQUIRED).count()).toBe(0);
      expect(await top()).toBe(before);

      if ('firstName' in person) {
        await form.getByRole('textbox', { name: /First name/ }).fill(person.firstName);
        await form.getByRole('textbox', { name: /Last name/ }).fill(person.lastName);
      }
      if ('legals' in person)
        await form.getByRole('checkbox', { name: /commercial electronic messages/ }).check();
      before = await top(); // their messages gone

      // The service refuses an address (on the field) or fails (the banner): the visitor tries again.
      await email.fill(`reader.${site}@invalid.example`);
      await expect.poll(() => form.getByText(INVALID).count()).toBe(0);
      expect(await top()).toBe(before);
      await button.click();
      await expect.poll(() => form.getByText(INVALID).count()).toBe(1);
      expect(await top()).toBe(before);
      await email.fill(`reader.${site}@fail.example`);
      await button.click();
      await expect.poll(() => form.getByText(GENERIC).count()).toBe(1);
      await session.checkAccessibility('technical error banner');

      await email.fill(`reader.${site}@example.com`);
      await button.click();
      // Without the thanks, the failure says what the block shows and what the backend got.
      await expect
        .poll(() => form.getByText('Thank you for signing up!').count())
        .toBe(1)
        .catch(async (error: Error) => {
          const shown = await form.evaluate((host) => host.shadowRoot?.textContent?.replace(/\s+/g, ' '));
          const received = JSON.stringify(await session.requests());
          throw new Error(`no thanks; the block shows "${shown}"; the backend got ${received}`, {
            cause: error,
          });
        });
      await session.checkAccessibility('success message');
      // The funnel from inside the shadow root, in its order, though the first submit came before any input: each
      // step once, and a sign_up after each submit the service answered, refused and failed ones too
      // (docs/design/form.md, "The funnel and tracking").
      expect(await dataLayer()).toEqual([step('form_start'), step('form_submit'), SIGN_UP, SIGN_UP, SIGN_UP]);
      expect(await posts()).toEqual([SIGN_UP_POST, SIGN_UP_POST, SIGN_UP_POST]);
    },
  );

  it('signs up with the keyboard alone, its rules asked for on the first focus and the funnel started before any submit', async () => {
    const { page } = session;
    const formChunk = /\/chunks\/signup-formik-[\w-]+\.js$/;
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    // Hold the form chunk back until the visitor has typed, as a slow connection would.
    const formCode = await holdRequests(page, formChunk);
    await session.visit(pagePath('/de/', arrival, 'lang=en'));
    expect(scripts.filter((path) => formChunk.test(path))).toEqual([]);

    const form = block();
    const email = form.getByRole('textbox', { name: /Email address/ });
    await email.focus();
    await page.keyboard.type('keys.only@');
    // Composed, React takes the form over first and the focus it was handed asks for the rules.
    await expect.poll(() => scripts.filter((path) => formChunk.test(path)).length).toBe(1);
    formCode.release();
    // The consent checkbox follows the email field from this focus on, whether or not the rules are here.
    await countryFieldsShown();
    await page.keyboard.type('example.com');
    expect(await email.inputValue()).toBe('keys.only@example.com');
    await page.keyboard.press('Tab');
    // Typed and left, nothing sent: the funnel has started (once the rules are in, which push it) and no more.
    await expect.poll(dataLayer).toEqual([step('form_start')]);
    await page.keyboard.press('Space');
    expect(await form.getByRole('checkbox', { name: /personalised offers/ }).isChecked()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => form.getByText('Thank you for signing up!').count()).toBe(1);
    expect(await dataLayer()).toEqual([step('form_start'), step('form_submit'), SIGN_UP]);
    expect(await posts()).toEqual([SIGN_UP_POST]);
  });

  it('prefills and locks the fields of a logged-in Austrian customer, in the page’s language: family name first in Hungarian', async () => {
    const { page } = session;
    await logInAsCustomer(page, pagePath('/at/', arrival, 'lang=hu'));
    const email = block().getByRole('textbox', { name: /E-mail-cím/ });
    await expect.poll(() => email.inputValue()).toBe('anna.huber@example.com');
    expect(await email.isDisabled()).toBe(true);
    expect(
      await block()
        .getByRole('textbox', { name: /Keresztnév/ })
        .inputValue(),
    ).toBe('Anna');
    expect(await nameOrder()).toEqual(['lastName', 'firstName']);
    await session.checkAccessibility('prefilled form');
  });

  it('tabs to the family name before the given name on /hu/, focuses it on a refused submit, and sends each name in its own field', async () => {
    const { page } = session;
    await session.visit(pagePath('/hu/', arrival));
    const form = block();
    // Numbers as Hungarian writes them: the discount, and the age in the legal text.
    expect(await form.locator('.sw-newsletter__discount').textContent()).toBe('10%');
    const email = form.getByRole('textbox', { name: /E-mail-cím/ });
    const salutation = form.getByRole('combobox', { name: /Megszólítás/ });
    const familyName = form.getByRole('textbox', { name: /Vezetéknév/ });
    const givenName = form.getByRole('textbox', { name: /Keresztnév/ });
    await email.click();
    await form.getByText(/Legalább 16 éves vagyok/).waitFor();
    await session.checkAccessibility('Hungarian form, expanded');

    await page.keyboard.type('eva.kovacs@example.hu');
    await page.keyboard.press('Tab');
    expect(await hasFocus(salutation)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await hasFocus(familyName)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await hasFocus(givenName)).toBe(true);
    expect(await nameOrder()).toEqual(['lastName', 'firstName']);

    await salutation.selectOption('MRS');
    await form.getByRole('button', { name: 'Feliratkozom' }).click();
    await expect.poll(() => form.getByText('Kérjük, adja meg a vezetéknevét').count()).toBe(1);
    await expect.poll(() => hasFocus(familyName)).toBe(true);
    await session.checkAccessibility('Hungarian form with errors');

    await page.keyboard.type('Kovács');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Éva');
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/newsletter-subscribers'),
    );
    await page.keyboard.press('Enter');
    expect((await sent).postDataJSON()).toMatchObject({
      email: 'eva.kovacs@example.hu',
      salutation: 'MRS',
      lastName: 'Kovács',
      firstName: 'Éva',
    });
    await expect.poll(() => form.getByText('Köszönjük feliratkozását!').count()).toBe(1);
    await session.checkAccessibility('Hungarian success message');
  });

  it('follows the page language: the given name first on /hu/?lang=en', async () => {
    await session.visit(pagePath('/hu/', arrival, 'lang=en'));
    await block().locator('input[name="email"]').click();
    await expect.poll(nameOrder).toEqual(['firstName', 'lastName']);
    await session.checkAccessibility('/hu/?lang=en, expanded');
  });
});

describe('the demo customer login', () => {
  it('refuses a wrong password and sets no cookie', async () => {
    const { page, context } = session;
    session.expectConsoleErrors(/status of 401/);
    await page.goto('/account/login');
    await page.getByLabel('Email').fill('anna.huber@example.com');
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Wrong email address or password.');
    expect((await context.cookies()).some((cookie) => cookie.name === 'LoginToken')).toBe(false);
  });
});

// The newsletter page writes the bare tag (it is not composed): one arrival.
describe('the double opt-in page', () => {
  it('confirms a valid token', async () => {
    await session.visit('/de/subscribenewsletter?token=demo-valid-doi-token&lang=en');
    await expect
      .poll(() => block().getByText('Thank you! Your newsletter sign-up is confirmed.').count())
      .toBe(1);
    await session.checkAccessibility('confirmed');
  });

  it('shows the expired-link banner for an expired token, which goes on email focus', async () => {
    session.expectConsoleErrors(/status of 410/);
    await session.visit('/de/subscribenewsletter?token=demo-expired-doi-token&lang=en');
    await expect.poll(() => block().getByText(EXPIRED).count()).toBe(1);
    await session.checkAccessibility('expired banner');
    await block()
      .getByRole('textbox', { name: /Email address/ })
      .click();
    await expect.poll(() => block().getByText(EXPIRED).count()).toBe(0);
  });
});
