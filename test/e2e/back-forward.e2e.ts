import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_TOKEN_COOKIE } from '../../src/contract/cookies.ts';
import { LOGIN_RENEW_PATH } from '../../src/contract/login.ts';
import { ARRIVALS, pagePath } from './arrivals.ts';
import { countryToggle, openBrowserSession } from './harness.ts';
import { logInAsCustomer, logInAsStaff } from './logins.ts';
import { SIGNUP_PATH, signUp } from './signup.ts';

/*
 * Back and Forward to a page the browser kept in its back/forward cache: the page comes back as it was left, its
 * scripts resume where they stopped, and no request is made for it. The storefront pages allow it (they are
 * `private, no-cache`, not `no-store`); these tests run in the full Chromium with the cache on.
 */
const session = openBrowserSession({ backForwardCache: true });

/** The page's session renewal as it runs (the state every copy of the bundle shares on the page). */
type Renewal = { mode: string; timers: number; paused: boolean; stoppedBy?: number };

beforeEach(async () => {
  await session.page.addInitScript(() => {
    const page = window as unknown as { __restores: number };
    page.__restores = 0;
    addEventListener('pageshow', (event) => {
      if (event.persisted) page.__restores += 1;
    });
  });
});

const restores = (page: Page) =>
  page.evaluate(() => (window as unknown as { __restores: number }).__restores);

/** Leaves for another storefront page and comes Back; the page must come from the back/forward cache. */
async function awayAndBack(page: Page, meanwhile: () => Promise<void> = async () => {}): Promise<void> {
  const before = await restores(page);
  await page.goto('/cz/');
  await page.waitForLoadState('networkidle');
  await meanwhile();
  // Restored, the page fires no load event: the navigation ends at its commit.
  await page.goBack({ waitUntil: 'commit' });
  await expect
    .poll(() => restores(page), { message: 'restored from the back/forward cache' })
    .toBe(before + 1);
}

function renewal(page: Page): Promise<Renewal | null> {
  return page.evaluate(() => {
    const shared = (globalThis as Record<symbol, { runtime?: { state(): Renewal } } | undefined>)[
      Symbol.for('storefront-widgets.session')
    ];
    return shared?.runtime?.state() ?? null;
  });
}

/** Records the code of every check the page's renewal makes from now on (`window.__codes`). */
function recordChecks(page: Page): Promise<void> {
  return page.evaluate(() => {
    const codes: number[] = [];
    (window as unknown as { __codes: number[] }).__codes = codes;
    const shared = (globalThis as Record<symbol, { observers: Set<(code: number) => void> } | undefined>)[
      Symbol.for('storefront-widgets.session')
    ];
    shared?.observers.add((code) => codes.push(code));
  });
}

const checks = (page: Page) => page.evaluate(() => (window as unknown as { __codes: number[] }).__codes);

/** A login token with the given claims, as the renewal reads it (its signature is the backend's business). */
function loginToken(claims: { exp: number; ren?: number; lid?: string }): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}

describe.each(ARRIVALS)('back to a storefront page (%s)', (arrival) => {
  it('comes back from the cache with every element working and what the visitor typed', async () => {
    const { page } = session;
    await session.open(pagePath('/de/', arrival, 'lang=en'));
    const email = page.locator('main newsletter-signup').getByRole('textbox', { name: /Email address/ });
    await email.fill('back.again@example.com');
    await awayAndBack(page);
    expect(await email.inputValue()).toBe('back.again@example.com');
    // The footer's country list opens, as before the visitor left.
    const footer = page.locator('shop-footer');
    await countryToggle(footer).click();
    await expect.poll(() => footer.getByRole('link', { name: 'Magyarország' }).count()).toBe(1);
    // One tree per element: nothing drawn twice on the way back.
    expect(await page.locator('main newsletter-signup').locator('form').count()).toBe(1);
    await session.checkAccessibility('restored page');
  });

  it('keeps a sign-up as it was left: thanked, and sent once', async () => {
    const { page } = session;
    await session.open(pagePath('/de/', arrival, 'lang=en'));
    await signUp(page, 'kept.thanks@example.com', session.baseUrl);
    await awayAndBack(page);
    const block = page.locator('main newsletter-signup');
    expect(await block.locator('[part="base"][data-state="signed-up"]').count()).toBe(1);
    expect(await block.getByText('Thank you for signing up!').count()).toBe(1);
    const posts = (await session.requests()).filter(
      (request) => request.method === 'POST' && request.path === SIGNUP_PATH,
    );
    expect(posts).toHaveLength(1);
  });
});

