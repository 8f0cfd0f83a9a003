import { createHash } from 'node:crypto';

/**
 * A sliding-window rate limiter for the reference backend: pure, in memory, on an injected clock.
 *
 * Each key keeps the times of its last `limit` recorded requests. A key may make another request when fewer than
 * `limit` of them lie inside the last `windowMs`; otherwise it must wait until the oldest one leaves the window.
 * Refused requests are not recorded, so a client that keeps trying does not push its own wait further out.
 *
 * Memory is bounded: keys whose newest request has left the window are dropped (swept at most once per window, and
 * whenever a new key would exceed `maxKeys`), and at most `maxKeys` keys are held; past that the least recently
 * used key is forgotten. Each key holds at most `limit` numbers.
 */
export interface RateLimitRule {
  /** Requests allowed per window; a positive integer. */
  limit: number;
  /** The window, in milliseconds. */
  windowMs: number;
}

const DEFAULT_MAX_KEYS = 10_000;

export class SlidingWindowLimiter {
  readonly rule: RateLimitRule;
  readonly #clock: () => number;
  readonly #maxKeys: number;
  /** Request times by key, oldest first; Map order is least recently used first. */
  readonly #hits = new Map<string, number[]>();
  // Not read from the clock here: the store's clock reads the store, which may still be being built.
  #lastSweep = Number.NEGATIVE_INFINITY;

  constructor(rule: RateLimitRule, clock: () => number = Date.now, maxKeys = DEFAULT_MAX_KEYS) {
    if (!Number.isInteger(rule.limit) || rule.limit < 1) throw new Error('limit must be a positive integer');
    if (!(rule.windowMs > 0)) throw new Error('windowMs must be positive');
    if (!Number.isInteger(maxKeys) || maxKeys < 1) throw new Error('maxKeys must be a positive integer');
    this.rule = rule;
    this.#clock = clock;
    this.#maxKeys = maxKeys;
  }

  /** How many keys are held now (for tests and monitoring; never the keys themselves). */
  get size(): number {
    return this.#hits.size;
  }

  /**
   * Whole seconds until `key` may make its next request (at least 1), or 0 when it may now. Records nothing:
   * check every limit that applies first, then `record` the request under each when all of them allow it.
   */
  retryAfterSeconds(key: string): number {
    const now = this.#clock();
    this.#sweep(now);
    const times = this.#recent(key, now);
    if (!times || times.length < this.rule.limit) return 0;
    const oldest = times[times.length - this.rule.limit]!;
    // A clock that went back cannot make the wait longer than one window.
    const waitMs = Math.min(oldest + this.rule.windowMs - now, this.rule.windowMs);
    return Math.max(1, Math.ceil(waitMs / 1000));
  }

  /** Records a request of `key` now. */
  record(key: string): void {
    const now = this.#clock();
    this.#sweep(now);
    const times = this.#recent(key, now) ?? [];
    times.push(now);
    if (times.length > this.rule.limit) times.splice(0, times.length - this.rule.limit);
    this.#hits.delete(key);
    if (this.#hits.size >= this.#maxKeys) {
      this.#sweep(now, true);
      // Still full: forget the least recently used key rather than grow without bound.
      if (this.#hits.size >= this.#maxKeys) this.#hits.delete(this.#hits.keys().next().value!);
    }
    this.#hits.set(key, times);
  }

  /** Forgets one key (a successful login clears its account's failures). */
  forget(key: string): void {
    this.#hits.delete(key);
  }

  /** Forgets every key. */
  clear(): void {
    this.#hits.clear();
  }

  /** The key's times inside the window, expired ones removed; undefined (and dropped) when none are left. */
  #recent(key: string, now: number): number[] | undefined {
    const times = this.#hits.get(key);
    if (!times) return undefined;
    const start = now - this.rule.windowMs;
    let expired = 0;
    while (expired < times.length && times[expired]! <= start) expired++;
    if (expired > 0) times.splice(0, expired);
    if (times.length === 0) {
      this.#hits.delete(key);
      return undefined;
    }
    return times;
  }

  /** Drops every key whose newest request has left the window; at most once per window unless forced. */
  #sweep(now: number, force = false): void {
    if (!force && now - this.#lastSweep < this.rule.windowMs) return;
    this.#lastSweep = now;
    const start = now - this.rule.windowMs;
    for (const [key, times] of this.#hits) {
      if (times[times.length - 1]! <= start) this.#hits.delete(key);
    }
  }
}

