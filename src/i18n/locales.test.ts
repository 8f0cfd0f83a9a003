import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LINK_TAG } from './linked-text.tsx';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './translation-files.ts';
import { FALLBACK_LANGUAGE, LANGUAGES } from './languages.ts';

const root = join(import.meta.dirname, '../../locales');

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

function read(language: string, namespace: string): unknown {
  return JSON.parse(readFileSync(join(root, language, `${namespace}.json`), 'utf8'));
}

/** Interpolations like {{field}} must survive translation. */
/** The `{{value}}` placeholders and the `<link>…</link>` tags of a text (LinkedText fills the tags). */
function placeholders(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  const values = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => `{{${m[1]!}}}`);
  const tags = [...text.matchAll(LINK_TAG)].map((m) => `<${m[1]!}>`);
  return [...values, ...tags].sort();
}

function valueAt(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], tree);
}

describe('locale files', () => {
  it('exist for exactly the twelve languages', () => {
    expect(readdirSync(root).sort()).toEqual([...LANGUAGES].sort());
  });

  it('have exactly the namespaces the bundle loads', () => {
    for (const language of LANGUAGES) {
      const files = readdirSync(join(root, language)).map((file) => file.replace(/\.json$/, ''));
      expect(files.sort(), language).toEqual([...NAMESPACES].sort());
    }
  });

  // No language deliberately falls back to de-DE: a page loads only its own language's files.
  describe.each(LANGUAGES.filter((language) => language !== FALLBACK_LANGUAGE))('%s', (language) => {
    it.each(NAMESPACES)(
      'has every key of de-DE in %s, and no others, with the same placeholders and link tags',
      (namespace) => {
        const reference = read(FALLBACK_LANGUAGE, namespace);
        const translated = read(language, namespace);
        expect(keys(translated).sort()).toEqual(keys(reference).sort());
        for (const key of keys(reference)) {
          const text = valueAt(translated, key);
          expect(typeof text === 'string' && text.trim() !== '', `${language}/${namespace}:${key}`).toBe(
            true,
          );
          expect(placeholders(text), `${language}/${namespace}:${key}`).toEqual(
            placeholders(valueAt(reference, key)),
          );
        }
      },
    );
  });
});
