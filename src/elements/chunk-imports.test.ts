import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importWithItsImports, preloadImportsOf } from './chunk-imports.ts';

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
  });
});
