import { FetchError, isTimeout } from '../http/fetch-error.ts';
import { ResponseError } from '../http/response-error.ts';
import { pageGlobal } from './registry.ts';
import { RELEASE_PATTERN, type Report, type ReportFacts, type ReportInput } from './report-facts.ts';

/** The event on `document`; its `detail` is a `Report`. */
const REPORT_EVENT = 'storefront-widgets:report';

/** How many reports `window.storefrontWidgets.reports` keeps: the oldest goes when one more arrives. */
const REPORTS_KEPT = 50;

/** The release a server render names, as a report may carry it: a SemVer version, nothing else the HTML might hold. */
function releaseName(text: string | undefined): string | undefined {
  return text && RELEASE_PATTERN.test(text) ? text : undefined;
}

/**
 * The facts a report carries: of a failed call its status or whether it timed out or found no network, never the
 * error's text or its address; an error that is not the client's (an answer that is no JSON) is content that could
 * not be read.
 */
function factsOf(input: ReportInput): ReportFacts {
  if (input.kind === 'takeover-failed') return { ...input, drawnBy: releaseName(input.drawnBy) };
  if (input.kind !== 'call-failed') return input;
  const { service, error } = input;
  const duration = Math.round(input.duration ?? 0);
  if (error instanceof ResponseError)
    return { kind: 'service-failed', service, failure: 'status', status: error.response.status, duration };
  if (error instanceof FetchError)
    return { kind: 'service-failed', service, failure: isTimeout(error) ? 'timeout' : 'network', duration };
  return { kind: 'content-unreadable', service, skipped: 0 };
}

/**
 * Makes the report of `input` (taken at `time`, for the element `tag` and the site of its `config`), puts it at the
 * end of `window.storefrontWidgets.reports` and dispatches it on `document`.
 */
export function publish(input: ReportInput, time: number, tag?: string, config?: object): void {
  const site = (config as { site?: unknown } | undefined)?.site;
  const detail: Report = {
    ...factsOf(input),
    element: tag,
    site: typeof site === 'string' ? site : undefined,
    release: __SW_VERSION__,
    time: Math.round(time),
  };
  const page = pageGlobal();
  const reports = Array.isArray(page.reports) ? page.reports : (page.reports = []);
  reports.push(detail);
  reports.splice(0, reports.length - REPORTS_KEPT);
  document.dispatchEvent(new CustomEvent(REPORT_EVENT, { detail }));
}
