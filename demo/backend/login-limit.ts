import { accountKey } from './rate-limit.ts';
import { store } from './store.ts';

/**
 * The brute-force limit of every login (rate-limit.ts LOGIN_FAILURE_LIMITS): failed attempts are counted per
 * account and per client, and over either limit the attempt is refused before the password is even compared,
 * so a refused guess tells nothing, right or wrong.
 */
export interface LoginAttempt {
  realm: 'customer' | 'staff';
  /** The email address or user name as typed; only its hash is kept. */
  account: string;
  /** The client's address as the demo server saw it; undefined in-process (unit tests through msw). */
  client?: string | null;
}

export type LoginOutcome<T> = { retryAfterSeconds: number } | { user: T | undefined };

/** Runs `check` (the password comparison) unless a limit refuses the attempt; counts a failure, clears on success. */
export function attemptLogin<T>(attempt: LoginAttempt, check: () => T | undefined): LoginOutcome<T> {
  const { perAccount, perClient } = store.loginLimits;
  const account = accountKey(attempt.realm, attempt.account);
  const client = attempt.client ? `client:${attempt.client}` : undefined;
  const wait = Math.max(
    perAccount.retryAfterSeconds(account),
    client ? perClient.retryAfterSeconds(client) : 0,
  );
  if (wait > 0) return { retryAfterSeconds: wait };
  const user = check();
  if (user) {
    perAccount.forget(account);
  } else {
    perAccount.record(account);
    if (client) perClient.record(client);
  }
  return { user };
}
