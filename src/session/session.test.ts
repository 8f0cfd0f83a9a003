import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countRequests } from '../../demo/backend/store.ts';
import { signToken } from '../../demo/backend/tokens.ts';
import { offContract } from '../../test/contract/answers.ts';
import { server } from '../../test/msw.ts';
import { EXPIRED, NOT_DUE, OK, RENEWED, SERVER_ERROR, UNKNOWN } from './check.ts';
import type { RenewalCode } from './check.ts';
import {
  ACTIVITY_EVENTS,
  acquireSession,
  LOGGED_IN_INTERVAL_MS,
  LOGGED_OUT_POLL_MS,
  onSessionResult,
  resetSessionForTests,
  sessionStateForTests,
} from './session.ts';
import { LOGIN_RENEW_PATH, LONGTERM_TOKEN_PATH } from '../contract/login.ts';
import type * as SessionApi from './session.ts';

const NOW_MS = Date.UTC(2030, 2, 1, 12, 0, 0);
const NOW_S = NOW_MS / 1000;
const MIN = 60 * 1000;
const DAY_S = 24 * 60 * 60;

/** A login token signed like the reference backend's; `ren` in the past means due, by default. */
function loginToken(claims: { exp?: number; ren?: number; lid?: string | null } = {}): string {
  const { lid = 'lt-c-de-1', ...times } = claims;
  return signToken({
    sub: 'c-de-1',
    exp: NOW_S + 20 * 60,
    ren: NOW_S - 60,
    ...times,
    ...(lid === null ? {} : { lid }),
  });
}

function freshLongtermToken(): string {
  return signToken({ sub: 'c-de-1', exp: NOW_S + 30 * DAY_S, ren: NOW_S + 20 * DAY_S, lid: 'lt-c-de-1' });
}

const COOKIES = ['LoginToken', 'LongtermToken', 'platform'];

