import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importWithItsImports, preloadImportsOf, runsAsShipped } from './chunk-imports.ts';

const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href);

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
});

describe('preloadImportsOf', () => {
  const map = {
    'shop-footer.module': ['chunks/react-A1.js', 'chunks/kit-B2.js'],
    panel: ['chunks/kit-B2.js'],
  };

  it("asks for every file a chunk imports, beside the loader's own address", () => {
    preloadImportsOf('shop-footer.module', map, 'https://cdn.example/sw/1/storefront-widgets.js');
    expect(links()).toEqual([
      'https://cdn.example/sw/1/chunks/react-A1.js',
      'https://cdn.example/sw/1/chunks/kit-B2.js',
    ]);
  });

  it('asks for a file once per page, whichever chunk needs it', () => {
    preloadImportsOf('panel', map, 'https://cdn.example/sw/2/storefront-widgets.js');
    preloadImportsOf('panel', map, 'https://cdn.example/sw/2/storefront-widgets.js');
    preloadImportsOf('shop-footer.module', map, 'https://cdn.example/sw/2/storefront-widgets.js');
    expect(links()).toEqual([
      'https://cdn.example/sw/2/chunks/kit-B2.js',
      'https://cdn.example/sw/2/chunks/react-A1.js',
    ]);
  });

  it('does nothing for a chunk it knows nothing about', () => {
    preloadImportsOf('unknown', map, 'https://cdn.example/sw/3/storefront-widgets.js');
    expect(links()).toEqual([]);
  });
});

describe('runsAsShipped', () => {
  it('is true for the entry served with its chunks beside it, from any http(s) address', () => {
    expect(
      runsAsShipped(
        'https://cdn.example/sw/1.2.0/storefront-widgets.js',
        'https://cdn.example/sw/1.2.0/chunks/loader-Ab12.js',
      ),
    ).toBe(true);
    expect(
      runsAsShipped(
        'http://127.0.0.1:4173/static/storefront-widgets.js',
        'http://127.0.0.1:4173/static/chunks/loader-X.js',
      ),
    ).toBe(true);
  });

  it.each([
    [
      "a host's build: the code in the host's own chunks",
      'https://shop.example/assets/index-D4x.js',
      'https://shop.example/assets/index-D4x.js',
    ],
    [
      "a host's build that kept the loader apart",
      'https://shop.example/assets/index-D4x.js',
      'https://shop.example/assets/loader-Q9.js',
    ],
    [
      "a dev server's pre-bundled copy under the entry's own name",
      'http://localhost:5173/node_modules/.vite/deps/storefront-widgets.js?v=1a2b',
      'http://localhost:5173/node_modules/.vite/deps/chunk-7XK.js?v=1a2b',
    ],
    [
      "webpack's file: address of the source files",
      'file:///app/node_modules/storefront-widgets/dist/storefront-widgets.js',
      'file:///app/node_modules/storefront-widgets/dist/chunks/loader-Ab12.js',
    ],
    ['an address that is none', 'not a url', 'https://cdn.example/chunks/loader.js'],
  ])('is false for %s', (_case, entry, loader) => {
    expect(runsAsShipped(entry, loader)).toBe(false);
  });
});

describe('importWithItsImports', () => {
  it('imports the chunk; outside a build there is nothing to preload', async () => {
    await expect(importWithItsImports('shop-footer.module', () => Promise.resolve('module'))).resolves.toBe(
      'module',
    );
    expect(links()).toEqual([]);
  });

  it("is called with each imported file's chunk name: its name without the extension", () => {
    const root = join(import.meta.dirname, '..', '..');
    const sources = ['src', 'widgets'].flatMap((folder) =>
      (readdirSync(join(root, folder), { recursive: true }) as string[])
        .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts') && !file.endsWith('.test.tsx'))
        .map((file) => readFileSync(join(root, folder, file), 'utf8')),
    );
    const calls = sources.flatMap((code) => [
      ...code.matchAll(/importWithItsImports\(\s*'([^']+)',\s*\(\) => import\('\.\/([^']+)\.tsx?'\)/g),
    ]);
    expect(calls.map(([, name]) => name).sort()).toEqual([
      'country-switcher.module',
      'newsletter-signup.module',
      'preview-panel.module',
      'shop-footer.module',
    ]);
    for (const [, name, file] of calls) expect(name).toBe(file!.replace(/^.*\//, ''));
    // A chunk asked for ahead of its import names a file some code imports.
    const imported = new Set(
      sources.flatMap((code) =>
        [...code.matchAll(/import\('\.\.?\/[^']*?([^'/]+)\.tsx?'\)/g)].map(([, n]) => n),
      ),
    );
    const ahead = sources.flatMap((code) =>
      [...code.matchAll(/preloadChunkImports\('([^']+)'\)/g)].map(([, n]) => n),
    );
    expect(ahead).toEqual(['signup-formik']);
    for (const name of ahead) expect(imported).toContain(name);
  });
});
