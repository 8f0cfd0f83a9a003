import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { expect } from 'vitest';
import { readContract } from '../../demo/backend/contract.ts';
import { isJsonMime } from '../../src/http/client.ts';

/**
 * Answers checked against the service contract (openapi/storefront-services.yaml): the operation is found by
 * method and path, the answer's status by its number (a 2xx must be listed; any other status not listed is the
 * operation's `default`, the failures the widgets tolerate), and a JSON body is validated with Ajv (JSON Schema
 * 2020-12, OpenAPI 3.1's dialect) against the schema of its media type.
 */

type Json = Record<string, unknown>;

const CONTRACT_ID = 'https://storefront-widgets.invalid/openapi/storefront-services.yaml';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

// ajv-formats is CommonJS with its function as the default export; under Node's ESM interop it may arrive wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

interface Route {
  /** The path as the document writes it, e.g. `/newsletter-subscribers/{subscriberToken}`. */
  path: string;
  /** The full path of the operation, its server's base in front: `/service/…/{b}`. */
  address: string;
  method: (typeof METHODS)[number];
  pattern: RegExp;
  operation: Json;
  /** JSON pointer of the operation in the document. */
  pointer: string;
}

interface Contract {
  document: Json;
  routes: Route[];
  ajv: Ajv2020;
  validators: Map<string, ValidateFunction>;
}

let loaded: Contract | undefined;

