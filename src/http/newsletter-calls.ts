import { isRecord } from '../content/json.ts';
import { HttpClient } from './client.ts';
import { Configuration, type HTTPHeaders } from './configuration.ts';
import { ResponseError } from './response-error.ts';
import { failedCall, reportFailedCall } from './failed-call.ts';
import type { Site } from '../sites.ts';
import {
  CUSTOMER_BASE_DATA_PATH,
  DNE_CONSENT,
  failedDoi,
  LOGIN_TOKEN_HEADER,
  NEWSLETTER_DOI_PATH,
  NEWSLETTER_SUBSCRIBER_PATH,
  NEWSLETTER_SUBSCRIBERS_PATH,
  ORIGINAL_ADDRESS_HEADER,
  refusedSignUp,
  SALUTATIONS,
  SITE_HEADER,
  type DoiResult,
  type KnownNewsletterStatus,
  type NewsletterCategory,
  type NewsletterOrigin,
  type Salutation,
  type SubmissionStatus,
} from '../contract/newsletter.ts';

/** The consent value, personalised offers (profiling); also the subscription kind of that consent. */
type NewsletterConsent = typeof DNE_CONSENT;

/** Salutation and names only when filled. */
export interface CreateNewsletterSubscriberRequest {
  email: string;
  salutation?: Salutation;
  firstName?: string;
  lastName?: string;
  consents: NewsletterConsent[];
  origin: NewsletterOrigin;
  originAddition?: string;
}

/** The fields of an existing subscription that may change (the service names the request; its shape is ours). */
export interface UpdateNewsletterSubscriberRequest {
  salutation?: Salutation;
  firstName?: string;
  lastName?: string;
  consents: NewsletterConsent[];
  /** The interests the subscriber chose. */
  categories?: NewsletterCategory[];
}

export interface NewsletterSubscription {
  status: KnownNewsletterStatus | string;
  consents?: string[];
  origin?: string;
}

/**
 * What the customer base data may hold for the form (its full field list is not documented; these are the ones
 * used).
 */
export interface CustomerBaseData {
  email?: string;
  salutation?: Salutation;
  firstName?: string;
  lastName?: string;
  consents?: NewsletterConsent[];
  newsletterStatus?: string | null;
}

export interface NewsletterClientOptions {
  /** The storefront, sent as `X-Hunter-Site` with every call: the service applies its rules. */
  site: Site;
  basePath?: string;
  privateBasePath?: string;
  /** The element a failed sign-up is reported for (with `site`). */
  tag?: string;
}

/** What `NewsletterClient` hands its calls: the options with both bases resolved. */
export interface NewsletterCallsOptions extends NewsletterClientOptions {
  basePath: string;
  privateBasePath: string;
}

/**
 * The address of the page, as `X-Original-Address` (sent with the double opt-in confirmation and the
 * subscription update; the sign-up sends it as undefined, which is not sent): origin and path only. The query and fragment are left out:
 * a confirmation page carries the subscriber's token in its query, which must not travel into other logs.
 */
function pageAddress(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.origin + location.pathname;
}

