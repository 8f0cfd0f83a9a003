import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { inject } from 'vitest';
import type { EngineName } from './adapters.ts';
import type { Box, EnginePage, Target } from './driver.ts';

/*
 * Pictures of the journeys' states, per engine: written to test-results/engines/<engine>/ with one page that shows
 * them side by side (test-results/engines/index.html), and compared with the committed baselines in
 * test/engines/baselines/<engine>/. `npm run test:engines -- --update` writes the baselines anew.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** Whether this run writes the baselines instead of comparing with them (`--update`). */
    updateBaselines: boolean;
  }
}

const RESULTS_DIR = 'test-results/engines';
const BASELINES_DIR = 'test/engines/baselines';

/**
 * How different a picture may be from its baseline: pixelmatch's colour distance per pixel (0 to 1) under which a
 * pixel counts as the same, anti-aliased pixels never counting, and the share of pixels that may still differ (a
 * caret blinking in a focused field, a sub-pixel shift of a glyph). A moved or resized box differs in thousands.
 */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFFERING_SHARE = 0.002;

/** What the review page says about one picture. */
interface Taken {
  name: string;
  /** The viewport it was taken in, CSS pixels. */
  viewport: string;
  /** Against the baseline: the same, written anew, or how many pixels differ. */
  verdict: string;
}

const taken = new Map<EngineName, Taken[]>();

/** Crops `png` to the box (CSS pixels × `scale`), clipped to the picture. */
function crop(png: PNG, box: Box, scale: number): PNG {
  const left = Math.max(0, Math.round(box.x * scale));
  const top = Math.max(0, Math.round(box.y * scale));
  const right = Math.min(png.width, Math.round((box.x + box.width) * scale));
  const bottom = Math.min(png.height, Math.round((box.y + box.height) * scale));
  const out = new PNG({ width: Math.max(1, right - left), height: Math.max(1, bottom - top) });
  PNG.bitblt(png, out, left, top, out.width, out.height, 0, 0);
  return out;
}

/**
 * Takes the picture `name` of the viewport, or of `of` (scrolled to its top, clipped to the viewport), writes it to
 * the results and compares it with the engine's baseline; fails when it differs beyond the tolerance or has no
 * baseline.
 */
