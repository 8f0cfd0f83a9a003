import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { CONTRACT_FILE, readContract } from '../demo/backend/contract.ts';

/** Where `npm run openapi:types` writes the types of the service contract. */
export const SERVICE_TYPES_FILE = 'src/http/generated/storefront-services.ts';

/**
 * Where `npm run openapi:types` writes the constants of the service contract (paths, headers, enums, length limits),
 * one file each.
 */
export const SERVICE_CONSTANTS_DIR = 'src/http/generated/constants';

const HEADER = `/**
 * Generated from openapi/storefront-services.yaml by \`npm run openapi:types\` (openapi-typescript): do not edit.
 * test/unit/contract/openapi-document.test.ts fails when this file is not what the document generates.
 */
`;

const CONSTANTS_HEADER = `/*
 * Generated from openapi/storefront-services.yaml by \`npm run openapi:types\` (scripts/openapi-types.ts): do not
 * edit. Import it through src/contract/: its service's module, or cookies.ts for a cookie's name.
 */`;

/** The TypeScript types of the service contract, formatted as the repository formats its files. */
export async function generateServiceTypes(): Promise<string> {
  // The parsed document, not its file: openapi-typescript then reads nothing from outside the repository.
  const ast = await openapiTS(readContract() as unknown as OpenAPI3, { silent: true });
  const options = await resolveConfig(CONTRACT_FILE);
  return format(HEADER + astToString(ast), { ...options, parser: 'typescript' });
}

type Json = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The constants the document marks, by name, in the order they appear; a name given two values throws.
 * @internal Test seam: the tests check the constants against the OpenAPI document.
 */
export function serviceConstants(
  document: Json = readContract(),
): Map<string, { value: unknown; doc: string }> {
  const constants = new Map<string, { value: unknown; doc: string }>();
  const add = (name: unknown, value: unknown, doc: string): void => {
    if (typeof name !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(name)) {
      throw new TypeError(`${doc}: x-constant must be a SCREAMING_SNAKE name, not ${JSON.stringify(name)}`);
    }
    const known = constants.get(name);
    if (known && JSON.stringify(known.value) !== JSON.stringify(value)) {
      throw new TypeError(`${name} names both ${JSON.stringify(known.value)} and ${JSON.stringify(value)}`);
    }
    if (!known) constants.set(name, { value, doc });
  };
  const addParameters = (parameters: unknown, where: string): void => {
    for (const parameter of Array.isArray(parameters) ? parameters : []) {
      if (!isJson(parameter) || parameter['x-constant'] === undefined) continue;
      const label = `the ${String(parameter.in)} ${String(parameter.name)} (${where})`;
      add(parameter['x-constant'], parameter.name, label);
      const schema = parameter.schema;
      if (isJson(schema) && schema.const !== undefined) {
        add(`${String(parameter['x-constant'])}_VALUE`, schema.const, `the value of ${label}`);
      }
    }
  };

  for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
    const methods = METHODS.filter((method) => isJson(item[method]));
    const operations = methods.map(
      (method) => `${method.toUpperCase()} (${String((item[method] as Json).operationId)})`,
    );
    if (item['x-constant'] !== undefined) add(item['x-constant'], path, `${operations.join(', ')} ${path}`);
    for (const server of Array.isArray(item.servers) ? item.servers : []) {
      if (isJson(server) && server['x-constant'] !== undefined) {
        add(server['x-constant'], server.url, `a base of ${path}`);
      }
    }
    addParameters(item.parameters, path);
    for (const method of methods)
      addParameters((item[method] as Json).parameters, `${method.toUpperCase()} ${path}`);
  }
  const components = (document.components ?? {}) as Json;
  for (const [name, parameter] of Object.entries((components.parameters ?? {}) as Json)) {
    addParameters([parameter], `parameter ${name}`);
  }
  for (const [name, schema] of Object.entries((components.schemas ?? {}) as Record<string, Json>)) {
    const values = Array.isArray(schema.enum) ? schema.enum : undefined;
    if (schema['x-constant'] !== undefined) {
      if (values) add(schema['x-constant'], values, `the values of ${name}`);
      else if (schema.const !== undefined) add(schema['x-constant'], schema.const, `the value of ${name}`);
      else throw new TypeError(`${name}: x-constant on a schema without enum or const`);
    }
    if (schema['x-max-length-constant'] !== undefined) {
      if (typeof schema.maxLength !== 'number')
        throw new TypeError(`${name}: x-max-length-constant on a schema without maxLength`);
      add(schema['x-max-length-constant'], schema.maxLength, `the longest ${name} (its maxLength)`);
    }
    if (schema['x-member-constants'] !== undefined) {
      if (!values) throw new TypeError(`${name}: x-member-constants on a schema without enum`);
      for (const value of values) {
        add(`${String(schema['x-member-constants'])}_${String(value)}`, value, `a value of ${name}`);
      }
    }
  }
  return constants;
}

/** A constant's file in SERVICE_CONSTANTS_DIR: its name in kebab case (`PSDATA_PATH` → `psdata-path.ts`). */
function constantFile(name: string): string {
  return `${name.toLowerCase().replace(/_/g, '-')}.ts`;
}

/**
 * The constants of the service contract, one module each (file name → text), formatted as the repository formats
 * its files. One module per constant, not one for all: the bundler places a module, not an export, so each
 * constant lands in the chunk of the code that reads it, as if written there.
 */
export async function generateServiceConstants(): Promise<Map<string, string>> {
  const options = await resolveConfig(CONTRACT_FILE);
  const files = new Map<string, string>();
  for (const [name, { value, doc }] of serviceConstants()) {
    const text = `${CONSTANTS_HEADER}\n/** ${doc} */\nexport const ${name} = ${JSON.stringify(value)}${Array.isArray(value) ? ' as const' : ''};\n`;
    files.set(constantFile(name), await format(text, { ...options, parser: 'typescript' }));
  }
  return files;
}