describe('every element on one page', () => {
  it('comes back from the cache, each element drawn once and working', async () => {
    const { page } = session;
    await session.open('/blank/');
    const tags = ['newsletter-signup', 'country-switcher', 'shop-footer', 'preview-panel'];
    await awayAndBack(page);
    for (const tag of tags) expect(await page.locator(tag).count(), tag).toBeGreaterThan(0);
    expect(await page.locator('main newsletter-signup').locator('form').count()).toBe(1);
    await countryToggle(page.locator('main country-switcher')).click();
    await expect
      .poll(() => page.locator('main country-switcher').getByRole('link', { name: 'Magyarország' }).count())
      .toBe(1);
  });
});

describe('the session renewal after a restore', () => {
  it('an anonymous visitor: the wait for a login runs again, unpaused', async () => {
    const { page } = session;
    await session.open('/de/');
    await expect.poll(() => renewal(page).then((state) => state?.mode)).toBe('logged-out');
    await awayAndBack(page);
    await expect.poll(() => renewal(page)).toMatchObject({ mode: 'logged-out', timers: 1, paused: false });
  });

  /** A logged-in customer on /de/ leaves, gets a login token with `claims` meanwhile, and comes back. */
  async function loggedInBackWithToken(claims: Parameters<typeof loginToken>[0]): Promise<void> {
    const { page, context } = session;
    await logInAsCustomer(page, '/de/');
    await expect.poll(() => renewal(page).then((state) => state?.mode)).toBe('logged-in');
    await recordChecks(page);
    await awayAndBack(page, () =>
      context.addCookies([{ name: LOGIN_TOKEN_COOKIE, value: loginToken(claims), url: session.baseUrl }]),
    );
  }
  const now = () => Math.floor(Date.now() / 1000);

  it('a logged-in customer: checks at once on the way back and renews a token that fell due meanwhile', async () => {
    // The demo's backend refuses the made-up token with a 401, which Chromium logs.
    session.expectConsoleErrors(/status of 401/);
    await loggedInBackWithToken({ exp: now() + 3600, ren: now() - 60, lid: 'l1' });
    // The round made on the way back posted the renewal (the demo refuses the token this test made up).
    await expect.poll(() => checks(session.page).then((codes) => codes.length)).toBe(1);
    const renewals = (await session.requests()).filter(
      (request) => request.method === 'POST' && request.path === LOGIN_RENEW_PATH,
    );
    expect(renewals).toHaveLength(1);
  });

  it('a logged-in customer whose token expired meanwhile: stops, and calls nothing', async () => {
    await loggedInBackWithToken({ exp: now() - 60, lid: 'l1' });
    await expect.poll(() => checks(session.page)).toEqual([5]);
    expect(await renewal(session.page)).toMatchObject({ mode: 'idle', timers: 0, stoppedBy: 5 });
    expect((await session.requests()).filter((request) => request.path === LOGIN_RENEW_PATH)).toEqual([]);
  });
});

describe('the staff preview panel after a restore', () => {
  it('shows no panel once the staff member logged out on another page', async () => {
    const { page } = session;
    await logInAsStaff(page, '/de/?preview&lang=en');
    const panel = () => page.getByRole('button', { name: 'Preview settings' }).count();
    await expect.poll(panel).toBe(1);
    await awayAndBack(page, async () => {
      await page.goto('/at/?preview&lang=en');
      await page.getByRole('button', { name: 'Preview settings' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
      await expect.poll(panel).toBe(0);
      // Back to the page of the logout first, so that the next Back lands on the page left with the panel open.
      await page.goBack({ waitUntil: 'commit' });
      await page.waitForURL((url) => url.pathname === '/cz/', { waitUntil: 'commit' });
    });
    await expect.poll(panel).toBe(0);
  });
});