export async function picture(page: EnginePage, name: string, of?: Target): Promise<void> {
  const box = of ? await of.reveal() : undefined;
  const { width, height, scale } = await page.evaluate(
    () => ({ width: innerWidth, height: innerHeight, scale: devicePixelRatio }),
    undefined,
  );
  const shot = await page.screenshot();
  const whole = PNG.sync.read(shot.png);
  let png: PNG = whole;
  // An image in view that never loaded is a finding of its own, whatever the comparison says.
  const unloaded = shot.unloaded.length > 0 ? `; images in view not loaded: ${shot.unloaded.join(', ')}` : '';
  if (box) png = crop(whole, box, scale);
  const dir = join(RESULTS_DIR, page.engine);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.png`), PNG.sync.write(png));
  // A difference an earlier run found is not this run's.
  rmSync(join(dir, `${name}.diff.png`), { force: true });

  const baseline = join(BASELINES_DIR, page.engine, `${name}.png`);
  const record = (verdict: string) =>
    taken.set(page.engine, [
      ...(taken.get(page.engine) ?? []).filter((one) => one.name !== name),
      { name, viewport: `${width}×${height}`, verdict },
    ]);
  if (inject('updateBaselines')) {
    if (unloaded) {
      record(`not written${unloaded}`);
      throw new Error(`${page.engine}: no baseline written for ${name}${unloaded}`);
    }
    mkdirSync(join(BASELINES_DIR, page.engine), { recursive: true });
    writeFileSync(baseline, PNG.sync.write(png));
    record('baseline written');
    return;
  }
  if (!existsSync(baseline)) {
    record('no baseline');
    throw new Error(
      `${page.engine}: no baseline ${baseline}; write it with npm run test:engines -- --update`,
    );
  }
  const expected = PNG.sync.read(readFileSync(baseline));
  if (expected.width !== png.width || expected.height !== png.height) {
    record(`size ${png.width}×${png.height}, baseline ${expected.width}×${expected.height}`);
    throw new Error(
      `${page.engine}: picture ${name} is ${png.width}×${png.height}, its baseline ${expected.width}×${expected.height}`,
    );
  }
  const diff = new PNG({ width: png.width, height: png.height });
  const differing = differingPixels(expected, png, diff);
  const allowed = Math.floor(png.width * png.height * MAX_DIFFERING_SHARE);
  const moved = differing > allowed && box ? shiftedMatch(whole, box, scale, expected, allowed) : undefined;
  if (moved) {
    record(`the same a pixel off (${moved}), ${differing} pixels differ where it was asked${unloaded}`);
    if (unloaded) throw new Error(`${page.engine}: picture ${name}${unloaded}`);
    return;
  }
  if (differing > allowed) {
    writeFileSync(join(dir, `${name}.diff.png`), PNG.sync.write(diff));
    record(`${differing} pixels differ (allowed ${allowed})${unloaded}`);
    throw new Error(
      `${page.engine}: picture ${name} differs from ${baseline} in ${differing} pixels (allowed ${allowed}): see ${dir}/${name}.diff.png${unloaded}`,
    );
  }
  record(
    `${differing === 0 ? 'same as baseline' : `${differing} pixels differ, within ${allowed}`}${unloaded}`,
  );
  if (unloaded) throw new Error(`${page.engine}: picture ${name}${unloaded}`);
}

/** How many pixels of `actual` differ from `expected` beyond the tolerance, drawn into `diff` when given. */
function differingPixels(expected: PNG, actual: PNG, diff?: PNG): number {
  return pixelmatch(expected.data, actual.data, diff?.data, actual.width, actual.height, {
    threshold: PIXEL_THRESHOLD,
    includeAA: false,
  });
}

/**
 * A box on a half pixel is drawn a pixel one way or the other from one frame to the next (Firefox's centred modal):
 * the box's crop a pixel off in each direction, the first that is within the tolerance named ("1 right", "1 up"),
 * or undefined when none is. A moved or resized layout differs at every offset.
 */
function shiftedMatch(
  whole: PNG,
  box: Box,
  scale: number,
  expected: PNG,
  allowed: number,
): string | undefined {
  for (const [dx, dy] of [
    [0, -1],
    [0, 1],
    [-1, 0],
    [1, 0],
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ] as const) {
    const shifted = crop(whole, { ...box, x: box.x + dx / scale, y: box.y + dy / scale }, scale);
    if (shifted.width !== expected.width || shifted.height !== expected.height) continue;
    if (differingPixels(expected, shifted) <= allowed) {
      return [dx && `1 ${dx < 0 ? 'left' : 'right'}`, dy && `1 ${dy < 0 ? 'up' : 'down'}`]
        .filter(Boolean)
        .join(', ');
    }
  }
  return undefined;
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/**
 * Writes the engine's list of pictures, then the review page from every engine's list in the results: the last
 * engine's file to finish writes the page with all three columns.
 */
export function writeReviewPage(engine: EngineName, version: string): void {
  mkdirSync(join(RESULTS_DIR, engine), { recursive: true });
  writeFileSync(
    join(RESULTS_DIR, engine, 'pictures.json'),
    JSON.stringify({ engine, version, pictures: taken.get(engine) ?? [] }, null, 2),
  );
  const columns = readdirSync(RESULTS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(RESULTS_DIR, entry.name, 'pictures.json')))
    .map(
      (entry) =>
        JSON.parse(readFileSync(join(RESULTS_DIR, entry.name, 'pictures.json'), 'utf8')) as {
          engine: string;
          version: string;
          pictures: Taken[];
        },
    )
    .sort((a, b) => a.engine.localeCompare(b.engine));
  const names = [...new Set(columns.flatMap((column) => column.pictures.map((one) => one.name)))];
  const cell = (column: (typeof columns)[number], name: string) => {
    const one = column.pictures.find((picture) => picture.name === name);
    if (!one) return '<td>not taken</td>';
    const diff = existsSync(join(RESULTS_DIR, column.engine, `${name}.diff.png`))
      ? ` · <a href="${escape(column.engine)}/${escape(name)}.diff.png">difference</a>`
      : '';
    return `<td><a href="${escape(column.engine)}/${escape(name)}.png"><img src="${escape(column.engine)}/${escape(name)}.png" alt="${escape(name)} in ${escape(column.engine)}"></a><p>${escape(one.viewport)} · ${escape(one.verdict)}${diff}</p></td>`;
  };
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>storefront-widgets in three engines</title>
<style>
body { font: 14px system-ui, sans-serif; margin: 1rem; }
table { border-collapse: collapse; table-layout: fixed; width: 100%; }
th, td { border: 1px solid #ccc; padding: .5rem; vertical-align: top; }
th[scope=row] { width: 10rem; text-align: left; }
img { max-width: 100%; border: 1px solid #eee; }
p { margin: .25rem 0 0; color: #444; }
</style></head><body>
<h1>storefront-widgets in three engines</h1>
<p>Each row is one state of a journey, each column one engine. Open a picture for its full size.</p>
<table>
<thead><tr><th scope="col">state</th>${columns.map((column) => `<th scope="col">${escape(column.version)}</th>`).join('')}</tr></thead>
<tbody>
${names.map((name) => `<tr><th scope="row">${escape(name)}</th>${columns.map((column) => cell(column, name)).join('')}</tr>`).join('\n')}
</tbody></table></body></html>
`;
  writeFileSync(join(RESULTS_DIR, 'index.html'), html);
}
