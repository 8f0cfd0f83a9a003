import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed tokens of the reference backend: `base64url(header).base64url(claims).base64url(HMAC-SHA256)`,
 * JWT-shaped so that the browser can read the claims (SPEC §3: exp, ren, lid, in seconds) while only the
 * server can make or change one. The key is TOKEN_SECRET from the environment; unset or empty, a fixed development
 * default, so tokens survive a demo server restart. Never deploy with the default. (An empty TOKEN_SECRET must not
 * become an empty HMAC key.)
 */
const SECRET = process.env.TOKEN_SECRET || 'storefront-widgets-dev-secret-not-for-production';
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export interface TokenClaims {
  /** Subject: the customer or staff member id (never an email address). */
  sub: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** From when the token may be renewed, seconds since the epoch. */
  ren?: number;
  /** Long-term login id. */
  lid?: string;
  [claim: string]: unknown;
}

function sign(data: string): string {
  return createHmac('sha256', SECRET).update(data).digest('base64url');
}

export function signToken(claims: TokenClaims): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${sign(body)}`;
}

/**
 * The claims of a token this server signed and that has not expired at `nowSeconds`; else undefined. The header
 * must be exactly ours (so no `alg: none` or other algorithm is ever considered), the signature must match in
 * constant time, and `sub` and `exp` must be present; a token expires at its `exp` second.
 */
export function verifyToken(token: string | null | undefined, nowSeconds: number): TokenClaims | undefined {
  if (!token) return undefined;
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return undefined;
  const expected = Buffer.from(sign(`${header}.${payload}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims | null;
    if (typeof claims?.sub !== 'string' || typeof claims.exp !== 'number' || claims.exp <= nowSeconds)
      return undefined;
    return claims;
  } catch {
    return undefined;
  }
}

/** An unguessable opaque token (DOI links). */
export function randomToken(): string {
  return randomBytes(24).toString('base64url');
}