function withToken(path: string, token: string): string {
  return path.replace('{subscriberToken}', encodeURIComponent(token));
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
  if (typeof value.salutation === 'string' && (SALUTATIONS as readonly string[]).includes(value.salutation)) {
    data.salutation = value.salutation as Salutation;
  }
  if (typeof value.firstName === 'string') data.firstName = value.firstName;
  if (typeof value.lastName === 'string') data.lastName = value.lastName;
  if (Array.isArray(value.consents)) {
    data.consents = value.consents.filter((consent): consent is NewsletterConsent => consent === DNE_CONSENT);
  }
  if (Object.keys(data).length === 0) return undefined;
  if (typeof value.newsletterStatus === 'string' || value.newsletterStatus === null) {
    data.newsletterStatus = value.newsletterStatus;
  }
  return data;
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
 * The newsletter service's calls. `NewsletterClient` gets them from the form's rules or loads this module on its
 * first call (docs/decisions/0110). Calls never reject: each answers with the state the interface shows.
 */
export class NewsletterCalls {
  readonly #client: HttpClient;
  readonly #private: HttpClient;
  readonly #site: Site;
  readonly #tag: string | undefined;

  constructor(options: NewsletterCallsOptions) {
    this.#site = options.site;
    this.#tag = options.tag;
    this.#client = new HttpClient(new Configuration({ basePath: options.basePath }));
    this.#private = new HttpClient(new Configuration({ basePath: options.privateBasePath }));
  }

  /** Every call names the storefront; the DOI confirmation also names the page it was made on. */
  #headers(originalAddress?: string): HTTPHeaders {
    return { [SITE_HEADER]: this.#site, [ORIGINAL_ADDRESS_HEADER]: originalAddress };
  }

  /** POST {base}/newsletter-subscribers: SUCCESS, the email-invalid error, or any other failure as generic. */
  async createSubscriber(request: CreateNewsletterSubscriberRequest): Promise<SubmissionStatus> {
    const startedAt = performance.now();
    try {
      const result = await this.#client.json<{ status?: string }>({
        path: NEWSLETTER_SUBSCRIBERS_PATH,
        method: 'POST',
        body: request,
        headers: this.#headers(),
      });
      return result?.status === 'SUCCESS' ? 'SUCCESS' : 'ERROR_GENERIC';
    } catch (error) {
      const status = refusedSignUp(await errorType(error));
      // A refusal of the visitor's input is no failure of the service; anything else is.
      if (status === 'ERROR_GENERIC')
        reportFailedCall('newsletter', failedCall(error, startedAt), this.#tag, { site: this.#site });
      return status;
    }
  }

  /** GET /newsletter-subscribers/{token}; undefined when unknown, unreachable or not a subscription. */
  async getSubscriber(token: string): Promise<NewsletterSubscription | undefined> {
    try {
      return readSubscription(
        await this.#client.json<unknown>({
          path: withToken(NEWSLETTER_SUBSCRIBER_PATH, token),
          headers: this.#headers(),
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
  async confirmDoi(token: string): Promise<DoiResult> {
    try {
      await this.#client.request({
        path: withToken(NEWSLETTER_DOI_PATH, token),
        method: 'PUT',
        headers: this.#headers(pageAddress()),
      });
      return 'CONFIRMED';
    } catch (error) {
      return failedDoi(error instanceof ResponseError ? error.response.status : undefined);
    }
  }

  /**
   * PUT /newsletter-subscribers/{token} with a JSON body and the confirmation's headers (the storefront and
   * the page it is made on); true when the service accepted it.
   */
  async updateSubscriber(token: string, request: UpdateNewsletterSubscriberRequest): Promise<boolean> {
    try {
      await this.#client.request({
        path: withToken(NEWSLETTER_SUBSCRIBER_PATH, token),
        method: 'PUT',
        body: request,
        headers: { 'Content-Type': 'application/json', ...this.#headers(pageAddress()) },
      });
      return true;
    } catch {
      return false;
    }
  }

  /**
   * GET {private base}/customers/base-data with X-LoginToken; undefined on any failure, and for an answer
   * without any usable field (the form stays empty). Fields of the wrong type are left out. `NewsletterClient`
   * calls it only where the private base may receive the token (`sendsCredentials`).
   */
  async customerBaseData(loginToken: string): Promise<CustomerBaseData | undefined> {
    try {
      return readBaseData(
        await this.#private.json<unknown>({
          path: CUSTOMER_BASE_DATA_PATH,
          headers: { [LOGIN_TOKEN_HEADER]: loginToken },
          credentials: 'include',
          cache: 'no-store',
        }),
      );
    } catch {
      return undefined;
    }
  }
}
