import { probe } from '../page-probe.ts';
import { open, settle } from '../session.ts';
import { ratio, RUNS, stat } from '../stats.ts';
import type { BenchContext } from './context.ts';
import { VISITOR_MODES } from './visitor.ts';

/** The mobile network: round trip and bandwidth of a good 4G connection. */
export const MOBILE_NETWORK = { latencyMs: 100, downloadKbps: 9000, uploadKbps: 2000 };

/**
 * A mobile network (1x CPU): what the round trips cost, which loopback hides. Each element chunk's own
 * imports are preloaded with it (docs/decisions/0053), so a chunk costs one round trip, not two; so are the
 * form's rules with React's chunk on the first press in a server-rendered form (docs/decisions/0077).
 */
export async function mobileNetworkScenario({ browser, base, report }: BenchContext): Promise<void> {
  const { results, row } = report;
  const floor: number[] = [];
  const onMobileNetwork = async (path: string, press = false) => {
    const session = await open(browser, base, 1);
    await session.cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE_NETWORK.latencyMs,
      downloadThroughput: (MOBILE_NETWORK.downloadKbps * 1000) / 8,
      uploadThroughput: (MOBILE_NETWORK.uploadKbps * 1000) / 8,
    });
    await session.page.goto(path);
    await settle(session.page);
    if (press) {
      await session.page.locator('newsletter-signup').getByRole('textbox').first().click();
      await session.page.waitForFunction(
        () => (window as unknown as { __bench: { form: { readyAt: number } } }).__bench.form.readyAt > 0,
      );
    }
    const result = await probe(session.page);
    await session.context.close();
    return result;
  };
  const network = `${MOBILE_NETWORK.latencyMs} ms RTT, ${MOBILE_NETWORK.downloadKbps / 1000} Mbit/s`;
  for (let run = 0; run < RUNS; run++) floor.push((await onMobileNetwork('/de/?footer=static')).footerAt);
  for (const mode of VISITOR_MODES) {
    const footer: number[] = [];
    const newsletter: number[] = [];
    const validates: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await onMobileNetwork(mode.path, true);
      footer.push(page.footerAt);
      newsletter.push(page.newsletterAt);
      validates.push(page.formValidates);
    }
    results[`visitor_de_${mode.key}mobile_network`] = {
      network,
      newsletterPainted: stat(newsletter),
      footerPainted: stat(footer),
      staticFooterPainted: stat(floor),
      footerToFloorRatio: ratio(footer, floor),
      formValidatesAfterPress: stat(validates),
    };
    row(`${mode.path} visitor, ${network} @1x`, 'ms', {
      'newsletter painted': stat(newsletter),
      'footer painted': stat(footer),
      'static floor': stat(floor),
      ratio: ratio(footer, floor).toFixed(2),
      'form validates after press': stat(validates),
    });
  }
}
