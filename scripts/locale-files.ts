import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The names of the bundle's locale files (docs/decisions/0076): `chunks/locale-{language}-{namespace}-{hash}.js`,
 * where the hash is one for all of them, of every locale file's place and text. A changed text renames every
 * locale file, so a browser never keeps an old text under a name it caches for a year; and the map of the 84 lazy
 * imports in `src/i18n/translation-files.ts` repeats one hash instead of 84, which gzip compresses away. The
 * imports stay static (`import.meta.glob`), so a host page's own bundler still finds and copies every file.
 */

/**
 * The one hash of all locale files: 8 characters of the SHA-256 of each file's place and text, in order.
 * @internal Test seam: the tests check a changed or moved text changes it.
 */
export function localesHash(files: readonly { place: string; text: string }[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.place}\0${file.text}\0`);
  return hash.digest('base64url').slice(0, 8);
}

/** The hash of the locale files under `root`/locales, read now. */
export function currentLocalesHash(root: string): string {
  const dir = join(root, 'locales');
  const files = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(join(dir, entry.name))
        .filter((file) => file.endsWith('.json'))
        .map((file) => `${entry.name}/${file}`),
    )
    .sort();
  return localesHash(files.map((place) => ({ place, text: readFileSync(join(dir, place), 'utf8') })));
}

/**
 * A chunk's file name: a locale file's by language and namespace under the locale files' hash (asked for only
 * then), any other chunk's with its own content hash (`[hash]`, filled in by the bundler).
 */
export function chunkFileName(facadeModuleId: string | null | undefined, localesHash: () => string): string {
  const locale = facadeModuleId?.match(/locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/);
  return locale ? `chunks/locale-${locale[1]}-${locale[2]}-${localesHash()}.js` : 'chunks/[name]-[hash].js';
}
