/**
 * What the widgets report to the host page's monitoring (README, "Monitoring"): each failure they meet, as a
 * `storefront-widgets:report` event on `document` and in `window.storefrontWidgets.reports` (the latest
 * 50). Nothing is sent anywhere: the page forwards what it wants. A report is built from these fields
 * only (names, numbers, releases), never from an address, an answer or an error's text, so it cannot carry an email
 * address, a token or a query string.
 */
import type { ReportInput } from './report-facts.ts';

/**
 * Reports `facts` to the page for the element `tag` (and the `site` of its `config`, when it has one). Its time is
 * taken now; everything else is done by the channel, a chunk fetched on the first report: a page without a failure
 * never downloads it.
 */
export function report(facts: ReportInput, tag?: string, config?: object): void {
  const time = performance.now();
  import('./report-channel.ts').then(
    (channel) => channel.publish(facts, time, tag, config),
    () => {},
  );
}
