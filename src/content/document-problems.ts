import type { ServiceName } from '../elements/report-facts.ts';
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
  /** The element's own `content-src`, when it has one: the document comes from there, not the footer service. */
  contentSrc: string;
  tag: string;
  /** The element's configuration: its site goes into the reports. */
  config: object;
}

/**
 * Warns once and reports once what went wrong with an element's document: a failed answer, a 404, nothing in it
 * readable (`readable` false), or parts of it left out (`problems`). A document with no address (a part switched
 * off) is missing without a call: nothing failed, nothing is reported.
 */
export function noteDocumentProblems(
  of: DocumentOf,
  document: SharedDocumentState,
  readable: boolean,
  problems: readonly string[],
): void {
  const { missing, url, tag, config } = of;
  const service: ServiceName = of.contentSrc ? 'content-src' : 'footer';
  // Without a call (an answer with no document in it, or none readable), the report says unreadable.
  if (
    (document.status === 'failed' && warnOnce(serviceWarning(missing, url, document.reason))) ||
    (document.status === 'missing' && warnOnce(serviceWarning(missing, url, NOT_FOUND)) && document.call) ||
    (document.status === 'ok' && !readable && warnOnce(`${missing} from ${url}: nothing in it could be read`))
  )
    reportFailedCall(service, document.status === 'ok' ? undefined : document.call, tag, config);
  if (problems.length > 0 && warnOnce(`<${tag}> skipped ${of.parts} of ${url}: ${problems.join('; ')}`))
    report({ kind: 'content-unreadable', service, skipped: problems.length }, tag, config);
}
