import { useEffect, useRef, useState } from 'react';
import type { NewsletterClient } from '../../src/http/newsletter-client.ts';
import { LOGIN_TOKEN, readCookie } from '../../src/platform/cookies.ts';
import { SALUTATIONS } from './site-rules.ts';
import type { NewsletterValues } from './newsletter-values.ts';

export type Prefill =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; values: Partial<NewsletterValues>; holdsDne: boolean };

function isSalutation(value: unknown): value is NewsletterValues['salutation'] {
  return typeof value === 'string' && (SALUTATIONS as readonly string[]).includes(value);
}

/**
 * With the login cookie, the customer's base data (SPEC §7) as form values, including consents. Without
 * the cookie, or when the call fails, `none`: an empty, working form.
 */
export function usePrefill(client: NewsletterClient): Prefill {
  const [token] = useState(() => readCookie(LOGIN_TOKEN));
  const [prefill, setPrefill] = useState<Prefill>(() => (token ? { status: 'loading' } : { status: 'none' }));
  // One request per client: StrictMode's second effect run (development) reuses the first one's answer.
  const request = useRef<{
    client: NewsletterClient;
    answer: ReturnType<NewsletterClient['customerBaseData']>;
  }>(undefined);

  useEffect(() => {
    if (!token) return;
    let current = true;
    if (request.current?.client !== client)
      request.current = { client, answer: client.customerBaseData(token) };
    void request.current.answer.then((data) => {
      if (!current) return;
      if (!data) return setPrefill({ status: 'none' });
      const values: Partial<NewsletterValues> = {};
      if (typeof data.email === 'string') values.email = data.email;
      if (isSalutation(data.salutation)) values.salutation = data.salutation;
      if (typeof data.firstName === 'string') values.firstName = data.firstName;
      if (typeof data.lastName === 'string') values.lastName = data.lastName;
      const consents = Array.isArray(data.consents)
        ? data.consents.filter((consent) => consent === 'DNE')
        : [];
      values.consents = consents;
      setPrefill({ status: 'ready', values, holdsDne: consents.includes('DNE') });
    });
    return () => {
      current = false;
    };
  }, [client, token]);

  return prefill;
}
