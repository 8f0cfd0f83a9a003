import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { AXE_SOURCE, AXE_TAGS, axeInPage, violationLine } from '../e2e/axe.ts';
import { demoBaseUrl } from '../e2e/demo-server.ts';
import {
  launchEngine,
  type EngineBrowser,
  type EngineName,
  type InPage,
  type PressedKey,
  type Tab,
} from './adapters.ts';
import {
  focusedInPage,
  inPage,
  pressLandedInPage,
  stillInPage,
  type Action,
  type Point,
  type SentMatch,
  type SentQuery,
} from './in-page.ts';

/*
 * One test body for Chromium, Firefox and WebKit: a page found by CSS through open shadow roots, or by role and
 * accessible name, pressed with the engine's own mouse and keyboard, read in the page. Every wait is a poll of
 * what the page shows now; no step sleeps.
 */

type Match = string | RegExp;

/** A box in the viewport, CSS pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Which elements: CSS (through open shadow roots), and optionally a role, a name, a text, a scope, the nth. */
export interface Query {
  css?: string;
  role?: string;
  name?: Match;
  text?: Match;
  /** Searched inside the first element this finds (its shadow root and children). */
  within?: Query;
  nth?: number;
}

/** How often a press is made again when the page moved it off its element (Target.click). */
const MAX_PRESSES = 3;
/** How long a step waits for the page before it fails. */
const STEP_TIMEOUT_MS = 15_000;
/** How long a picture waits for the images in view (well under the drivers' 30 s for a script). */
const IMAGES_TIMEOUT_MS = 3_000;

const sendMatch = (match: Match | undefined): SentMatch | undefined =>
  match === undefined
    ? undefined
    : typeof match === 'string'
      ? { exact: match }
      : { source: match.source, flags: match.flags };

function send(query: Query): SentQuery {
  return {
    css: query.css ?? '*',
    ...(query.role === undefined ? {} : { role: query.role }),
    ...(query.name === undefined ? {} : { name: sendMatch(query.name) }),
    ...(query.text === undefined ? {} : { text: sendMatch(query.text) }),
    ...(query.within === undefined ? {} : { within: send(query.within) }),
    ...(query.nth === undefined ? {} : { nth: query.nth }),
  };
}

const describeQuery = (query: Query): string =>
  [
    query.within ? `${describeQuery(query.within)} >` : '',
    query.css ?? '',
    query.role ? `[role=${query.role}]` : '',
    query.name === undefined ? '' : `[name=${String(query.name)}]`,
    query.text === undefined ? '' : `[text=${String(query.text)}]`,
    query.nth === undefined ? '' : `[${query.nth}]`,
  ].join('');

/** One element of the page (whichever matches its query when a step runs). */
export class Target {
  constructor(
    private readonly page: EnginePage,
    readonly query: Query,
  ) {}

  /** The element inside this one. */
  find(query: Query): Target {
    return new Target(this.page, { ...query, within: this.query });
  }

  count(): Promise<number> {
    return this.page.act(this.query, { kind: 'count' }) as Promise<number>;
  }

  /** Waits until the element is there. */
  async waitFor(): Promise<this> {
    await this.page.poll(`${describeQuery(this.query)} to appear`, async () => (await this.count()) > 0);
    return this;
  }

  /** Reads `action` once the element is there. */
  private async read<T>(action: Action): Promise<T> {
    await this.waitFor();
    return (await this.page.act(this.query, action)) as T;
  }

  /** Its text as a visitor reads it: text and image names, spaces collapsed. */
  text = () => this.read<string>({ kind: 'text' });
  attribute = (name: string) => this.read<string | null>({ kind: 'attribute', name });
  value = () => this.read<string>({ kind: 'value' });
  checked = () => this.read<boolean>({ kind: 'checked' });
  isFocused = () => this.read<boolean>({ kind: 'focused' });
  isVisible = () => this.read<boolean>({ kind: 'visible' });
  /** Whether the `<details>` (or the one a `<summary>` opens) is open. */
  isOpen = () => this.read<boolean>({ kind: 'open' });
  rect = () => this.read<Box>({ kind: 'rect' });
  /** Scrolls its top into view; its box in the viewport then. */
  reveal = () => this.read<Box>({ kind: 'reveal' });

  async setAttribute(name: string, value: string | null): Promise<void> {
    await this.read({ kind: 'set-attribute', name, value });
  }

  /**
   * A mouse press at its centre, once it is there, nothing covers it and it stays where it is from one read to the
   * next. A page still laying itself out (content arriving above it on a busy machine) can move it from under the
   * press all the same: a click that does not reach it is swallowed in the page and the press made again.
   */
  async click(): Promise<void> {
    const what = describeQuery(this.query);
    for (let press = 1; ; press++) {
      let point: Point | null = null;
      await this.page.poll(`${what} to be there, uncovered and still`, async () => {
        const before = point;
        point = (await this.page.act(this.query, { kind: 'point' })) as Point | null;
        // Within a pixel: centring it again moved a button in Firefox's scroll-locked page (the preview panel's
        // open settings) by a pixel back and forth on every read.
        return (
          point !== null &&
          point.covered === null &&
          before !== null &&
          Math.abs(point.x - before.x) <= 1 &&
          Math.abs(point.y - before.y) <= 1
        );
      });
      await this.read({ kind: 'arm' });
      const { x, y } = point!;
      await this.page.tab.click(x, y);
      // A press that left the page (a link followed) landed.
      if (await this.page.evaluate(pressLandedInPage, undefined).catch(() => true)) return;
      if (press === MAX_PRESSES)
        throw new Error(`${this.page.engine}: ${MAX_PRESSES} presses on ${what} landed elsewhere`);
    }
  }

