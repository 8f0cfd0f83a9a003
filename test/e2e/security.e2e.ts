import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ELEMENT_APIS } from '../../widgets/apis.ts';
import { openBrowserSession } from './harness.ts';

/**
 * The abuse limits and privacy in the browser: the newsletter form under the sign-up limits (429), the pages under the security
 * headers, and no personal data in request URLs, console output, the elements' events or the dataLayer.
 */
const session = openBrowserSession();

const GENERIC = 'For technical reasons the newsletter sign-up is not possible. Please try again later.';
const SIGNUP_PATH = '/service/newsletter/api/internal/v1/newsletter-subscribers';

/** Every event name the elements dispatch (the events of their API modules, widgets/<name>/<name>.api.ts). */
const ELEMENT_EVENTS = [...new Set(ELEMENT_APIS.flatMap((element) => Object.keys(element.api.events)))];

function block(page: Page) {
  return page.locator('newsletter-signup').first();
}

describe('newsletter sign-up limits in the browser', () => {
  it('shows the technical-error banner when the service answers 429 (too many sign-ups of one address)', async () => {
    const { page } = session;
    session.expectConsoleErrors(/status of 429/);
    const email = 'often.again@example.com';
    // The default limit: 5 sign-ups of one address an hour, here from the same client as the browser.
    for (let i = 0; i < 5; i++) {
      const response = await page.request.post(SIGNUP_PATH, {
        data: { email, consents: [], origin: 'NEWSLETTER' },
        // Every sign-up names its site, as the widget does (the reference backend refuses one without).
        headers: { 'X-Hunter-Site': 'DE' },
      });
      expect(response.status()).toBe(201);
    }
    await session.visit('/de/?lang=en');
    const form = block(page);
    await form.getByRole('textbox', { name: /Email address/ }).fill(email);
    const answer = page.waitForResponse((response) => response.url().endsWith(SIGNUP_PATH));
    await form.getByRole('button', { name: 'Sign up now' }).click();
    const response = await answer;
    expect(response.status()).toBe(429);
    expect(Number(await response.headerValue('retry-after'))).toBeGreaterThan(0);
    await expect.poll(() => form.getByText(GENERIC).count()).toBe(1);
    expect(await form.getByText('Thank you for signing up!').count()).toBe(0);
    await session.checkAccessibility('technical error banner after 429');
  });
});

describe('security headers in the browser', () => {
  it('serves pages that work under the headers, with no Permissions-Policy or CSP complaint', async () => {
    const { page } = session;
    const response = await page.goto('/at/?lang=en');
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() =>
        block(page)
          .getByRole('textbox', { name: /Email address/ })
          .count(),
      )
      .toBe(1);
    // The harness fails the test on any console error or CSP violation; warnings are collected here.
    expect(
      session.warnings.filter((text) => /Permissions-Policy|Content Security Policy/i.test(text)),
    ).toEqual([]);
  });

  it('cannot be framed by another page', async () => {
    const { page, baseUrl } = session;
    session.expectConsoleErrors(/frame-ancestors|Refused to (frame|display)/);
    const refused = page.waitForEvent('console', {
      predicate: (message) => /frame-ancestors 'none'/.test(message.text()),
    });
    await page.setContent(`<iframe title="attempt" src="${baseUrl}/de/?lang=en"></iframe>`);
    await refused;
    // Chromium puts its error page in the frame instead: nothing of ours is in it.
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(frame).toBeDefined();
    const ours = await frame!
      .evaluate(() => document.querySelectorAll('newsletter-signup, shop-footer').length)
      .catch(() => 0);
    expect(ours).toBe(0);
  });
});

interface Recorded {
  urls: string[];
  console: string[];
  events: string[];
  dataLayer: string[];
  storage: string[];
}

/** Records, from now on and across navigations, what the page sends, logs and dispatches. */
async function record(page: Page): Promise<Recorded> {
  const recorded: Recorded = { urls: [], console: [], events: [], dataLayer: [], storage: [] };
  page.on('request', (request) => {
    recorded.urls.push(request.url());
    const referer = request.headers()['referer'];
    if (referer) recorded.urls.push(referer);
  });
  page.on('framenavigated', (frame) => recorded.urls.push(frame.url()));
  page.on('console', (message) => recorded.console.push(`${message.type()}: ${message.text()}`));
  await page.exposeFunction('__recordEvent', (text: string) => recorded.events.push(text));
  await page.addInitScript((names: string[]) => {
    const report = (window as unknown as { __recordEvent(text: string): void }).__recordEvent;
    const describe = (event: Event) => {
      let detail: string;
      try {
        detail = JSON.stringify((event as CustomEvent).detail);
      } catch {
        detail = String((event as CustomEvent).detail);
      }
      return `${event.type} ${detail}`;
    };
    // The documented names, as a host page listens for them ...
    for (const name of names) document.addEventListener(name, (event) => report(describe(event)), true);
    // ... and every CustomEvent dispatched anywhere, in case an element dispatches one not yet documented.
    const dispatch = EventTarget.prototype.dispatchEvent;
    EventTarget.prototype.dispatchEvent = function (event: Event) {
      if (event instanceof CustomEvent) report(`dispatched ${describe(event)}`);
      return dispatch.call(this, event);
    };
  }, ELEMENT_EVENTS);
  return recorded;
}

