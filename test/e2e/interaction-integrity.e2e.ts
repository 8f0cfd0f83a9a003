import type { CDPSession, Locator } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  countryToggle,
  fullSpeed,
  holdRequests,
  isOpen,
  openBrowserSession,
  slowCpu,
  type HeldRequests,
} from './harness.ts';

/*
 * Nothing a visitor does is lost while the form's rules (Formik, Yup, the schema) are on their way: the
 * CPU slowed 6x as on a slow phone, and the rules' chunk held back by the test until it lets it go. Each
 * test marks the nodes the visitor uses and checks they are the same nodes after the rules arrived.
 */

const session = openBrowserSession();
const RULES_CHUNK = /\/chunks\/signup-formik-[\w-]+\.js$/;
const CPU_SLOWDOWN = 6;

let cdp: CDPSession;
let rulesChunk: HeldRequests;

beforeEach(async () => {
  rulesChunk = await holdRequests(session.page, RULES_CHUNK);
});

function form() {
  return session.page.locator('newsletter-signup').first();
}
const email = () => form().getByRole('textbox', { name: /Email address/ });
const submit = () => form().getByRole('button', { name: 'Sign up now' });
const consent = () => form().getByRole('checkbox', { name: /personalised offers/ });

/** Lets the rules' chunk go once the form has asked for it and still waits for it. */
async function releaseRules() {
  await expect.poll(() => rulesChunk.requested()).toBe(true);
  expect(await form().locator('form').getAttribute('data-state')).toBe('waiting');
  rulesChunk.release();
}

/**
 * Lets the rules' chunk go and waits until they run the form (its `data-state` says so); the CPU runs at full speed
 * from then on: what these tests slow down is the takeover, and a slowed page keeps a core busy (`fullSpeed`).
 */
async function rulesArrive() {
  await releaseRules();
  await form().locator('form[data-state="ready"]').waitFor();
  await fullSpeed(session.page);
}

/** Marks the node a locator finds, so a later check can tell whether it is still the same node. */
async function mark(locator: Locator, name: string) {
  await locator.evaluate((node, key) => {
    (window as unknown as Record<string, Node>)[key] = node;
  }, name);
}
async function sameNode(locator: Locator, name: string): Promise<boolean> {
  return locator.evaluate(
    (node, key) => node.isConnected && (window as unknown as Record<string, Node>)[key] === node,
    name,
  );
}

