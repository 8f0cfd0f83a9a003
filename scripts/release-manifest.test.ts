// @vitest-environment node
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildReleaseManifest,
  RELEASE_MANIFEST_FILE,
  releaseFile,
  releaseProblems,
} from './release-manifest.ts';

const RELEASE = { name: 'storefront-widgets', version: '1.4.2', entry: 'storefront-widgets.js' };

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A build's folder: entry, chunk, map, stylesheet, server renderer, Vite's chunk graph and an earlier manifest. */
function build(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sw-release-'));
  folders.push(dir);
  const files: Record<string, string> = {
    'storefront-widgets.js': "import './chunks/loader-AbCd1234.js';\n",
    'storefront-widgets.js.map': '{}',
    'chunks/loader-AbCd1234.js': 'export {};\n',
    'assets/shop-footer-0123456789.css': ':host{display:block}',
    'server/index.js': 'export {};\n',
    '.vite/manifest.json': '{}',
    [RELEASE_MANIFEST_FILE]: '{"from":"an earlier build"}',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('the release manifest', () => {
  it('gives a file’s size, SHA-256 and Subresource Integrity value (the SRI specification’s own example)', () => {
    expect(releaseFile(new TextEncoder().encode("alert('Hello, world.');"))).toEqual({
      bytes: 23,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      integrity: 'sha384-H8BRh8j48O9oYatfu5AZzq6A9RINhZO5H16dQZngK7T62em8MUt1FLm52t+eX6xO',
    });
    expect(releaseFile(new Uint8Array()).sha256).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });

  it('lists every file of the build by its path in the folder, without Vite’s chunk graph or itself', () => {
    const manifest = buildReleaseManifest(build(), RELEASE);
    expect(manifest).toMatchObject(RELEASE);
    expect(Object.keys(manifest.files)).toEqual([
      'assets/shop-footer-0123456789.css',
      'chunks/loader-AbCd1234.js',
      'server/index.js',
      'storefront-widgets.js',
      'storefront-widgets.js.map',
    ]);
    expect(manifest.files['chunks/loader-AbCd1234.js']).toEqual(
      releaseFile(new TextEncoder().encode('export {};\n')),
    );
  });

  it('refuses a folder without the entry', () => {
    expect(() => buildReleaseManifest(build(), { ...RELEASE, entry: 'other.js' })).toThrow(/no other\.js/);
  });

  it('finds a changed file, a file it does not list and a file that is missing', () => {
    const dir = build();
    const manifest = buildReleaseManifest(dir, RELEASE);
    expect(releaseProblems(dir, manifest)).toEqual([]);
    appendFileSync(join(dir, 'chunks/loader-AbCd1234.js'), '\n');
    writeFileSync(join(dir, 'chunks/extra.js'), '');
    unlinkSync(join(dir, 'storefront-widgets.js.map'));
    expect(releaseProblems(dir, manifest)).toEqual([
      'chunks/extra.js: not in the manifest',
      'chunks/loader-AbCd1234.js: not the bytes the manifest describes',
      'storefront-widgets.js.map: in the manifest, not in the release',
    ]);
  });
});
