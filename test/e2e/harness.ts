import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_HEADLESS_SHELL_PATH, CHROMIUM_PATH } from '../chromium.ts';
import { axeViolations, foundClean, markClean, pageStateFingerprint } from './axe.ts';
import { cpuQuota } from './cpu-quota.ts';
import { demoBaseUrl } from './demo-server.ts';
import { THROTTLED_FILES } from './throttled.ts';

export interface Session {
  page: Page;
  context: BrowserContext;
  baseUrl: string;
  /** Console errors, page errors and CSP violations seen so far; each test ends with none. */
  problems: string[];
  /** Console warnings, for tests that expect one. */
  warnings: string[];
  /**
   * Declares console errors the test causes on purpose, such as Chromium's "Failed to load resource" line
   * for an error status the test asks the backend for. Anything else still fails the test.
   */
  expectConsoleErrors(...patterns: RegExp[]): void;
  /** Navigates, waits for the widgets to settle, and runs axe on the page. */
  visit(path: string): Promise<void>;
  /**
   * Navigates and waits for the widgets to settle, without axe: for a page whose first state a test of its own
   * checks with `visit` (the kit gallery: one full-page axe run takes seconds, and repeated it only checks the
   * same DOM again). What a test changes on the page it still checks with `checkAccessibility`.
   */
  open(path: string): Promise<void>;
  /** Runs axe on the page as it is now (an open menu, an error state). */
  checkAccessibility(label?: string): Promise<void>;
  /** The focused element, followed into (nested) shadow roots, as plain facts. */
  focused(): Promise<{ text: string; name: string | null; className: string; label: string | null }>;
  resetBackend(): Promise<void>;
  requests(): Promise<{ method: string; path: string }[]>;
}

let launched: Promise<Browser> | undefined;
let launchedWithCache: Promise<Browser> | undefined;

/** How long one step of a test may wait: well under a test's own time-out (test/e2e/vitest.e2e.config.ts). */
const STEP_TIMEOUT_MS = 20_000;

/**
 * The worker's Chromium: launched by the first file the worker runs and kept for the ones after it (the browser
 * tests keep their worker's modules from file to file, test/e2e/vitest.e2e.config.ts), then ended with the
 * worker's process. Every test still gets a context of its own, which shares nothing with another's.
 *
 * With `backForwardCache`, the full Chromium with its back/forward cache on, as a visitor's browser has it: the
 * headless shell has no such cache (its navigation reports `BackForwardCacheDisabledForDelegate`), and Playwright
 * turns the cache off unless told not to. Launched only for the files that ask for it.
 */
function workerBrowser(backForwardCache: boolean): Promise<Browser> {
  if (backForwardCache) {
    launchedWithCache ??= launch(
      CHROMIUM_PATH,
      ['--disable-back-forward-cache'],
      () => (launchedWithCache = undefined),
    );
    return launchedWithCache;
  }
  launched ??= launch(CHROMIUM_HEADLESS_SHELL_PATH, [], () => (launched = undefined));
  return launched;
}

async function launch(
  executablePath: string,
  ignoreDefaultArgs: string[],
  forget: () => void,
): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(
      `No Chromium at ${executablePath}: apt-get install -y chromium chromium-headless-shell, or set CHROMIUM_PATH / CHROMIUM_HEADLESS_SHELL_PATH.`,
    );
  }
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, ignoreDefaultArgs });
  // A browser that crashed or was closed is launched again for the next file.
  browser.on('disconnected', forget);
  return browser;
}

/**
 * Gives every test of a file a fresh browser context on the demo server, and fails the test on any
 * console error, page error, Content-Security-Policy violation or axe violation. `backForwardCache`: the file runs in
 * the browser that keeps pages for Back and Forward (above).
 */