/**
 * The limiter key of an email address: trimmed, lower-cased, then hashed, so the limiter never holds (and no
 * dump or log of it can show) the address itself. The same address in any case or padding is one key.
 */
export function addressKey(email: string): string {
  return `address:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`;
}

/**
 * The limiter key of a login account: the realm (customer or staff) and a hash of the trimmed, lower-cased name,
 * so the failures of an account are counted without holding the address or user name itself.
 */
export function accountKey(realm: 'customer' | 'staff', name: string): string {
  return `${realm}:${createHash('sha256').update(name.trim().toLowerCase()).digest('base64url')}`;
}

/**
 * The header through which the demo server tells the backend handlers the remote address it saw. The demo server
 * removes any copy the client sent before setting it (demo/server.ts), so it cannot be spoofed over HTTP. In-process
 * callers (the unit tests through msw) send none.
 */
export const CLIENT_ADDRESS_HEADER = 'X-SW-Client-Address';

/** The environment variables of the newsletter sign-up limits, with their defaults (docs/design/backend.md, "Newsletter sign-up limits"). */
const NEWSLETTER_LIMIT_ENV = {
  perAddress: { limit: 'NEWSLETTER_LIMIT_PER_ADDRESS', window: 'NEWSLETTER_LIMIT_PER_ADDRESS_WINDOW_S' },
  perClient: { limit: 'NEWSLETTER_LIMIT_PER_CLIENT', window: 'NEWSLETTER_LIMIT_PER_CLIENT_WINDOW_S' },
} as const;

/** 5 sign-ups per address per hour, 30 per client per minute: a person signing up by hand never meets them. */
const NEWSLETTER_LIMIT_DEFAULTS = {
  perAddress: { limit: 5, windowS: 60 * 60 },
  perClient: { limit: 30, windowS: 60 },
} as const;

export interface NewsletterLimits {
  perAddress: RateLimitRule;
  perClient: RateLimitRule;
}

type Env = Record<string, string | undefined>;

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || !Number.isSafeInteger(Number(raw))) {
    // A typo must not silently fall back to the default (or switch the limit off): say so at start-up.
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  }
  return Number(raw);
}

/** The newsletter limits from `env` (normally process.env); throws on a value that is not a positive integer. */
export function readNewsletterLimits(env: Env): NewsletterLimits {
  const rule = (which: 'perAddress' | 'perClient'): RateLimitRule => ({
    limit: positiveInteger(env, NEWSLETTER_LIMIT_ENV[which].limit, NEWSLETTER_LIMIT_DEFAULTS[which].limit),
    windowMs:
      positiveInteger(env, NEWSLETTER_LIMIT_ENV[which].window, NEWSLETTER_LIMIT_DEFAULTS[which].windowS) *
      1000,
  });
  return { perAddress: rule('perAddress'), perClient: rule('perClient') };
}

/**
 * A growing delay after repeated failures of one key (for logins: one account from one client address), pure, in
 * memory, on an injected clock. The first `freeFailures` failures cost nothing; after them the key must wait before
 * its next attempt: `baseDelayMs` after the last failure at first, doubling with each further failure, never more
 * than `maxDelayMs`. A key without a failure for `forgetAfterMs` starts over; a success forgets it at once.
 * Attempts refused while waiting are not failures, so trying on does not push the wait further out.
 *
 * Memory is bounded as in SlidingWindowLimiter: forgotten keys are swept, and at most `maxKeys` are held (past
 * that the least recently failed key is forgotten).
 */
export interface BackoffRule {
  /** Failures allowed before any wait; a positive integer. */
  freeFailures: number;
  /** The wait after the first failure past the free ones, in milliseconds; it doubles with each further one. */
  baseDelayMs: number;
  /** The longest wait, in milliseconds. */
  maxDelayMs: number;
  /** A key with no failure for this long starts over, in milliseconds. */
  forgetAfterMs: number;
}

export class FailureBackoff {
  readonly rule: BackoffRule;
  readonly #clock: () => number;
  readonly #maxKeys: number;
  /** Failures and the time of the last one, by key; Map order is least recently failed first. */
  readonly #failures = new Map<string, { count: number; lastMs: number }>();
  #lastSweep = Number.NEGATIVE_INFINITY;

