/**
 * `npm run bench:profile -- <load|press> [path] [runs]`: where the main thread's time goes on the server-composed
 * page at 4x CPU, from a CDP trace, on the build in dist/ (run `npm run build` first). Not a benchmark: it prints
 * no ratios, and a busy machine inflates every figure. It answers "what is in that long task".
 *
 * - `load`: from navigation until the network is idle. Every task of 50 ms or more on the page's main thread, with
 *   the events of 4 ms or more inside it (script evaluation, timers, layout, paint), and how long each
 *   `customElements.define` took (it upgrades the elements already on the page).
 * - `press`: from the first press in the newsletter block's email field until its form is ready (its rules took
 *   it over: `data-state="ready"`). Every task of 8 ms or more in between, with what is inside it, and the chunks
 *   fetched, relative to the press.
 */
import { chromium, type Page } from 'playwright-core';
import { createDemoServer, listen } from '../demo/server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium.ts';

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string } };
}

const THROTTLE = 4;
// `node scripts/run.mjs bench/profile.ts load …`: the arguments after this file's own path.
const args = process.argv.slice(process.argv.findIndex((arg) => arg.endsWith('profile.ts')) + 1);
const [mode = 'load', path = '/de/', runs = '3'] = args;

const fileName = (url: string) => url.replace(/.*\//, '').replace(/-[\w-]{8}\.js$/, '');
const ms = (microseconds: number) => (microseconds / 1000).toFixed(0);

/** The tasks on the main thread of the mark's renderer from `from` to `to` (µs) lasting `minMs` or more. */
function tasksBetween(events: TraceEvent[], main: TraceEvent, from: number, to: number, minMs: number) {
  const same = (event: TraceEvent) => event.pid === main.pid && event.tid === main.tid;
  return events
    .filter((e) => same(e) && e.name === 'RunTask' && e.ts + (e.dur ?? 0) >= from && e.ts <= to)
    .filter((task) => (task.dur ?? 0) >= minMs * 1000)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = events.filter(
        (e) => same(e) && e !== task && e.name !== 'RunTask' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end,
      );
      const label = (e: TraceEvent) =>
        `${e.name}${e.args?.data?.url ? ` ${fileName(e.args.data.url)}` : ''} ${ms(e.dur ?? 0)}`;
      const parts = inside.filter((e) => (e.dur ?? 0) >= 4000).slice(0, 10);
      return `@${ms(task.ts - from).padStart(5)} task ${ms(task.dur ?? 0).padStart(4)} ms: ${parts.map(label).join(' | ')}`;
    });
}

async function traced(page: Page, act: () => Promise<void>): Promise<TraceEvent[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  await act();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

async function profileLoad(page: Page, base: string): Promise<void> {
  await page.addInitScript(() => {
    performance.mark('sw-profile-start');
    const define = customElements.define.bind(customElements);
    const defines: string[] = [];
    (window as unknown as { __defines: string[] }).__defines = defines;
    customElements.define = (tag, ...rest) => {
      const start = performance.now();
      define(tag, ...rest);
      defines.push(`${tag} ${(performance.now() - start).toFixed(0)} ms`);
    };
  });
  const events = await traced(page, async () => {
    await page.goto(base + path);
    await page.waitForLoadState('networkidle');
  });
  const start = events.find((e) => e.name === 'sw-profile-start');
  if (!start) throw new Error('the page set no start mark');
  console.log(
    `defines: ${(await page.evaluate(() => (window as unknown as { __defines: string[] }).__defines)).join(', ')}`,
  );
  for (const line of tasksBetween(events, start, start.ts, Infinity, 50)) console.log(line);
}

async function profilePress(page: Page, base: string): Promise<void> {
  await page.goto(base + path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    const root = document.querySelector('newsletter-signup')?.shadowRoot;
    if (!root) throw new Error('no server-rendered <newsletter-signup> on the page');
    const watch = () => {
      if (root.querySelector('form')?.getAttribute('data-state') === 'ready') performance.mark('sw-ready');
      else setTimeout(watch, 0);
    };
    root.addEventListener('pointerdown', () => (performance.mark('sw-press'), watch()), {
      capture: true,
      once: true,
    });
  });
  const box = await page.locator('newsletter-signup').locator('input[type=email]').boundingBox();
  if (!box) throw new Error('the email field is not on screen');
  const events = await traced(page, async () => {
    await page.mouse.move(box.x + 10, box.y + 10);
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForFunction(() => performance.getEntriesByName('sw-ready').length > 0, null, {
      timeout: 30_000,
    });
  });
  const press = events.find((e) => e.name === 'sw-press');
  const ready = events.find((e) => e.name === 'sw-ready');
  if (!press || !ready) throw new Error('the trace has no press or no ready mark');
  console.log(`press → ready: ${ms(ready.ts - press.ts)} ms`);
  const chunks = await page.evaluate(() => {
    const pressed = performance.getEntriesByName('sw-press')[0]!.startTime;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= pressed - 100 && entry.name.includes('/chunks/'))
      .map((entry) => ({
        name: entry.name,
        from: entry.startTime - pressed,
        to: (entry as PerformanceResourceTiming).responseEnd - pressed,
      }));
  });
  console.log(
    `chunks: ${chunks.map((c) => `${fileName(c.name)} ${c.from.toFixed(0)}–${c.to.toFixed(0)}`).join(', ')}`,
  );
  for (const line of tasksBetween(events, press, press.ts, ready.ts, 8)) console.log(line);
}

async function main(): Promise<void> {
  if (mode !== 'load' && mode !== 'press') throw new Error(`mode must be load or press, not ${mode}`);
  const server = createDemoServer({ testEndpoints: true });
  const base = await listen(server, 0);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (let run = 1; run <= Number(runs); run++) {
      console.log(`--- ${mode} ${path}, run ${run}, ${THROTTLE}x CPU`);
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await (mode === 'load' ? profileLoad(page, base) : profilePress(page, base));
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
