/*
 * Build-time only: the JSON Schemas (scripts/schemas.ts) state the address rule with this pattern. In a module of
 * its own, so no bundle carries it (a tagged template is a call, which the minifier keeps even when unused).
 */

/** An IPv4 octet as the URL parser takes it in dotted form: 0 to 255, no leading zero. */
const OCTET = String.raw`(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])`;
/** A port the URL parser takes: 0 to 65535 (up to four digits, or five up to 65535). */
const PORT = String.raw`(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4})`;
/** A host: a name whose last label starts with a letter (one ending in a number is read as IPv4), or IPv4. */
const HOST = String.raw`(?:(?:[A-Za-z0-9-]+\.)*[A-Za-z][A-Za-z0-9-]*|${OCTET}(?:\.${OCTET}){3})`;

/**
 * `safeWebUrl`'s rule (safe-url.ts) as a regular expression (ECMAScript, for a JSON Schema `pattern`): http or https with a
 * host name, or an address without a scheme that is not protocol-relative (a path, `?query`, `#part`); no
 * control characters, not empty, no leading space; a host name or an IPv4 address, a port up to 65535. Stricter
 * than the function at its edges (no IPv6 address, no `//host`, no host name outside ASCII), never looser: safe-url.test.ts holds every text it matches to be one `safeWebUrl` takes.
 */
export const WEB_URL_PATTERN = String.raw`^(?=\S)(?:[Hh][Tt][Tt][Pp][Ss]?://${HOST}(?::${PORT})?(?=[/?#]|$)|(?![A-Za-z][A-Za-z0-9+.-]*:)(?![/\\][/\\]))[^\u0000-\u001F]*$`;
