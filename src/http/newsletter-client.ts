import { newsletterBasePath } from './base-path.ts';
import { HttpClient } from './client.ts';
import { Configuration, type HTTPHeaders } from './configuration.ts';
import { ResponseError } from './response-error.ts';

export type NewsletterOrigin = 'NEWSLETTER' | 'SHOPPING_CART';
export type NewsletterConsent = 'DNE';
export type NewsletterSalutation = 'MR' | 'MRS' | 'COMPANY' | 'DIVERS';

/** SPEC §3: salutation and names only when filled. */
export interface CreateNewsletterSubscriberRequest {
  email: string;
  salutation?: NewsletterSalutation;
  firstName?: string;
  lastName?: string;
  consents: NewsletterConsent[];
  origin: NewsletterOrigin;
  originAddition?: string;
}

/** The fields of an existing subscription that may change (SPEC §3 names it; its shape is ours). */
export interface UpdateNewsletterSubscriberRequest {
  salutation?: NewsletterSalutation;
  firstName?: string;
  lastName?: string;
  consents: NewsletterConsent[];
}

/** SPEC §3 submission result. */
export type SubmissionStatus = 'SUCCESS' | 'ERROR_GENERIC' | 'ERROR_INVALID_EMAIL';

/** Optional headers of the newsletter calls; the form passes them as undefined, and undefined is not sent. */
export interface NewsletterHeaders {
  site?: string;
  originalAddress?: string;
}

export type DoiResult = 'CONFIRMED' | 'EXPIRED' | 'FAILED';

export interface NewsletterSubscription {
  status: 'WAITING_FOR_DOI' | 'SUBSCRIBED' | string;
  consents?: string[];
  origin?: string;
}

/** What the customer base data may hold for the form (SPEC §3: fields not shown; these are the ones used). */
export interface CustomerBaseData {
  email?: string;
  salutation?: NewsletterSalutation;
  firstName?: string;
  lastName?: string;
  consents?: NewsletterConsent[];
  newsletterStatus?: string | null;
}

/** The error type the service answers for an address it refuses (reference backend, docs/decisions.md). */
export const INVALID_EMAIL_ERROR_TYPE = 'INVALID_EMAIL';

/**
 * The newsletter service's paths (SPEC §7), relative to its base (`newsletterBasePath`); `{subscriberToken}`
 * is filled in per call. Exported so the failure matrix (test/unit/failure-matrix) can check it covers each.
 */
export const NEWSLETTER_PATHS = {
  subscribers: '/newsletter-subscribers',
  subscriber: '/newsletter-subscribers/{subscriberToken}',
  doi: '/newsletter-subscribers/{subscriberToken}/doi',
  baseData: '/customers/base-data',
} as const;

function withToken(path: string, token: string): string {
  return path.replace('{subscriberToken}', encodeURIComponent(token));
}

