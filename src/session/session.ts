import { LOGIN_TOKEN_COOKIE } from '../contract/cookies.ts';
import { isHandheldByCookie } from '../platform/device.ts';
import type { RenewalCode } from './check.ts';
import type * as Renewal from './renewal.ts';
import { tokenCookie } from './token-cookie.ts';

/**
 * The session renewal: keeps the customer's login token fresh while a page with the widgets is
 * open, once per page however many elements (and copies of the bundle) use it. This module holds its timers and
 * phases; the calls and the token checks are in `renewal.ts`, loaded only for a visitor who is logged in: a page
 * an anonymous visitor only scrolls never loads the HTTP client for it.
 *
 * - Logged in (a `LoginToken` cookie): every {@link LOGGED_IN_INTERVAL_MS} the token's claims are checked;
 *   when it is due, the renewal is posted. Codes 1, 3 and 5 stop the timer for good (until the module is
 *   started again); 0, 2 and 4 keep it.
 * - Logged out: every {@link LOGGED_OUT_POLL_MS} the module looks whether there was user activity (touch, key,
 *   scroll, click) since the last look and a login token exists now; then it checks at once and switches to
 *   the logged-in timer. Without activity it stays logged out, even if a cookie appeared.
 * - A hidden tab stops the running timer; becoming visible again checks at once and restarts it.
 * - On start, logged in, a long-term token is requested when it is missing or due, or the login token lacks `lid`.
 * - With the platform cookie saying smartphone or tablet nothing runs at all.
 * - Every failure is swallowed: no console output, no unhandled rejection.
 */

/**
 * The logged-in token check runs every 3 minutes.
 * @internal Test seam: the tests move the clock by it.
 */
export const LOGGED_IN_INTERVAL_MS = 3 * 60 * 1000;
/**
 * The logged-out wait for activity, looked at every 10 seconds.
 * @internal Test seam: the tests move the clock by it.
 */
export const LOGGED_OUT_POLL_MS = 10_000;

/**
 * The document events that count as user activity while logged out.
 * @internal Test seam: the tests dispatch each of them.
 */
export const ACTIVITY_EVENTS = ['touchstart', 'keydown', 'scroll', 'click'] as const;
/** Passive (never delays scrolling) and capturing, so scrolls of inner elements, which do not bubble, count. */
const ACTIVITY_OPTIONS: AddEventListenerOptions = { passive: true, capture: true };

/**
 * `idle`: nothing scheduled: not acquired, or the timer was stopped by code 1, 3 or 5. `off`: acquired, but
 * disabled by the platform cookie (or there is no document). `logged-in` / `logged-out`: the phase the module
 * is in; its timer is paused while the tab is hidden.
 */
type SessionMode = 'idle' | 'logged-in' | 'logged-out' | 'off';

/** What is running on the page, for tests and debugging. */
interface SessionState {
  mode: SessionMode;
  /** Live `acquireSession()` holders, from every bundle copy. */
  holders: number;
  /** Intervals the module has scheduled (0 or 1). */
  timers: number;
  /** Listeners the module has on `document` (four activity listeners, one visibility listener). */
  listeners: number;
  /** True while the tab is hidden and the timer therefore paused. */
  paused: boolean;
  /** The code that stopped the timer, if one did. */
  stoppedBy: RenewalCode | undefined;
  /** True while a check (and its renewal call) is under way. */
  checking: boolean;
}

type SessionObserver = (code: RenewalCode) => void;

/**
 * The one running module of the page. Copies of the bundle share it through {@link SESSION_KEY}, so this shape
 * is a contract between versions: a change that breaks it needs a new symbol.
 */
interface SessionRuntime {
  stop(): void;
  state(): Omit<SessionState, 'holders'>;
}

interface SessionShared {
  holders: Set<object>;
  runtime: SessionRuntime | undefined;
  observers: Set<SessionObserver>;
}

const SESSION_KEY = Symbol.for('storefront-widgets.session');

type WithSession = typeof globalThis & { [SESSION_KEY]?: SessionShared };

function shared(): SessionShared {
  const scope = globalThis as WithSession;
  scope[SESSION_KEY] ??= { holders: new Set(), runtime: undefined, observers: new Set() };
  return scope[SESSION_KEY];
}

const OFF_RUNTIME: SessionRuntime = {
  stop: () => {},
  state: () => ({
    mode: 'off',
    timers: 0,
    listeners: 0,
    paused: false,
    stoppedBy: undefined,
    checking: false,
  }),
};

function report(observers: Set<SessionObserver>, code: RenewalCode): void {
  for (const observer of [...observers]) {
    try {
      observer(code);
    } catch {
      // An observer is for tests and debugging; its failure must not disturb the renewal.
    }
  }
}

/** The calls and the token checks, loaded with the first round that needs them (a logged-in visitor's). */
function renewal(): Promise<typeof Renewal> {
  return import('./renewal.ts');
}

