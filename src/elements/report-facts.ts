/** What a report says (README, "Monitoring"): its kinds and their facts, as `report.ts` takes them and the page receives them. */
/** A service by its name in the services' addresses (`/service/<name>/…`); `content-src` for an element's own. */
export type ServiceName =
  'footer' | 'promotion' | 'newsletter' | 'customerfrontenddata' | 'preview' | 'login' | 'content-src';

/** Why a call failed: a status other than 2xx, no answer in time, no answer at all. */
type CallFailure = 'status' | 'timeout' | 'network';

/** A chunk of the bundle: the element's code, the takeover of server HTML, the session renewal, the texts. */
type ChunkName = 'element' | 'takeover' | 'session' | 'translations';

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

/**
 * What a call site hands over: the facts of its kind, or a failed call (`call-failed`) with what its client rejected
 * with. The channel (`report-channel.ts`) turns a failed call into `service-failed` or `content-unreadable`, and
 * keeps of an error only its kind and status: that work, and the release and the element, cost the loader nothing.
 */
export type ReportInput =
  | ReportFacts
  | {
      kind: 'call-failed';
      service: ServiceName;
      /** What the call rejected with; undefined when an answer came and no document was in it. */
      error?: unknown;
      /** Milliseconds from the call to its failure. */
      duration?: number;
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
