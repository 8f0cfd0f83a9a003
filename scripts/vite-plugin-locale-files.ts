import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The browser bundle's locale files, addressed by rule instead of by a map (docs/decisions.md 76).
 *
 * Each file under locales/{language}/{namespace}.json becomes a chunk of its own, named
 * `chunks/locale-{language}-{namespace}-{hash}.js`, where the hash is one for all of them: of every locale file's
 * path and text, so a changed text gives every file a new name and a browser never keeps an old text under a
 * file name it caches for a year. `src/i18n/locale-files.ts` (a lazy import per file, 84 hashed file names) is
 * replaced in this build by one function that writes that name; the tests, the server renderer and the kit
 * gallery keep the real module.
 */

/** The module this plugin replaces. */
const REPLACED = /[\\/]src[\\/]i18n[\\/]locale-files\.ts$/;

/**
 * A locale file's name in the bundle; the chunk that imports it lies in the same folder.
 * @internal Test seam: the tests check the replaced module writes the same names.
 */
export function localeFileName(language: string, namespace: string, hash: string): string {
  return `chunks/locale-${language}-${namespace}-${hash}.js`;
}

interface LocaleFile {
  language: string;
  namespace: string;
  path: string;
}

function localeFilesIn(root: string): LocaleFile[] {
  const dir = join(root, 'locales');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(join(dir, entry.name))
        .filter((file) => file.endsWith('.json'))
        .map((file) => ({
          language: entry.name,
          namespace: file.slice(0, -'.json'.length),
          path: join(dir, entry.name, file),
        })),
    )
    .sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The one hash of all locale files: 8 characters of the SHA-256 of each file's place and text, in order.
 * @internal Test seam: the tests check a changed text changes it.
 */
export function localesHash(files: readonly { language: string; namespace: string; text: string }[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.language}/${file.namespace}\0${file.text}\0`);
  return hash.digest('base64url').slice(0, 8);
}

/**
 * The replacement of `src/i18n/locale-files.ts`: the same function, writing the file's address relative to the
 * chunk it is in.
 * @internal Test seam: the tests import it as a module and check the addresses it asks for.
 */
export function replacedModule(hash: string): string {
  const name = localeFileName('${language}', '${namespace}', hash).replace(/^chunks\//, './');
  // `import.meta.url` through a variable: Vite reads `new URL(<template>, import.meta.url)` as an asset glob.
  return [
    'const here = import.meta.url;',
    'export function importLocaleModule(language, namespace) {',
    `  return import(/* @vite-ignore */ new URL(\`${name}\`, here).href);`,
    '}',
  ].join('\n');
}

export function localeFiles(): Plugin {
  let root = process.cwd();
  let hash = '';
  return {
    name: 'storefront-widgets:locale-files',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      const files = localeFilesIn(root);
      hash = localesHash(files.map((file) => ({ ...file, text: readFileSync(file.path, 'utf8') })));
      for (const file of files)
        this.emitFile({
          type: 'chunk',
          id: file.path,
          fileName: localeFileName(file.language, file.namespace, hash),
        });
    },
    load(id) {
      return REPLACED.test(id) ? replacedModule(hash) : null;
    },
    generateBundle(_options, bundle) {
      // The addresses are relative to the chunk holding the replacement: it must lie beside the locale files.
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.moduleIds.some((id) => REPLACED.test(id))) continue;
        if (!chunk.fileName.startsWith('chunks/') || chunk.fileName.slice('chunks/'.length).includes('/'))
          this.error(`${chunk.fileName} holds the locale files' addresses but is not in chunks/ beside them`);
      }
    },
  };
}
