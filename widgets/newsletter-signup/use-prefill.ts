import { useEffect, useMemo, useState } from 'react';
import { type NewsletterClient } from '../../src/http/newsletter-client.ts';
import { warnOnce } from '../../src/elements/registry.ts';
import { useLatestAnswer } from '../../src/http/use-latest-answer.ts';
import { useServerRender } from '../../src/elements/wake/render-snapshot.ts';
import { LOGIN_TOKEN_COOKIE } from '../../src/contract/cookies.ts';
import { readCookie } from '../../src/platform/cookies.ts';
import type { NewsletterValues } from './newsletter-values.ts';
import { DNE_CONSENT, SALUTATIONS } from '../../src/contract/newsletter.ts';

export type Prefill =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; values: Partial<NewsletterValues>; holdsDne: boolean };

function isSalutation(value: unknown): value is NewsletterValues['salutation'] {
  return typeof value === 'string' && (SALUTATIONS as readonly string[]).includes(value);
}

/** Once per page: the element's `api-base` is on another origin, so a logged-in customer's form stays empty. */
function warnForeignBase(): void {
  if (readCookie(LOGIN_TOKEN_COOKIE))
    warnOnce(
      '<newsletter-signup>: api-base is on another origin than the page; the login token is only sent to the ' +
        "page's own origin, so the form is not prefilled.",
    );
}

/**
 * With the login cookie, the customer's base data (`customers/base-data`) as form values, including consents. Without
 * the cookie, or when the call fails, `none`: an empty, working form.
 */
export function usePrefill(client: NewsletterClient): Prefill {
  // The login token goes to the page's own origin only; another `api-base` gets an empty form. A server knows
  // no customer: its form, and the hydration of it, start empty; the prefill follows once hydrated.
  const serverRender = useServerRender();
  const token = client.sendsCredentials && !serverRender ? readCookie(LOGIN_TOKEN_COOKIE) : undefined;
  useEffect(() => {
    if (!client.sendsCredentials) warnForeignBase();
  }, [client]);
  const [prefill, setPrefill] = useState<Prefill>(() => (token ? { status: 'loading' } : { status: 'none' }));
  // One request per client and token.
  const ask = useMemo(() => (token ? () => client.customerBaseData(token) : undefined), [client, token]);
  useLatestAnswer(ask, (data) => {
    if (!data) return setPrefill({ status: 'none' });
    const values: Partial<NewsletterValues> = {};
    if (typeof data.email === 'string') values.email = data.email;
    if (isSalutation(data.salutation)) values.salutation = data.salutation;
    if (typeof data.firstName === 'string') values.firstName = data.firstName;
    if (typeof data.lastName === 'string') values.lastName = data.lastName;
    const consents = Array.isArray(data.consents)
      ? data.consents.filter((consent) => consent === DNE_CONSENT)
      : [];
    values.consents = consents;
    setPrefill({ status: 'ready', values, holdsDne: consents.includes(DNE_CONSENT) });
  });

  return prefill;
}