/** What only the page itself holds: the dataLayer and web storage, read before it is left. */
async function collectPageState(page: Page, recorded: Recorded): Promise<void> {
  const state = await page.evaluate(() => ({
    dataLayer: JSON.stringify((window as unknown as { dataLayer?: unknown }).dataLayer ?? []),
    storage: JSON.stringify([{ ...localStorage }, { ...sessionStorage }]),
  }));
  recorded.dataLayer.push(state.dataLayer);
  recorded.storage.push(state.storage);
}

/** `value` in the spellings it could take in a URL, a log line or JSON. */
function spellings(value: string): string[] {
  return [
    ...new Set([
      value,
      value.toLowerCase(),
      encodeURIComponent(value),
      encodeURIComponent(value).toLowerCase(),
    ]),
  ];
}

function expectAbsent(recorded: Recorded, secrets: string[]): void {
  for (const [where, texts] of Object.entries(recorded)) {
    const haystack = (texts as string[]).join('\n').toLowerCase();
    for (const secret of secrets.flatMap(spellings)) {
      expect(haystack.includes(secret.toLowerCase()), `"${secret}" found in ${where}`).toBe(false);
    }
  }
}

describe('no personal data in URLs, console output, events or tracking', () => {
  it('signs up with names, then as a logged-in customer, and leaks neither', async () => {
    const { page, context } = session;
    const recorded = await record(page);

    // 1. An anonymous visitor signs up with an address, a salutation and names.
    const visitor = {
      email: 'zuzanna.quellwasser@example.com',
      firstName: 'Zuzanna',
      lastName: 'Quellwasser',
    };
    await session.visit('/at/?lang=en');
    let form = block(page);
    await form.getByRole('textbox', { name: /Email address/ }).fill(visitor.email);
    await form.getByRole('combobox', { name: /Salutation/ }).selectOption('MRS');
    await form.getByRole('textbox', { name: /First name/ }).fill(visitor.firstName);
    await form.getByRole('textbox', { name: /Last name/ }).fill(visitor.lastName);
    await form.getByRole('checkbox', { name: /personalised offers/ }).check();
    await form.getByRole('button', { name: 'Sign up now' }).click();
    await expect.poll(() => form.getByText('Thank you for signing up!').count()).toBe(1);
    await collectPageState(page, recorded);

    // 2. A demo customer logs in; the form is prefilled from the base data, and they sign up too.
    const customer = {
      email: 'anna.huber@example.com',
      password: 'kaffee123',
      firstName: 'Anna',
      lastName: 'Huber',
    };
    await page.goto('/account/login?return=/at/?lang=en');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/at/?lang=en');
    await page.waitForLoadState('networkidle');
    form = block(page);
    const email = form.getByRole('textbox', { name: /Email address/ });
    await expect.poll(() => email.inputValue()).toBe(customer.email);
    await form.getByRole('button', { name: 'Sign up now' }).click();
    await expect.poll(() => form.getByText('Thank you for signing up!').count()).toBe(1);
    await collectPageState(page, recorded);

    // What was recorded is real: the calls, the success events and the sign_up pushes are all there.
    expect(recorded.urls.some((url) => url.endsWith(SIGNUP_PATH))).toBe(true);
    expect(recorded.urls.some((url) => url.endsWith('/customers/base-data'))).toBe(true);
    expect(recorded.events.filter((event) => event.startsWith('newsletter-signup-success'))).toHaveLength(2);
    expect(recorded.dataLayer.join('')).toContain('"event":"sign_up"');

    expectAbsent(recorded, [
      visitor.email,
      visitor.firstName,
      visitor.lastName,
      customer.email,
      customer.password,
      customer.firstName,
      customer.lastName,
    ]);

    // Nor in the cookies: the tokens carry an id as subject, never an address or a name.
    for (const cookie of await context.cookies()) {
      const decoded = cookie.value
        .split('.')
        .map((part) => Buffer.from(part, 'base64url').toString('utf8'))
        .join('.');
      for (const secret of [customer.email, customer.lastName, visitor.email])
        expect(`${cookie.value} ${decoded}`.toLowerCase()).not.toContain(secret.toLowerCase());
    }
    // Nor in what the backend recorded of the calls (method and path only).
    expect(JSON.stringify(await session.requests())).not.toMatch(/quellwasser|huber/i);
  });

  it('keeps the address out of the URL when the visitor submits before the page has settled', async () => {
    const { page } = session;
    const recorded = await record(page);
    const email = 'early.bird@example.com';
    await page.goto('/de/?lang=en', { waitUntil: 'commit' });
    // Before React and the form's rules, but after the loader: an Enter before any script of ours has run submits
    // nowhere and leaves no trace (the loader cannot hear it), and is not what this test is about.
    await page.waitForFunction(() => customElements.get('newsletter-signup') !== undefined);
    const field = block(page).getByRole('textbox', { name: /Email address/ });
    await field.fill(email);
    await field.press('Enter');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => block(page).getByText('Thank you for signing up!').count()).toBe(1);
    await collectPageState(page, recorded);
    expect(recorded.urls.some((url) => url.endsWith(SIGNUP_PATH))).toBe(true);
    expect(page.url()).not.toContain('early');
    expectAbsent(recorded, [email]);
  });
});
