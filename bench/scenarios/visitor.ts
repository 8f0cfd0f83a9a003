import { longestEventSince, probe } from '../page-probe.ts';
import { open, settle, sum } from '../session.ts';
import { ratio, RUNS, stat } from '../stats.ts';
import type { BenchContext } from './context.ts';

/** The storefront page as a shop composes it on the server, and as a page that only drops the tags in. */
export const VISITOR_MODES = [
  { path: '/de/', warmPath: '/at/', key: '' },
  { path: '/de/?csr', warmPath: '/at/?csr', key: 'csr_' },
] as const;

/**
 * An anonymous visitor on /de/, composed on the server and client-rendered (`?csr`) side by side, at `throttle`x
 * CPU: bytes, long tasks, layout shift, footer paint, the first interactions with the form; then the warm view.
 */
export async function visitorScenario(
  { browser, base, report }: BenchContext,
  throttle: number,
): Promise<void> {
  const { results, row } = report;
  const key = `${throttle}x`;
  for (const mode of VISITOR_MODES) {
    const cold: Awaited<ReturnType<typeof probe>>[] = [];
    /** The page loaded and idle, before the visitor did anything: what "a visitor who only scrolls" meets. */
    const loads: Awaited<ReturnType<typeof probe>>[] = [];
    const floor: number[] = [];
    const floorTbt: number[] = [];
    const warmBytes: number[] = [];
    const coldBytes: number[] = [];
    const afterFormBytes: number[] = [];
    const interactions: Record<string, number[]> = {
      'focus email': [],
      'type email': [],
      'submit with errors': [],
    };
    for (let run = 0; run < RUNS; run++) {
      // The floor: the same page with the footer content as static HTML and no footer script.
      const plain = await open(browser, base, throttle);
      await plain.page.goto('/de/?footer=static');
      await settle(plain.page);
      const plainLoad = await probe(plain.page);
      floor.push(plainLoad.footerAt);
      floorTbt.push(plainLoad.tbt);
      await plain.context.close();

      const session = await open(browser, base, throttle);
      await session.page.goto(mode.path);
      await settle(session.page);
      coldBytes.push(sum(session.scripts));
      loads.push(await probe(session.page));
      const email = session.page.locator('newsletter-signup').getByRole('textbox').first();
      const measure = async (name: string, action: () => Promise<void>) => {
        const since = await session.page.evaluate(() => performance.now());
        await action();
        await session.page.waitForTimeout(300);
        interactions[name]!.push(await longestEventSince(session.page, since));
      };
      await measure('focus email', () => email.click());
      await measure('type email', () => session.page.keyboard.type('a@b'));
      await measure('submit with errors', () =>
        session.page.locator('newsletter-signup').getByRole('button').first().click(),
      );
      // The rules may still be on their way on a slow CPU: the figure waits for them.
      await session.page.waitForFunction(
        () => (window as unknown as { __bench: { form: { readyAt: number } } }).__bench.form.readyAt > 0,
      );
      afterFormBytes.push(sum(session.scripts));
      cold.push(await probe(session.page));
      // Warm: the same browser profile comes back to another page; hashed chunks come from its cache.
      const before = sum(session.scripts);
      await session.page.goto(mode.warmPath);
      await settle(session.page);
      warmBytes.push(sum(session.scripts) - before);
      await session.context.close();
    }
    const afterChunk = cold.map((c) => c.footerAt - c.footerChunkAt);
    results[`visitor_de_${mode.key}${key}`] = {
      scriptBytesBeforeInteraction: stat(coldBytes),
      scriptBytesAfterForm: stat(afterFormBytes),
      scriptBytesWarmView: stat(warmBytes),
      // Until the network is idle, before any interaction; the static floor's for comparison (the page's
      // own parse, style, layout and paint), and the longest run of the bundle's scripts in that time.
      totalBlockingTime: stat(loads.map((c) => c.tbt)),
      staticFloorTotalBlockingTime: stat(floorTbt),
      longestTask: stat(loads.map((c) => c.longest)),
      longestScriptOfOurs: stat(loads.map((c) => c.longestScriptOfOurs)),
      longScriptsOfOurs: stat(loads.map((c) => c.longScriptsOfOurs)),
      // From the load until the form validates after the first press, interactions included.
      totalBlockingTimeWithForm: stat(cold.map((c) => c.tbt)),
      cumulativeLayoutShift: stat(cold.map((c) => c.cls)),
      footerPainted: stat(cold.map((c) => c.footerAt)),
      staticFooterPainted: stat(floor),
      footerToFloorRatio: ratio(
        cold.map((c) => c.footerAt),
        floor,
      ),
      footerPaintedAfterChunk: stat(afterChunk),
      // The target: the footer's paint once its code has arrived, within 1.5x the static floor.
      afterChunkToFloorRatio: ratio(afterChunk, floor),
      interactions: Object.fromEntries(
        Object.entries(interactions).map(([name, values]) => [name, stat(values)]),
      ),
      // From the press on the email field: the whole form on screen, and its rules running it.
      formOpensAfterPress: stat(cold.map((c) => c.formOpens)),
      formValidatesAfterPress: stat(cold.map((c) => c.formValidates)),
    };
    row(`${mode.path} visitor @${key}`, 'bytes (wire)', {
      cold: stat(coldBytes),
      'after form': stat(afterFormBytes),
      warm: stat(warmBytes),
    });
    row(`${mode.path} visitor @${key}`, 'ms', {
      TBT: stat(loads.map((c) => c.tbt)),
      'floor TBT': stat(floorTbt),
      'longest task': stat(loads.map((c) => c.longest)),
      'longest script of ours': stat(loads.map((c) => c.longestScriptOfOurs)),
      'footer painted': stat(cold.map((c) => c.footerAt)),
      'static floor': stat(floor),
      ratio: ratio(
        cold.map((c) => c.footerAt),
        floor,
      ).toFixed(2),
      'paint after chunk': stat(afterChunk),
      'after chunk / floor': ratio(afterChunk, floor).toFixed(2),
    });
    row(`${mode.path} visitor @${key}`, 'CLS', { CLS: stat(cold.map((c) => c.cls)) });
    row(`${mode.path} visitor @${key}`, 'ms with form', {
      TBT: stat(cold.map((c) => c.tbt)),
      'longest task': stat(cold.map((c) => c.longest)),
      'longest script of ours': stat(cold.map((c) => c.longestScriptOfOurs)),
    });
    row(`${mode.path} visitor @${key}`, 'ms after press', {
      'whole form shown': stat(cold.map((c) => c.formOpens)),
      'form validates': stat(cold.map((c) => c.formValidates)),
    });
    row(
      `${mode.path} visitor @${key}`,
      'INP-like ms',
      Object.fromEntries(Object.entries(interactions).map(([name, values]) => [name, stat(values)])),
    );
  }
}
