import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { hasTranslations, i18n, loadTranslations } from './i18n.ts';

describe('the bundle i18n instance', () => {
  it('is not the global i18next instance a host page may use', () => {
    expect(i18n).not.toBe(i18next);
  });

  it('loads only the languages asked for', async () => {
    await loadTranslations('pl-PL', ['country-switcher']);
    expect(hasTranslations('pl-PL', 'country-switcher')).toBe(true);
    expect(hasTranslations('hu-HU', 'country-switcher')).toBe(false);
    expect(i18n.getFixedT('pl-PL', 'country-switcher')('label')).toBe('Kraj');
  });

  it('translates the same key per element language on one page', async () => {
    await loadTranslations('en', ['country-switcher']);
    await loadTranslations('fr-CH', ['country-switcher']);
    expect(i18n.getFixedT('en', 'country-switcher')('label')).toBe('Country');
    expect(i18n.getFixedT('fr-CH', 'country-switcher')('label')).toBe('Pays');
  });
});
