import { http, HttpResponse } from 'msw';
import { isJsonMime } from '../../src/http/client.ts';
import {
  CALL_FAILURES,
  CHUNK_NAMES,
  RELEASE_PATTERN,
  SERVICE_NAMES,
  TAKEOVER_CAUSES,
  type Report,
  type ReportFacts,
} from '../../src/elements/report-facts.ts';
import { SITES } from '../../src/sites.ts';
import { ELEMENT_APIS } from '../../widgets/apis.ts';
import { CLIENT_ADDRESS_HEADER } from './rate-limit.ts';
import { route } from './routes.ts';
import { isCrossSiteRequest } from './same-origin.ts';
import { now, store } from './store.ts';

/*
 * The reports collector: where a shop's pages forward what the widgets report (README, "Monitoring"), as a shop's
 * monitoring would take them. The widgets never call it; the page does, with `navigator.sendBeacon` (a `text/plain`
 * body) or `fetch` (`application/json`). One report per request, as the page's event hands it over.
 *
 * A report is kept only when every field it has that a report knows passes that field's rule (one of the known
 * values, a whole number, a release): those are the only fields kept, so nothing free-form, no address and no
 * text the page added is ever stored. Answers: 204 kept; 400 not a report; 403 sent from another site's page;
 * 413 over COLLECTOR_BODY_LIMIT_BYTES (the demo server's); 415 neither JSON nor plain text; 429 over
 * REPORT_COLLECTOR_LIMIT (rate-limit.ts) for its client, with `Retry-After`. The demo keeps the latest
 * REPORTS_LISTED and lists them with a GET, for its reports page.
 */

/** The collector's address on the demo server, the one README's forwarding snippet posts to. */
export const COLLECTOR_PATH = '/collect/storefront-widgets';

/**
 * The largest report body taken, refused with 413 by the demo server before the collector sees it (as the
 * services' bodies are, demo/server/requests.ts): a report is about 250 bytes.
 */
export const COLLECTOR_BODY_LIMIT_BYTES = 2 * 1024;

/**
 * How many reports the demo keeps and lists, the oldest dropped first.
 * @internal Test seam: the tests fill the list past it.
 */
export const REPORTS_LISTED = 100;

type Rule = (value: unknown) => boolean;

const oneOf =
  (values: readonly unknown[]): Rule =>
  (value) =>
    values.includes(value);
/** A whole number of at least `min`: a count, milliseconds rounded, an attempt. */
const whole =
  (min = 0): Rule =>
  (value) =>
    Number.isSafeInteger(value) && (value as number) >= min;
const release: Rule = (value) => typeof value === 'string' && RELEASE_PATTERN.test(value);
const status: Rule = (value) => whole(100)(value) && (value as number) <= 599;
const flag: Rule = (value) => typeof value === 'boolean';

/** A field's rule, and whether a report may leave it out. */
interface Field {
  rule: Rule;
  optional?: true;
}
const required = (rule: Rule): Field => ({ rule });
const optional = (rule: Rule): Field => ({ rule, optional: true });

/** The fields of every report besides its kind's (report-facts.ts `Report`). */
const COMMON_FIELDS: Record<string, Field> = {
  element: optional(oneOf(ELEMENT_APIS.map(({ tag }) => tag))),
  site: optional(oneOf(SITES)),
  release: required(release),
  time: required(whole()),
};

/** Each kind's own fields (report-facts.ts `ReportFacts`): a kind added there fails the typecheck here. */
const KIND_FIELDS: Record<ReportFacts['kind'], Record<string, Field>> = {
  'service-failed': {
    service: required(oneOf(SERVICE_NAMES)),
    failure: required(oneOf(CALL_FAILURES)),
    status: optional(status),
    duration: required(whole()),
  },
  'content-unreadable': { service: required(oneOf(SERVICE_NAMES)), skipped: required(whole()) },
  'takeover-failed': {
    cause: required(oneOf(TAKEOVER_CAUSES)),
    redrawn: required(flag),
    drawnBy: optional(release),
  },
  'chunk-failed': { chunk: required(oneOf(CHUNK_NAMES)), attempt: required(whole(1)) },
  'render-failed': {},
  'releases-differ': { definedBy: required(release) },
};

/**
 * The report in `body` with only its known fields, or undefined when it is no report: not an object, a kind
 * not known, a required field missing, or a known field whose value breaks its rule.
 */
function readReport(body: unknown): Report | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const record = body as Record<string, unknown>;
  const kind = record.kind;
  if (typeof kind !== 'string' || !Object.hasOwn(KIND_FIELDS, kind)) return undefined;
  const fields = { ...COMMON_FIELDS, ...KIND_FIELDS[kind as ReportFacts['kind']] };
  const kept: Record<string, unknown> = { kind };
  for (const [name, { rule, optional: mayLack }] of Object.entries(fields)) {
    const value = Object.hasOwn(record, name) ? record[name] : undefined;
    if (value === undefined) {
      if (!mayLack) return undefined;
    } else if (rule(value)) kept[name] = value;
    else return undefined;
  }
  return kept as Report;
}

/** An answer without a body (a report is answered by its status alone). */
function empty(status: number, headers: Record<string, string> = {}): Response {
  return new HttpResponse(null, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/**
 * The limit of the request's client (the address the demo server saw): 429 with the wait when it is over, else
 * the request is counted. A request from inside the process (the unit tests through msw) has no client to count.
 */
function refuseOverLimit(request: Request): Response | undefined {
  const client = request.headers.get(CLIENT_ADDRESS_HEADER);
  if (!client) return undefined;
  const wait = store.reportLimit.retryAfterSeconds(client);
  if (wait > 0) return empty(429, { 'Retry-After': String(wait) });
  store.reportLimit.record(client);
  return undefined;
}

export const collectorHandlers = [
  http.post(route(COLLECTOR_PATH), async ({ request }) => {
    if (isCrossSiteRequest(request)) return empty(403);
    const type = request.headers.get('content-type');
    if (!isJsonMime(type) && !/^text\/plain\s*(;|$)/i.test(type?.trim() ?? '')) return empty(415);
    const limited = refuseOverLimit(request);
    if (limited) return limited;
    let body: unknown;
    try {
      body = JSON.parse(await request.text());
    } catch {
      return empty(400);
    }
    const report = readReport(body);
    if (!report) return empty(400);
    store.reports.push({ received: new Date(now()).toISOString(), report });
    store.reports.splice(0, store.reports.length - REPORTS_LISTED);
    return empty(204);
  }),
  // For the demo's reports page: the reports kept, oldest first.
  http.get(route(COLLECTOR_PATH), () =>
    HttpResponse.json({ reports: store.reports }, { headers: { 'Cache-Control': 'no-store' } }),
  ),
];
