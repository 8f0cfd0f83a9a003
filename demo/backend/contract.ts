import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/**
 * The service contract: the OpenAPI document of every call the widgets make (openapi/storefront-services.yaml).
 * The reference backend answers it, the demo serves it at /api/, the unit tests check every answer against it and
 * `npm run openapi:types` generates the TypeScript types from it (docs/decisions/0060).
 */
export const CONTRACT_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../openapi/storefront-services.yaml',
);

/** The document as written (YAML). */
export function contractText(): string {
  return readFileSync(CONTRACT_FILE, 'utf8');
}

/** The document, parsed. A fresh object each call: callers may not share one another's changes. */
export function readContract(): Record<string, unknown> {
  return parse(contractText()) as Record<string, unknown>;
}
