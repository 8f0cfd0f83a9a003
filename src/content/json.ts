/** A JSON object (not an array, not null): what readers of untrusted documents and answers check first. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
