import { pageGlobal, type Report } from './report.ts';

/** The event on `document`; its `detail` is a `Report`. */
export const REPORT_EVENT = 'storefront-widgets:report';

/** How many reports `window.storefrontWidgets.reports` keeps: the oldest goes when one more arrives. */
export const REPORTS_KEPT = 50;

/** Puts `detail` at the end of `window.storefrontWidgets.reports` and dispatches it on `document`. */
export function publish(detail: Report): void {
  const page = pageGlobal();
  const reports = Array.isArray(page.reports) ? page.reports : (page.reports = []);
  reports.push(detail);
  reports.splice(0, reports.length - REPORTS_KEPT);
  document.dispatchEvent(new CustomEvent(REPORT_EVENT, { detail }));
}
