import { probe } from '../page-probe.ts';
import { open } from '../session.ts';
import { stat } from '../stats.ts';
import type { BenchContext } from './context.ts';

/** Leaks: 100 cycles of adding and removing each element (1x CPU): the heap's growth and the live timers. */
export async function leaksScenario({ browser, base, report }: BenchContext): Promise<void> {
  const { results, row } = report;
  for (const tag of ['newsletter-signup', 'shop-footer', 'country-switcher', 'preview-panel']) {
    const session = await open(browser, base, 1);
    await session.page.goto('/');
    await session.page.addScriptTag({ url: '/static/storefront-widgets.js', type: 'module' });
    await session.page.waitForFunction(() => customElements.get('shop-footer') !== undefined);
    // Each cycle waits until the element has mounted (its widget stylesheets adopted) and rendered a frame,
    // so every cycle really creates and tears down a React root, whatever the element's loading policy. A
    // visitor's <preview-panel> mounts nothing by design: its host sheet is all there is to wait for (waiting
    // for a second one made each of its cycles a 2 s time-out, 10 minutes of the benchmark).
    const sheets = tag === 'preview-panel' ? 1 : 2;
    const cycle = (n: number) =>
      session.page.evaluate(
        async ({ name, times, sheets }) => {
          const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
          for (let i = 0; i < times; i++) {
            const element = document.createElement(name);
            document.body.prepend(element);
            for (
              let waited = 0;
              waited < 2000 && element.shadowRoot!.adoptedStyleSheets.length < sheets;
              waited += 5
            )
              await new Promise((resolve) => setTimeout(resolve, 5));
            await frame();
            await frame();
            element.remove();
          }
          await new Promise((resolve) => setTimeout(resolve, 200));
        },
        { name: tag, times: n, sheets },
      );
    const heap = async () => {
      await session.cdp.send('HeapProfiler.collectGarbage');
      await session.cdp.send('HeapProfiler.collectGarbage');
      return (await session.cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    await cycle(5);
    // Three rounds of 100: the median growth, with min and max, instead of one noisy figure.
    const growth: number[] = [];
    for (let round = 0; round < 3; round++) {
      const before = await heap();
      await cycle(100);
      growth.push(((await heap()) - before) / 1024);
    }
    const timers = (await probe(session.page)).timers;
    results[`leaks_${tag}`] = { heapGrowthKb: stat(growth), liveTimers: timers };
    row(`100 add/remove ${tag}`, 'KB / timers', {
      'heap growth KB': stat(growth),
      'live timers': timers,
    });
    await session.context.close();
  }
}
