/**
 * What a report says (README, "Monitoring"): its kinds and their facts, as `report.ts` takes them and the page
 * receives them. The lists of values are here too, for a collector that checks what it receives (the reference
 * backend's, demo/backend/collector.ts): of the values, the browser takes only the release pattern (the channel's
 * chunk).
 */

/** A service by its name in the services' addresses (`/service/<name>/…`); `content-src` for an element's own. */
export const SERVICE_NAMES = [
  'footer',
  'promotion',
  'newsletter',
  'customerfrontenddata',
  'preview',
  'login',
  'content-src',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Why a call failed: a status other than 2xx, no answer in time, no answer at all. */
export const CALL_FAILURES = ['status', 'timeout', 'network'] as const;

/** A chunk of the bundle: the element's code, the takeover of server HTML, the session renewal, the texts. */
export const CHUNK_NAMES = ['element', 'takeover', 'session', 'translations'] as const;

/** Why a takeover failed (`takeover-failed`'s `cause`, described there). */
export const TAKEOVER_CAUSES = ['other-release', 'unreadable', 'mismatch', 'error'] as const;

/** A release as a report may name one: a SemVer version, nothing else (the HTML it is read from might hold more). */
export const RELEASE_PATTERN = /^\d+\.\d+\.\d+(?:[-+][\w.+-]{1,40})?$/;

/** What went wrong, by kind. */
export type ReportFacts =
  | {
      kind: 'service-failed';
      service: ServiceName;
      failure: (typeof CALL_FAILURES)[number];
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
      cause: (typeof TAKEOVER_CAUSES)[number];
      /** Whether the element drew itself anew (it did, except after `error`). */
      redrawn: boolean;
      /** The release that drew the server's HTML (`other-release`), when it says. */
      drawnBy?: string;
    }
  | {
      kind: 'chunk-failed';
      chunk: (typeof CHUNK_NAMES)[number];
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
