import { useEffect, useState } from 'react';
import type { DoiResult, NewsletterClient } from '../../src/http/newsletter-client.ts';

export type DoiState = 'idle' | 'confirming' | DoiResult;

/** Confirms a double opt-in token once when one is given (SPEC §7 PUT …/doi). */
export function useDoiConfirmation(client: NewsletterClient, token: string): DoiState {
  const [state, setState] = useState<{ token: string; result: DoiState }>({
    token,
    result: token ? 'confirming' : 'idle',
  });
  useEffect(() => {
    if (!token) return;
    let current = true;
    void client.confirmDoi(token).then((result) => {
      if (current) setState({ token, result });
    });
    return () => {
      current = false;
    };
  }, [client, token]);
  if (!token) return 'idle';
  return state.token === token ? state.result : 'confirming';
}