export function openBrowserSession({ backForwardCache = false } = {}): Session {
  let browser: Browser;
  const session = {} as Session;

  beforeAll(async () => {
    browser = await workerBrowser(backForwardCache);
  });

  beforeEach(async () => {
    const baseUrl = demoBaseUrl();
    const context = await browser.newContext({ baseURL: baseUrl });
    // A step that waits (a click, a navigation, a locator) gives up before the test does, so that a test that hangs
    // names the step it hung in rather than only its own time-out.
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    const problems: string[] = [];
    const warnings: string[] = [];
    const expected: RegExp[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && !expected.some((pattern) => pattern.test(text))) {
        problems.push(`console error: ${text}`);
      }
      if (message.type() === 'warning') warnings.push(text);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.exposeFunction('__reportCspViolation', (text: string) =>
      problems.push(`CSP violation: ${text}`),
    );
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation(text: string): void })
          .__reportCspViolation;
        report(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });

    Object.assign(session, {
      page,
      context,
      baseUrl,
      problems,
      warnings,
      expectConsoleErrors(...patterns: RegExp[]) {
        expected.push(...patterns);
      },
      async checkAccessibility(label = page.url()) {
        // axe reads the state at full speed on a page slowed down (slowCpu): what it finds does not depend on the
        // CPU's speed, and slowed it took three to six times as long. The test's own steps stay slowed.
        const slowed = slowedPages.get(page);
        if (slowed) await slowed.setRate(1);
        try {
          // A state found clean earlier in the run is not analysed again (test/e2e/axe.ts).
          const fingerprint = await pageStateFingerprint(page);
          if (foundClean(fingerprint)) return;
          const violations = await axeViolations(page);
          if (violations.length > 0) throw new Error(`axe on ${label}:\n- ${violations.join('\n- ')}`);
          // Marked only when the page did not change while axe read it.
          if (fingerprint !== undefined && (await pageStateFingerprint(page)) === fingerprint) {
            markClean(fingerprint, label);
          }
        } finally {
          if (slowed) await slowed.setRate(slowed.rate);
        }
      },
      async visit(path: string) {
        await session.open(path);
        await session.checkAccessibility(path);
      },
      async open(path: string) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
      },
      async focused() {
        return page.evaluate(() => {
          let active: Element | null = document.activeElement;
          while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
          return {
            text: (active?.textContent ?? '').trim(),
            name: active?.getAttribute('name') ?? null,
            className: active?.getAttribute('class') ?? '',
            label: active?.getAttribute('aria-label') ?? null,
          };
        });
      },
      async resetBackend() {
        await page.request.post('/__test__/reset');
      },
      async requests() {
        return (await (await page.request.get('/__test__/requests')).json()) as {
          method: string;
          path: string;
        }[];
      },
    } satisfies Session);
    await session.resetBackend();
  });

  afterEach(async () => {
    const { problems, context, page } = session;
    // A CPU quota stays on the browser's zygote when the page closes (`slowCpu`): lifted before the next test.
    await fullSpeed(page);
    await context.close();
    expect(problems, 'console errors, page errors and CSP violations').toEqual([]);
  });

  return session;
}

/*
 * The footer's groups and the country list are native disclosures (`<details>`/`<summary>`), which Playwright
 * gives no role to find them by: these find their summaries by class and text.
 */

/** The country switcher's summary within `scope`, optionally the one saying `text` (e.g. "Country: Polska"). */
export function countryToggle(scope: Page | Locator, text?: string): Locator {
  return scope.locator('summary[part="toggle"]', text === undefined ? undefined : { hasText: text });
}

/** The summary of the footer's first service group, folded (mobile, tablet, or drawn for any width). */
export function firstGroupToggle(scope: Page | Locator): Locator {
  return scope.locator('.sw-footer__group > summary').first();
}

/** Whether the disclosure a summary opens is open. */
export function isOpen(summary: Locator): Promise<boolean> {
  return summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open);
}

/**
 * Opens the staff panel's modal on `page` (the panel must be shown), sets a preview of 1 December 2026, 18:30,
 * test footer-newsletter-teaser group variant-2, applies it and closes the modal.
 */
