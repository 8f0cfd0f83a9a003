import type { Site } from '../../src/sites.ts';
import type { Report } from '../../src/elements/report-facts.ts';
import {
  NEWSLETTER_STATUS_WAITING_FOR_DOI,
  type NewsletterCategory,
  type KnownNewsletterStatus,
} from '../../src/contract/newsletter.ts';
import { DEMO_CUSTOMERS } from './customers-data.ts';
import {
  FailureBackoff,
  LOGIN_FAILURE_LIMITS,
  readNewsletterLimits,
  REPORT_COLLECTOR_LIMIT,
  SlidingWindowLimiter,
} from './rate-limit.ts';
import { randomToken } from './tokens.ts';

/**
 * The reference backend's in-process state. One store serves every consumer of the handlers (Vitest through
 * msw, the demo server, the browser tests); `resetStore()` returns it to its initial content between tests.
 */
interface RecordedRequest {
  method: string;
  path: string;
}

type SubscriberStatus = KnownNewsletterStatus;

export interface Subscriber {
  email: string;
  salutation?: string;
  firstName?: string;
  lastName?: string;
  consents: string[];
  /** The interests chosen with an update of the subscription. */
  categories?: NewsletterCategory[];
  origin: string;
  originAddition?: string;
  site?: Site;
  status: SubscriberStatus;
  /** The token of the latest confirmation mail's links (confirm, read, edit): random, never derived from data. */
  token: string;
  /** When that token stops working for every call, ms since the epoch (store clock). */
  tokenExpiresAt: number;
}

/**
 * How long a subscriber link (confirm, read, edit) works: the Turkish legal text's 14 days, for every site. After
 * that the token does nothing; a new sign-up sends a new one.
 */
export const DOI_TOKEN_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Demo tokens the DOI page can be tried with (`/de/subscribenewsletter?token=…`, CONTRIBUTING.md, "The demo").
 * Fixed on purpose, for two made-up addresses at example.com only; every other subscriber token is random.
 * @internal Test seam: the seeded token the tests confirm with.
 */
export const DEMO_VALID_DOI_TOKEN = 'demo-valid-doi-token';
/** @internal Test seam: the seeded token the tests confirm with. */
export const DEMO_EXPIRED_DOI_TOKEN = 'demo-expired-doi-token';

export interface Store {
  /** Every request the handlers saw, method and path only (no query, no body: no personal data). */
  requests: RecordedRequest[];
  /** Newsletter subscribers by lower-cased email address. */
  subscribers: Map<string, Subscriber>;
  /** Added to Date.now(): tests move the backend's time without fake timers. */
  clockOffsetMs: number;
  /** Each staff member's preview settings (set by the token call, read by check-auth). */
  preview: Map<string, PreviewSettings>;
  /**
   * The newsletter sign-up limits, on the store clock, from the environment as it is at each
   * reset: per address (keyed by a hash of the normalised address, never the address) and per client address.
   */
  newsletterLimits: { perAddress: SlidingWindowLimiter; perClient: SlidingWindowLimiter };
  /** Ids of tokens ended by a logout, with the second each would have expired (revocation.ts). */
  revokedTokens: Map<string, number>;
  /** Failed logins per account and client pair, and per client (rate-limit.ts LOGIN_FAILURE_LIMITS), on the store clock. */
  loginLimits: { perAccountAndClient: FailureBackoff; perClient: SlidingWindowLimiter };
  /** The reports the collector kept (collector.ts), oldest first: no personal data is in one. */
  reports: CollectedReport[];
  /** Reports per client address (rate-limit.ts REPORT_COLLECTOR_LIMIT), on the store clock. */
  reportLimit: SlidingWindowLimiter;
}

/**
 * A report as the collector keeps it (collector.ts): when it arrived (ISO time, the store clock) and the report.
 * @internal Test seam: the tests read the list in this shape.
 */
export interface CollectedReport {
  received: string;
  report: Report;
}

interface PreviewSettings {
  dateTime?: string;
  abTestName?: string;
  abTestGroup?: string;
}

function seedSubscribers(now: number): Map<string, Subscriber> {
  const subscribers = new Map<string, Subscriber>();
  for (const customer of DEMO_CUSTOMERS) {
    if (!customer.newsletterStatus) continue;
    subscribers.set(customer.email, {
      email: customer.email,
      consents: [...customer.consents],
      origin: 'NEWSLETTER',
      site: customer.site,
      status: customer.newsletterStatus,
      // Random, and already expired: these subscriptions predate the demo, no mail of theirs is pending.
      token: randomToken(),
      tokenExpiresAt: now - 1,
    });
  }
  const pending = (email: string, token: string, tokenExpiresAt: number): Subscriber => ({
    email,
    consents: [],
    origin: 'NEWSLETTER',
    site: 'DE',
    status: NEWSLETTER_STATUS_WAITING_FOR_DOI,
    token,
    tokenExpiresAt,
  });
  subscribers.set(
    'doi.pending@example.com',
    pending('doi.pending@example.com', DEMO_VALID_DOI_TOKEN, now + DOI_TOKEN_TTL_MS),
  );
  subscribers.set('doi.late@example.com', pending('doi.late@example.com', DEMO_EXPIRED_DOI_TOKEN, now - 1));
  return subscribers;
}

function newsletterLimits(): Store['newsletterLimits'] {
  const rules = readNewsletterLimits(process.env);
  return {
    perAddress: new SlidingWindowLimiter(rules.perAddress, now),
    perClient: new SlidingWindowLimiter(rules.perClient, now),
  };
}

function loginLimits(): Store['loginLimits'] {
  return {
    perAccountAndClient: new FailureBackoff(LOGIN_FAILURE_LIMITS.perAccountAndClient, now),
    perClient: new SlidingWindowLimiter(LOGIN_FAILURE_LIMITS.perClient, now),
  };
}

function initialStore(): Store {
  return {
    requests: [],
    subscribers: seedSubscribers(Date.now()),
    clockOffsetMs: 0,
    preview: new Map(),
    newsletterLimits: newsletterLimits(),
    loginLimits: loginLimits(),
    revokedTokens: new Map(),
    reports: [],
    reportLimit: new SlidingWindowLimiter(REPORT_COLLECTOR_LIMIT, now),
  };
}

export const store: Store = initialStore();

/** Back to the initial content, with fresh rate limiters (their limits read from the environment again). */
export function resetStore(): void {
  Object.assign(store, initialStore());
}

/** The backend's current time in ms (Date.now() moved by the test clock). */
export function now(): number {
  return Date.now() + store.clockOffsetMs;
}

export function recordRequest(request: Request): void {
  store.requests.push({ method: request.method, path: new URL(request.url).pathname });
}

/** @internal Test seam: tests count the calls the backend received. */
export function countRequests(path: string, method = 'GET'): number {
  return store.requests.filter((r) => r.path === path && r.method === method).length;
}

export function findSubscriberByToken(token: string): Subscriber | undefined {
  for (const subscriber of store.subscribers.values()) if (subscriber.token === token) return subscriber;
  return undefined;
}
