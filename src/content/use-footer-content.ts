import { useEffect, useState } from 'react';
import { loadFooterContent, type FooterContentResult } from './footer-content.ts';

export type FooterContentState = { status: 'loading' } | FooterContentResult;

/** The footer content at `url` as React state; a new url starts over, a stale answer is ignored. */
export function useFooterContent(url: string): FooterContentState {
  const [state, setState] = useState<{ url: string; result: FooterContentState }>({
    url,
    result: { status: 'loading' },
  });
  useEffect(() => {
    let current = true;
    void loadFooterContent(url).then((result) => {
      if (current) setState({ url, result });
    });
    return () => {
      current = false;
    };
  }, [url]);
  return state.url === url ? state.result : { status: 'loading' };
}