  /** Gives it the focus, as a visitor who Tabbed to it (the keyboard journeys start there). */
  async focus(): Promise<void> {
    await this.read({ kind: 'focus', select: false });
  }

  /** Focuses it (by a press, as a visitor does), selects what it holds and types `text` over it. */
  async fill(text: string): Promise<void> {
    if (!(await this.isFocused())) await this.click();
    await this.read({ kind: 'focus', select: true });
    await this.page.tab.type(text);
  }
}

/** One tab of one engine, on the test file's demo server. */
export class EnginePage {
  constructor(
    readonly engine: EngineName,
    readonly tab: Tab,
    private readonly baseUrl: string,
  ) {}

  /** Console lines the test expects (a refused call's status in the console), not counted as problems. */
  readonly expectedProblems: RegExp[] = [];

  /** Lets console lines matching `pattern` pass: the test brings them about on purpose. */
  expectProblems(pattern: RegExp): void {
    this.expectedProblems.push(pattern);
  }

  act(query: Query, action: Action): Promise<unknown> {
    return this.tab.evaluate(inPage, { query: send(query), action });
  }

  /**
   * Polls `check` until it holds, failing with `what` after STEP_TIMEOUT_MS. A check that throws (the page was
   * navigating away while it read) counts as not yet.
   */
  async poll(what: string, check: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + STEP_TIMEOUT_MS;
    let lastError: unknown;
    for (;;) {
      try {
        if (await check()) return;
      } catch (error) {
        lastError = error;
      }
      if (Date.now() > deadline) {
        throw new Error(`${this.engine}: waited ${STEP_TIMEOUT_MS} ms for ${what}`, { cause: lastError });
      }
      await new Promise((done) => setTimeout(done, 50));
    }
  }

  locate(query: Query): Target {
    return new Target(this, query);
  }

  /** Loads a path of the demo server, e.g. `/de/?lang=en`. */
  goto(path: string): Promise<void> {
    return this.tab.goto(new URL(path, this.baseUrl).href);
  }

  /** The page's path and query now. */
  async location(): Promise<string> {
    return this.evaluate(() => location.pathname + location.search, undefined);
  }

  setViewport(width: number, height: number): Promise<{ width: number; height: number }> {
    return this.tab.setViewport(width, height);
  }

  evaluate<A, R>(fn: InPage<A, R>, argument: A): Promise<R> {
    return this.tab.evaluate(fn, argument);
  }

  press(key: PressedKey): Promise<void> {
    return this.tab.press(key);
  }

  type(text: string): Promise<void> {
    return this.tab.type(text);
  }

  /** The element with focus, followed into shadow roots (null on the page's body). */
  focused(): Promise<ReturnType<typeof focusedInPage>> {
    return this.evaluate(focusedInPage, undefined);
  }

  /**
   * The viewport as a PNG, once fonts and the images in view are in, or IMAGES_TIMEOUT_MS passed: `unloaded` names
   * the images in view that did not load by then.
   */
  async screenshot(): Promise<{ png: Buffer; unloaded: string[] }> {
    const unloaded = await this.evaluate(stillInPage, IMAGES_TIMEOUT_MS);
    return { png: await this.tab.screenshot(), unloaded };
  }

  /** Fails with axe's violations on the page as it is now. */
  async checkAccessibility(label: string): Promise<void> {
    if (!(await this.evaluate(() => 'axe' in window, undefined))) await this.tab.run(AXE_SOURCE);
    const violations = await this.evaluate(axeInPage, AXE_TAGS);
    if (violations.length > 0) {
      throw new Error(`${this.engine}: axe on ${label}:\n- ${violations.map(violationLine).join('\n- ')}`);
    }
  }

  /** The requests the demo server's reference backend got since the test began. */
  async requests(): Promise<{ method: string; path: string }[]> {
    return (await (await fetch(new URL('/__test__/requests', this.baseUrl))).json()) as {
      method: string;
      path: string;
    }[];
  }
}

/** What a test file of the engines gets: the page of the running test, and the engine's name and version. */
export interface EngineSession {
  page: EnginePage;
  engine: EngineName;
  version: string;
  /**
   * A second page for the running test, with scripting off (a visitor without JavaScript); checked and closed
   * with the test's own page.
   */
  withoutJavaScript(): Promise<EnginePage>;
}

/**
 * Launches `engine` for the file, gives each test a fresh tab on the file's demo server (its backend reset), and
 * fails a test that leaves page errors, console errors or CSP violations behind.
 */
export function openEngineSession(engine: EngineName): EngineSession {
  let browser: EngineBrowser;
  /** The pages of the running test: its own, and any it opened without scripting. */
  let pages: EnginePage[] = [];
  const session = {
    engine,
    async withoutJavaScript() {
      const page = new EnginePage(engine, await browser.newTab({ javaScript: false }), demoBaseUrl());
      pages.push(page);
      return page;
    },
  } as EngineSession;

  beforeAll(async () => {
    browser = await launchEngine(engine);
    session.version = browser.version;
  });
  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    const baseUrl = demoBaseUrl();
    await fetch(new URL('/__test__/reset', baseUrl), { method: 'POST' });
    const blank = new URL('/__test__/blank', baseUrl).href;
    session.page = new EnginePage(engine, await browser.newTab({ blank }), baseUrl);
    pages = [session.page];
  });
  afterEach(async () => {
    const problems: string[] = [];
    for (const page of pages.splice(0)) {
      const { expectedProblems } = page;
      problems.push(
        ...(await page.tab.takeProblems()).filter(
          (problem) => !expectedProblems.some((pattern) => pattern.test(problem)),
        ),
      );
      await page.tab.close();
    }
    expect(problems, `${engine}: page errors, console errors and CSP violations`).toEqual([]);
  });

  return session;
}
