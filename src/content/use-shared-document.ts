import { useEffect, useState } from 'react';
import { loadSharedDocument, type SharedDocumentResult } from './shared-document.ts';

export type SharedDocumentState = { status: 'loading' } | SharedDocumentResult;

/**
 * The shared document at `url` as React state; a new url starts over, a stale answer is ignored. Without a
 * url (a section that is switched off) nothing is fetched and the state is `missing`.
 */
export function useSharedDocument(url: string | undefined): SharedDocumentState {
  const [state, setState] = useState<{ url: string | undefined; result: SharedDocumentState }>({
    url,
    result: { status: 'loading' },
  });
  useEffect(() => {
    if (!url) return;
    let current = true;
    void loadSharedDocument(url).then((result) => {
      if (current) setState({ url, result });
    });
    return () => {
      current = false;
    };
  }, [url]);
  if (!url) return { status: 'missing' };
  return state.url === url ? state.result : { status: 'loading' };
}
