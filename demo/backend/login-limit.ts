import { accountKey } from './rate-limit.ts';
import { store } from './store.ts';

/**
 * The brute-force limits of every login (rate-limit.ts LOGIN_FAILURE_LIMITS): failed attempts are counted per
 * account and client address together (a growing delay) and per client (a window across accounts). Over either,
 * the attempt is refused before the password is even compared, so a refused guess tells nothing, right or wrong.
 * Nothing is counted per account alone: failures from one address never make its owner, elsewhere, wait.
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
  const { perAccountAndClient, perClient } = store.loginLimits;
  const client = attempt.client ? `client:${attempt.client}` : undefined;
  // In-process callers name no client: their attempts count as one client's.
  const pair = `${accountKey(attempt.realm, attempt.account)}|${client ?? 'client:in-process'}`;
  const wait = Math.max(
    perAccountAndClient.retryAfterSeconds(pair),
    client ? perClient.retryAfterSeconds(client) : 0,
  );
  if (wait > 0) return { retryAfterSeconds: wait };
  const user = check();
  if (user) {
    perAccountAndClient.forget(pair);
  } else {
    perAccountAndClient.record(pair);
    if (client) perClient.record(client);
  }
  return { user };
}
