import { useEffect, useState } from 'react';
import { loadSharedDocument, settledSharedDocument, type SharedDocumentResult } from './shared-document.ts';

export type SharedDocumentState = { status: 'loading' } | SharedDocumentResult;

const LOADING: SharedDocumentState = { status: 'loading' };

/**
 * The shared document at `url` as React state; a new url starts over, a stale answer is ignored. Without a
 * url (a section that is switched off) nothing is fetched and the state is `missing`. A document that is in
 * already (asked for when the element mounted) is there in the first render.
 */
export function useSharedDocument(url: string | undefined): SharedDocumentState {
  const [state, setState] = useState<{ url: string | undefined; result: SharedDocumentState }>(() => ({
    url,
    result: (url && settledSharedDocument(url)) || LOADING,
  }));
  useEffect(() => {
    if (!url) return;
    let current = true;
    void loadSharedDocument(url).then((result) => {
      if (!current) return;
      // The same result as the first render had: no second render.
      setState((previous) =>
        previous.url === url && previous.result === result ? previous : { url, result },
      );
    });
    return () => {
      current = false;
    };
  }, [url]);
  if (!url) return { status: 'missing' };
  return state.url === url ? state.result : (settledSharedDocument(url) ?? LOADING);
}
