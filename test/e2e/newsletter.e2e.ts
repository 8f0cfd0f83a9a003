import { describe, expect, it } from 'vitest';
import { holdRequests, openBrowserSession } from './harness.ts';

const session = openBrowserSession();

const GENERIC = 'For technical reasons the newsletter sign-up is not possible. Please try again later.';
const EXPIRED = 'Unfortunately this link is no longer valid. Please sign up for the newsletter again.';

function block() {
  return session.page.locator('newsletter-signup').first();
}

/** The country's fields, consent and legal text show on the first focus, before the form's rules arrive. */
async function countryFieldsShown() {
  await block()
    .getByText(/I am at least/)
    .waitFor();
}

describe('newsletter sign-up on the demo storefronts', () => {
  it.each([
    ['de', {}],
    ['hu', { salutation: 'MRS', firstName: 'Éva', lastName: 'Kovács' }],
    ['tr', { firstName: 'Ayşe', lastName: 'Yılmaz', legals: true }],
  ] as const)('signs up on /%s/?lang=en, accessible in every state', async (site, person) => {
    const { page } = session;
    await session.visit(`/${site}/?lang=en`);
    const form = block();
    const email = form.getByRole('textbox', { name: /Email address/ });
    await email.click();
    await countryFieldsShown();
    await session.checkAccessibility('expanded form');

    await form.getByRole('button', { name: 'Sign up now' }).click();
    await expect.poll(() => form.getByText('The email address is a required field').count()).toBe(1);
    await session.checkAccessibility('form with errors');

    await email.fill(`reader.${site}@example.com`);
    if ('salutation' in person)
      await form.getByRole('combobox', { name: /Salutation/ }).selectOption(person.salutation);
    if ('firstName' in person) {
      await form.getByRole('textbox', { name: /First name/ }).fill(person.firstName);
      await form.getByRole('textbox', { name: /Last name/ }).fill(person.lastName);
    }
    if ('legals' in person)
      await form.getByRole('checkbox', { name: /commercial electronic messages/ }).check();
    await form.getByRole('button', { name: 'Sign up now' }).click();
    // Without the thanks, the failure says what the block shows and what the backend got.
    await expect
      .poll(() => form.getByText('Thank you for signing up!').count())
      .toBe(1)
      .catch(async (error: Error) => {
        const shown = (await form.innerText()).replace(/\s+/g, ' ');
        const received = JSON.stringify(await session.requests());
        throw new Error(`no thanks; the block shows "${shown}"; the backend got ${received}`, {
          cause: error,
        });
      });
    await session.checkAccessibility('success message');
    // The funnel from inside the shadow root, in its order, though the first submit came before any input.
    expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer)).toEqual([
      { event: 'form_start', form_id: 'NEWSLETTER-cms-block', form_name: 'newsletter' },
      { event: 'form_submit', form_id: 'NEWSLETTER-cms-block', form_name: 'newsletter' },
      { event: 'sign_up', subject: 'newsletter', origin: 'NEWSLETTER-cms-block', type: 'ga4' },
    ]);
    const posts = (await session.requests()).filter((r) => r.method === 'POST');
    expect(posts).toEqual([
      { method: 'POST', path: '/service/newsletter/api/internal/v1/newsletter-subscribers' },
    ]);
  });

  it('keeps the submit button in place while field errors come and go', async () => {
    await session.visit('/de/?lang=en');
    const form = block();
    const email = form.getByRole('textbox', { name: /Email address/ });
    const button = form.getByRole('button', { name: 'Sign up now' });
    await email.click();
    await countryFieldsShown();
    // Position in the page, not the viewport: clicking may scroll.
    const top = () => button.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const before = await top();
    await button.click();
    await expect.poll(() => form.getByText('The email address is a required field').count()).toBe(1);
    expect(await top()).toBe(before);
    await email.fill('fine@example.com');
    await email.blur();
    await expect.poll(() => form.getByText('The email address is a required field').count()).toBe(0);
    expect(await top()).toBe(before);
  });

  it('loads the validation code on the first focus of the form, and keeps what was typed meanwhile', async () => {
    const { page } = session;
    const formChunk = /\/chunks\/signup-form-rules-[\w-]+\.js$/;
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    // Hold the form chunk back until the visitor has typed, as a slow connection would.
    const formCode = await holdRequests(page, formChunk);
    await session.visit('/de/?lang=en');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => formChunk.test(path))).toEqual([]);

    const form = block();
    await form.getByRole('textbox', { name: /Email address/ }).focus();
    await page.keyboard.type('early.typist@');
    // Server-rendered, React takes the form over first; the focus it was handed asks for the rules.
    await expect.poll(() => scripts.filter((path) => formChunk.test(path)).length).toBe(1);
    formCode.release();
    await countryFieldsShown();
    await page.keyboard.type('example.com');
    const email = form.getByRole('textbox', { name: /Email address/ });
    expect(await email.inputValue()).toBe('early.typist@example.com');
    await page.keyboard.press('Enter');
    await expect.poll(() => form.getByText('Thank you for signing up!').count()).toBe(1);
  });

  it('signs up with the keyboard alone', async () => {
    const { page } = session;
    await session.visit('/de/?lang=en');
    const form = block();
    await form.getByRole('textbox', { name: /Email address/ }).focus();
    // The consent checkbox follows the email field from this focus on, whether or not the rules are here.
    await countryFieldsShown();
    await page.keyboard.type('keys.only@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await form.getByRole('checkbox', { name: /personalised offers/ }).isChecked()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => form.getByText('Thank you for signing up!').count()).toBe(1);
  });

  it('shows the server email error on the field and the technical banner for a failure', async () => {
    session.expectConsoleErrors(/status of (400|500)/);
    await session.visit('/de/?lang=en');
    const form = block();
    const email = form.getByRole('textbox', { name: /Email address/ });
    await email.fill('someone@invalid.example');
    await form.getByRole('button', { name: 'Sign up now' }).click();
    await expect.poll(() => form.getByText('Please enter a valid email address').count()).toBe(1);
    await email.fill('someone@fail.example');
    await form.getByRole('button', { name: 'Sign up now' }).click();
    await expect.poll(() => form.getByText(GENERIC).count()).toBe(1);
    await session.checkAccessibility('technical error banner');
  });

  it('prefills and locks the fields of a logged-in Austrian customer', async () => {
    const { page } = session;
    await page.goto('/account/login?return=/at/');
    await page.getByLabel('Email').fill('anna.huber@example.com');
    await page.getByLabel('Password').fill('kaffee123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/at/');
    await page.waitForLoadState('networkidle');
    const email = block().getByRole('textbox', { name: /E-Mail-Adresse/ });
    await expect.poll(() => email.inputValue()).toBe('anna.huber@example.com');
    expect(await email.isDisabled()).toBe(true);
    expect(
      await block()
        .getByRole('textbox', { name: /Vorname/ })
        .inputValue(),
    ).toBe('Anna');
    await session.checkAccessibility('prefilled form');
  });

  it('refuses a wrong password on the demo login and sets no cookie', async () => {
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

describe('the Hungarian form: family name first', () => {
  /** Whether the field is the one with focus (inside the element's shadow root). */
  const hasFocus = (field: ReturnType<typeof block>) =>
    field.evaluate((element) => element.matches(':focus'));
  /** The `name` of the form's name fields, in the order the page draws them. */
  const nameOrder = () =>
    block()
      .locator('input[name$="Name"]')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).name));

  it('tabs to the family name before the given name on /hu/, focuses it on a refused submit, and sends each name in its own field', async () => {
    const { page } = session;
    await session.visit('/hu/');
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

  it.each([
    ['/at/?lang=hu', ['lastName', 'firstName']],
    ['/hu/?lang=en', ['firstName', 'lastName']],
  ] as const)('follows the page language: %s asks for %j', async (path, order) => {
    await session.visit(path);
    await block().locator('input[name="email"]').click();
    await expect.poll(nameOrder).toEqual(order);
    await session.checkAccessibility(`${path}, expanded`);
  });
});

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
