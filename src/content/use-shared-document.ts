import { useMemo, useState } from 'react';
import { snapshotDocument, useRenderSnapshot, useServerRender } from '../elements/wake/render-snapshot.ts';
import { useLatestAnswer } from '../http/use-latest-answer.ts';
import { loadSharedDocument, settledSharedDocument, type SharedDocumentResult } from './shared-document.ts';

export type SharedDocumentState = { status: 'loading' } | SharedDocumentResult;

const LOADING: SharedDocumentState = { status: 'loading' };
const MISSING: SharedDocumentState = { status: 'missing' };

/**
 * The shared document at `url` as React state; a new url starts over, a stale answer is ignored. Without a
 * url (a section that is switched off) nothing is fetched and the state is `missing`. A document that is in
 * already (asked for when the element mounted) is there in the first render; so is one a server rendered from.
 */
export function useSharedDocument(url: string | undefined): SharedDocumentState {
  // A document the server rendered from is the one to draw from (and to hydrate with): it is not asked for. One
  // the server left out is drawn as missing while the server's HTML is hydrated, then asked for.
  const snapshot = useRenderSnapshot();
  const hydrating = useServerRender();
  const drawn = url === undefined ? undefined : snapshotDocument(snapshot, url);
  const omitted = drawn?.status === 'omitted';
  const given = omitted ? (hydrating ? MISSING : undefined) : drawn;
  const [state, setState] = useState<{ url: string | undefined; result: SharedDocumentState }>(() => ({
    url,
    result: (url && settledSharedDocument(url)) || LOADING,
  }));
  const load = useMemo(() => (url && !given ? () => loadSharedDocument(url) : undefined), [url, given]);
  useLatestAnswer(load, (result) =>
    // The same result as the first render had: no second render.
    setState((previous) => (previous.url === url && previous.result === result ? previous : { url, result })),
  );
  if (!url) return { status: 'missing' };
  if (given) return given;
  const result = state.url === url ? state.result : (settledSharedDocument(url) ?? LOADING);
  // Until its answer is in, a document the server left out stays out: what the server drew stays on screen.
  return omitted && result.status === 'loading' ? MISSING : result;
}