function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${value}; path=/`;
}

function clearCookies(): void {
  for (const name of COOKIES) document.cookie = `${name}=; path=/; max-age=-1`;
}

/** Logged in with `token` (by default a due one) and a fresh long-term token: the start makes no call of its own. */
function loggedInDue(token = loginToken()): void {
  setCookie('LoginToken', token);
  setCookie('LongtermToken', freshLongtermToken());
}

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState): void {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

/**
 * Moves the fake clock and lets msw answer whatever the timers started; a round's calls come in a module loaded
 * when first needed (`renewal.ts`), whose loading takes real time.
 */
async function advance(ms: number): Promise<void> {
  await vi.dynamicImportSettled();
  await vi.advanceTimersByTimeAsync(ms);
  for (let round = 0; round < 5; round += 1) {
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
  }
}

/** Moves the clock by `rounds` logged-in intervals, one round at a time (see `advance`). */
async function advanceRounds(rounds: number): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await advance(LOGGED_IN_INTERVAL_MS);
}

interface SeenRequest {
  method: string;
  headers: Record<string, string | null>;
  body: string;
}

interface RenewCalls {
  count: () => number;
  requests: SeenRequest[];
}

/** What the handler saw (a clone of the request would lose its Cookie header in happy-dom). */
function seen(request: Request, body: string): SeenRequest {
  const headers: Record<string, string | null> = {};
  for (const name of ['cookie', 'content-type', 'x-requested-with'])
    headers[name] = request.headers.get(name);
  return { method: request.method, headers, body };
}

/** Answers the renewal call with `answer` and counts the calls that reach it. */
function renewAnswers(answer: () => Response | Promise<Response>): RenewCalls {
  const requests: SeenRequest[] = [];
  server.use(
    http.post(`*${LOGIN_RENEW_PATH}`, async ({ request }) => {
      requests.push(seen(request, await request.text()));
      return answer();
    }),
  );
  return { count: () => requests.length, requests };
}

/**
 * msw keeps the cookies of its answers in a jar of its own and adds them to later requests; the reference
 * backend's Set-Cookie must not reach the next test. An answer that expires them empties the jar.
 */
async function forgetMswCookies(): Promise<void> {
  server.use(
    http.get('*/__forget-cookies', () => {
      const headers = new Headers();
      for (const name of COOKIES) headers.append('Set-Cookie', `${name}=; Path=/; Max-Age=0`);
      return new HttpResponse(null, { status: 204, headers });
    }),
  );
  await fetch('/__forget-cookies');
}

type ListenerCall = Parameters<Document['addEventListener']>;

function capture(options: ListenerCall[2]): boolean {
  return typeof options === 'boolean' ? options : (options?.capture ?? false);
}

/** Every listener added was removed again, with the same type, function and capture flag. */
function expectAllRemoved(
  added: ListenerCall[],
  removed: Parameters<Document['removeEventListener']>[],
): void {
  for (const [type, listener, options] of added) {
    const match = removed.some(
      ([removedType, removedListener, removedOptions]) =>
        removedType === type && removedListener === listener && capture(removedOptions) === capture(options),
    );
    expect(match, `listener for ${type} removed`).toBe(true);
  }
}

/** The bodies the renewal service sends with its statuses (the contract's); the widgets read only the status. */
const RENEW_BODIES: Record<number, string> = { 200: 'OK', 201: 'RENEWED', 500: 'INTERNAL_ERROR' };

function renewAnswer(status: number): Response {
  return HttpResponse.json({ status: RENEW_BODIES[status] ?? 'ERROR' }, { status });
}

function renewWith(status: number): RenewCalls {
  return renewAnswers(() => renewAnswer(status));
}

function observe(): RenewalCode[] {
  const codes: RenewalCode[] = [];
  onSessionResult((code) => codes.push(code));
  return codes;
}

const holds: (() => void)[] = [];

function acquire(): () => void {
  const release = acquireSession();
  holds.push(release);
  return release;
}

beforeEach(() => {
  resetSessionForTests();
  clearCookies();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  vi.useFakeTimers({ now: NOW_MS });
});

afterEach(async () => {
  for (const release of holds.splice(0)) release();
  resetSessionForTests();
  vi.useRealTimers();
  await forgetMswCookies();
  clearCookies();
  delete (document as { visibilityState?: DocumentVisibilityState }).visibilityState;
});

describe('the logged-in timer', () => {
  it('makes no call before 3 minutes, one at 3 minutes and the next at 6 minutes', async () => {
    loggedInDue();
    const renew = renewWith(201);
    acquire();

    await advance(LOGGED_IN_INTERVAL_MS - 1);
    expect(renew.count()).toBe(0);
    await advance(1);
    expect(renew.count()).toBe(1);
    await advance(LOGGED_IN_INTERVAL_MS - 1);
    expect(renew.count()).toBe(1);
    await advance(1);
    expect(renew.count()).toBe(2);
    expect(LOGGED_IN_INTERVAL_MS).toBe(3 * 60 * 1000);
  });

  it('posts an empty JSON object with the CSRF header and the login cookie', async () => {
    const token = loginToken();
    loggedInDue();
    const renew = renewWith(201);
    acquire();

    await advance(LOGGED_IN_INTERVAL_MS);

    expect(renew.requests).toEqual([
      {
        method: 'POST',
        headers: {
          cookie: expect.stringContaining(`LoginToken=${token}`),
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
        },
        body: '{}',
      },
    ]);
  });

  it.each([
    [201, RENEWED],
    [500, SERVER_ERROR],
    [503, SERVER_ERROR],
    [599, SERVER_ERROR],
  ] as const)('gives for a %i answer code %i and keeps the timer running', async (status, code) => {
    loggedInDue();
    const renew = renewWith(status);
    const codes = observe();
    acquire();

    await advance(LOGGED_IN_INTERVAL_MS);
    expect(codes).toEqual([code]);
    expect(sessionStateForTests()).toMatchObject({ mode: 'logged-in', timers: 1, stoppedBy: undefined });
    await advance(LOGGED_IN_INTERVAL_MS);

    expect(codes).toEqual([code, code]);
    expect(renew.count()).toBe(2);
  });

  it.each<[string, () => RenewCalls, RenewalCode]>([
    ['a 200 answer', () => renewWith(200), OK],
    // Answers the renewal service does not give: off the contract on purpose.
    ...[404, 401, 403, 204, 302].map((status): [string, () => RenewCalls, RenewalCode] => [
      `a ${status} answer`,
      () => renewAnswers(() => offContract(new HttpResponse(null, { status }))),
      UNKNOWN,
    ]),
    ['a network failure', () => renewAnswers(() => HttpResponse.error()), UNKNOWN],
  ])('gives for %s code %i and stops the timer for good', async (_, answer, code) => {
    loggedInDue();
    const renew = answer();
    const codes = observe();
    acquire();

    await advance(LOGGED_IN_INTERVAL_MS);
    expect(codes).toEqual([code]);
    expect(sessionStateForTests()).toMatchObject({ mode: 'idle', timers: 0, listeners: 0, stoppedBy: code });
    expect(vi.getTimerCount()).toBe(0);
    await advance(10 * LOGGED_IN_INTERVAL_MS);

    expect(renew.count()).toBe(1);
    expect(codes).toEqual([code]);
  });

  it('gives code 3 when the renewal call times out after 15 seconds', async () => {
    loggedInDue();
    renewAnswers(async () => {
      await delay('infinite');
      return renewAnswer(201);
    });
    const codes = observe();
    acquire();

    await advance(LOGGED_IN_INTERVAL_MS + 15_000 - 1);
    expect(codes).toEqual([]);
    expect(sessionStateForTests().checking).toBe(true);
    await advance(1);

    expect(codes).toEqual([UNKNOWN]);
    expect(sessionStateForTests()).toMatchObject({ mode: 'idle', timers: 0, checking: false });
  });

  it('gives code 4 without a call while the token is not yet due, and keeps the timer running', async () => {
    loggedInDue(loginToken({ ren: NOW_S + 60 * 60, exp: NOW_S + 2 * 60 * 60 }));
    const renew = renewWith(201);
    const codes = observe();
    acquire();

    await advanceRounds(2);

    expect(codes).toEqual([NOT_DUE, NOT_DUE]);
    expect(renew.count()).toBe(0);
    expect(sessionStateForTests()).toMatchObject({ mode: 'logged-in', timers: 1 });
  });

  it('posts once the clock reaches the renew time of a token that was not due', async () => {
    // Due 4 minutes from now: the check at 3 minutes gives 4, the one at 6 minutes renews.
    loggedInDue(loginToken({ ren: NOW_S + 4 * 60, exp: NOW_S + 30 * 60 }));
    const renew = renewWith(201);
    const codes = observe();
    acquire();

    await advanceRounds(2);

    expect(codes).toEqual([NOT_DUE, RENEWED]);
    expect(renew.count()).toBe(1);
  });

  it('gives code 5 without a call for an expired token, and stops the timer', async () => {
    loggedInDue(loginToken({ ren: NOW_S - 600, exp: NOW_S + 60 }));
    const renew = renewWith(201);
    const codes = observe();
    acquire();

    await advance(LOGGED_IN_INTERVAL_MS);

    expect(codes).toEqual([EXPIRED]);
    expect(renew.count()).toBe(0);
    expect(sessionStateForTests()).toMatchObject({
      mode: 'idle',
      timers: 0,
      listeners: 0,
      stoppedBy: EXPIRED,
    });
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    ['not a token at all', 'garbage'],
    ['a payload that is not JSON', 'aGVhZGVy.bm90IGpzb24.c2ln'],
    ['a token without exp', 'e30.eyJyZW4iOjF9.c2ln'],
  ])('gives code 5 without a call and without throwing for %s', async (_name, value) => {
    loggedInDue(value);
    const renew = renewWith(201);
    const codes = observe();
    acquire();

    await advance(LOGGED_IN_INTERVAL_MS);

    expect(codes).toEqual([EXPIRED]);
    expect(renew.count()).toBe(0);
  });

  it('renews against the reference backend, which sets a fresh cookie that is then not due', async () => {
    const old = loginToken({ ren: NOW_S - 60, exp: NOW_S + 20 * 60 });
    loggedInDue(old);
    const codes = observe();
    acquire();

    await advance(LOGGED_IN_INTERVAL_MS);
    expect(codes).toEqual([RENEWED]);
    expect(countRequests(LOGIN_RENEW_PATH, 'POST')).toBe(1);
    expect(document.cookie).not.toContain(old);
    await advance(LOGGED_IN_INTERVAL_MS);

    expect(codes).toEqual([RENEWED, NOT_DUE]);
    expect(countRequests(LOGIN_RENEW_PATH, 'POST')).toBe(1);
  });

  it('never has two renewal calls under way', async () => {
    loggedInDue();
    const renew = renewAnswers(async () => {
      await delay(30_000);
      return renewAnswer(201);
    });
    acquire();

    await advance(LOGGED_IN_INTERVAL_MS);
    expect(renew.count()).toBe(1);
    setVisibility('hidden');
    setVisibility('visible');
    await advance(1000);

    expect(renew.count()).toBe(1);
  });

  it('fails silently: no console output and no unhandled rejection', async () => {
    const consoleSpies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation(() => {}),
    );
    setCookie('LoginToken', loginToken());
    renewAnswers(() => HttpResponse.error());
    server.use(http.get(`*${LONGTERM_TOKEN_PATH}`, () => HttpResponse.error()));
    acquire();

    await advance(LOGGED_IN_INTERVAL_MS);

    for (const spy of consoleSpies) expect(spy).not.toHaveBeenCalled();
  });

  it('keeps working when an observer throws', async () => {
    loggedInDue();
    renewWith(201);
    onSessionResult(() => {
      throw new Error('observer bug');
    });
    const codes = observe();
    acquire();

    await advanceRounds(2);

    expect(codes).toEqual([RENEWED, RENEWED]);
  });

  it('stops observing when the observer unsubscribes', async () => {
    loggedInDue();
    renewWith(201);
    const codes: RenewalCode[] = [];
    const unsubscribe = onSessionResult((code) => codes.push(code));
    acquire();

    await advance(LOGGED_IN_INTERVAL_MS);
    unsubscribe();
    await advance(LOGGED_IN_INTERVAL_MS);

    expect(codes).toEqual([RENEWED]);
  });
});

describe('the logged-out wait for activity', () => {
  it('stays logged out without activity, even once a login cookie exists', async () => {
    setCookie('LongtermToken', freshLongtermToken());
    const renew = renewWith(201);
    acquire();
    expect(sessionStateForTests()).toMatchObject({ mode: 'logged-out', timers: 1, listeners: 5 });

    setCookie('LoginToken', loginToken());
    await advance(10 * LOGGED_OUT_POLL_MS);

    expect(sessionStateForTests()).toMatchObject({ mode: 'logged-out', timers: 1, listeners: 5 });
    expect(renew.count()).toBe(0);
    expect(LOGGED_OUT_POLL_MS).toBe(10_000);
  });

  it.each(ACTIVITY_EVENTS)(
    'after a %s and with a login cookie, switches at the next 10-second poll and checks at once',
    async (type) => {
      setCookie('LongtermToken', freshLongtermToken());
      const renew = renewWith(201);
      acquire();

      await advance(4000);
      setCookie('LoginToken', loginToken());
      document.dispatchEvent(new Event(type));
      await advance(LOGGED_OUT_POLL_MS - 4000 - 1);
      expect(sessionStateForTests().mode).toBe('logged-out');
      expect(renew.count()).toBe(0);
      await advance(1);

      expect(sessionStateForTests()).toMatchObject({ mode: 'logged-in', timers: 1, listeners: 1 });
      expect(renew.count()).toBe(1);
      await advance(LOGGED_IN_INTERVAL_MS - 1);
      expect(renew.count()).toBe(1);
      await advance(1);
      expect(renew.count()).toBe(2);
    },
  );

  it('counts a scroll of an inner element, which does not bubble', async () => {
    setCookie('LongtermToken', freshLongtermToken());
    const inner = document.body.appendChild(document.createElement('div'));
    acquire();

    setCookie('LoginToken', loginToken());
    inner.dispatchEvent(new Event('scroll', { bubbles: false }));
    await advance(LOGGED_OUT_POLL_MS);

    expect(sessionStateForTests().mode).toBe('logged-in');
    inner.remove();
  });

  it('only counts activity since the last poll', async () => {
    setCookie('LongtermToken', freshLongtermToken());
    const renew = renewWith(201);
    acquire();

    // Activity without a cookie: the poll at 10 s finds no login and forgets the activity.
    await advance(5000);
    document.dispatchEvent(new Event('click'));
    await advance(5000);
    setCookie('LoginToken', loginToken());
    await advance(2 * LOGGED_OUT_POLL_MS);
    expect(sessionStateForTests().mode).toBe('logged-out');
    expect(renew.count()).toBe(0);

    document.dispatchEvent(new Event('keydown'));
    await advance(LOGGED_OUT_POLL_MS);
    expect(sessionStateForTests().mode).toBe('logged-in');
    expect(renew.count()).toBe(1);
  });

  it('adds passive activity listeners and removes them when switching to logged in', async () => {
    const add = vi.spyOn(document, 'addEventListener');
    const remove = vi.spyOn(document, 'removeEventListener');
    setCookie('LongtermToken', freshLongtermToken());
    renewWith(201);
    acquire();

    const added = add.mock.calls.filter(([type]) => (ACTIVITY_EVENTS as readonly string[]).includes(type));
    expect(added.map(([type]) => type).sort()).toEqual([...ACTIVITY_EVENTS].sort());
    for (const [, , options] of added) expect(options).toMatchObject({ passive: true });
    expect(remove).not.toHaveBeenCalled();

    setCookie('LoginToken', loginToken());
    document.dispatchEvent(new Event('touchstart'));
    await advance(LOGGED_OUT_POLL_MS);

    expectAllRemoved(added, remove.mock.calls);
    expect(sessionStateForTests().listeners).toBe(1);
  });

  it('does not react to activity at all while logged in', async () => {
    const add = vi.spyOn(document, 'addEventListener');
    loggedInDue();
    acquire();

    expect(add.mock.calls.map(([type]) => type)).toEqual(['visibilitychange']);
    expect(sessionStateForTests()).toMatchObject({ mode: 'logged-in', listeners: 1 });
  });
});

describe('the visibility of the tab', () => {
  it('stops the timer while hidden: no calls', async () => {
    loggedInDue();
    const renew = renewWith(201);
    acquire();

    await advance(MIN);
    setVisibility('hidden');
    expect(sessionStateForTests()).toMatchObject({ mode: 'logged-in', timers: 0, paused: true });
    expect(vi.getTimerCount()).toBe(0);
    await advance(30 * MIN);

    expect(renew.count()).toBe(0);
  });

  it('restarts when visible again: one check at once, then every 3 minutes', async () => {
    loggedInDue();
    const renew = renewWith(201);
    acquire();
    await advance(MIN);
    setVisibility('hidden');
    await advance(10 * MIN);

    setVisibility('visible');
    await advance(0);
    expect(renew.count()).toBe(1);
    await advance(LOGGED_IN_INTERVAL_MS - 1);
    expect(renew.count()).toBe(1);
    await advance(1);
    expect(renew.count()).toBe(2);
    expect(sessionStateForTests()).toMatchObject({ timers: 1, paused: false });
  });

  it('does nothing when the tab starts hidden, until it becomes visible', async () => {
    visibility = 'hidden';
    loggedInDue();
    const renew = renewWith(201);
    acquire();

    expect(sessionStateForTests()).toMatchObject({ mode: 'logged-in', timers: 0, paused: true });
    await advance(10 * MIN);
    expect(renew.count()).toBe(0);

    setVisibility('visible');
    await advance(0);
    expect(renew.count()).toBe(1);
  });

  it('ignores a visibilitychange event that changes nothing', async () => {
    loggedInDue();
    const renew = renewWith(201);
    acquire();

    setVisibility('visible');
    await advance(MIN);

    expect(renew.count()).toBe(0);
  });

  it('pauses the logged-out poll while hidden and polls at once when visible', async () => {
    setCookie('LongtermToken', freshLongtermToken());
    const renew = renewWith(201);
    acquire();

    setVisibility('hidden');
    expect(sessionStateForTests()).toMatchObject({ mode: 'logged-out', timers: 0 });
    setCookie('LoginToken', loginToken());
    document.dispatchEvent(new Event('click'));
    await advance(5 * LOGGED_OUT_POLL_MS);
    expect(sessionStateForTests().mode).toBe('logged-out');

    setVisibility('visible');
    await advance(0);
    expect(sessionStateForTests()).toMatchObject({ mode: 'logged-in', timers: 1 });
    expect(renew.count()).toBe(1);
  });

  it('leaves a timer that its result stopped stopped when the tab becomes visible again', async () => {
    loggedInDue();
    const renew = renewWith(200);
    acquire();
    await advance(LOGGED_IN_INTERVAL_MS);

    setVisibility('hidden');
    setVisibility('visible');
    await advance(LOGGED_IN_INTERVAL_MS);

    expect(renew.count()).toBe(1);
    expect(sessionStateForTests()).toMatchObject({ mode: 'idle', timers: 0, listeners: 0 });
  });
});

describe('the platform cookie', () => {
  it.each(['smartphone', 'tablet', 'TABLET', 'MATCH'])('with %s, runs nothing at all', async (platform) => {
    const add = vi.spyOn(document, 'addEventListener');
    const addOnWindow = vi.spyOn(window, 'addEventListener');
    setCookie('platform', platform);
    // Logged in, due, without a long-term token: everything would otherwise run.
    setCookie('LoginToken', loginToken({ lid: null }));
    const renew = renewWith(201);
    acquire();

    expect(sessionStateForTests()).toMatchObject({ mode: 'off', timers: 0, listeners: 0, holders: 1 });
    expect(vi.getTimerCount()).toBe(0);
    expect(add).not.toHaveBeenCalled();
    expect(addOnWindow).not.toHaveBeenCalled();
    setVisibility('hidden');
    setVisibility('visible');
    document.dispatchEvent(new Event('click'));
    await advance(30 * MIN);

    expect(renew.count()).toBe(0);
    expect(countRequests(LONGTERM_TOKEN_PATH)).toBe(0);
  });

  it('runs with any other platform value', async () => {
    setCookie('platform', 'desktop');
    loggedInDue();
    const renew = renewWith(201);
    acquire();

    await advance(LOGGED_IN_INTERVAL_MS);

    expect(renew.count()).toBe(1);
  });
});

describe('the long-term token on start', () => {
  async function startAndCountLongtermCalls(): Promise<number> {
    acquire();
    await advance(0);
    return countRequests(LONGTERM_TOKEN_PATH);
  }

  it('is requested when it is missing', async () => {
    setCookie('LoginToken', loginToken());
    expect(await startAndCountLongtermCalls()).toBe(1);
  });

  it('is requested when a logged-in customer has none', async () => {
    setCookie('LoginToken', loginToken());
    expect(await startAndCountLongtermCalls()).toBe(1);
  });

  it('is not requested for a visitor who is not logged in', async () => {
    expect(await startAndCountLongtermCalls()).toBe(0);
  });

  it('is requested when it is due', async () => {
    setCookie('LoginToken', loginToken());
    setCookie(
      'LongtermToken',
      signToken({ sub: 'c-de-1', exp: NOW_S + DAY_S, ren: NOW_S, lid: 'lt-c-de-1' }),
    );
    expect(await startAndCountLongtermCalls()).toBe(1);
  });

  it('is requested when it has expired', async () => {
    setCookie('LoginToken', loginToken());
    setCookie('LongtermToken', signToken({ sub: 'c-de-1', exp: NOW_S, ren: NOW_S - DAY_S }));
    expect(await startAndCountLongtermCalls()).toBe(1);
  });

  it('is requested when it cannot be read', async () => {
    setCookie('LoginToken', loginToken());
    setCookie('LongtermToken', 'not-a-token');
    expect(await startAndCountLongtermCalls()).toBe(1);
  });

  it('is requested when the login token lacks the lid claim, even with a fresh long-term token', async () => {
    loggedInDue(loginToken({ lid: null }));
    expect(await startAndCountLongtermCalls()).toBe(1);
  });

  it('is not requested when it is fresh and the login token has lid', async () => {
    loggedInDue();
    expect(await startAndCountLongtermCalls()).toBe(0);
  });

  it('is not requested when it is fresh and nobody is logged in', async () => {
    setCookie('LongtermToken', freshLongtermToken());
    expect(await startAndCountLongtermCalls()).toBe(0);
  });

  it('is requested with the cookies, once on start only, and a failure changes nothing', async () => {
    const token = loginToken({ lid: null });
    setCookie('LoginToken', token);
    const longterm: Request[] = [];
    server.use(
      http.get(`*${LONGTERM_TOKEN_PATH}`, ({ request }) => {
        longterm.push(request);
        return new HttpResponse(null, { status: 500 });
      }),
    );
    const renew = renewWith(201);
    acquire();

    await advance(2 * LOGGED_IN_INTERVAL_MS);

    expect(longterm).toHaveLength(1);
    expect(longterm[0]?.headers.get('Cookie')).toContain(`LoginToken=${token}`);
    expect(renew.count()).toBe(2);
  });
});

type SessionModule = typeof SessionApi;

describe('the calls, loaded only for a logged-in visitor', () => {
  /** This module afresh, with its calls' module (`renewal.ts`) counted each time it is loaded. */
  async function sessionCountingCalls(): Promise<{
    module: SessionModule;
    loads: () => number;
  }> {
    let loads = 0;
    vi.resetModules();
    vi.doMock('./renewal.ts', async (importOriginal) => {
      loads += 1;
      return importOriginal();
    });
    const module = await import('./session.ts');
    return { module, loads: () => loads };
  }

  afterEach(() => {
    vi.doUnmock('./renewal.ts');
  });

  it('never loads them while the visitor stays logged out, active or not', async () => {
    const { module, loads } = await sessionCountingCalls();
    holds.push(module.acquireSession());
    for (let round = 0; round < 3; round += 1) {
      document.dispatchEvent(new Event('click'));
      await advance(LOGGED_OUT_POLL_MS);
    }
    expect(loads()).toBe(0);
    expect(module.sessionStateForTests()).toMatchObject({ mode: 'logged-out' });
  });

  it('loads them once the visitor is logged in, and checks at once', async () => {
    const { module, loads } = await sessionCountingCalls();
    const renew = renewWith(201);
    holds.push(module.acquireSession());
    loggedInDue();
    document.dispatchEvent(new Event('click'));
    await advance(LOGGED_OUT_POLL_MS);
    await vi.waitFor(() => expect(renew.count()).toBe(1));
    expect(loads()).toBe(1);
    expect(module.sessionStateForTests()).toMatchObject({ mode: 'logged-in' });
  });
});

describe('once per page', () => {
  it('runs one timer and makes one call per interval however many elements hold it', async () => {
    loggedInDue();
    const renew = renewWith(201);
    acquire();
    acquire();
    acquire();

    expect(vi.getTimerCount()).toBe(1);
    expect(sessionStateForTests()).toMatchObject({ holders: 3, timers: 1, listeners: 1 });
    await advanceRounds(2);

    expect(renew.count()).toBe(2);
  });

  it('is shared by two copies of the bundle: one timer, one call per interval, one long-term call', async () => {
    setCookie('LoginToken', loginToken());
    const renew = renewWith(201);
    acquire();
    vi.resetModules();
    const secondCopy = await import('./session.ts');
    expect(secondCopy.acquireSession).not.toBe(acquireSession);

    holds.push(secondCopy.acquireSession());
    const seenBySecondCopy: RenewalCode[] = [];
    secondCopy.onSessionResult((code) => seenBySecondCopy.push(code));
    // The long-term call's own time-out runs until its answer is read: let it settle before counting timers.
    await vi.waitFor(() => expect(countRequests(LONGTERM_TOKEN_PATH)).toBe(1));
    await advance(0);

    expect(vi.getTimerCount()).toBe(1);
    expect(secondCopy.sessionStateForTests()).toMatchObject({ holders: 2, timers: 1, mode: 'logged-in' });
    expect(sessionStateForTests()).toMatchObject({ holders: 2, timers: 1 });
    await advanceRounds(2);

    expect(renew.count()).toBe(2);
    expect(seenBySecondCopy).toEqual([RENEWED, RENEWED]);
    expect(countRequests(LONGTERM_TOKEN_PATH)).toBe(1);
  });

  it('stops when the last holder releases, whichever copy of the bundle started it', async () => {
    loggedInDue();
    const renew = renewWith(201);
    const releaseFirst = acquire();
    vi.resetModules();
    const secondCopy = await import('./session.ts');
    const releaseSecond = secondCopy.acquireSession();

    releaseFirst();
    expect(sessionStateForTests()).toMatchObject({ holders: 1, timers: 1 });
    releaseSecond();

    expect(sessionStateForTests()).toMatchObject({ mode: 'idle', holders: 0, timers: 0, listeners: 0 });
    expect(vi.getTimerCount()).toBe(0);
    await advance(10 * LOGGED_IN_INTERVAL_MS);
    expect(renew.count()).toBe(0);
  });

  it('leaves no timer and no listener after the last release', async () => {
    const add = vi.spyOn(document, 'addEventListener');
    const remove = vi.spyOn(document, 'removeEventListener');
    setCookie('LongtermToken', freshLongtermToken());
    const first = acquire();
    const second = acquire();
    expect(sessionStateForTests()).toMatchObject({ mode: 'logged-out', timers: 1, listeners: 5 });
    expect(add).toHaveBeenCalledTimes(5);

    first();
    expect(sessionStateForTests()).toMatchObject({ timers: 1, listeners: 5 });
    expect(remove).not.toHaveBeenCalled();
    second();

    expect(vi.getTimerCount()).toBe(0);
    expect(sessionStateForTests()).toMatchObject({ mode: 'idle', holders: 0, timers: 0, listeners: 0 });
    expect(remove).toHaveBeenCalledTimes(add.mock.calls.length);
    expectAllRemoved(add.mock.calls, remove.mock.calls);
  });

  it('leaves nothing after the last release in the logged-in phase either', async () => {
    const add = vi.spyOn(document, 'addEventListener');
    const remove = vi.spyOn(document, 'removeEventListener');
    loggedInDue();
    const release = acquire();
    await advance(MIN);

    release();

    expect(vi.getTimerCount()).toBe(0);
    expect(add.mock.calls.map(([type]) => type)).toEqual(['visibilitychange']);
    expectAllRemoved(add.mock.calls, remove.mock.calls);
  });

  it('ignores a second call of the same release function', async () => {
    loggedInDue();
    const renew = renewWith(201);
    const first = acquire();
    acquire();

    first();
    first();

    expect(sessionStateForTests()).toMatchObject({ holders: 1, timers: 1 });
    await advance(LOGGED_IN_INTERVAL_MS);
    expect(renew.count()).toBe(1);
  });

  it('ignores the answer of a call still under way at the last release', async () => {
    loggedInDue();
    renewAnswers(async () => {
      await delay(5000);
      return renewAnswer(200);
    });
    const codes = observe();
    const release = acquire();
    await advance(LOGGED_IN_INTERVAL_MS);

    release();
    await advance(10_000);

    expect(codes).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts afresh when acquired again after the last release', async () => {
    loggedInDue();
    const renew = renewWith(200);
    acquire()();
    const release = acquire();

    await advance(LOGGED_IN_INTERVAL_MS);
    expect(renew.count()).toBe(1);
    expect(sessionStateForTests().stoppedBy).toBe(OK);
    release();

    acquire();
    expect(sessionStateForTests()).toMatchObject({ mode: 'logged-in', timers: 1, stoppedBy: undefined });
  });

  it('reports idle before anything acquired it', () => {
    expect(sessionStateForTests()).toEqual({
      mode: 'idle',
      holders: 0,
      timers: 0,
      listeners: 0,
      paused: false,
      stoppedBy: undefined,
      checking: false,
    });
  });
});
