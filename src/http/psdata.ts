import { Configuration } from './configuration.ts';
import { HttpClient } from './client.ts';
import { failedCall, reportFailedCall } from './failed-call.ts';
import { serviceWarning, describeFailure } from './service-failure.ts';
import { serviceUrl } from './service-base.ts';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  PSDATA_PATH,
  type KnownNewsletterStatus,
} from '../contract/customer-data.ts';

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

async function fetchCustomerData(): Promise<CustomerData | undefined> {
  const client = new HttpClient(new Configuration({ credentials: 'include' }));
  const startedAt = performance.now();
  try {
    const data = await client.json<unknown>({
      path: PSDATA_PATH,
      cache: 'no-store',
      headers: { 'Cache-Control': 'no-cache', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      throw new SyntaxError('customer data is not a JSON object');
    }
    // `loggedIn` and `newsletterStatus` are read by the widgets: a value of another type is not passed on
    // under the type that promises it (an error object delivered with 200 must not look like a status).
    const { newsletterStatus, ...record } = data as Record<string, unknown>;
    return {
      ...record,
      loggedIn: record.loggedIn === true,
      ...(typeof newsletterStatus === 'string' || newsletterStatus === null ? { newsletterStatus } : {}),
    };
  } catch (error) {
    // The reason only: the answer may hold personal data, so neither it nor the error object is logged.
    // The address holds no personal data (no query): it is the service's own path under the page's setting.
    console.warn(
      serviceWarning(
        '[storefront-widgets] no customer data',
        serviceUrl(PSDATA_PATH),
        describeFailure(error),
      ),
    );
    reportFailedCall('customerfrontenddata', failedCall(error, startedAt));
    return undefined;
  }
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
