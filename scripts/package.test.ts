// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { exportTargets, isPacked, type PackageJson } from './package-files.ts';
import { RELEASE_MANIFEST_FILE } from './release-manifest.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as PackageJson;

const exported = exportTargets(pkg);

/**
 * A copy of the package as a build leaves it: the real package.json and types, a stand-in dist/ (entry,
 * chunks, maps, a server-render stylesheet, the manifests, Vite's chunk graph) and one file from every source folder. What
 * `npm pack` takes from it is what the registry would get, whatever state the shared dist/ is in.
 */
function packageFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sw-pack-'));
  const write = (path: string, text = 'export {};\n') => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  cpSync(join(ROOT, 'package.json'), join(dir, 'package.json'));
  cpSync(join(ROOT, 'README.md'), join(dir, 'README.md'));
  cpSync(join(ROOT, 'CHANGELOG.md'), join(dir, 'CHANGELOG.md'));
  cpSync(join(ROOT, 'docs/guides'), join(dir, 'docs/guides'), { recursive: true });
  cpSync(join(ROOT, 'docs/security.md'), join(dir, 'docs/security.md'));
  cpSync(join(ROOT, 'types'), join(dir, 'types'), { recursive: true });
  cpSync(join(ROOT, 'openapi'), join(dir, 'openapi'), { recursive: true });
  cpSync(join(ROOT, 'schemas'), join(dir, 'schemas'), { recursive: true });
  for (const path of [
    'dist/storefront-widgets.js',
    'dist/storefront-widgets.js.map',
    'dist/chunks/shop-footer.module-AbCd1234.js',
    'dist/chunks/shop-footer.module-AbCd1234.js.map',
    'dist/chunks/locale-de-DE-footer-EfGh5678.js',
    'dist/assets/shop-footer-0123456789.css',
    'dist/server/index.js',
    'dist/server/chunks/locale-AbCd1234.js',
    'dist/server/worker.js',
    'dist/custom-elements.json',
    'dist/release-manifest.json',
    'dist/.vite/manifest.json',
    'src/sites.ts',
    'widgets/index.ts',
    'demo/server.ts',
    'demo/public/demo.css',
    'test/e2e/integration.e2e.ts',
    'test/types/react.tsx',
    'scripts/manifest.ts',
    'bench/run.ts',
    'locales/en/common.json',
    'docs/decisions/0001-a-decision.md',
    '.ci/run',
    'tsconfig.json',
    'vite.config.ts',
  ]) {
    write(path);
  }
  return dir;
}

const fixtures: string[] = [];
afterAll(() => fixtures.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function packedFiles(dir: string): string[] {
  const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [result] = JSON.parse(output) as [{ files: { path: string }[] }];
  return result.files.map((file) => file.path).sort();
}

describe('the package', () => {
  it('exports the entry with its types first, the React and Vue types, the server renderer, the manifest, the release manifest, the service contract, the JSON Schemas and package.json', () => {
    expect(Object.keys(pkg.exports)).toEqual([
      '.',
      './react',
      './vue',
      './server',
      './custom-elements.json',
      './release-manifest.json',
      './openapi.yaml',
      './schemas/*',
      './package.json',
    ]);
    for (const target of Object.values(pkg.exports)) {
      // TypeScript reads the first matching condition: `types` must come before `default`.
      if (typeof target !== 'string') expect(Object.keys(target)[0]).toBe('types');
    }
    expect(pkg.exports['.']).toEqual({
      types: './types/storefront-widgets.d.ts',
      default: './dist/storefront-widgets.js',
    });
    expect(pkg.main).toBe('./dist/storefront-widgets.js');
    expect(pkg.types).toBe('./types/storefront-widgets.d.ts');
    expect(pkg.exports['./custom-elements.json']).toBe(`./${pkg.customElements}`);
    expect(pkg.exports['./release-manifest.json']).toBe(`./dist/${RELEASE_MANIFEST_FILE}`);
    expect(pkg.exports['./openapi.yaml']).toBe('./openapi/storefront-services.yaml');
    expect(pkg.exports['./schemas/*']).toBe('./schemas/*');
    // A CDN worker's bundler (workerd, worker conditions) takes the build without `node:` imports.
    expect(pkg.exports['./server']).toEqual({
      types: './types/server.d.ts',
      workerd: './dist/server/worker.js',
      worker: './dist/server/worker.js',
      default: './dist/server/index.js',
    });
    expect(pkg.scripts?.prepack).toBe('node scripts/prepack.mjs');
    for (const path of exported.filter((target) => target.startsWith('types/'))) {
      expect(existsSync(join(ROOT, path)), path).toBe(true);
    }
  });

  it('depends on nothing at run time: dist/ bundles React and every other library, so a host installs none of them', () => {
    // scripts/check-package.ts proves it on the real build: the tarball alone in an empty node_modules works.
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(pkg.peerDependencies ?? {}).toEqual({});
  });

  it('declares side effects, because loading the entry defines the elements', () => {
    expect(pkg.sideEffects).toBe(true);
  });

  it('stays private: it is the retailer’s internal package, published only on purpose', () => {
    expect(pkg.private).toBe(true);
  });

  it('packs the entry, chunks, source maps, assets, types, manifests, service contract, JSON Schemas, changelog and the guides the README links, and nothing else of the repository', () => {
    const dir = packageFixture();
    fixtures.push(dir);
    const files = packedFiles(dir);
    expect(files).toEqual([
      'CHANGELOG.md',
      'README.md',
      'dist/assets/shop-footer-0123456789.css',
      'dist/chunks/locale-de-DE-footer-EfGh5678.js',
      'dist/chunks/shop-footer.module-AbCd1234.js',
      'dist/chunks/shop-footer.module-AbCd1234.js.map',
      'dist/custom-elements.json',
      'dist/release-manifest.json',
      'dist/server/chunks/locale-AbCd1234.js',
      'dist/server/index.js',
      'dist/server/worker.js',
      'dist/storefront-widgets.js',
      'dist/storefront-widgets.js.map',
      'docs/guides/embedding.md',
      'docs/guides/fragments.md',
      'docs/guides/services.md',
      'docs/guides/theming.md',
      'docs/security.md',
      'openapi/storefront-services.yaml',
      'package.json',
      'schemas/country-switcher.json',
      'schemas/newsletter-signup.json',
      'schemas/shop-footer.json',
      'types/react.d.ts',
      'types/server.d.ts',
      'types/storefront-widgets.d.ts',
      'types/vue.d.ts',
    ]);
    for (const target of exported) expect(isPacked(target, files), `exports target ${target}`).toBe(true);
  }, 60_000);
});
