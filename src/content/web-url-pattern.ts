/*
 * Build-time only: the JSON Schemas (scripts/schemas.ts) state the address rule with this pattern. In a module of
 * its own, so no bundle carries it (a tagged template is a call, which the minifier keeps even when unused).
 */

/**
 * `safeWebUrl`'s rule (safe-url.ts) as a regular expression (ECMAScript, for a JSON Schema `pattern`): http or https with a
 * host name, or an address without a scheme that is not protocol-relative (a path, `?query`, `#part`); no
 * control characters, not empty, no leading space. Stricter than the function at its edges (no IP address, no `//host`),
 * never looser: safe-url.test.ts holds every text it matches to be one `safeWebUrl` takes.
 */
export const WEB_URL_PATTERN = String.raw`^(?=\S)(?:[Hh][Tt][Tt][Pp][Ss]?://(?:[A-Za-z0-9-]+\.)*[A-Za-z][A-Za-z0-9-]*(?::[0-9]{1,4})?(?=[/?#]|$)|(?![A-Za-z][A-Za-z0-9+.-]*:)(?![/\\][/\\]))[^\u0000-\u001F]*$`;
