import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chromium, type Browser as PlaywrightBrowser, type Page as PlaywrightPage } from 'playwright-core';
import puppeteer, { type Browser as PuppeteerBrowser, type Page as PuppeteerPage } from 'puppeteer-core';
import { Key as WebDriverKey, remote } from 'webdriverio';
import { CHROMIUM_ARGS, CHROMIUM_HEADLESS_SHELL_PATH } from '../chromium.ts';
import { freePort } from '../e2e/processes.ts';
import { collectProblemsInPage, takeProblemsInPage } from './in-page.ts';

/*
 * The few things each engine's driver does its own way; everything else (finding elements, reading them, waiting)
 * runs in the page and is the same for all three (test/engines/driver.ts, test/engines/in-page.ts).
 *
 * - Chromium: Debian's headless shell through playwright-core, as the other browser tests.
 * - Firefox ESR: puppeteer-core over WebDriver BiDi (Playwright cannot drive Debian's Firefox).
 * - WebKitGTK: webdriverio in classic WebDriver mode against `WebKitWebDriver`, which runs Debian's MiniBrowser
 *   on a virtual X display (`xvfb-run`); MiniBrowser has no headless mode, and the driver refuses BiDi.
 */

export type EngineName = 'chromium' | 'firefox' | 'webkit';

const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** The keys the journeys press. */
export type PressedKey = 'Tab' | 'Escape' | 'Enter' | 'Space';

/** A function the page runs: its argument and result must survive JSON. */
export type InPage<A, R> = (argument: A) => R | Promise<R>;

/** One tab of one engine. */
export interface Tab {
  /** Loads `url` and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Sizes the viewport as near `width` × `height` as the engine allows; resolves to the size it got. */
  setViewport(width: number, height: number): Promise<{ width: number; height: number }>;
  evaluate<A, R>(fn: InPage<A, R>, argument: A): Promise<R>;
  /** Runs a script's source text in the page (axe-core). */
  run(source: string): Promise<void>;
  /** A mouse press at viewport coordinates. */
  click(x: number, y: number): Promise<void>;
  type(text: string): Promise<void>;
  press(key: PressedKey): Promise<void>;
  /** The viewport as a PNG. */
  screenshot(): Promise<Buffer>;
  /** Page errors, console errors and CSP violations since the last call. */
  takeProblems(): Promise<string[]>;
  close(): Promise<void>;
}

/** How a tab is opened: with scripting (the default) or without, as a visitor who turned JavaScript off. */
interface TabOptions {
  javaScript?: boolean;
  /**
   * An empty page of the origin under test, where a tab that lives from one test to the next waits for the next
   * (WebKit's one session): leaving the origin for about:blank started a new page process for every test, a fifth
   * of WebKit's processor time.
   */
  blank?: string;
}

/**
 * Whether a script the driver puts in a page without scripting still gets its timers and promise callbacks run
 * (axe-core needs them): not in Chromium (scripting disabled for the context) nor in Firefox ESR
 * (`javascript.enabled` off), in isolated worlds neither; in WebKitGTK, whose setting turns off only the
 * markup's scripts, yes.
 */
export const TIMERS_WITHOUT_SCRIPTING: Record<EngineName, boolean> = {
  chromium: false,
  firefox: false,
  webkit: true,
};

/** One engine's browser, launched once for a test file. */
export interface EngineBrowser {
  engine: EngineName;
  /** The browser's own name and version, e.g. "Firefox 153.8.0esr". */
  version: string;
  /** A tab that shares no cookies or storage with an earlier one. */
  newTab(options?: TabOptions): Promise<Tab>;
  close(): Promise<void>;
}

export function launchEngine(engine: EngineName): Promise<EngineBrowser> {
  const launchers = { chromium: launchChromium, firefox: launchFirefox, webkit: launchWebKit };
  return launchers[engine]();
}

/**
 * A tab without scripting in a browser of its own, closed with the tab: for the engines whose scripting is a
 * setting of the whole browser (Firefox's `javascript.enabled` preference, WebKitGTK's
 * `enable-javascript-markup`), not of a context. The driver's own calls into the page still run there.
 */