/** Where a real mouse presses an element: its centre, scrolled into view first. */
async function centreOf(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The top of an element in the page (not the viewport: a click may scroll). */
function pageTop(locator: Locator) {
  return locator.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
}

/**
 * The storefront page, checked by axe at full speed; from then on the CPU runs 6x slower. Client-rendered (`?csr`,
 * as on a page that drops the tag in) or composed on the server, where React itself arrives on the first focus.
 */
let pagePath = '/de/?lang=en&csr';
async function open() {
  await session.visit(pagePath);
  cdp = await slowCpu(session, CPU_SLOWDOWN);
}

describe.each([
  { rendered: 'client-rendered', path: '/de/?lang=en&csr' },
  { rendered: 'server-rendered', path: '/de/?lang=en' },
])('the sign-up form on a slow phone, $rendered, its rules held back', ({ path }) => {
  beforeEach(() => {
    pagePath = path;
  });

  it('keeps the email field, the consent and the button as the same nodes when the rules arrive', async () => {
    await open();
    await email().click();
    await mark(email(), 'emailNode');
    await mark(consent(), 'consentNode');
    await mark(submit(), 'submitNode');
    await session.page.keyboard.type('same.nodes@');
    await rulesArrive();
    await session.page.keyboard.type('example.com');
    expect(await sameNode(email(), 'emailNode')).toBe(true);
    expect(await sameNode(consent(), 'consentNode')).toBe(true);
    expect(await sameNode(submit(), 'submitNode')).toBe(true);
    expect(await email().inputValue()).toBe('same.nodes@example.com');
  });

  it('shows the whole form on focus, before any rules, and nothing above the button moves after', async () => {
    await open();
    await email().click();
    await expect.poll(() => consent().isVisible()).toBe(true);
    expect(
      await form()
        .getByText(/I am at least 16/)
        .isVisible(),
    ).toBe(true);
    const before = await pageTop(submit());
    await session.page.keyboard.type('steady@example.com');
    await rulesArrive();
    await session.page.waitForTimeout(100);
    expect(await pageTop(submit())).toBe(before);
  });

  it('shows the email field’s message when it is left, before its rules, and they keep it as shown', async () => {
    await open();
    await email().click();
    await session.page.keyboard.type('not-an-email');
    await session.page.keyboard.press('Tab');
    // The address is checked without the rules (and, server-rendered, without React): its message at once.
    await expect.poll(() => form().getByText('Please enter a valid email address').count()).toBe(1);
    expect(await email().getAttribute('aria-invalid')).toBe('true');
    // Every state the field shows from here on: the rules take it over as it is, with no frame in between.
    await email().evaluate((input) => {
      const field = input.closest('[data-state]')!;
      const shown: (string | null)[] = [];
      (window as unknown as { shownStates: typeof shown }).shownStates = shown;
      new MutationObserver(() => shown.push(field.getAttribute('data-state'))).observe(field, {
        attributes: true,
        attributeFilter: ['data-state'],
        childList: true,
        subtree: true,
      });
    });
    await rulesArrive();
    await session.page.waitForTimeout(100);
    expect(await form().getByText('Please enter a valid email address').count()).toBe(1);
    expect(await email().getAttribute('aria-invalid')).toBe('true');
    expect(
      await session.page.evaluate(() => (window as unknown as { shownStates: string[] }).shownStates),
    ).toEqual([]);
    await session.checkAccessibility('error before and after late rules');
  });

  it('checks an address filled at once (as autofill does) and left with a quick Tab', async () => {
    await open();
    await email().fill('autofilled@example');
    await email().press('Tab');
    await rulesArrive();
    await expect.poll(() => form().getByText('Please enter a valid email address').count()).toBe(1);
    expect(await email().inputValue()).toBe('autofilled@example');
  });

  it('keeps the caret where the visitor put it', async () => {
    await open();
    await email().click();
    await session.page.keyboard.type('anna@example.com');
    for (let i = 0; i < 4; i += 1) await session.page.keyboard.press('ArrowLeft');
    await rulesArrive();
    await session.page.keyboard.type('-shop');
    expect(await email().inputValue()).toBe('anna@example-shop.com');
  });

  it('keeps an IME composition that was under way when the rules arrived', async () => {
    await open();
    await email().click();
    await cdp.send('Input.imeSetComposition', { text: 'ゆき', selectionStart: 2, selectionEnd: 2 });
    await rulesArrive();
    await session.page.waitForTimeout(100);
    await cdp.send('Input.insertText', { text: 'ゆき' });
    await session.page.keyboard.type('@example.com');
    expect(await email().inputValue()).toBe('ゆき@example.com');
  });

  it('completes a click whose pointerdown came before the rules and pointerup after', async () => {
    const { page } = session;
    await open();
    await email().click();
    await page.keyboard.type('straddle@example.com');
    const { x, y } = await centreOf(submit());
    await page.mouse.move(x, y);
    await page.mouse.down();
    await rulesArrive();
    await page.waitForTimeout(100);
    await page.mouse.up();
    await expect.poll(() => form().getByText('Thank you for signing up!').count()).toBe(1);
    // One submit: the funnel's steps and one sign-up.
    expect(
      await page.evaluate(() =>
        (window as unknown as { dataLayer: { event: string }[] }).dataLayer.map(({ event }) => event),
      ),
    ).toEqual(['form_start', 'form_submit', 'sign_up']);
  });

  it('ticks no consent the visitor did not press, when they go for the button as the rules arrive', async () => {
    const { page } = session;
    await open();
    await email().click();
    await page.keyboard.type('no.consent@example.com');
    // Aimed while the rules are away; pressed where it was aimed once they are here.
    const { x, y } = await centreOf(submit());
    await rulesArrive();
    await page.waitForTimeout(100);
    expect(await consent().isChecked()).toBe(false);
    await page.mouse.click(x, y);
    await expect.poll(() => form().getByText('Thank you for signing up!').count()).toBe(1);
    const posts = await page.request.get('/__test__/requests');
    expect(((await posts.json()) as { method: string }[]).filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('holds a submit made before the rules arrived and carries it out once, never as a native submit', async () => {
    const { page } = session;
    await open();
    const start = page.url();
    await email().click();
    await page.keyboard.type('early.submit@example.com');
    await page.keyboard.press('Enter');
    // Server-rendered, an Enter pressed while React takes the form over is held and carried out once it has.
    await expect.poll(() => submit().getAttribute('aria-busy')).toBe('true');
    // A second press on the busy button sends nothing more.
    const { x, y } = await centreOf(submit());
    await page.mouse.click(x, y);
    await releaseRules();
    // The rules carry the held submit out as they take over, and the thanks replace the form: often before a
    // frame shows it ready, so this waits for the thanks, not for `data-state="ready"` (that wait failed 2 runs
    // in 3 on an idle machine, with the sign-up made).
    await expect.poll(() => form().getByText('Thank you for signing up!').count()).toBe(1);
    expect(page.url()).toBe(start);
    const requests = (await (await page.request.get('/__test__/requests')).json()) as {
      method: string;
      path: string;
    }[];
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: '/service/newsletter/api/internal/v1/newsletter-subscribers' },
    ]);
    expect(requests.some((r) => r.path.includes('early.submit'))).toBe(false);
  });

  it('keeps a keyboard user on the button they tabbed to, and Enter there submits', async () => {
    const { page } = session;
    await open();
    await email().focus();
    await page.keyboard.type('keyboard@example.com');
    while (
      !(await submit().evaluate(
        (node) =>
          node.getRootNode() instanceof ShadowRoot &&
          (node.getRootNode() as ShadowRoot).activeElement === node,
      ))
    )
      await page.keyboard.press('Tab');
    await rulesArrive();
    await page.waitForTimeout(100);
    expect(await submit().evaluate((node) => (node.getRootNode() as ShadowRoot).activeElement === node)).toBe(
      true,
    );
    await page.keyboard.press('Enter');
    await expect.poll(() => form().getByText('Thank you for signing up!').count()).toBe(1);
  });
});

// What a visitor does to the server's HTML before any script of ours has run (the page is usable at once on a
// slow phone): the loader picks it up when it starts. Every script is late: the entry until the visitor has
// acted, each chunk after it by 800 ms.
describe('the sign-up form on a slow phone, server-rendered, used before any script ran', () => {
  beforeEach(() => {
    rulesChunk.release(); // every chunk is late in these tests, the rules no more than the rest
  });

  async function openWithoutScripts() {
    const { page } = session;
    const entry = await holdRequests(page, /\/static\/storefront-widgets\.js$/);
    await page.route(/\/static\/chunks\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/de/?lang=en', { waitUntil: 'commit' });
    await email().waitFor();
    cdp = await slowCpu(session, CPU_SLOWDOWN);
    return entry;
  }

  it('validates a field typed into and left with Tab, and keeps the form open and the text', async () => {
    const entry = await openWithoutScripts();
    await email().click();
    await session.page.keyboard.type('not-an-email');
    await session.page.keyboard.press('Tab');
    expect(await form().locator('form[data-state="ready"]').count()).toBe(0);
    entry.release();
    await expect
      .poll(() => form().getByText('Please enter a valid email address').count(), { timeout: 30_000 })
      .toBe(1);
    expect(await email().inputValue()).toBe('not-an-email');
    expect(await consent().isVisible()).toBe(true);
    expect(await email().getAttribute('aria-invalid')).toBe('true');
  });

  it('opens the form on a focus made before the script, and keeps typing in the same field', async () => {
    const entry = await openWithoutScripts();
    await email().click();
    await session.page.keyboard.type('early@');
    entry.release();
    await form().locator('form[data-state="ready"]').waitFor({ timeout: 30_000 });
    await fullSpeed(session.page);
    await session.page.keyboard.type('example.com');
    expect(await email().inputValue()).toBe('early@example.com');
    expect(await consent().isVisible()).toBe(true);
    expect(await email().evaluate((node) => (node.getRootNode() as ShadowRoot).activeElement === node)).toBe(
      true,
    );
  });
});

// The footer's and the language switch's client-rendered mechanics (a page that drops the tags in); the
// server-rendered page has the block from the start and its own tests (server-rendered.e2e.ts).
describe('the footer on a slow machine, the customer data held back', () => {
  it('keeps the open country list, the same nodes, when the data arrives and the sign-up block appears', async () => {
    const { page } = session;
    const customerData = await holdRequests(page, '**/service/customerfrontenddata/api/v1/psdata');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/de/?lang=en&csr');
    const footer = page.locator('shop-footer');
    const switcher = countryToggle(footer, ': Deutschland');
    await switcher.waitFor();
    cdp = await slowCpu(session, CPU_SLOWDOWN);

    await switcher.click();
    const austria = footer.getByRole('link', { name: 'Österreich' });
    await mark(switcher, 'switcherNode');
    await mark(austria, 'austriaNode');
    // The block waits for the customer data in its reserved space: nothing to type into yet.
    expect(await footer.getByRole('textbox').count()).toBe(0);

    const arrived = page.waitForResponse('**/service/customerfrontenddata/api/v1/psdata');
    customerData.release();
    await arrived;
    await footer.getByRole('textbox', { name: /Email address/ }).waitFor();
    expect(await sameNode(switcher, 'switcherNode')).toBe(true);
    expect(await sameNode(austria, 'austriaNode')).toBe(true);
    expect(await isOpen(switcher)).toBe(true);
  });
});

describe('the sign-up form on a slow phone, a new language on its way', () => {
  beforeEach(() => {
    pagePath = '/de/?lang=en&csr';
  });

  it('keeps what was typed, the focus and the same nodes while the page switches its language', async () => {
    const { page } = session;
    rulesChunk.release(); // the rules are not what this test holds back
    await open();
    const translations = await holdRequests(page, /\/chunks\/locale-fr-CH-[\w-]+\.js$/);
    await email().fill('visitor@example.com');
    await form().locator('form[data-state="ready"]').waitFor();
    await mark(email(), 'emailNode');
    await mark(submit(), 'submitNode');

    await form().evaluate((element) => element.setAttribute('lang', 'fr-CH'));
    await expect.poll(() => translations.requested()).toBe(true);
    // While the French texts are on their way, the English form stays as it is, in use.
    await email().pressSequentially('x', { delay: 20 });
    expect(await email().inputValue()).toBe('visitor@example.comx');
    expect(await sameNode(email(), 'emailNode')).toBe(true);

    translations.release();
    const frenchEmail = form().getByRole('textbox', { name: /adresse e-mail/i });
    await frenchEmail.waitFor();
    expect(await frenchEmail.inputValue()).toBe('visitor@example.comx');
    expect(await sameNode(frenchEmail, 'emailNode')).toBe(true);
    expect(
      await frenchEmail.evaluate((node) => (node.getRootNode() as ShadowRoot).activeElement === node),
    ).toBe(true);
    const frenchSubmit = form().locator('button[type="submit"]');
    expect(await sameNode(frenchSubmit, 'submitNode')).toBe(true);
  });
});
