/** A JSON object (not an array, not null): what readers of untrusted documents and answers check first. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Parses a body already read as text; an empty body (204, or 200 with nothing) is `undefined`, not an error. The
 * HTTP client's rule, and that of the requests made without it (customer data before React).
 */
export function parseJsonText<T>(text: string): T | undefined {
  return text.trim() === '' ? undefined : (JSON.parse(text) as T);
}
