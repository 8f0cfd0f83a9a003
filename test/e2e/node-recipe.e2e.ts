import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { FOOTER_PROMOTIONS } from '../../demo/content/promotions.ts';
import { docBlock } from '../docs.ts';
import { demoBaseUrl } from './demo-server.ts';
import { freePort, startServer } from './processes.ts';

/*
 * The Node recipe for `renderElement` (docs/guides/fragments.md), run as written in a Node process of its own: the package's
 * built server renderer, the services of the demo server in place of `https://cms.example`. The footer it renders
 * carries the site's promotion, as the footer rendered in the browser does.
 */

const DIST = resolve(process.env.SW_DIST_DIR ?? 'dist');

describe("the fragments guide's Node recipe for a server-rendered footer", () => {
  it('renders the footer with its content and its promotion from the services', async () => {
    const recipe = docBlock('docs/guides/fragments.md', '# Server-rendered fragments', 'js');
    expect(recipe).toContain("from 'storefront-widgets/server'");
    const script = recipe
      .replace(
        "'storefront-widgets/server'",
        JSON.stringify(pathToFileURL(join(DIST, 'server/index.js')).href),
      )
      .replace("'https://cms.example'", JSON.stringify(demoBaseUrl()));
    const folder = mkdtempSync(join(tmpdir(), 'sw-node-recipe-'));
    try {
      const file = join(folder, 'recipe.mjs');
      writeFileSync(file, `${script}\nprocess.stdout.write(html);\n`);
      const { stdout } = await promisify(execFile)(process.execPath, [file], { timeout: 30_000 });
      expect(stdout.startsWith('<shop-footer site="DE"')).toBe(true);
      expect(stdout).toContain('<template shadowrootmode="open">');
      expect(stdout).toContain('class="sw-footer__promotion"');
      expect(stdout).toContain(FOOTER_PROMOTIONS.DE!.headline);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("the fragments guide's Node and Express snippet, as written", () => {
  it('serves fragments from Node’s own server and from Express, each naming the path it is reached at', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sw-express-recipe-'));
    const [plain, mounted] = [await freePort(), await freePort()];
    const packageFolder = join(folder, 'node_modules/storefront-widgets');
    mkdirSync(packageFolder, { recursive: true });
    cpSync('package.json', join(packageFolder, 'package.json'));
    symlinkSync(DIST, join(packageFolder, 'dist'), 'dir');
    symlinkSync(resolve('node_modules/express'), join(folder, 'node_modules/express'), 'dir');
    const snippet = docBlock('docs/guides/fragments.md', '### Node and Express', 'js');
    expect(snippet).toContain("app.use('/fragments', fragments);");
    writeFileSync(
      join(folder, 'fragments.mjs'),
      snippet.replace('.listen(8080)', `.listen(${plain})`).replace('.listen(8081)', `.listen(${mounted})`),
    );
    const running = await startServer(process.execPath, ['fragments.mjs'], {
      cwd: folder,
      readyUrl: `http://127.0.0.1:${mounted}/fragments/newsletter-signup?site=DE`,
    });
    try {
      const path = async (port: number, at: string) => {
        const answer = await fetch(`http://127.0.0.1:${port}${at}newsletter-signup?site=DE`);
        expect(answer.status).toBe(200);
        return /"source":\{"path":"([^"]*)"/.exec(await answer.text())?.[1];
      };
      expect(await path(plain, '/fragments/')).toBe('/fragments/');
      expect(await path(plain, '/parts/')).toBe('/parts/');
      // Mounted at /fragments, the snapshot names the mount: a changed element asks there, never at /.
      expect(await path(mounted, '/fragments/')).toBe('/fragments/');
    } finally {
      running.process.kill();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
