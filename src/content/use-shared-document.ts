import { useMemo, useState } from 'react';
import { snapshotDocument, useRenderSnapshot } from '../elements/render-snapshot.ts';
import { useLatestAnswer } from '../http/use-latest-answer.ts';
import { loadSharedDocument, settledSharedDocument, type SharedDocumentResult } from './shared-document.ts';

export type SharedDocumentState = { status: 'loading' } | SharedDocumentResult;

const LOADING: SharedDocumentState = { status: 'loading' };

/**
 * The shared document at `url` as React state; a new url starts over, a stale answer is ignored. Without a
 * url (a section that is switched off) nothing is fetched and the state is `missing`. A document that is in
 * already (asked for when the element mounted) is there in the first render; so is one a server rendered from.
 */
export function useSharedDocument(url: string | undefined): SharedDocumentState {
  // A document the server rendered from is the one to draw from (and to hydrate with): it is not asked for.
  const snapshot = useRenderSnapshot();
  const given = url === undefined ? undefined : snapshotDocument(snapshot, url);
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
  return state.url === url ? state.result : (settledSharedDocument(url) ?? LOADING);
}
