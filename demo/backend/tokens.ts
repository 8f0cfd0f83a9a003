import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed tokens of the reference backend: `base64url(header).base64url(claims).base64url(HMAC-SHA256)`,
 * JWT-shaped so that the browser can read the claims (exp, ren, lid, in seconds) while only the
 * server can make or change one.
 *
 * Every token is of one kind (its audience): a customer's login token, a customer's long-term token or a staff
 * token. The kind is the `aud` claim, and each kind is signed with its own key, derived from the server's key
 * (HMAC of the kind's label). A token of one kind therefore never verifies as another: a customer cannot copy
 * their login token into the staff cookie, nor use the 30-day long-term token as a login token.
 */
export type TokenAudience = 'login' | 'longterm' | 'staff';

const HOUR_S = 60 * 60;
/**
 * How long each kind of token lives from its issue, in seconds: what its issuer gives it, and the most
 * verifyToken takes (a well-signed token whose expiry lies further ahead than this is refused).
 */
export const TOKEN_LIFETIME_S: Readonly<Record<TokenAudience, number>> = {
  login: HOUR_S / 2,
  longterm: 30 * 24 * HOUR_S,
  staff: 8 * HOUR_S,
};

/** The environment variable of the server's key; shorter than this many characters is refused. */
const TOKEN_SECRET_ENV = 'TOKEN_SECRET';
const TOKEN_SECRET_MIN_LENGTH = 32;
/** Fewest different characters, and fewest estimated bits, of a secret that is not obviously guessable. */
const TOKEN_SECRET_MIN_DISTINCT = 8;
const TOKEN_SECRET_MIN_BITS = 96;

/**
 * Why `secret` is easy to guess, or undefined when nothing shows it: too few different characters, one block
 * repeated (`abcdabcd…`, the last copy may be cut), or under TOKEN_SECRET_MIN_BITS by the estimate of its
 * characters' frequencies (its length times the Shannon entropy of one character). A random key of 32 hex digits
 * or more passes; the check cannot tell a well-known phrase from a random one, so keys are made, not typed.
 */
function whyGuessable(secret: string): string | undefined {
  const characters = [...secret];
  const counts = new Map<string, number>();
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  if (counts.size < TOKEN_SECRET_MIN_DISTINCT)
    return `it has only ${counts.size} different characters (at least ${TOKEN_SECRET_MIN_DISTINCT} are needed)`;
  for (let period = 1; period <= characters.length / 2; period++) {
    if (characters.every((character, i) => i < period || character === characters[i - period]))
      return `it repeats a block of ${period} characters`;
  }
  let bitsPerCharacter = 0;
  for (const count of counts.values()) {
    const share = count / characters.length;
    bitsPerCharacter -= share * Math.log2(share);
  }
  const bits = Math.floor(bitsPerCharacter * characters.length);
  if (bits < TOKEN_SECRET_MIN_BITS)
    return `its characters hold about ${bits} bits (at least ${TOKEN_SECRET_MIN_BITS} are needed)`;
  return undefined;
}

/**
 * The server's key: TOKEN_SECRET, or, when it is unset or empty, a random key made at this start (so tokens do
 * not survive a restart, and nobody can forge one with a key from the repository). Too short or too plain a secret
 * (whyGuessable) stops the start: a guessable key would let anyone sign a staff token.
 */
function serverKey(env: Record<string, string | undefined>): {
  key: Buffer;
  source: 'environment' | 'random';
} {
  const secret = env[TOKEN_SECRET_ENV];
  if (!secret) return { key: randomBytes(32), source: 'random' };
  if (secret.length < TOKEN_SECRET_MIN_LENGTH)
    throw new Error(`${TOKEN_SECRET_ENV} must be at least ${TOKEN_SECRET_MIN_LENGTH} characters long`);
  const guessable = whyGuessable(secret);
  if (guessable)
    throw new Error(
      `${TOKEN_SECRET_ENV} is too easy to guess: ${guessable}. Make a random one, e.g. with \`openssl rand -base64 48\`.`,
    );
  return { key: Buffer.from(secret, 'utf8'), source: 'environment' };
}

const SERVER_KEY = serverKey(process.env);

/** Where this start's key came from: the demo server says so when it starts (demo/start.ts). */
export function tokenKeyNotice(): string {
  return SERVER_KEY.source === 'environment'
    ? `tokens are signed with the key in ${TOKEN_SECRET_ENV}`
    : `${TOKEN_SECRET_ENV} is not set: tokens are signed with a random key made at this start, so logins end when the server stops`;
}

/**
 * The key of one kind of token: HMAC-SHA256(server key, label). Exported for the tests' hand-made tokens.
 * @internal Test seam: tests sign near-miss tokens as the server would.
 */
export function audienceKey(serverSecret: Buffer | string, audience: TokenAudience): Buffer {
  return createHmac('sha256', serverSecret).update(`storefront-widgets token: ${audience}`).digest();
}

const KEYS: Record<TokenAudience, Buffer> = {
  login: audienceKey(SERVER_KEY.key, 'login'),
  longterm: audienceKey(SERVER_KEY.key, 'longterm'),
  staff: audienceKey(SERVER_KEY.key, 'staff'),
};

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
  /** The kind of token; set by `signToken`, checked by `verifyToken`. */
  aud?: TokenAudience;
  [claim: string]: unknown;
}

function sign(data: string, audience: TokenAudience): string {
  return createHmac('sha256', KEYS[audience]).update(data).digest('base64url');
}

/**
 * A token of `audience` with `claims`. The audience defaults to a customer's login token, the kind the widgets'
 * own tests mint to read its claims; the backend's issuers always name theirs.
 */
export function signToken(claims: TokenClaims, audience: TokenAudience = 'login'): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify({ ...claims, aud: audience })).toString('base64url')}`;
  return `${body}.${sign(body, audience)}`;
}

/** Whether a time claim (seconds since the epoch) is absent or a finite number. */
function optionalTime(value: unknown): value is number | undefined {
  return value === undefined || (typeof value === 'number' && Number.isFinite(value));
}

/**
 * The claims of a token of `audience` this server signed and that has not expired at `nowSeconds`; else
 * undefined. The header must be exactly ours (so no `alg: none` or other algorithm is ever considered), the
 * signature must match the audience's key in constant time, `aud` must name that audience, and `sub` and `exp`
 * must be present; a token expires at its `exp` second. The times must be sane for the kind: `exp` no further
 * ahead than the kind's whole life (TOKEN_LIFETIME_S), `ren` (when there) a number not after `exp`, `iat` (when
 * there) a number not in the future; so even a token signed with a leaked key cannot live for ever.
 */
export function verifyToken(
  token: string | null | undefined,
  audience: TokenAudience,
  nowSeconds: number,
): TokenClaims | undefined {
  if (!token) return undefined;
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return undefined;
  const expected = Buffer.from(sign(`${header}.${payload}`, audience));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims | null;
    if (
      claims?.aud !== audience ||
      typeof claims.sub !== 'string' ||
      typeof claims.exp !== 'number' ||
      claims.exp <= nowSeconds ||
      claims.exp > nowSeconds + TOKEN_LIFETIME_S[audience] ||
      !optionalTime(claims.ren) ||
      (claims.ren !== undefined && claims.ren > claims.exp) ||
      !optionalTime(claims.iat) ||
      (claims.iat !== undefined && claims.iat > nowSeconds)
    )
      return undefined;
    return claims;
  } catch {
    return undefined;
  }
}

/** An unguessable opaque token (subscriber links). */
export function randomToken(): string {
  return randomBytes(24).toString('base64url');
}
