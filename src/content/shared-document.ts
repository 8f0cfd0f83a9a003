import { pageSingleton } from '../elements/registry.ts';
import { parseJsonText } from './json.ts';
import { HttpClient, isSuccessStatus } from '../http/client.ts';
import { Configuration } from '../http/configuration.ts';
import { adoptEarlyFetch, arrivedEarly } from '../http/early-fetch.ts';
import { ResponseError } from '../http/response-error.ts';
import { failedCall, type FailedCall } from '../http/failed-call.ts';
import { describeFailure } from '../http/service-failure.ts';

/** A document's result; a failed call says how it failed (`call`), an answer that was no document has none. */
export type SharedDocumentResult =
  | { status: 'ok'; content: unknown }
  | { status: 'missing'; call?: FailedCall }
  | { status: 'failed'; reason: string; call?: FailedCall };

// A document the loader asked for early (`fetchEarly`, while this code was on its way) is taken over, not re-sent.
const client = new HttpClient(new Configuration({ fetchApi: adoptEarlyFetch }));

/**
 * A document from a service's JSON answer: the promotion service wraps it in `contentJSON` (a JSON string), a
 * plain JSON file is the document itself. The server's fragment handler reads its fetched documents the same way.
 */
export function parseContent(body: unknown): SharedDocumentResult {
  if (typeof body === 'object' && body !== null && 'contentJSON' in body) {
    const text = (body as { contentJSON: unknown }).contentJSON;
    if (typeof text !== 'string') return { status: 'failed', reason: 'contentJSON is not a string' };
    try {
      return { status: 'ok', content: JSON.parse(text) as unknown };
    } catch {
      return { status: 'failed', reason: 'contentJSON is not valid JSON' };
    }
  }
  if (body === undefined) return { status: 'failed', reason: 'the response is empty' };
  return { status: 'ok', content: body };
}

async function fetchDocument(url: string): Promise<SharedDocumentResult> {
  const startedAt = performance.now();
  try {
    return parseContent(await client.json<unknown>({ path: url }));
  } catch (error) {
    if (error instanceof ResponseError && error.response.status === 404)
      return { status: 'missing', call: failedCall(error, startedAt) };
    return { status: 'failed', reason: describeFailure(error), call: failedCall(error, startedAt) };
  }
}

interface CachedDocument {
  pending: Promise<SharedDocumentResult>;
  /** The result once it is in, unless it failed. */
  settled?: SharedDocumentResult;
  /** An element has the result: a failure then leaves the cache, so the next element may try again. */
  handedOut: boolean;
}

function cachedDocuments(): Map<string, CachedDocument> {
  return pageSingleton('shared-documents-v3', () => new Map<string, CachedDocument>());
}

function forgetFailure(cache: Map<string, CachedDocument>, url: string, entry: CachedDocument): void {
  void entry.pending.then((result) => {
    if (result.status === 'failed' && cache.get(url) === entry) cache.delete(url);
  });
}

/** A usable document from the early request's body, if all of it has arrived: 2xx and JSON of the right kind. */
function arrivedDocument(url: string): SharedDocumentResult | undefined {
  const arrived = arrivedEarly(url);
  if (!arrived || !isSuccessStatus(arrived.status)) return undefined;
  try {
    const result = parseContent(parseJsonText(arrived.text));
    return result.status === 'ok' ? result : undefined;
  } catch {
    return undefined;
  }
}

/** A cache entry for a document that is in: asked for again, it gives this very result at once. */
function settledEntry(result: SharedDocumentResult, handedOut: boolean): CachedDocument {
  return { pending: Promise.resolve(result), settled: result, handedOut };
}

function take(url: string, handOut: boolean): Promise<SharedDocumentResult> {
  const cache = cachedDocuments();
  let entry = cache.get(url);
  if (!entry) {
    // An early answer that has all arrived is the document: the client would only read and parse it again.
    const arrived = arrivedDocument(url);
    const created: CachedDocument = arrived
      ? settledEntry(arrived, handOut)
      : { pending: fetchDocument(url), handedOut: handOut };
    void created.pending.then((result) => {
      if (result.status !== 'failed') created.settled = result;
    });
    cache.set(url, created);
    if (handOut) forgetFailure(cache, url, created);
    entry = created;
  } else if (handOut && !entry.handedOut) {
    entry.handedOut = true;
    forgetFailure(cache, url, entry);
  }
  return entry.pending;
}

/**
 * The JSON document at `url` (a CMS document, plain or wrapped in `contentJSON`), fetched once per page
 * however many elements (and bundle copies) ask: the footer and the country switcher share one request, and
 * a request the loader started early (`fetchEarly`) is the one used. A 404 is `missing`; anything unusable
 * is `failed` with a reason for the console, and leaves the cache once an element has it, so the next element
 * may try again. Never rejects.
 */
export function loadSharedDocument(url: string): Promise<SharedDocumentResult> {
  return take(url, true);
}

/**
 * Starts the document for an element about to render (`reactElement({ prepare })`), before its render asks for
 * it. A failure waits in the cache until that render has taken it, so preparing never doubles a failing request.
 */
export function prepareSharedDocument(url: string): void {
  void take(url, false);
}

/**
 * The document at `url` if it is in already (never a failure), for a first render without a loading state. The
 * body of the loader's early request counts once it has arrived: the client's reading of it takes a few tasks,
 * which the first render would not wait for. Whoever asks next gets the very same result, so a render that
 * had it is not repeated when the client's answer comes.
 */
export function settledSharedDocument(url: string): SharedDocumentResult | undefined {
  const cache = cachedDocuments();
  const entry = cache.get(url);
  if (entry?.settled) return entry.settled;
  const arrived = arrivedDocument(url);
  if (!arrived) return undefined;
  cache.set(url, settledEntry(arrived, entry?.handedOut ?? false));
  return arrived;
}
