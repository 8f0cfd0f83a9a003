import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { RELEASE_MANIFEST_FILE, type ReleaseManifest } from '../../scripts/release-manifest.ts';
import { docBlock } from '../docs.ts';
import { countryToggle, isOpen, openBrowserSession } from './harness.ts';
import { signUp } from './signup.ts';

/*
 * README's "Integrity" as written: the entry's tag with the `integrity` of the build's release manifest, and the
 * import map its script prints for the chunks, on a page of the demo's origin (the demo serves dist/ under
 * /static/). The elements work, every chunk the page loads checked by the import map; then the same page gets a
 * changed entry under the same address (a release copied over another) and the browser refuses it, and a changed
 * chunk, which the import map refuses while the entry and the other elements run.
 */

const DIST = resolve(process.env.SW_DIST_DIR ?? 'dist');
const SECTION = '### Integrity';
/** The address README's example loads the entry from: a release's own folder on a CDN. */
const README_FOLDER = 'https://cdn.example/storefront-widgets/1.4.2/';

const manifest = JSON.parse(readFileSync(join(DIST, RELEASE_MANIFEST_FILE), 'utf8')) as ReleaseManifest;
const work = mkdtempSync(join(tmpdir(), 'sw-integrity-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** README's import-map script, run as written with Node on the build's manifest for the folder `folder`. */
function importMapTag(folder: string): string {
  const script = join(work, 'importmap.mjs');
  writeFileSync(script, docBlock('README.md', SECTION, 'js'));
  return execFileSync(process.execPath, [script, join(DIST, RELEASE_MANIFEST_FILE), folder], {
    encoding: 'utf8',
  }).trim();
}

/** README's script tag for the entry, pointed at `folder` and given the manifest's value. */
function entryTag(folder: string): string {
  const tag = docBlock('README.md', SECTION, 'html');
  expect(tag).toContain(`${README_FOLDER}${manifest.entry}`);
  return tag.replace(README_FOLDER, folder).replace('sha384-…', manifest.files[manifest.entry]!.integrity);
}

/** A storefront page loading the entry as README says, after `importMap`, with the two elements this test uses. */
function pageHtml(folder: string, importMap: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Integrity</title>
<link rel="icon" href="data:,">${importMap}${entryTag(folder)}</head>
<body><header><country-switcher site="DE" lang="en"></country-switcher></header>
<main><newsletter-signup site="DE" lang="en"></newsletter-signup></main></body></html>`;
}

/** Serves the file of dist/ at `url` with one line added: the same address, other bytes. */
async function serveChanged(page: Page, url: string | RegExp): Promise<void> {
  await page.route(url, async (route) => {
    const answer = await route.fetch();
    await route.fulfill({ response: answer, body: `${await answer.text()}\n// changed\n` });
  });
}

describe("README's integrity: the entry's tag and the chunks' import map from the release manifest", () => {
  const session = openBrowserSession();

  it('the elements work with every file checked; a changed entry is refused, and a changed chunk', async () => {
    const { page, baseUrl, problems } = session;
    const folder = `${baseUrl}/static/`;
    const importMap = importMapTag(folder);
    const checked = Object.keys(
      (JSON.parse(/>(.*)</s.exec(importMap)![1]!) as { integrity: Record<string, string> }).integrity,
    );
    const html = pageHtml(folder, importMap);
    await page.route(`${baseUrl}/integrity/`, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
    );
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${folder}chunks/`)) chunks.push(request.url());
    });

    // The release as built: a sign-up, and the country list opens.
    await page.goto('/integrity/');
    await signUp(page, 'checked.reader@example.org', baseUrl);
    const toggle = countryToggle(page);
    await toggle.click();
    await expect.poll(() => isOpen(toggle)).toBe(true);
    expect(problems, 'nothing refused').toEqual([]);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.filter((url) => !checked.includes(url))).toEqual([]);

    // The entry changed under the same address: the browser runs none of it.
    session.expectConsoleErrors(/integrity/);
    await serveChanged(page, `${folder}${manifest.entry}`);
    const refused = page.waitForEvent('console', (message) =>
      message.text().includes(`${folder}${manifest.entry}`),
    );
    await page.goto('/integrity/');
    expect((await refused).text()).toMatch(/integrity/);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => customElements.get('newsletter-signup'))).toBeUndefined();
    await page.unroute(`${folder}${manifest.entry}`);

    // A chunk changed (the sign-up block's code, which the entry asks for with a `modulepreload` link before the
    // element's module imports it): refused by the import map; the entry and the switcher run.
    const form = Object.keys(manifest.files).find((path) =>
      /^chunks\/newsletter-signup-[^/]*\.js$/.test(path),
    );
    expect(form, 'the sign-up block’s chunk').toBeDefined();
    await serveChanged(page, `${folder}${form}`);
    const chunkRefused = page.waitForEvent('console', (message) =>
      message.text().includes(`${folder}${form}`),
    );
    await page.goto('/integrity/');
    expect((await chunkRefused).text()).toMatch(/integrity/);
    await countryToggle(page).click();
    await expect.poll(() => isOpen(countryToggle(page))).toBe(true);
    expect(await page.locator('newsletter-signup input[type="email"]').count()).toBe(0);
  });
});
