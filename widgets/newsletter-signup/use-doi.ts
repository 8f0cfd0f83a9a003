import { useMemo, useState } from 'react';
import type { NewsletterClient } from '../../src/http/newsletter-client.ts';
import { type DoiResult } from '../../src/contract/newsletter.ts';
import { useLatestAnswer } from '../../src/http/use-latest-answer.ts';

export type DoiState = 'idle' | 'confirming' | DoiResult;

/** Confirms a double opt-in token once when one is given (PUT …/doi). */
export function useDoiConfirmation(client: NewsletterClient, token: string): DoiState {
  const [state, setState] = useState<{ token: string; result: DoiState }>({
    token,
    result: token ? 'confirming' : 'idle',
  });
  // One confirmation per client and token.
  const confirm = useMemo(() => (token ? () => client.confirmDoi(token) : undefined), [client, token]);
  useLatestAnswer(confirm, (result) => setState({ token, result }));
  if (!token) return 'idle';
  return state.token === token ? state.result : 'confirming';
}
