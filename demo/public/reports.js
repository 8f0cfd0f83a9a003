// The demo's reports page (/reports/): what the collector kept of the storefront pages' reports, newest first,
// asked for again every second. Written with text nodes only: a report's values never become markup.
const COLLECTOR = '/collect/storefront-widgets';
/** Every report has these; the other fields are its kind's own, shown as its details. */
const COMMON = new Set(['kind', 'element', 'site', 'release', 'time']);
const INTERVAL_MS = 1000;

const rows = document.getElementById('report-rows');
const status = document.getElementById('report-status');
let shown = '';

function cell(text) {
  const td = document.createElement('td');
  td.textContent = text;
  return td;
}

function row({ received, report }) {
  const details = Object.entries(report)
    .filter(([name]) => !COMMON.has(name))
    .map(([name, value]) => `${name}: ${value}`);
  const tr = document.createElement('tr');
  tr.append(
    cell(new Date(received).toLocaleTimeString('en-GB')),
    cell(report.kind),
    cell(report.element ?? '–'),
    cell(report.site ?? '–'),
    cell(report.release),
    cell([...details, `at ${report.time} ms`].join(', ')),
  );
  return tr;
}

async function refresh() {
  try {
    const response = await fetch(COLLECTOR, { cache: 'no-store' });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const { reports } = await response.json();
    const text = JSON.stringify(reports);
    if (text !== shown) {
      shown = text;
      rows.replaceChildren(...reports.toReversed().map(row));
      status.textContent =
        reports.length === 0
          ? 'No reports yet.'
          : `${reports.length} ${reports.length === 1 ? 'report' : 'reports'}, the latest first.`;
    }
  } catch {
    status.textContent = 'The collector does not answer; trying again.';
  } finally {
    setTimeout(refresh, INTERVAL_MS);
  }
}

refresh();
