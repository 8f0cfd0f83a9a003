// @vitest-environment node
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { readContract } from '../../../demo/backend/contract.ts';
import { generateServiceTypes, SERVICE_TYPES_FILE } from '../../../scripts/openapi-types.ts';

/**
 * The service contract itself (openapi/storefront-services.yaml): a valid OpenAPI 3.1 document, written for
 * backend teams, and the TypeScript types generated from it up to date.
 */

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function operations(document: Json): [name: string, operation: Json][] {
  return Object.entries(document.paths as Record<string, Json>).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method): [string, Json] => [
      `${method.toUpperCase()} ${path}`,
      item[method] as Json,
    ]),
  );
}

describe('the service contract (openapi/storefront-services.yaml)', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(readContract());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('fails the validator when broken, so a pass means something', async () => {
    const broken = readContract();
    (broken.paths as Json)['/broken'] = { get: { responses: { 200: { content: {} } } } };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('names, describes and tags every operation, and says what any other answer means (default)', () => {
    const document = readContract();
    const tags = new Set((document.tags as { name: string }[]).map((tag) => tag.name));
    for (const [name, operation] of operations(document)) {
      expect(operation.operationId, name).toEqual(expect.any(String));
      expect(operation.summary, name).toEqual(expect.any(String));
      expect(operation.description, name).toEqual(expect.any(String));
      expect(
        (operation.tags as string[]).every((tag) => tags.has(tag)),
        name,
      ).toBe(true);
      expect(Object.keys(operation.responses as Json), name).toContain('default');
    }
  });

  it('generated the committed types: run `npm run openapi:types` after changing the document', async () => {
    expect(readFileSync(SERVICE_TYPES_FILE, 'utf8')).toBe(await generateServiceTypes());
  }, 30_000);
});
