/**
 * Reading the claims of the shop's JWT-shaped tokens (`LoginToken`, `LongtermToken`) in the browser. The
 * signature is NOT checked: only the server can do that, and the widgets only use the claims to decide when to
 * ask the server. A cookie is outside input, so nothing here throws.
 */

/** The claims the session renewal reads; times are seconds since the epoch. */
export interface SessionTokenClaims {
  /** Expiry. */
  exp?: number;
  /** From when the token may (and should) be renewed. */
  ren?: number;
  /** The long-term login id; a login token without it makes the module ask for a long-term token. */
  lid?: string;
}

/**
 * base64url (RFC 4648 §5, unpadded or padded) to bytes; `undefined` for anything that is not. Plain base64's
 * `+` and `/` are accepted too: nothing is gained by refusing a token some server encoded that way.
 */
function decodeBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_\-+/]*={0,2}$/.test(text)) return undefined;
  const base64 = text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  try {
    // Padded to a multiple of 4; atob throws for a length no base64 text has (one character left over).
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
    return bytes;
  } catch {
    return undefined;
  }
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * The `exp`, `ren` and `lid` claims of `token` (`header.payload.signature`, the payload base64url-encoded
 * UTF-8 JSON), decoded without verifying. `undefined` when there is no token or it is not of that shape
 * (not three parts, payload not base64url, not UTF-8, not JSON, not a JSON object). A claim of the wrong type
 * (a string `exp`, a non-finite number, an empty `lid`) is left out, so the result holds only valid claims
 * and may be `{}`. Never throws.
 */
export function parseTokenClaims(token: string | undefined): SessionTokenClaims | undefined {
  if (typeof token !== 'string') return undefined;
  const parts = token.trim().split('.');
  if (parts.length !== 3) return undefined;
  const bytes = decodeBase64Url(parts[1] ?? '');
  if (!bytes || bytes.length === 0) return undefined;

  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return undefined;

  // Own properties only: a payload must not pick up claims from Object.prototype.
  const record = payload as Record<string, unknown>;
  const own = (key: string): unknown => (Object.hasOwn(record, key) ? record[key] : undefined);
  const exp = own('exp');
  const ren = own('ren');
  const lid = own('lid');
  // Built by spreading, not by assignment: a read-only `exp` someone defined on Object.prototype would make
  // `claims.exp = …` throw.
  return {
    ...(isFiniteNumber(exp) ? { exp } : {}),
    ...(isFiniteNumber(ren) ? { ren } : {}),
    ...(typeof lid === 'string' && lid !== '' ? { lid } : {}),
  };
}
