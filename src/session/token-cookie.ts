import { readCookie } from '../platform/cookies.ts';

/** A token cookie's value: `undefined` when missing or empty (an empty value is what deleting a cookie leaves). */
export function tokenCookie(name: string): string | undefined {
  return readCookie(name) || undefined;
}
