import { describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { i18n, loadTranslations, translationsReady } from './i18n.ts';
import { preloadTranslations } from './translation-files.ts';

describe('the bundle i18n instance', () => {
  it('is not the global i18next instance a host page may use', () => {
    expect(i18n).not.toBe(i18next);
  });

  it('loads only the languages asked for', async () => {
    await loadTranslations('pl-PL', ['country-switcher']);
    expect(i18n.hasResourceBundle('pl-PL', 'country-switcher')).toBe(true);
    expect(i18n.hasResourceBundle('hu-HU', 'country-switcher')).toBe(false);
    expect(i18n.getFixedT('pl-PL', 'country-switcher')('label')).toBe('Kraj');
  });

  it('translates the same key per element language on one page', async () => {
    await loadTranslations('en', ['country-switcher']);
    await loadTranslations('fr-CH', ['country-switcher']);
    expect(i18n.getFixedT('en', 'country-switcher')('label')).toBe('Country');
    expect(i18n.getFixedT('fr-CH', 'country-switcher')('label')).toBe('Pays');
  });

  it('is ready at once with files preloaded with the chunk, without waiting for loadTranslations', async () => {
    expect(translationsReady('sv-SE', ['country-switcher'])).toBe(false);
    preloadTranslations('sv-SE', ['country-switcher']);
    await vi.waitFor(() => expect(translationsReady('sv-SE', ['country-switcher'])).toBe(true));
    expect(i18n.getFixedT('sv-SE', 'country-switcher')('label')).toBe('Land');
    // Not ready while one of the namespaces has not arrived.
    expect(translationsReady('sv-SE', ['country-switcher', 'footer'])).toBe(false);
  });
});
