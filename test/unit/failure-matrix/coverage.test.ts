import { describe, expect, it } from 'vitest';
import { SUITES } from './context.ts';
import { ENDPOINTS } from './endpoints.tsx';
import { FAILURE_MODES } from './modes.ts';

/**
 * The matrix covers every call the product makes: a path added to the product without an entry in
 * `endpoints.tsx` fails here, and so does an entry whose path the product no longer uses.
 *
 * The product's paths are found two ways, so neither a new constant nor an inline string slips through:
 * every export named `…_PATH` or `…_PATHS` of every source module (strings, or objects of strings), and every
 * string or template literal in the sources that is a `/service/…` address or the `path:` of a request.
 */

const modules = import.meta.glob<Record<string, unknown>>(
  ['/src/**/*.{ts,tsx}', '/widgets/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}', '!**/*.d.ts'],
  { eager: true },
);
const sources = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '/widgets/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}', '!**/*.d.ts'],
  { eager: true, query: '?raw', import: 'default' },
);
const suiteFiles = import.meta.glob<string>('./*.test.ts', { eager: true, query: '?raw', import: 'default' });

/** `{name}`, `:name` and `${…}` all become `{}`; the query and a trailing slash are dropped. */
function normalise(path: string): string {
  return path
    .replace(/\$\{[^}]*\}/g, '{}')
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/:\w+/g, '{}')
    .replace(/\?.*$/, '')
    .replace(/\/+$/, '');
}

/** A constant names an endpoint, or a prefix to which the product appends one parameter (`…/content/{SITE}`). */
function covers(tablePath: string, productPath: string): boolean {
  const table = normalise(tablePath);
  const product = normalise(productPath);
  return table === product || table === `${product}/{}`;
}

function exportedPaths(): Map<string, string> {
  const found = new Map<string, string>();
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!/_PATHS?$/.test(name)) continue;
      if (typeof value === 'string') found.set(value, `${file}: ${name}`);
      else if (typeof value === 'object' && value !== null) {
        for (const [key, path] of Object.entries(value)) {
          if (typeof path === 'string') found.set(path, `${file}: ${name}.${key}`);
        }
      }
    }
  }
  return found;
}

function stripComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .filter((line) => !/^\s*\/\//.test(line))
    .join('\n');
}

function literalPaths(): Map<string, string> {
  const found = new Map<string, string>();
  for (const [file, raw] of Object.entries(sources)) {
    const source = stripComments(raw);
    for (const match of source.matchAll(/(['"`])(\/service\/[^'"`\s]*)/g)) {
      found.set(match[2]!, `${file}: literal`);
    }
    for (const match of source.matchAll(/\bpath:\s*(['"`])((?:(?!\1)[^\n])*)\1/g)) {
      found.set(match[2]!, `${file}: request path`);
    }
  }
  return found;
}

const tablePaths = ENDPOINTS.flatMap((entry) => (entry.base ? [entry.path, entry.base] : [entry.path]));

describe('the failure matrix covers the product', () => {
  it('finds the product’s paths (the scan itself works)', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(20);
    expect(Object.keys(sources)).toHaveLength(Object.keys(modules).length);
    expect([...exportedPaths().keys()]).toEqual(
      expect.arrayContaining(['/service/customerfrontenddata/api/v1/psdata', '/customers/base-data']),
    );
  });

  it('has an entry for every path the product exports as a constant', () => {
    const missing = [...exportedPaths()]
      .filter(([path]) => !tablePaths.some((tablePath) => covers(tablePath, path)))
      .map(([path, where]) => `${path} (${where})`);
    expect(missing, 'paths without a row in endpoints.tsx').toEqual([]);
  });

  it('has an entry for every service address written inline in the sources', () => {
    const missing = [...literalPaths()]
      .filter(([path]) => !tablePaths.some((tablePath) => covers(tablePath, path)))
      .map(([path, where]) => `${path} (${where})`);
    expect(missing, 'inline paths without a row in endpoints.tsx').toEqual([]);
  });

  it('has no entry for a path the product does not use', () => {
    const product = [...exportedPaths().keys(), ...literalPaths().keys()];
    const stale = tablePaths.filter((tablePath) => !product.some((path) => covers(tablePath, path)));
    expect(stale, 'rows of endpoints.tsx whose path the product does not use').toEqual([]);
  });

  it('gives every entry a defined state for every failure mode, and names each entry once', () => {
    const ids = FAILURE_MODES.map((mode) => mode.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of ENDPOINTS)
      expect(Object.keys(entry.failed).sort(), entry.name).toEqual([...ids].sort());
    const names = ENDPOINTS.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('runs every suite in a test file of its own', () => {
    for (const suite of SUITES) {
      expect(suiteFiles[`./${suite}.test.ts`], `${suite}.test.ts`).toMatch(
        new RegExp(`runMatrix\\('${suite}'\\)`),
      );
    }
    expect(new Set(ENDPOINTS.map((entry) => entry.suite))).toEqual(new Set(SUITES));
  });
});
