/**
 * What the widgets report to the host page's monitoring (README, "Monitoring"): each failure they meet, as a
 * `storefront-widgets:report` event on `document` and in `window.storefrontWidgets.reports` (the latest
 * `REPORTS_KEPT`). Nothing is sent anywhere: the page forwards what it wants. A report is built from these fields
 * only (names, numbers, releases), never from an address, an answer or an error's text, so it cannot carry an email
 * address, a token or a query string.
 */

/** A service by its name in the services' addresses (`/service/<name>/…`); `content-src` for an element's own. */
export type ServiceName =
  'footer' | 'promotion' | 'newsletter' | 'customerfrontenddata' | 'preview' | 'login' | 'content-src';

/** Why a call failed: a status other than 2xx, no answer in time, no answer at all. */
export type CallFailure = 'status' | 'timeout' | 'network';

/** A chunk of the bundle: the element's code, the takeover of server HTML, the session renewal, the texts. */
export type ChunkName = 'element' | 'takeover' | 'session' | 'translations';

/** What went wrong, by kind. */
export type ReportFacts =
  | {
      kind: 'service-failed';
      service: ServiceName;
      failure: CallFailure;
      /** The status answered (`failure: 'status'`). */
      status?: number;
      /** Milliseconds from the call to its failure. */
      duration: number;
    }
  | {
      kind: 'content-unreadable';
      service: ServiceName;
      /** How many parts were left out; 0 when nothing in the answer could be read. */
      skipped: number;
    }
  | {
      kind: 'takeover-failed';
      /**
       * `other-release`: drawn on the server by another release; `unreadable`: its snapshot could not be read;
       * `mismatch`: the HTML was changed before React; `error`: the takeover itself failed.
       */
      cause: 'other-release' | 'unreadable' | 'mismatch' | 'error';
      /** Whether the element drew itself anew (it did, except after `error`). */
      redrawn: boolean;
      /** The release that drew the server's HTML (`other-release`), when it says. */
      drawnBy?: string;
    }
  | {
      kind: 'chunk-failed';
      chunk: ChunkName;
      /** 1 for the first failure of that chunk on the page; more when a later try failed again. */
      attempt: number;
    }
  | {
      kind: 'render-failed';
    }
  | {
      kind: 'releases-differ';
      /** The release whose elements are in use: the copy that defined them first. `release` is the later copy's. */
      definedBy: string;
    };

/** A report as the page receives it. */
export type Report = ReportFacts & {
  /** The tag of the element involved, when one is. */
  element?: string;
  /** Its storefront (`site`), when it has one. */
  site?: string;
  /** The release of the copy of the bundle that reports. */
  release: string;
  /** When, as `performance.now()`, in whole milliseconds. */
  time: number;
};

/** The element a report is about: its tag and, when it has one, its site. */
export interface ReportOrigin {
  tag: string;
  site?: string;
}

/** The element a report names: its tag, and the site of its configuration when it has one. */
export function originOf(tag: string, config: object): ReportOrigin {
  return { tag, site: (config as { site?: string }).site };
}

/** `window.storefrontWidgets`: the page's settings (`middleware`) and what the bundle puts there for it. */
export interface PageGlobal {
  middleware?: unknown;
  version?: string;
  reports?: Report[];
}

/** `window.storefrontWidgets`, created when the page has not defined it; whatever the page put in it stays. */
export function pageGlobal(): PageGlobal {
  return ((globalThis as { storefrontWidgets?: PageGlobal }).storefrontWidgets ??= {});
}

/**
 * Reports `facts` to the page (`publish`). The report is made now, its time too; the code that publishes it is a
 * chunk of its own, fetched on the first report: a page without a failure never downloads it.
 */
export function report(facts: ReportFacts, origin?: ReportOrigin): void {
  const detail: Report = {
    ...facts,
    element: origin?.tag,
    site: origin?.site,
    release: __SW_VERSION__,
    time: Math.round(performance.now()),
  };
  import('./report-channel.ts').then(
    (channel) => channel.publish(detail),
    () => {},
  );
}
