import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LINK_TAG } from './linked-text.tsx';
import { describe, expect, it } from 'vitest';
import { formatNumber, i18n, loadTranslations } from './i18n.ts';
import { WELCOME_DISCOUNT_PERCENT } from '../../widgets/newsletter-signup/site-rules.ts';
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

/** A placeholder: `{{field}}`, or `{{max, number}}` with the format i18next writes the value in. */
const PLACEHOLDER = /\{\{\s*(\w+)\s*(?:,\s*([^}]*?)\s*)?\}\}/g;

/**
 * The placeholders the code fills with words, or with text it formatted itself (the preview's date and time, with
 * `Intl.DateTimeFormat`). Every other placeholder holds a number, which i18next writes with `Intl.NumberFormat`
 * for the page language (`{{max, number}}`): a new placeholder is one or the other.
 */
const TEXT_PLACEHOLDERS = new Set(['field', 'level', 'dateTime', 'test', 'group']);

/** Interpolations like {{field}} must survive translation, with their format. */
/** The `{{value}}` placeholders and the `<link>…</link>` tags of a text (LinkedText fills the tags). */
function placeholders(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  const values = [...text.matchAll(PLACEHOLDER)].map((m) => `{{${m[1]!}${m[2] ? `, ${m[2]}` : ''}}}`);
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

  it.each(NAMESPACES)(
    'write every number in a %s text with the page language’s number format',
    (namespace) => {
      for (const language of LANGUAGES) {
        const texts = read(language, namespace);
        for (const key of keys(texts))
          for (const [, name, format] of String(valueAt(texts, key)).matchAll(PLACEHOLDER))
            if (!TEXT_PLACEHOLDERS.has(name!))
              expect(format, `${language}/${namespace}:${key} {{${name!}}}`).toBe('number');
      }
    },
  );
});

describe('numbers in the texts', () => {
  const numbers = { age: 12345.5, deleteDays: 12345.5, stopYears: 12345.5, max: 12345.5 };

  // 12345.5 as each language writes it: "12,345.5" (en), "12.345,5" (de-DE), "12 345,5" (pl-PL), "12’345.5" (de-CH).
  it.each(LANGUAGES)('are grouped and written as %s writes them', async (language) => {
    await loadTranslations(language, ['newsletter']);
    const t = i18n.getFixedT(language, 'newsletter');
    const written = new Intl.NumberFormat(language).format(12345.5);
    for (const key of ['legal', 'legalTR', 'errors.emailTooLong', 'errors.nameTooLong'] as const)
      expect(t(key, numbers), `${language}:${key}`).toContain(written);
    expect(t('legalTR', numbers).split(written)).toHaveLength(4);
  });
});

describe('the shortcut for small whole numbers', () => {
  // `formatNumber` writes 0–999 without Intl: it must be what Intl writes, in every language.
  it.each(LANGUAGES)('writes 0 to 999 in %s as Intl.NumberFormat does', (language) => {
    const intl = new Intl.NumberFormat(language);
    for (let value = 0; value < 1000; value++) expect(formatNumber(value, language)).toBe(intl.format(value));
  });

  it('leaves what it cannot write as digits to Intl', () => {
    expect(formatNumber(1000, 'de-DE')).toBe('1.000');
    expect(formatNumber(-5, 'sv-SE')).toBe(new Intl.NumberFormat('sv-SE').format(-5));
    expect(formatNumber(2.5, 'de-DE')).toBe('2,5');
  });
});

describe('the welcome discount', () => {
  // Each language's percent pattern is its `discount` text: "10 %", "10%", "%10", with Intl's own spaces.
  it.each(LANGUAGES)('is written in %s as Intl writes the percentage', async (language) => {
    await loadTranslations(language, ['newsletter']);
    const t = i18n.getFixedT(language, 'newsletter');
    const intl = new Intl.NumberFormat(language, { style: 'percent' });
    for (const percent of [WELCOME_DISCOUNT_PERCENT, 5, 15, 50])
      expect(t('discount', { percent })).toBe(intl.format(percent / 100));
  });
});
