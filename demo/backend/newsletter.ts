import { http, HttpResponse } from 'msw';
import { isJsonMime } from '../../src/http/client.ts';
import { DEFAULT_SITE, toSite, type Site } from '../../src/sites.ts';
import { SITE_RULES } from '../../widgets/newsletter-signup/site-rules.ts';
import { ORIGIN_ADDITION_MAX_LENGTH } from '../../src/contract/newsletter-limits.ts';
import { emailProblem } from '../../src/ui/logic/email-problem.ts';
import { nameProblem } from '../../widgets/newsletter-signup/validators.ts';
import { customerFromLoginToken } from './customer.ts';
import { addressKey, CLIENT_ADDRESS_HEADER } from './rate-limit.ts';
import { isCrossSiteRequest } from './same-origin.ts';
import { DOI_TOKEN_TTL_MS, findSubscriberByToken, now, store, type Subscriber } from './store.ts';
import { randomToken } from './tokens.ts';
import {
  CUSTOMER_BASE_DATA_PATH,
  LOGIN_TOKEN_HEADER,
  NEWSLETTER_DOI_PATH,
  NEWSLETTER_ERROR_EXPIRED,
  NEWSLETTER_ERROR_FORBIDDEN,
  NEWSLETTER_ERROR_INTERNAL,
  NEWSLETTER_ERROR_INVALID_EMAIL,
  NEWSLETTER_ERROR_NOT_FOUND,
  NEWSLETTER_ERROR_RATE_LIMITED,
  NEWSLETTER_ERROR_UNAUTHORIZED,
  NEWSLETTER_ERROR_UNSUPPORTED_MEDIA_TYPE,
  NEWSLETTER_ERROR_VALIDATION,
  NEWSLETTER_INTERNAL_PATH,
  NEWSLETTER_CATEGORIES,
  NEWSLETTER_ORIGINS,
  type NewsletterCategory,
  NEWSLETTER_PRIVATE_PATH,
  NEWSLETTER_STATUS_SUBSCRIBED,
  NEWSLETTER_STATUS_WAITING_FOR_DOI,
  NEWSLETTER_SUBSCRIBER_PATH,
  NEWSLETTER_SUBSCRIBERS_PATH,
  SALUTATIONS,
  SITE_HEADER,
} from '../../src/contract/newsletter.ts';
import { route } from './routes.ts';

/*
 * The newsletter service under both bases (internal and private). Error answers carry `errorType`:
 * `INVALID_EMAIL` (the form shows it on the email field), `VALIDATION` (with `fields`), `NOT_FOUND`,
 * `EXPIRED`, `INTERNAL`, `RATE_LIMITED` (429 with Retry-After), `FORBIDDEN` (403, a cross-site sign-up),
 * `UNSUPPORTED_MEDIA_TYPE` (415, a sign-up that is not JSON). The client shows every one but `INVALID_EMAIL` as
 * its generic error. Deterministic faults for demos and tests: any address at invalid.example is INVALID_EMAIL, any
 * at fail.example a 500.
 *
 * A sign-up names its storefront in `X-Hunter-Site` (the widget sends it), and the site's rules (site-rules.ts)
 * apply to every sign-up: without a known site it is refused (400 `VALIDATION`, `fields.site`), so no sign-up
 * escapes the rules by leaving the header out. An update keeps to the site the subscriber signed up on.
 *
 * Subscriber links (read, edit, confirm) carry a random token that works for DOI_TOKEN_TTL_MS (store.ts) from
 * the sign-up; after that every call with it answers 410 `EXPIRED` and changes nothing.
 */
function error(status: number, errorType: string, extra: Record<string, unknown> = {}) {
  return HttpResponse.json({ errorType, ...extra }, { status });
}

type Fields = Record<string, string>;

function optionalText(body: Record<string, unknown>, key: string, fields: Fields): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') {
    fields[key] = 'type';
    return undefined;
  }
  return value.trim() === '' ? undefined : value.trim();
}

/**
 * The interests an update chooses: each a known category, once. Left out, the subscription keeps its own; any
 * other value marks the field.
 */
function readCategories(body: unknown, fields: Fields): NewsletterCategory[] | undefined {
  const categories =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).categories : undefined;
  if (categories === undefined) return undefined;
  const known = NEWSLETTER_CATEGORIES as readonly unknown[];
  if (Array.isArray(categories) && categories.every((category) => known.includes(category)))
    return [...new Set(categories as NewsletterCategory[])];
  fields.categories = 'value';
  return undefined;
}

