import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { FOOTER_PROMOTIONS } from '../../demo/content/promotions.ts';
import { docBlock } from '../docs.ts';
import { demoBaseUrl } from './demo-server.ts';

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
