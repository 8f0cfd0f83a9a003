// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { readContract } from '../../../demo/backend/contract.ts';
import {
  generateServiceConstants,
  generateServiceTypes,
  SERVICE_CONSTANTS_DIR,
  SERVICE_TYPES_FILE,
  serviceConstants,
} from '../../../scripts/openapi-types.ts';

/**
 * The service contract itself (openapi/storefront-services.yaml): a valid OpenAPI 3.1 document, written for
 * backend teams, and the TypeScript types and constants generated from it up to date.
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

  it('generated the committed constants: run `npm run openapi:types` after changing the document', async () => {
    const generated = await generateServiceConstants();
    expect(readdirSync(SERVICE_CONSTANTS_DIR).sort()).toEqual([...generated.keys()].sort());
    for (const [file, text] of generated) {
      expect(readFileSync(join(SERVICE_CONSTANTS_DIR, file), 'utf8'), file).toBe(text);
    }
  }, 30_000);

  it('gives every path a constant, so no client or backend writes a path by hand', () => {
    const unnamed = Object.entries(readContract().paths as Record<string, Json>)
      .filter(([, item]) => typeof item['x-constant'] !== 'string')
      .map(([path]) => path);
    expect(unnamed).toEqual([]);
    const values = [...serviceConstants().values()].map((constant) => constant.value);
    for (const path of Object.keys(readContract().paths as Json)) expect(values).toContain(path);
  });

  it('refuses a constant name given two values, and a name that is no constant name', () => {
    const twice = readContract();
    ((twice.paths as Record<string, Json>)['/service/login/api/v1/login'] as Json)['x-constant'] =
      'PSDATA_PATH';
    expect(() => serviceConstants(twice)).toThrow(/PSDATA_PATH names both/);
    const badName = readContract();
    ((badName.paths as Record<string, Json>)['/service/login/api/v1/login'] as Json)['x-constant'] =
      'loginPath';
    expect(() => serviceConstants(badName)).toThrow(/SCREAMING_SNAKE/);
  });

  it("gives a length limit the code reads from the schema's maxLength, and refuses the mark without one", () => {
    const schemas = (readContract().components as Json).schemas as Record<string, Json>;
    expect(serviceConstants().get('NAME_MAX_LENGTH')?.value).toBe(schemas.SubscriberName!.maxLength);
    const changed = readContract();
    const name = ((changed.components as Json).schemas as Record<string, Json>).SubscriberName!;
    name.maxLength = 50;
    expect(serviceConstants(changed).get('NAME_MAX_LENGTH')?.value).toBe(50);
    delete name.maxLength;
    expect(() => serviceConstants(changed)).toThrow(
      /SubscriberName: x-max-length-constant on a schema without maxLength/,
    );
  });
});
