import { isRecord, parseJsonText } from '../content/json.ts';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  PSDATA_PATH,
  type KnownNewsletterStatus,
} from '../contract/customer-data.ts';
import { pageMiddleware } from './page-middleware.ts';
import { plainGet } from './plain-get.ts';
import type { PsdataFailure } from './psdata-client.ts';

/**
 * What the customer-data service answers. Only the fields the widgets read are named; the rest is passed on
 * untyped. `loggedIn` is always a boolean: an answer without it counts as logged out.
 */
export type CustomerData = {
  loggedIn: boolean;
  newsletterStatus?: KnownNewsletterStatus | string | null;
  [key: string]: unknown;
};

/**
 * The page-wide slot for the one request. A module variable would not do: two copies of the bundle (two
 * versions on one page) each have their own modules, but share `globalThis` and the symbol registry.
 */
const GLOBAL_KEY = Symbol.for('storefront-widgets.psdata');

type GlobalSlot = { [GLOBAL_KEY]?: Promise<CustomerData | undefined> };

function slot(): GlobalSlot {
  return globalThis as GlobalSlot;
}

/** The request, with the client or without it: no cached answer, and the header the service insists on. */
const PSDATA_REQUEST = {
  cache: 'no-store',
  headers: { 'Cache-Control': 'no-cache', [CSRF_HEADER]: CSRF_HEADER_VALUE },
} as const;

/**
 * The answer as the widgets read it. `loggedIn` and `newsletterStatus` are read by the widgets: a value of another
 * type is not passed on under the type that promises it (an error object delivered with 200 must not look like a
 * status). Throws a SyntaxError for an answer that is no JSON object.
 */
function customerRecord(data: unknown): CustomerData {
  if (!isRecord(data)) throw new SyntaxError('customer data is not a JSON object');
  const { newsletterStatus, ...record } = data;
  return {
    ...record,
    loggedIn: record.loggedIn === true,
    ...(typeof newsletterStatus === 'string' || newsletterStatus === null ? { newsletterStatus } : {}),
  };
}

/**
 * psdata's answer, or `undefined` with one console warning and a report. A server-rendered footer asks before any
 * of its code, so the request does without the HTTP client (`plainGet`); a page with middleware of its own gets it
 * through the client, so its middleware see it as every other. A failure is described by the client's errors,
 * whose chunk comes only then.
 */
async function fetchCustomerData(): Promise<CustomerData | undefined> {
  const startedAt = performance.now();
  let failure: PsdataFailure;
  try {
    if (pageMiddleware().length > 0) {
      const { requestCustomerData } = await import('./psdata-client.ts');
      return customerRecord(await requestCustomerData(PSDATA_REQUEST));
    }
    const got = await plainGet(PSDATA_PATH, PSDATA_REQUEST);
    if (typeof got === 'string') return customerRecord(parseJsonText(got));
    failure = { unanswered: got };
  } catch (error) {
    failure = { error };
  }
  const duration = performance.now() - startedAt;
  // Never a rejection: without the chunk (offline), the failure goes unsaid rather than into the page's errors.
  await import('./psdata-client.ts')
    .then(({ noCustomerData }) => noCustomerData(failure, duration))
    .catch(() => undefined);
  return undefined;
}

/**
 * The customer data of this page, fetched once per page however many widgets (and bundle copies) ask.
 * Never rejects: any failure (network, non-2xx, invalid JSON) resolves to `undefined`, so widgets fall back
 * to their logged-out behaviour.
 */
export function customerData(): Promise<CustomerData | undefined> {
  const global = slot();
  global[GLOBAL_KEY] ??= fetchCustomerData();
  return global[GLOBAL_KEY];
}

/**
 * Forgets the page-wide result so the next call fetches again. For tests only.
 * @internal Test seam: tests start each case without the page-wide answer.
 */
export function resetCustomerDataForTests(): void {
  delete slot()[GLOBAL_KEY];
}
