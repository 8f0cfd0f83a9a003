import { open, settle } from '../session.ts';
import { RUNS, stat } from '../stats.ts';
import type { BenchContext } from './context.ts';

/** Scale: 1, 10 and 50 newsletter blocks with the footer (1x CPU): until all are mounted, the heap, the service calls. */
export async function scaleScenario({ browser, base, report }: BenchContext): Promise<void> {
  const { results, row } = report;
  for (const count of [1, 10, 50]) {
    const mounted: number[] = [];
    const heap: number[] = [];
    let serviceCalls: Record<string, number> = {};
    for (let run = 0; run < RUNS; run++) {
      const session = await open(browser, base, 1);
      await session.page.goto(`/__test__/scale?n=${count}`);
      await session.page.waitForFunction(
        (n) =>
          [...document.querySelectorAll('newsletter-signup')].filter((e) =>
            e.shadowRoot?.querySelector('form'),
          ).length === n,
        count,
        { timeout: 60_000 },
      );
      mounted.push(await session.page.evaluate(() => performance.now()));
      await settle(session.page);
      await session.cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await session.cdp.send('Runtime.getHeapUsage');
      heap.push(usedSize / 1024 / 1024);
      serviceCalls = {};
      for (const path of session.requests.filter((p) => p.startsWith('/service/')))
        serviceCalls[path] = (serviceCalls[path] ?? 0) + 1;
      await session.context.close();
    }
    results[`scale_${count}`] = { allMounted: stat(mounted), heapAfterGcMb: stat(heap), serviceCalls };
    row(`${count} blocks + footer @1x`, 'ms / MB', {
      'all mounted': stat(mounted),
      'heap MB': stat(heap),
      'psdata calls': serviceCalls['/service/customerfrontenddata/api/v1/psdata'] ?? 0,
    });
  }
}
