import { useEffect, useRef, useState } from 'react';
import type { NewsletterClient } from '../../src/http/newsletter-client.ts';
import { type DoiResult } from '../../src/contract/newsletter.ts';

export type DoiState = 'idle' | 'confirming' | DoiResult;

/** Confirms a double opt-in token once when one is given (SPEC §7 PUT …/doi). */
export function useDoiConfirmation(client: NewsletterClient, token: string): DoiState {
  const [state, setState] = useState<{ token: string; result: DoiState }>({
    token,
    result: token ? 'confirming' : 'idle',
  });
  // One confirmation per client and token: StrictMode's second effect run (development) reuses the answer.
  const request = useRef<{ client: NewsletterClient; token: string; answer: Promise<DoiResult> }>(undefined);
  useEffect(() => {
    if (!token) return;
    let current = true;
    if (request.current?.client !== client || request.current.token !== token)
      request.current = { client, token, answer: client.confirmDoi(token) };
    void request.current.answer.then((result) => {
      if (current) setState({ token, result });
    });
    return () => {
      current = false;
    };
  }, [client, token]);
  if (!token) return 'idle';
  return state.token === token ? state.result : 'confirming';
}