function startRuntime(state: SessionShared): SessionRuntime {
  if (typeof document === 'undefined' || isHandheldByCookie()) return OFF_RUNTIME;

  let phase: 'logged-in' | 'logged-out' | 'idle' = 'idle';
  let timer: ReturnType<typeof setInterval> | undefined;
  let hidden = document.visibilityState === 'hidden';
  let sawActivity = false;
  let activityListening = false;
  let visibilityListening = false;
  let stoppedBy: RenewalCode | undefined;
  let checking = false;
  let ended = false;

  const onActivity = (): void => {
    sawActivity = true;
  };

  const onVisibility = (): void => {
    const nowHidden = document.visibilityState === 'hidden';
    if (nowHidden === hidden) return;
    hidden = nowHidden;
    if (hidden) clearTimer();
    else runTimer(true);
  };

  function clearTimer(): void {
    if (timer === undefined) return;
    clearInterval(timer);
    timer = undefined;
  }

  function listenForActivity(on: boolean): void {
    if (on === activityListening) return;
    activityListening = on;
    for (const type of ACTIVITY_EVENTS) {
      if (on) document.addEventListener(type, onActivity, ACTIVITY_OPTIONS);
      else document.removeEventListener(type, onActivity, ACTIVITY_OPTIONS);
    }
  }

  function listenForVisibility(on: boolean): void {
    if (on === visibilityListening) return;
    visibilityListening = on;
    if (on) document.addEventListener('visibilitychange', onVisibility);
    else document.removeEventListener('visibilitychange', onVisibility);
  }

  /** (Re)starts the phase's interval unless the tab is hidden; `immediate` runs one round right away. */
  function runTimer(immediate: boolean): void {
    clearTimer();
    if (ended || hidden) return;
    if (phase === 'logged-in') {
      timer = setInterval(() => void check(), LOGGED_IN_INTERVAL_MS);
      if (immediate) void check();
    } else if (phase === 'logged-out') {
      // The interval first: a round that switches to logged in replaces it.
      timer = setInterval(poll, LOGGED_OUT_POLL_MS);
      if (immediate) poll();
    }
  }

  function enterLoggedIn(immediate: boolean): void {
    listenForActivity(false);
    phase = 'logged-in';
    runTimer(immediate);
  }

  function enterLoggedOut(): void {
    phase = 'logged-out';
    listenForActivity(true);
    runTimer(false);
  }

  /** One logged-out round: activity since the last round and a login token now switch to logged in. */
  function poll(): void {
    if (sawActivity && tokenCookie(LOGIN_TOKEN_COOKIE) !== undefined) {
      enterLoggedIn(true);
      return;
    }
    sawActivity = false;
  }

  /** One logged-in round; a second round while one is under way is skipped (never two renewal calls). */
  async function check(): Promise<void> {
    if (checking || ended) return;
    checking = true;
    let round: { code: RenewalCode; stops: boolean };
    try {
      round = await (await renewal()).checkRound();
    } catch {
      // Its code could not be loaded: the next round tries again.
      return;
    } finally {
      checking = false;
    }
    const { code } = round;
    if (ended) return;
    if (round.stops) {
      // Stopped for good: nothing can restart it, so nothing is left listening either.
      clearTimer();
      listenForActivity(false);
      listenForVisibility(false);
      phase = 'idle';
      stoppedBy = code;
    }
    report(state.observers, code);
  }

  listenForVisibility(true);
  if (tokenCookie(LOGIN_TOKEN_COOKIE) !== undefined) {
    renewal().then(
      ({ requestLongtermToken }) => ended || requestLongtermToken(),
      () => {},
    );
    enterLoggedIn(false);
  } else enterLoggedOut();

  return {
    stop() {
      ended = true;
      clearTimer();
      listenForActivity(false);
      listenForVisibility(false);
      phase = 'idle';
    },
    state: () => ({
      mode: phase,
      timers: timer === undefined ? 0 : 1,
      listeners: (activityListening ? ACTIVITY_EVENTS.length : 0) + (visibilityListening ? 1 : 0),
      paused: hidden,
      stoppedBy,
      checking,
    }),
  };
}

/**
 * Takes part in the page's session renewal: the first holder on the page (from any copy of the bundle) starts
 * it, and the returned function releases this hold. When the last holder has released, everything stops: no
 * timer, no listener is left, and a call still under way is ignored. Releasing twice does nothing. Elements
 * acquire when connected and release when disconnected.
 */
export function acquireSession(): () => void {
  const session = shared();
  const holder = {};
  session.holders.add(holder);
  session.runtime ??= startRuntime(session);
  return () => {
    // A set, not a counter: a second call of the same function deletes nothing.
    session.holders.delete(holder);
    if (session.holders.size > 0) return;
    session.runtime?.stop();
    session.runtime = undefined;
  };
}

/**
 * Calls `observer` with the code of every check on the page (0 to 5), for tests and debugging. Returns the
 * function that stops observing. An observer that throws is ignored.
 * @internal Test seam: the tests observe the result codes; no widget needs them.
 */
export function onSessionResult(observer: SessionObserver): () => void {
  const { observers } = shared();
  observers.add(observer);
  return () => observers.delete(observer);
}

/**
 * What is running on the page right now.
 * @internal Test seam: the tests read the timers and holders.
 */
export function sessionStateForTests(): SessionState {
  const session = shared();
  const running = session.runtime?.state() ?? {
    mode: 'idle',
    timers: 0,
    listeners: 0,
    paused: false,
    stoppedBy: undefined,
    checking: false,
  };
  return { ...running, holders: session.holders.size };
}

/**
 * Stops everything and forgets holders and observers, as on a fresh page. For tests only.
 * @internal Test seam: tests start each case without a running session.
 */
export function resetSessionForTests(): void {
  const scope = globalThis as WithSession;
  scope[SESSION_KEY]?.runtime?.stop();
  delete scope[SESSION_KEY];
}