/** Server-side validation: the same value rules as the form (validators.ts), and the site's rules. */
function readSubscription(body: unknown, site: Site) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { fields: { body: 'type' } };
  const record = body as Record<string, unknown>;
  const fields: Fields = {};
  const rules = SITE_RULES[site];

  const email = typeof record.email === 'string' ? record.email.trim() : '';
  const emailIssue = emailProblem(email);
  const salutation = optionalText(record, 'salutation', fields);
  const firstName = optionalText(record, 'firstName', fields);
  const lastName = optionalText(record, 'lastName', fields);
  const originAddition = optionalText(record, 'originAddition', fields);
  if (salutation && !(SALUTATIONS as readonly string[]).includes(salutation)) fields.salutation = 'value';
  if (!salutation && rules.salutation === 'required') fields.salutation = 'required';
  for (const [key, value] of [
    ['firstName', firstName],
    ['lastName', lastName],
  ] as const) {
    const problem = nameProblem(value ?? '', rules.names === 'required');
    if (problem) fields[key] = problem;
  }
  const consents = record.consents ?? [];
  if (!Array.isArray(consents) || consents.some((consent) => consent !== 'DNE')) fields.consents = 'value';
  const origin = record.origin ?? 'NEWSLETTER';
  if (typeof origin !== 'string' || !(NEWSLETTER_ORIGINS as readonly string[]).includes(origin))
    fields.origin = 'value';
  if (originAddition && originAddition.length > ORIGIN_ADDITION_MAX_LENGTH) fields.originAddition = 'tooLong';

  return {
    emailIssue,
    fields,
    subscription: {
      email,
      salutation,
      firstName,
      lastName,
      consents: Array.isArray(consents) ? [...new Set(consents as string[])] : [],
      origin: typeof origin === 'string' ? origin : 'NEWSLETTER',
      originAddition,
      site,
    },
  };
}

/**
 * The sign-up limits: a sign-up that passed validation counts once per address and once per client,
 * under either base. Over a limit: 429 `RATE_LIMITED` with `Retry-After` in seconds (the longer wait when both
 * apply), and nothing is recorded. The answer is the same whether or not the address is subscribed, so it tells
 * nothing about it. The address is only ever held as a hash (rate-limit.ts `addressKey`), never logged.
 *
 * The client is the remote address the demo server saw (`X-SW-Client-Address`, set by demo/server.ts only).
 * A request without it comes from inside the process (the unit tests through msw): it has no client to count,
 * so only the per-address limit applies. One shared constant bucket would refuse the property tests'
 * ~75 valid sign-ups in one test (widgets/newsletter-signup/validators.property.test.ts).
 */
function refuseOverLimit(email: string, request: Request): Response | undefined {
  const { perAddress, perClient } = store.newsletterLimits;
  const address = addressKey(email);
  const client = request.headers.get(CLIENT_ADDRESS_HEADER);
  const wait = Math.max(
    perAddress.retryAfterSeconds(address),
    client ? perClient.retryAfterSeconds(client) : 0,
  );
  if (wait > 0) {
    return HttpResponse.json(
      { errorType: NEWSLETTER_ERROR_RATE_LIMITED },
      { status: 429, headers: { 'Retry-After': String(wait), 'Cache-Control': 'no-store' } },
    );
  }
  perAddress.record(address);
  if (client) perClient.record(client);
  return undefined;
}

/**
 * The subscriber of a link's token while the link works; else the answer: 404 for a token never issued, 410 for
 * one past its time (whatever the subscription's state, so an old link does nothing at all).
 */
function linkSubscriber(token: string): Subscriber | Response {
  const subscriber = findSubscriberByToken(token);
  if (!subscriber) return error(404, NEWSLETTER_ERROR_NOT_FOUND);
  if (subscriber.tokenExpiresAt <= now()) return error(410, NEWSLETTER_ERROR_EXPIRED);
  return subscriber;
}

/**
 * Why a sign-up is refused before its body is read, if it is: another site's page sending it through a visitor's
 * browser (403; an absent Origin is a non-browser client and allowed, same-origin.ts), a body that is not JSON
 * (415: a form another site posts cannot send JSON without a CORS preflight, which this server never grants), or
 * no known site (400).
 */
function refuseSignUpRequest(request: Request): Response | Site {
  if (isCrossSiteRequest(request)) return error(403, NEWSLETTER_ERROR_FORBIDDEN);
  if (!isJsonMime(request.headers.get('content-type')))
    return error(415, NEWSLETTER_ERROR_UNSUPPORTED_MEDIA_TYPE);
  const site = toSite(request.headers.get(SITE_HEADER) ?? '');
  return site ?? error(400, NEWSLETTER_ERROR_VALIDATION, { fields: { site: 'required' } });
}

