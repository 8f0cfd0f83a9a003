import { warnOnce } from '../elements/registry.ts';
import { report } from '../elements/report.ts';
import { newsletterBasePath } from './base-path.ts';
import { mayReceiveCredentials } from './service-base.ts';
import type {
  CreateNewsletterSubscriberRequest,
  CustomerBaseData,
  NewsletterCalls,
  NewsletterCallsOptions,
  NewsletterClientOptions,
  NewsletterSubscription,
  UpdateNewsletterSubscriberRequest,
} from './newsletter-calls.ts';
import { CUSTOMER_BASE_DATA_PATH, type DoiResult, type SubmissionStatus } from '../contract/newsletter.ts';

// The calls' types, where the modules that send or read them import them from.
export type {
  CreateNewsletterSubscriberRequest,
  CustomerBaseData,
  NewsletterClientOptions,
  NewsletterSubscription,
  UpdateNewsletterSubscriberRequest,
} from './newsletter-calls.ts';

/** The legal value, the Turkish commercial-message consent; also the newsletter's subscription type. */
export const NEWSLETTER_LEGAL = 'NEWSLETTER';

/** The calls' code, once a chunk that imports it anyway has handed it over (`provideNewsletterCalls`). */
let provided: typeof NewsletterCalls | undefined;
/** How often the calls' code failed to load on this page (each report says which try it was). */
let failedLoads = 0;

/**
 * Hands the clients the calls' code where a chunk imports it anyway: the form's rules, which submit, bring it on
 * the first focus, so that a sign-up waits for no file (and the size budget of a used form counts it).
 */
export function provideNewsletterCalls(calls: typeof NewsletterCalls): void {
  provided = calls;
}

/**
 * The typed client of the newsletter service. Calls never reject: each answers with the state the interface
 * shows, so a failing or slow service can only ever lead to a defined screen. Their code (`newsletter-calls.ts`,
 * with the HTTP client) comes with the form's rules (`provideNewsletterCalls`) or is loaded on the first call: a
 * page whose visitor never reaches for the form, confirms or is prefilled does not download it. Where it cannot be
 * loaded, a call answers as a failed one would (docs/decisions/0110).
 */
export class NewsletterClient {
  /** The options with both bases resolved: the customer's own calls go to the private API's unless given one. */
  readonly #options: NewsletterCallsOptions;
  #calls: Promise<NewsletterCalls> | undefined;

  constructor(options: NewsletterClientOptions) {
    this.#options = {
      ...options,
      basePath: options.basePath ?? newsletterBasePath(),
      privateBasePath: options.privateBasePath ?? newsletterBasePath({ spa: true }),
    };
  }

  /**
   * Whether the customer's login token may go to the private base: only on the page's own origin or under the
   * base the page's services setting gives the newsletter service (`mayReceiveCredentials`). An `api-base`
   * anywhere else gets the anonymous calls, never the visitor's credentials.
   */
  get sendsCredentials(): boolean {
    return mayReceiveCredentials(this.#options.privateBasePath + CUSTOMER_BASE_DATA_PATH);
  }

  #load(): Promise<NewsletterCalls> {
    if (provided) this.#calls ??= Promise.resolve(new provided(this.#options));
    this.#calls ??= import('./newsletter-calls.ts').then(
      ({ NewsletterCalls }) => new NewsletterCalls(this.#options),
      (error: unknown) => {
        // The next call tries again; this one answers as a failed call.
        this.#calls = undefined;
        const tag = this.#options.tag ?? 'newsletter-signup';
        warnOnce(`<${tag}> could not load the newsletter service's calls: ${String(error)}`);
        report({ kind: 'chunk-failed', chunk: 'element', attempt: ++failedLoads }, tag, {
          site: this.#options.site,
        });
        throw error;
      },
    );
    return this.#calls;
  }

  /** A call on the loaded code; `failed` when the code cannot be loaded. */
  #call<Answer>(send: (calls: NewsletterCalls) => Promise<Answer>, failed: Answer): Promise<Answer> {
    return this.#load().then(send, () => failed);
  }

  /** `NewsletterCalls.createSubscriber`. */
  createSubscriber(request: CreateNewsletterSubscriberRequest): Promise<SubmissionStatus> {
    return this.#call((calls) => calls.createSubscriber(request), 'ERROR_GENERIC');
  }

  /** `NewsletterCalls.getSubscriber`. */
  getSubscriber(token: string): Promise<NewsletterSubscription | undefined> {
    return this.#call((calls) => calls.getSubscriber(token), undefined);
  }

  /** `NewsletterCalls.confirmDoi`. */
  confirmDoi(token: string): Promise<DoiResult> {
    return this.#call((calls) => calls.confirmDoi(token), 'FAILED');
  }

  /** `NewsletterCalls.updateSubscriber`. */
  updateSubscriber(token: string, request: UpdateNewsletterSubscriberRequest): Promise<boolean> {
    return this.#call((calls) => calls.updateSubscriber(token, request), false);
  }

  /**
   * `NewsletterCalls.customerBaseData`, never called when the private base is on an origin the page did not name
   * (`sendsCredentials`): the token stays on the page's origin and those it configured.
   */
  customerBaseData(loginToken: string): Promise<CustomerBaseData | undefined> {
    if (!this.sendsCredentials) return Promise.resolve(undefined);
    return this.#call((calls) => calls.customerBaseData(loginToken), undefined);
  }
}