export async function applyTeaserPreview(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Preview settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview settings' });
  await dialog.getByLabel('Date').fill('2026-12-01');
  await dialog.getByLabel('Time').fill('18:30');
  await expect.poll(() => dialog.getByText('Active tests found.').count()).toBe(1);
  await dialog.getByRole('combobox', { name: 'Name' }).selectOption('footer-newsletter-teaser');
  await dialog.getByRole('combobox', { name: /Group/ }).selectOption('variant-2');
  await dialog.getByRole('button', { name: 'Set preview settings' }).click();
  await expect.poll(() => dialog.getByText('Settings applied successfully.').count()).toBe(1);
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.count()).toBe(0);
}

/** A request pattern held back by the test: code or data that comes late, as on a slow connection. */
export interface HeldRequests {
  /** Lets every held request (and every later one) go. */
  release(): void;
  /** Whether the page has asked for it yet. */
  requested(): boolean;
}

/** Holds every request for `pattern` until `release()`. */
export async function holdRequests(page: Page, pattern: string | RegExp): Promise<HeldRequests> {
  let release!: () => void;
  let requested = false;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  return { release, requested: () => requested };
}

/**
 * The page's CPU slowed `rate` times, as on a slower phone: by a CPU quota for its processes where the machine
 * offers one (test/e2e/cpu-quota.ts), else by Chromium's own slowdown. Ends with the test, with `fullSpeed`, or when
 * the CDP session it returns (for the test's own protocol commands) is detached.
 */
export async function slowCpu(session: Pick<Session, 'page' | 'context'>, rate = 4): Promise<CDPSession> {
  const file = relative(process.cwd(), expect.getState().testPath ?? '');
  if (!THROTTLED_FILES.includes(file)) {
    throw new Error(
      `${file} throttles the CPU: add it to THROTTLED_FILES (test/e2e/throttled.ts) to run it alone.`,
    );
  }
  const cdp = await session.context.newCDPSession(session.page);
  const quota = cpuQuota();
  // Said once per worker, so that a run's output shows which of the two slowed its pages (their costs differ).
  if (!slowdownNamed) {
    slowdownNamed = true;
    console.info(
      quota
        ? "slowCpu: a CPU quota on the page's processes (test/e2e/cpu-quota.ts)"
        : "slowCpu: Chromium's own slowdown, which keeps a core busy (no writable cgroup v1 cpu controller)",
    );
  }
  const slowdown: Slowdown = {
    rate,
    setRate: quota
      ? async (now) => (now === 1 ? quota.lift() : quota.slow(now))
      : async (now) => void (await cdp.send('Emulation.setCPUThrottlingRate', { rate: now })),
  };
  await slowdown.setRate(rate);
  slowedPages.set(session.page, slowdown);
  // Detached, the session ends the slowdown: Chromium's with it, a quota lifted here.
  const detach = cdp.detach.bind(cdp);
  cdp.detach = async () => {
    slowedPages.delete(session.page);
    quota?.lift();
    return detach();
  };
  return cdp;
}

/**
 * Lifts the page's slowdown for the rest of the test (its CDP session stays usable): a test lifts it once the window
 * it slows down (a takeover under way) is over, and its later steps take no longer than they need. Where the page is
 * slowed by Chromium's own slowdown, which spins its main thread (test/e2e/cpu-quota.ts), that also frees the core.
 */
export async function fullSpeed(page: Page): Promise<void> {
  const slowed = slowedPages.get(page);
  if (!slowed || slowed.rate === 1) return;
  slowed.rate = 1;
  await slowed.setRate(1);
}

/** A page's slowdown: its rate for the test's steps, and how a rate is set (axe reads at full speed). */
interface Slowdown {
  rate: number;
  setRate(rate: number): Promise<void>;
}

/** Whether this worker has said which slowdown `slowCpu` uses. */
let slowdownNamed = false;

/** The pages `slowCpu` slowed down. */
const slowedPages = new WeakMap<Page, Slowdown>();
