import type { ReportOrigin, ServiceName } from '../elements/report.ts';
import { report } from '../elements/report.ts';
import { warnOnce } from '../elements/registry.ts';
import { reportFailedCall } from '../http/failed-call.ts';
import { NOT_FOUND, serviceWarning } from '../http/service-failure.ts';
import type { SharedDocumentState } from './use-shared-document.ts';

/** An element's document, as its warnings and reports name it. */
export interface DocumentOf {
  /** What the element goes without, after its tag: `<shop-footer> no footer content`. */
  missing: string;
  /** What it leaves out of a document it reads in part: `parts`, `entries`. */
  parts: string;
  url: string;
  service: ServiceName;
  origin: ReportOrigin;
}

/** The service a document of an element comes from: its own `content-src`, or the footer content service. */
export function contentService(contentSrc: string): ServiceName {
  return contentSrc ? 'content-src' : 'footer';
}

/**
 * Warns once and reports once what went wrong with an element's document: a failed or missing answer, nothing in
 * it readable (`readable` false), or parts of it left out (`problems`).
 */
export function noteDocumentProblems(
  of: DocumentOf,
  document: SharedDocumentState,
  readable: boolean,
  problems: readonly string[],
): void {
  const { missing, url, service, origin } = of;
  if (document.status === 'failed' && warnOnce(serviceWarning(missing, url, document.reason)))
    reportFailedCall(service, document.call, origin);
  if (document.status === 'missing' && warnOnce(serviceWarning(missing, url, NOT_FOUND)))
    reportFailedCall(service, document.call ?? { failure: 'status', status: 404, duration: 0 }, origin);
  if (
    document.status === 'ok' &&
    !readable &&
    warnOnce(`${missing} from ${url}: nothing in it could be read`)
  )
    report({ kind: 'content-unreadable', service, skipped: 0 }, origin);
  if (
    problems.length > 0 &&
    warnOnce(`<${origin.tag}> skipped ${of.parts} of ${url}: ${problems.join('; ')}`)
  )
    report({ kind: 'content-unreadable', service, skipped: problems.length }, origin);
}
