import type { Namespace } from '../../src/i18n/translation-files.ts';

/**
 * The translation files `<country-switcher>` renders with: its chunk's `namespaces`, and its definition's `translations`,
 * which the loader fetches together with the chunk. In the loader chunk (vite.config.ts), which both import.
 */
export const namespaces: readonly Namespace[] = ['country-switcher'];