const SALUTATION_VALUES: readonly string[] = ['MR', 'MRS', 'COMPANY', 'DIVERS'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A subscription as the service describes it; `undefined` for anything without a textual status. */
function readSubscription(value: unknown): NewsletterSubscription | undefined {
  if (!isRecord(value) || typeof value.status !== 'string' || value.status === '') return undefined;
  const subscription: NewsletterSubscription = { status: value.status };
  if (Array.isArray(value.consents)) {
    subscription.consents = value.consents.filter(
      (consent): consent is string => typeof consent === 'string',
    );
  }
  if (typeof value.origin === 'string') subscription.origin = value.origin;
  return subscription;
}

/**
 * Only the fields the form can use, each of its type; `undefined` when none is left (an answer of another
 * shape, e.g. an error object delivered with 200, is no customer data and must not open a prefilled form).
 */
function readBaseData(value: unknown): CustomerBaseData | undefined {
  if (!isRecord(value)) return undefined;
  const data: CustomerBaseData = {};
  if (typeof value.email === 'string' && value.email !== '') data.email = value.email;
  if (typeof value.salutation === 'string' && SALUTATION_VALUES.includes(value.salutation)) {
    data.salutation = value.salutation as NewsletterSalutation;
  }
  if (typeof value.firstName === 'string') data.firstName = value.firstName;
  if (typeof value.lastName === 'string') data.lastName = value.lastName;
  if (Array.isArray(value.consents)) {
    data.consents = value.consents.filter((consent): consent is NewsletterConsent => consent === 'DNE');
  }
  if (Object.keys(data).length === 0) return undefined;
  if (typeof value.newsletterStatus === 'string' || value.newsletterStatus === null) {
    data.newsletterStatus = value.newsletterStatus;
  }
  return data;
}

function headers({ site, originalAddress }: NewsletterHeaders = {}): HTTPHeaders {
  return { 'X-Hunter-Site': site, 'X-Original-Address': originalAddress };
}

async function errorType(error: unknown): Promise<string | undefined> {
  if (!(error instanceof ResponseError)) return undefined;
  try {
    const body = (await error.response.clone().json()) as { errorType?: unknown };
    return typeof body.errorType === 'string' ? body.errorType : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The typed client of the newsletter service (SPEC §7). Calls never reject: each answers with the state
 * the interface shows, so a failing or slow service can only ever lead to a defined screen.
 */
export class NewsletterClient {
  readonly #client: HttpClient;
  readonly #private: HttpClient;

  constructor(options: { basePath?: string; privateBasePath?: string } = {}) {
    this.#client = new HttpClient(new Configuration({ basePath: options.basePath ?? newsletterBasePath() }));
    this.#private = new HttpClient(
      new Configuration({ basePath: options.privateBasePath ?? newsletterBasePath({ spa: true }) }),
    );
  }

  /** POST {base}/newsletter-subscribers: SUCCESS, the email-invalid error, or any other failure as generic. */
  async createSubscriber(
    request: CreateNewsletterSubscriberRequest,
    extra?: NewsletterHeaders,
  ): Promise<SubmissionStatus> {
    try {
      const result = await this.#client.json<{ status?: string }>({
        path: NEWSLETTER_PATHS.subscribers,
        method: 'POST',
        body: request,
        headers: headers(extra),
      });
      return result?.status === 'SUCCESS' ? 'SUCCESS' : 'ERROR_GENERIC';
    } catch (error) {
      return (await errorType(error)) === INVALID_EMAIL_ERROR_TYPE ? 'ERROR_INVALID_EMAIL' : 'ERROR_GENERIC';
    }
  }

  /** GET /newsletter-subscribers/{token}; undefined when unknown, unreachable or not a subscription. */
  async getSubscriber(token: string, extra?: NewsletterHeaders): Promise<NewsletterSubscription | undefined> {
    try {
      return readSubscription(
        await this.#client.json<unknown>({
          path: withToken(NEWSLETTER_PATHS.subscriber, token),
          headers: headers(extra),
        }),
      );
    } catch {
      return undefined;
    }
  }

  /**
   * PUT /newsletter-subscribers/{token}/doi. An unknown (404) or expired (410) token is EXPIRED: the link
   * is no longer valid; anything else that fails is FAILED (a technical error, not the visitor's link).
   */
  async confirmDoi(token: string, extra?: NewsletterHeaders): Promise<DoiResult> {
    try {
      await this.#client.request({
        path: withToken(NEWSLETTER_PATHS.doi, token),
        method: 'PUT',
        headers: headers(extra),
      });
      return 'CONFIRMED';
    } catch (error) {
      const status = error instanceof ResponseError ? error.response.status : undefined;
      return status === 404 || status === 410 ? 'EXPIRED' : 'FAILED';
    }
  }

  /** PUT /newsletter-subscribers/{token} with a JSON body; true when the service accepted it. */
  async updateSubscriber(
    token: string,
    request: UpdateNewsletterSubscriberRequest,
    extra?: NewsletterHeaders,
  ): Promise<boolean> {
    try {
      await this.#client.request({
        path: withToken(NEWSLETTER_PATHS.subscriber, token),
        method: 'PUT',
        body: request,
        headers: { 'Content-Type': 'application/json', ...headers(extra) },
      });
      return true;
    } catch {
      return false;
    }
  }

  /**
   * GET {private base}/customers/base-data with X-LoginToken; undefined on any failure, and for an answer
   * without any usable field (the form stays empty). Fields of the wrong type are left out.
   */
  async customerBaseData(loginToken: string): Promise<CustomerBaseData | undefined> {
    try {
      return readBaseData(
        await this.#private.json<unknown>({
          path: NEWSLETTER_PATHS.baseData,
          headers: { 'X-LoginToken': loginToken },
          credentials: 'include',
          cache: 'no-store',
        }),
      );
    } catch {
      return undefined;
    }
  }
}
