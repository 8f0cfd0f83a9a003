// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chunkFileName, currentLocalesHash, localesHash } from './locale-files.ts';

const FILES = [
  { place: 'de-DE/footer.json', text: '{"a":"Hilfe"}' },
  { place: 'en/footer.json', text: '{"a":"Help"}' },
];

describe('the locale files of the browser bundle', () => {
  it('are named by language and namespace under one hash of all of them; other chunks by their own', () => {
    expect(chunkFileName('/repo/locales/de-DE/footer.json', () => 'AbCd_1-2')).toBe(
      'chunks/locale-de-DE-footer-AbCd_1-2.js',
    );
    expect(chunkFileName('C:\\repo\\locales\\fr-CH\\newsletter.json', () => 'h')).toBe(
      'chunks/locale-fr-CH-newsletter-h.js',
    );
    const notAsked = () => {
      throw new Error('the locale files are hashed for locale files only');
    };
    expect(chunkFileName('/repo/widgets/shop-footer/shop-footer.module.ts', notAsked)).toBe(
      'chunks/[name]-[hash].js',
    );
    expect(chunkFileName(undefined, notAsked)).toBe('chunks/[name]-[hash].js');
  });

  it('get new names when any text changes, or a text moves to another file', () => {
    const hash = localesHash(FILES);
    expect(hash).toMatch(/^[\w-]{8}$/);
    expect(localesHash(FILES)).toBe(hash);
    expect(localesHash([FILES[0]!, { ...FILES[1]!, text: '{"a":"Help!"}' }])).not.toBe(hash);
    expect(localesHash([{ ...FILES[0]!, place: 'de-DE/ui.json' }, FILES[1]!])).not.toBe(hash);
  });

  it('hash the repository’s own locale files', () => {
    expect(currentLocalesHash(process.cwd())).toMatch(/^[\w-]{8}$/);
  });
});