function createHandlers(base: string) {
  return [
    http.post(route(NEWSLETTER_SUBSCRIBERS_PATH, base), async ({ request }) => {
      const site = refuseSignUpRequest(request);
      if (site instanceof Response) return site;
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return error(400, NEWSLETTER_ERROR_VALIDATION, { fields: { body: 'json' } });
      }
      const { emailIssue, fields, subscription } = readSubscription(body, site);
      const domain = subscription?.email.split('@')[1]?.toLowerCase();
      if (domain === 'fail.example') return error(500, NEWSLETTER_ERROR_INTERNAL);
      if (domain === 'invalid.example' || emailIssue === 'invalid' || emailIssue === 'tooLong') {
        return error(400, NEWSLETTER_ERROR_INVALID_EMAIL, { field: 'email' });
      }
      if (emailIssue) fields.email = emailIssue;
      if (!subscription || Object.keys(fields).length > 0)
        return error(400, NEWSLETTER_ERROR_VALIDATION, { fields });
      const limited = refuseOverLimit(subscription.email, request);
      if (limited) return limited;

      // A repeated sign-up answers SUCCESS like a first one, so the answer never tells whether an address is
      // subscribed. A pending one gets a fresh confirmation link; a confirmed one stays as it is.
      const key = subscription.email.toLowerCase();
      const existing = store.subscribers.get(key);
      if (existing?.status === NEWSLETTER_STATUS_SUBSCRIBED)
        return HttpResponse.json({ status: 'SUCCESS' }, { status: 201 });
      const subscriber: Subscriber = {
        ...existing,
        ...Object.fromEntries(Object.entries(subscription).filter(([, value]) => value !== undefined)),
        email: subscription.email,
        consents: subscription.consents,
        origin: subscription.origin,
        status: NEWSLETTER_STATUS_WAITING_FOR_DOI,
        token: randomToken(),
        tokenExpiresAt: now() + DOI_TOKEN_TTL_MS,
      } as Subscriber;
      store.subscribers.set(key, subscriber);
      return HttpResponse.json({ status: 'SUCCESS' }, { status: 201 });
    }),

    http.get(route(NEWSLETTER_SUBSCRIBER_PATH, base), ({ params }) => {
      const subscriber = linkSubscriber(String(params.subscriberToken));
      if (subscriber instanceof Response) return subscriber;
      return HttpResponse.json({
        status: subscriber.status,
        consents: subscriber.consents,
        origin: subscriber.origin,
      });
    }),

    http.put(route(NEWSLETTER_DOI_PATH, base), ({ params }) => {
      const subscriber = linkSubscriber(String(params.subscriberToken));
      if (subscriber instanceof Response) return subscriber;
      subscriber.status = NEWSLETTER_STATUS_SUBSCRIBED;
      return HttpResponse.json({ status: NEWSLETTER_STATUS_SUBSCRIBED });
    }),

    http.put(route(NEWSLETTER_SUBSCRIBER_PATH, base), async ({ params, request }) => {
      const subscriber = linkSubscriber(String(params.subscriberToken));
      if (subscriber instanceof Response) return subscriber;
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return error(400, NEWSLETTER_ERROR_VALIDATION, { fields: { body: 'json' } });
      }
      const { fields, subscription } = readSubscription(
        { ...(typeof body === 'object' && body !== null ? body : {}), email: subscriber.email },
        subscriber.site ?? toSite(request.headers.get(SITE_HEADER) ?? '') ?? DEFAULT_SITE,
      );
      const categories = readCategories(body, fields);
      if (!subscription || Object.keys(fields).length > 0)
        return error(400, NEWSLETTER_ERROR_VALIDATION, { fields });
      Object.assign(subscriber, {
        salutation: subscription.salutation,
        firstName: subscription.firstName,
        lastName: subscription.lastName,
        consents: subscription.consents,
        categories: categories ?? subscriber.categories,
      });
      return HttpResponse.json({ status: subscriber.status });
    }),
  ];
}

export const newsletterHandlers = [
  ...createHandlers(NEWSLETTER_INTERNAL_PATH),
  ...createHandlers(NEWSLETTER_PRIVATE_PATH),
  // The customer's base data prefill the form; the login token comes as a header, not a cookie.
  http.get(route(CUSTOMER_BASE_DATA_PATH, NEWSLETTER_PRIVATE_PATH), ({ request }) => {
    const customer = customerFromLoginToken(request.headers.get(LOGIN_TOKEN_HEADER));
    if (!customer) return error(401, NEWSLETTER_ERROR_UNAUTHORIZED);
    const subscriber = store.subscribers.get(customer.email);
    return HttpResponse.json(
      {
        email: customer.email,
        salutation: customer.salutation,
        firstName: customer.firstName,
        lastName: customer.lastName,
        consents: [...new Set([...customer.consents, ...(subscriber?.consents ?? [])])],
        newsletterStatus: subscriber?.status ?? null,
      },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  }),
];
