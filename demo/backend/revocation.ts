import { now, store } from './store.ts';
import { randomToken, verifyToken, type TokenAudience, type TokenClaims } from './tokens.ts';

/**
 * Ending a token before its expiry (a logout), in the in-process store. Every token the backend issues carries a
 * random id (`jti`); a logout puts its token's id on the revocation list until the token would have expired anyway,
 * and every call verifies tokens through `verifyLiveToken`, which refuses one on the list. The list holds ids and
 * expiry times only, and forgets an id once its token has expired, so it never outgrows the tokens still alive.
 * It lives as long as the process (or until `/__test__/reset`): a restart with the same TOKEN_SECRET forgets it.
 */

function nowSeconds(): number {
  return Math.floor(now() / 1000);
}

/** A fresh token id, for an issuer's claims. */
export function tokenId(): string {
  return randomToken();
}

/** The claims of a token of `audience` that verifies now (tokens.ts verifyToken) and was not revoked; else undefined. */
export function verifyLiveToken(
  token: string | null | undefined,
  audience: TokenAudience,
): TokenClaims | undefined {
  const claims = verifyToken(token, audience, nowSeconds());
  if (!claims) return undefined;
  if (typeof claims.jti === 'string' && store.revokedTokens.has(claims.jti)) return undefined;
  return claims;
}

/** Ends the token of `claims` (verified by the caller) now; a token without an id has nothing to revoke. */
export function revokeToken(claims: TokenClaims): void {
  const seconds = nowSeconds();
  for (const [id, expires] of store.revokedTokens) if (expires <= seconds) store.revokedTokens.delete(id);
  if (typeof claims.jti === 'string') store.revokedTokens.set(claims.jti, claims.exp);
}
