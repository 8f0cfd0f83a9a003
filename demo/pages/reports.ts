import { dataTable, documentPage, html } from './html.ts';

/**
 * The demo's reports page (`/reports/`), for the shop's platform team: what the demo's storefront pages forwarded
 * to the reports collector (demo/backend/collector.ts), as the shop's monitoring would see it, newest first.
 * `/demo/reports.js` asks the collector every second and fills the table; a staff tool, so in English only.
 */
export function reportsPage(): string {
  return documentPage({
    lang: 'en',
    title: 'Reports · storefront-widgets demo',
    bundle: false,
    scripts: ['/demo/reports.js'],
    body: html`<header class="shop-header">
        <p class="brand"><a href="/">storefront-widgets</a> · reports</p>
      </header>
      <main class="content">
        <h1>What the widgets report</h1>
        <p>
          Every failure the widgets meet on the demo's storefront pages (a service that fails, content they
          cannot read, a takeover that had to redraw, a chunk that did not load), as the pages forward them to
          the collector with <code>navigator.sendBeacon</code>: what a shop's monitoring would receive. No
          report holds an address or anything a visitor typed.
        </p>
        <p id="report-status" role="status">Asking the collector…</p>
        ${dataTable(
          ['Received', 'Kind', 'Element', 'Site', 'Release', 'Details'],
          '',
          'demo-table',
          'report-rows',
        )}
      </main>`,
  });
}