async function scriptlessTab(launch: () => Promise<EngineBrowser>): Promise<Tab> {
  const browser = await launch();
  try {
    const tab = await browser.newTab();
    return {
      ...tab,
      async close() {
        await tab.close().finally(() => browser.close());
      },
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

function requireFile(path: string, install: string): void {
  if (!existsSync(path)) throw new Error(`No ${path}: apt-get install -y ${install} (or set its *_PATH).`);
}

async function launchChromium(): Promise<EngineBrowser> {
  requireFile(CHROMIUM_HEADLESS_SHELL_PATH, 'chromium-headless-shell');
  const browser: PlaywrightBrowser = await chromium.launch({
    executablePath: CHROMIUM_HEADLESS_SHELL_PATH,
    args: CHROMIUM_ARGS,
  });
  return {
    engine: 'chromium',
    version: `Chromium ${browser.version()}`,
    async newTab({ javaScript = true } = {}) {
      const context = await browser.newContext({ javaScriptEnabled: javaScript });
      const page: PlaywrightPage = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      await page.addInitScript(collectProblemsInPage);
      return {
        async goto(url) {
          await page.goto(url);
        },
        async setViewport(width, height) {
          await page.setViewportSize({ width, height });
          return { width, height };
        },
        // The libraries type a page function's argument their own ways; the journeys' arguments are plain data.
        evaluate: (fn, argument) => page.evaluate(fn as never, argument) as never,
        run: (source) => page.evaluate(source),
        click: (x, y) => page.mouse.click(x, y),
        type: (text) => page.keyboard.type(text),
        press: (key) => page.keyboard.press(key),
        screenshot: () => page.screenshot(),
        async takeProblems() {
          // Page errors and console errors come from the protocol; CSP violations from the page.
          const inPage = await page.evaluate(takeProblemsInPage);
          return [...problems.splice(0, problems.length), ...inPage.filter((text) => text.startsWith('CSP'))];
        },
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}

async function launchFirefox({ javaScript = true }: TabOptions = {}): Promise<EngineBrowser> {
  requireFile(FIREFOX_PATH, 'firefox-esr');
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // Firefox ESR 153 has no BiDi command to turn scripting off for one tab.
    extraPrefsFirefox: {
      // Motion off, as a visitor who asks for less of it: the kit's modal rose into place over a picture now and
      // then (decided by a frame's timing), and the product's motion shortens to nothing under it (tokens.css).
      'ui.prefersReducedMotion': 1,
      ...(javaScript ? {} : { 'javascript.enabled': false }),
    },
  });
  const version = await browser.version();
  return {
    engine: 'firefox',
    version: version.replace(/^firefox\//i, 'Firefox '),
    async newTab({ javaScript: tabScript = true } = {}) {
      if (!tabScript && javaScript) return scriptlessTab(() => launchFirefox({ javaScript: false }));
      const context = await browser.createBrowserContext();
      const page: PuppeteerPage = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${(error as Error).message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      await page.evaluateOnNewDocument(collectProblemsInPage);
      return {
        async goto(url) {
          await page.goto(url, { waitUntil: 'load' });
        },
        async setViewport(width, height) {
          await page.setViewport({ width, height });
          return { width, height };
        },
        evaluate: (fn, argument) => page.evaluate(fn as never, argument) as never,
        async run(source) {
          await page.evaluate(source);
        },
        click: (x, y) => page.mouse.click(x, y),
        type: (text) => page.keyboard.type(text),
        press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key),
        screenshot: async () => Buffer.from(await page.screenshot()),
        async takeProblems() {
          const inPage = await page.evaluate(takeProblemsInPage);
          return [...problems.splice(0, problems.length), ...inPage.filter((text) => text.startsWith('CSP'))];
        },
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}

const WEBDRIVER_KEYS: Record<PressedKey, string> = {
  Tab: WebDriverKey.Tab,
  Escape: WebDriverKey.Escape,
  Enter: WebDriverKey.Enter,
  Space: ' ',
};

/**
 * `WebKitWebDriver` on a virtual display, started in a process group of its own (xvfb-run, Xvfb, the driver and
 * the browsers it runs) and ended with that group.
 */
async function startWebKitDriver(): Promise<{ port: number; stop(): void; process: ChildProcess }> {
  requireFile(WEBKIT_DRIVER_PATH, 'webkit2gtk-driver');
  requireFile(MINIBROWSER_PATH, 'webkit2gtk-driver');
  requireFile('/usr/bin/xvfb-run', 'xvfb');
  const port = await freePort();
  const child = spawn('xvfb-run', ['-a', WEBKIT_DRIVER_PATH, `--port=${port}`], {
    detached: true,
    stdio: 'ignore',
  });
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/status`);
      return { port, stop, process: child };
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) {
        stop();
        throw new Error(`WebKitWebDriver did not answer on port ${port}`);
      }
      await new Promise((done) => setTimeout(done, 100));
    }
  }
}

async function launchWebKit({ javaScript = true }: TabOptions = {}): Promise<EngineBrowser> {
  const driver = await startWebKitDriver();
  const browser = await remote({
    hostname: '127.0.0.1',
    port: driver.port,
    path: '/',
    logLevel: 'warn',
    capabilities: {
      // The driver refuses a session that asks for BiDi.
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': {
        binary: MINIBROWSER_PATH,
        // Without scripting in the page's markup; the driver's own scripts still run.
        args: ['--automation', ...(javaScript ? [] : ['--enable-javascript-markup=false'])],
      },
    } as WebdriverIO.Capabilities,
  }).catch((error: unknown) => {
    driver.stop();
    throw error;
  });
  /** The window's frame around the viewport (MiniBrowser's toolbar), measured at the first resize. */
  let frame: { width: number; height: number } | undefined;
  let problems: string[] = [];
  // Classic WebDriver runs nothing before the page's own scripts and has no log: the page collects its own
  // problems from its load event on, and what it collected is read before each navigation.
  const take = async () => {
    problems.push(...(await browser.execute(takeProblemsInPage).catch(() => [] as string[])));
  };
  return {
    engine: 'webkit',
    version: webkitGtkVersion(),
    async newTab({ javaScript: tabScript = true, blank = 'about:blank' } = {}) {
      if (!tabScript && javaScript) return scriptlessTab(() => launchWebKit({ javaScript: false }));
      // One session for the file: a session per test costs seconds. What a test left in the demo's origin
      // (cookies, storage) is cleared when its tab closes, while the page is still on that origin.
      await browser.url(blank);
      problems = [];
      return {
        async goto(url) {
          await take();
          await browser.url(url);
          await browser.execute(collectProblemsInPage);
        },
        async setViewport(width, height) {
          frame ??= await browser.execute(() => ({
            width: outerWidth - innerWidth,
            height: outerHeight - innerHeight,
          }));
          await browser.setWindowSize(width + frame.width, height + frame.height);
          return browser.execute(() => ({ width: innerWidth, height: innerHeight }));
        },
        evaluate: (fn, argument) => browser.execute(fn as never, argument) as never,
        async run(source) {
          await browser.execute(source);
        },
        async click(x, y) {
          await browser
            .action('pointer', { parameters: { pointerType: 'mouse' } })
            .move({ x, y, origin: 'viewport' })
            .down()
            .up()
            .perform();
        },
        async type(text) {
          // Each character down and up before the next: webdriverio's `keys` presses them all down first, and the
          // second of a doubled letter ("staff") then goes down while the first is still held, which types nothing.
          const keys = browser.action('key');
          for (const character of text) keys.down(character).up(character);
          await keys.perform();
        },
        press: (key) => browser.keys(WEBDRIVER_KEYS[key]),
        screenshot: async () => Buffer.from(await browser.takeScreenshot(), 'base64'),
        async takeProblems() {
          await take();
          return problems.splice(0, problems.length);
        },
        async close() {
          await take();
          await browser.deleteAllCookies();
          await browser.execute(() => {
            // A page that is not the demo's (about:blank) has no storage to clear.
            if (location.protocol !== 'http:') return;
            localStorage.clear();
            sessionStorage.clear();
          });
        },
      };
    },
    async close() {
      await browser.deleteSession().catch(() => undefined);
      driver.stop();
    },
  };
}

/**
 * WebKitGTK's version from Debian's package list: MiniBrowser prints it only with a display, and the user agent
 * names a frozen Safari version instead.
 */
function webkitGtkVersion(): string {
  const status = existsSync('/var/lib/dpkg/status') ? readFileSync('/var/lib/dpkg/status', 'utf8') : '';
  const entry = status.split('\n\n').find((block) => block.startsWith('Package: libwebkit2gtk-4.1-0\n'));
  const version = /^Version: (\d+\.\d+\.\d+)/m.exec(entry ?? '')?.[1];
  return `WebKitGTK ${version ?? '(version unknown)'}`;
}