function pointerPart(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `/a/{b}/c` under base `/x` as an anchored expression that takes one segment, named, for each `{…}`. */
function pathPattern(base: string, path: string): RegExp {
  const full = base.replace(/\/+$/, '') + path;
  const source = full
    .split(/(\{[^}]+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? `(?<${part.slice(1, -1)}>[^/]+)` : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source}$`);
}

function serverPaths(servers: unknown): string[] {
  if (!Array.isArray(servers)) return [];
  return servers.map((server) => new URL(String((server as Json).url), 'http://base.invalid').pathname);
}

function load(): Contract {
  if (loaded) return loaded;
  const document = readContract();
  const rootBases = serverPaths(document.servers);
  const routes: Route[] = [];
  for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
    const bases = serverPaths(item.servers);
    for (const base of bases.length > 0 ? bases : rootBases) {
      for (const method of METHODS) {
        const operation = item[method] as Json | undefined;
        if (!operation) continue;
        const pointer = `/paths/${pointerPart(path)}/${method}`;
        const address = base.replace(/\/+$/, '') + path;
        routes.push({ path, address, method, pattern: pathPattern(base, path), operation, pointer });
      }
    }
  }
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  // The document's own fields are no schema keywords: named so strict mode accepts the document as the root.
  ajv.addVocabulary(['openapi', 'info', 'servers', 'tags', 'paths', 'components', 'webhooks']);
  // The names under which src/http/generated/constants/ exports a schema's values (scripts/openapi-types.ts).
  ajv.addVocabulary(['x-constant', 'x-member-constants', 'x-max-length-constant']);
  ajv.addSchema({ ...document, $id: CONTRACT_ID });
  loaded = { document, routes, ajv, validators: new Map() };
  return loaded;
}

/** The value at a JSON pointer of the document, and the pointer after following a `$ref` there. */
function resolve(contract: Contract, pointer: string, value: Json): { value: Json; pointer: string } {
  const ref = value.$ref;
  if (typeof ref !== 'string') return { value, pointer };
  if (!ref.startsWith('#/')) throw new Error(`only local references are supported: ${ref}`);
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, part) => (node as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')],
      contract.document,
    );
  return resolve(contract, ref.slice(1), target as Json);
}

function validator(contract: Contract, pointer: string): ValidateFunction {
  let validate = contract.validators.get(pointer);
  if (!validate) {
    validate = contract.ajv.compile({ $ref: `${CONTRACT_ID}#${pointer}` });
    contract.validators.set(pointer, validate);
  }
  return validate;
}

/** The operation the document has for a request, if any; `pathname` is the URL's path, without the query. */
export function findOperation(method: string, pathname: string): Route | undefined {
  const lower = method.toLowerCase();
  return load().routes.find((route) => route.method === lower && route.pattern.test(pathname));
}

/**
 * Every operation of the document as a request the widgets may send: the method, an address of it (each `{…}`
 * filled with `x`) and the names of the header parameters it takes (the reference backend's CORS must allow them).
 */
export function contractOperations(): { method: string; pathname: string; headers: string[] }[] {
  const contract = load();
  return contract.routes.map((route) => {
    const itemPointer = route.pointer.slice(0, route.pointer.lastIndexOf('/'));
    const item = (contract.document.paths as Record<string, Json>)[route.path]!;
    const headers: string[] = [];
    for (const [listPointer, list] of [
      [`${itemPointer}/parameters`, item.parameters],
      [`${route.pointer}/parameters`, route.operation.parameters],
    ] as const) {
      if (!Array.isArray(list)) continue;
      list.forEach((entry, index) => {
        const { value } = resolve(contract, `${listPointer}/${index}`, entry as Json);
        if (value.in === 'header') headers.push(String(value.name));
      });
    }
    return { method: route.method.toUpperCase(), pathname: route.address.replace(/\{\w+\}/g, 'x'), headers };
  });
}

function parameterValue(
  parameter: Json,
  route: Route,
  url: URL,
  headers: Headers,
): string | null | undefined {
  const name = String(parameter.name);
  switch (parameter.in) {
    case 'header':
      return headers.get(name);
    case 'query':
      return url.searchParams.get(name);
    case 'path': {
      const value = route.pattern.exec(url.pathname)?.groups?.[name];
      return value === undefined ? null : decodeURIComponent(value);
    }
    default:
      // Cookies go with the browser's credentials; the widgets never set them.
      return undefined;
  }
}

/**
 * What is wrong with a request by the contract: a required header, query or path parameter missing, or one of
 * them with a value its schema does not allow. Bodies are held to the contract by the type checks
 * (test/contract/clients.check.ts). An empty list for a request the contract has no operation for: its answer
 * says so.
 */
export function requestProblems(method: string, url: string, headers: Headers): string[] {
  const address = new URL(url, 'http://base.invalid');
  const route = findOperation(method, address.pathname);
  if (!route) return [];
  const contract = load();
  const itemPointer = route.pointer.slice(0, route.pointer.lastIndexOf('/'));
  const item = (contract.document.paths as Record<string, Json>)[route.path]!;
  const lists: [pointer: string, list: unknown][] = [
    [`${itemPointer}/parameters`, item.parameters],
    [`${route.pointer}/parameters`, route.operation.parameters],
  ];
  const where = `${method.toUpperCase()} ${address.pathname}`;
  const problems: string[] = [];
  for (const [listPointer, list] of lists) {
    if (!Array.isArray(list)) continue;
    list.forEach((entry, index) => {
      const { value: parameter, pointer } = resolve(contract, `${listPointer}/${index}`, entry as Json);
      const value = parameterValue(parameter, route, address, headers);
      const name = `${String(parameter.in)} parameter ${String(parameter.name)}`;
      if (value === undefined) return;
      if (value === null) {
        if (parameter.required === true) problems.push(`${where}: the required ${name} is missing`);
        return;
      }
      const validate = validator(contract, `${pointer}/schema`);
      if (!validate(value))
        problems.push(`${where}: ${name} ${validate.errors?.[0]?.message ?? 'is invalid'}`);
    });
  }
  return problems;
}

function mediaType(contentType: string | null): string | undefined {
  return contentType?.split(';')[0]?.trim().toLowerCase() || undefined;
}

/**
 * What is wrong with an answer by the contract: an empty list when it matches. `url` may be a full address or a
 * path; only its path is used. The body is read from a clone: the caller's response stays unread.
 */
export async function contractProblems(method: string, url: string, response: Response): Promise<string[]> {
  const pathname = new URL(url, 'http://base.invalid').pathname;
  const where = `${method.toUpperCase()} ${pathname} → ${response.status}`;
  const route = findOperation(method, pathname);
  if (!route) return [`${where}: the contract has no operation ${method.toUpperCase()} ${pathname}`];
  const contract = load();
  const responses = route.operation.responses as Json;
  const status = String(response.status);
  const listed = responses[status] as Json | undefined;
  if (!listed) {
    if (response.status >= 200 && response.status < 300) {
      return [`${where}: ${route.path} lists no ${status} (a 2xx answer must be listed)`];
    }
    return responses.default ? [] : [`${where}: ${route.path} lists no ${status} and no default`];
  }
  const { value: answer, pointer } = resolve(
    contract,
    `${route.pointer}/responses/${status}`,
    listed as Json,
  );
  const body = await response.clone().text();
  const content = answer.content as Json | undefined;
  if (!content) {
    return body.trim() !== '' && response.status >= 200 && response.status < 300
      ? [`${where}: the contract lists no body, the answer has one`]
      : [];
  }
  const type = mediaType(response.headers.get('content-type'));
  if (!type || !(type in content)) {
    return [`${where}: content type ${type ?? '(none)'} is not one of ${Object.keys(content).join(', ')}`];
  }
  const schema = (content[type] as Json).schema;
  if (!schema || !isJsonMime(type)) return [];
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return [`${where}: the body is not JSON`];
  }
  const validate = validator(contract, `${pointer}/content/${pointerPart(type)}/schema`);
  if (validate(value)) return [];
  return (validate.errors ?? []).map(
    (error) => `${where}: body${error.instancePath} ${error.message ?? 'is invalid'}`,
  );
}

/** Fails the test unless `response` is an answer the contract allows for `method` and `path`. */
export async function expectMatchesContract(method: string, path: string, response: Response): Promise<void> {
  expect(await contractProblems(method, path, response), `${method} ${path}`).toEqual([]);
}
