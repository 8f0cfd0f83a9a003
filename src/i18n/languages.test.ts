import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './languages.ts';

describe('matching a tag to a supported language', () => {
  it.each([
    ['de-DE', 'de-DE'],
    ['DE-at', 'de-AT'],
    ['de_CH', 'de-CH'],
    ['de', 'de-DE'],
    ['fr', 'fr-CH'],
    ['fr-FR', 'fr-CH'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['cs', 'cs-CZ'],
    ['sv-FI', 'sv-SE'],
  ])('maps %s to %s', (tag, language) => {
    expect(resolveLanguage({ element: tag, document: 'pl-PL' })).toBe(language);
  });

  it.each(['es', 'zz-ZZ', '', '   ', null, undefined])(
    'finds nothing for %j and asks the next source',
    (tag) => {
      expect(resolveLanguage({ element: tag, document: 'pl-PL' })).toBe('pl-PL');
    },
  );
});

describe('resolveLanguage', () => {
  it('prefers the element lang', () => {
    expect(resolveLanguage({ element: 'en', document: 'de-DE', site: 'TR' })).toBe('en');
  });

  it('uses <html lang> when the element has none or an unsupported one', () => {
    expect(resolveLanguage({ element: null, document: 'pl-PL', site: 'TR' })).toBe('pl-PL');
    expect(resolveLanguage({ element: 'es', document: 'pl-PL', site: 'TR' })).toBe('pl-PL');
  });

  it('uses the site locale after that', () => {
    expect(resolveLanguage({ site: 'CH_FR' })).toBe('fr-CH');
    expect(resolveLanguage({ document: 'ja', site: 'HU' })).toBe('hu-HU');
  });

  it('falls back to de-DE', () => {
    expect(resolveLanguage({})).toBe('de-DE');
    expect(resolveLanguage({ element: 'ja', document: 'ko' })).toBe('de-DE');
  });
});
