import { longestEventSince, probe } from '../page-probe.ts';
import { open, settle } from '../session.ts';
import { RUNS, stat } from '../stats.ts';
import type { BenchContext } from './context.ts';
import { MOBILE_NETWORK } from './mobile-network.ts';
import { VISITOR_MODES } from './visitor.ts';

/** The conditions the message is timed in: CPU throttling, and the mobile network at 1x. */
const CONDITIONS = [
  { key: '1x', throttle: 1, network: false },
  { key: '4x', throttle: 4, network: false },
  { key: 'mobile_network', throttle: 1, network: true },
] as const;

/**
 * What the visitor sees of the form's validation: the first press in the email field, an invalid address typed,
 * Tab at once (autofill speed, the hardest case for a page whose form code comes on that press), and the field's
 * message on screen (`aria-invalid`), timed from the press and from the Tab, then the sign-up button pressed 300 ms
 * later. The composed page and `?csr` alternate run by run, so both meet the same machine; the figure to hold is
 * their ratio. The INP-like figure of each step is the longest event between it and the next.
 */
export async function formMessageScenario({ browser, base, report }: BenchContext): Promise<void> {
  const { results, row } = report;
  for (const condition of CONDITIONS) {
    const messages = new Map<string, number[]>(VISITOR_MODES.map((mode) => [mode.path, []]));
    const afterTab = new Map<string, number[]>(VISITOR_MODES.map((mode) => [mode.path, []]));
    const steps = new Map<string, Record<string, number[]>>(
      VISITOR_MODES.map((mode) => [mode.path, { focus: [], type: [], tab: [], submit: [] }]),
    );
    for (let run = 0; run < RUNS; run++) {
      for (const mode of VISITOR_MODES) {
        const session = await open(browser, base, condition.throttle);
        if (condition.network)
          await session.cdp.send('Network.emulateNetworkConditions', {
            offline: false,
            latency: MOBILE_NETWORK.latencyMs,
            downloadThroughput: (MOBILE_NETWORK.downloadKbps * 1000) / 8,
            uploadThroughput: (MOBILE_NETWORK.uploadKbps * 1000) / 8,
          });
        await session.page.goto(mode.path);
        await settle(session.page);
        const email = session.page.locator('newsletter-signup').getByRole('textbox').first();
        const now = () => session.page.evaluate(() => performance.now());
        const at = { focus: await now(), type: 0, tab: 0, submit: 0 };
        await email.click();
        at.type = await now();
        await session.page.keyboard.type('not-an-email');
        at.tab = await now();
        await session.page.keyboard.press('Tab');
        await session.page.waitForFunction(
          () =>
            (window as unknown as { __bench: { form: { messageAt: number } } }).__bench.form.messageAt > 0,
          undefined,
          { timeout: 30_000 },
        );
        await session.page.waitForTimeout(300);
        // Then the sign-up button pressed (the address still invalid): on a composed page while React arrives.
        at.submit = await now();
        await session.page.locator('newsletter-signup').locator('button[type="submit"]').click();
        await session.page.waitForTimeout(300);
        const taken = steps.get(mode.path)!;
        taken.focus!.push(await longestEventSince(session.page, at.focus, at.type));
        taken.type!.push(await longestEventSince(session.page, at.type, at.tab));
        taken.tab!.push(await longestEventSince(session.page, at.tab, at.submit));
        taken.submit!.push(await longestEventSince(session.page, at.submit));
        const page = await probe(session.page);
        messages.get(mode.path)!.push(page.messageAfterPress);
        afterTab.get(mode.path)!.push(page.messageAfterPress - (at.tab - page.pressAt));
        await session.context.close();
      }
    }
    const [composed, csr] = VISITOR_MODES.map((mode) => messages.get(mode.path)!);
    const toCsr = stat(composed!).median / stat(csr!).median;
    results[`form_message_${condition.key}`] = {
      ...Object.fromEntries(
        VISITOR_MODES.map((mode) => [
          mode.path,
          {
            messageAfterPress: stat(messages.get(mode.path)!),
            messageAfterTab: stat(afterTab.get(mode.path)!),
            inpLike: Object.fromEntries(
              Object.entries(steps.get(mode.path)!).map(([name, values]) => [name, stat(values)]),
            ),
          },
        ]),
      ),
      composedToCsrRatio: toCsr,
    };
    for (const mode of VISITOR_MODES)
      row(`${mode.path} form message @${condition.key}`, 'ms', {
        'message after press': stat(messages.get(mode.path)!),
        'after Tab': stat(afterTab.get(mode.path)!),
        'INP-like focus': stat(steps.get(mode.path)!.focus!),
        'INP-like type': stat(steps.get(mode.path)!.type!),
        'INP-like tab': stat(steps.get(mode.path)!.tab!),
        'INP-like submit': stat(steps.get(mode.path)!.submit!),
      });
    row(`form message @${condition.key}`, 'ratio', { 'composed ÷ ?csr': toCsr.toFixed(2) });
  }
}