  constructor(rule: BackoffRule, clock: () => number = Date.now, maxKeys = DEFAULT_MAX_KEYS) {
    if (!Number.isInteger(rule.freeFailures) || rule.freeFailures < 1)
      throw new Error('freeFailures must be a positive integer');
    if (!(rule.baseDelayMs > 0) || !(rule.maxDelayMs >= rule.baseDelayMs))
      throw new Error('baseDelayMs must be positive and maxDelayMs at least as long');
    if (!(rule.forgetAfterMs >= rule.maxDelayMs))
      throw new Error('forgetAfterMs must be at least maxDelayMs');
    this.rule = rule;
    this.#clock = clock;
    this.#maxKeys = maxKeys;
  }

  /** How many keys are held now (for tests and monitoring; never the keys themselves). */
  get size(): number {
    return this.#failures.size;
  }

  /** The wait after `count` failures, in milliseconds: none before the free ones are used, then doubling up to the cap. */
  #delayMs(count: number): number {
    const past = count - this.rule.freeFailures;
    if (past < 0) return 0;
    return Math.min(this.rule.baseDelayMs * 2 ** past, this.rule.maxDelayMs);
  }

  /** Whole seconds until `key` may try again (at least 1), or 0 when it may now. Records nothing. */
  retryAfterSeconds(key: string): number {
    const now = this.#clock();
    this.#sweep(now);
    const entry = this.#current(key, now);
    if (!entry) return 0;
    // A clock that went back cannot make the wait longer than the delay itself.
    const waitMs = Math.min(entry.lastMs + this.#delayMs(entry.count) - now, this.#delayMs(entry.count));
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
  }

  /** Records a failure of `key` now. */
  record(key: string): void {
    const now = this.#clock();
    this.#sweep(now);
    const count = (this.#current(key, now)?.count ?? 0) + 1;
    this.#failures.delete(key);
    if (this.#failures.size >= this.#maxKeys) {
      this.#sweep(now, true);
      if (this.#failures.size >= this.#maxKeys) this.#failures.delete(this.#failures.keys().next().value!);
    }
    this.#failures.set(key, { count, lastMs: now });
  }

  /** Forgets one key (a successful login clears its pair's failures). */
  forget(key: string): void {
    this.#failures.delete(key);
  }

  #current(key: string, now: number): { count: number; lastMs: number } | undefined {
    const entry = this.#failures.get(key);
    if (entry && now - entry.lastMs >= this.rule.forgetAfterMs) {
      this.#failures.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Drops every key whose last failure is older than `forgetAfterMs`; at most once per that time unless forced. */
  #sweep(now: number, force = false): void {
    if (!force && now - this.#lastSweep < this.rule.forgetAfterMs) return;
    this.#lastSweep = now;
    for (const [key, entry] of this.#failures) {
      if (now - entry.lastMs >= this.rule.forgetAfterMs) this.#failures.delete(key);
    }
  }
}

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/**
 * The limits on failed logins (every login of the reference backend and the demo server: `/account/login`,
 * `/staff/login`, `POST …/login/api/v1/login`), checked before the password, so a refused guess tells nothing:
 * - per account and client address together, a growing delay: 5 failures free (a person mistyping a password never
 *   waits), then 1 s before the next attempt, 2 s after the next failure, 4 s, ... doubling up to 15 minutes; forgotten after a day without a
 *   failure, or at a success of that pair. An attacker at one address gets a few guesses an hour per account once
 *   the cap is reached, while the account's owner, at another address, is never made to wait by them.
 * - per client address, 30 failures in 15 minutes across all accounts (guessing many accounts, or one account
 *   under many spellings; several people behind one address still have room). A success does not clear it.
 * There is no limit on an account alone: it would let anyone lock its owner out (the staff account is one account).
 */
export const LOGIN_FAILURE_LIMITS: { perAccountAndClient: BackoffRule; perClient: RateLimitRule } = {
  perAccountAndClient: {
    freeFailures: 5,
    baseDelayMs: SECOND_MS,
    maxDelayMs: 15 * MINUTE_MS,
    forgetAfterMs: 24 * 60 * MINUTE_MS,
  },
  perClient: { limit: 30, windowMs: 15 * MINUTE_MS },
};

/**
 * Reports per client address per minute at the reports collector (collector.ts), counted whether or not they are
 * kept: a page that meets every failure there is reports a handful; one that sends more is broken or hostile.
 */
export const REPORT_COLLECTOR_LIMIT: RateLimitRule = { limit: 60, windowMs: MINUTE_MS };
