// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { localeFileName, localesHash, replacedModule } from './vite-plugin-locale-files.ts';

const FILES = [
  { language: 'de-DE', namespace: 'footer', text: '{"a":"Hilfe"}' },
  { language: 'en', namespace: 'footer', text: '{"a":"Help"}' },
];

describe('the locale files of the browser bundle', () => {
  it('are named by language and namespace under one hash of all of them', () => {
    expect(localeFileName('de-DE', 'footer', 'AbCd_1-2')).toBe('chunks/locale-de-DE-footer-AbCd_1-2.js');
    const hash = localesHash(FILES);
    expect(hash).toMatch(/^[\w-]{8}$/);
    expect(localesHash(FILES)).toBe(hash);
  });

  it('get new names when any text changes, or a text moves to another file', () => {
    const hash = localesHash(FILES);
    expect(localesHash([FILES[0]!, { ...FILES[1]!, text: '{"a":"Help!"}' }])).not.toBe(hash);
    expect(localesHash([{ ...FILES[0]!, namespace: 'ui' }, FILES[1]!])).not.toBe(hash);
  });

  it('are found by the replaced module at the names the build gives them, beside the chunk that asks', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'locale-files-'));
    const chunks = join(dir, 'chunks');
    const file = join(dir, localeFileName('de-DE', 'footer', 'H4sh-_12'));
    writeFileSync(join(dir, 'package.json'), '{"type":"module"}');
    mkdirSync(chunks);
    writeFileSync(file, 'export default { a: "Hilfe" };');
    writeFileSync(join(chunks, 'translation-files.js'), replacedModule('H4sh-_12'));
    const replaced = (await import(pathToFileURL(join(chunks, 'translation-files.js')).href)) as {
      importLocaleModule: (language: string, namespace: string) => Promise<{ default: unknown }>;
    };
    expect((await replaced.importLocaleModule('de-DE', 'footer')).default).toEqual({ a: 'Hilfe' });
    await expect(replaced.importLocaleModule('de-DE', 'missing')).rejects.toThrow();
  });
});
