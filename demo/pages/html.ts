/** Markup that is already escaped; only `html` makes it. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

type Value = SafeHtml | string | number | boolean | null | undefined | readonly Value[];

function render(value: Value): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/** A template tag that escapes every interpolated value except nested `html` results. */
export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  return new SafeHtml(
    strings.reduce(
      (out, part, index) => out + part + (index < values.length ? render(values[index]!) : ''),
      '',
    ),
  );
}

/**
 * A table: one row of column headings (`scope="col"`) over `rows`, each a `<tr>`; `bodyId` names its body for a
 * script that fills it.
 */
export function dataTable(
  headings: readonly string[],
  rows: Value,
  className?: string,
  bodyId?: string,
): SafeHtml {
  return html`<table${className ? html` class="${className}"` : ''}>
    <thead>
      <tr>
        ${headings.map((heading) => html`<th scope="col">${heading}</th>`)}
      </tr>
    </thead>
    <tbody${bodyId ? html` id="${bodyId}"` : ''}>
      ${rows}
    </tbody>
  </table>`;
}

export interface DocumentOptions {
  lang: string;
  title: string;
  body: SafeHtml;
  /** Load the widget bundle (default true). */
  bundle?: boolean;
  /** Further module scripts (same origin). */
  scripts?: string[];
  /** `<link rel="alternate" hreflang href>`: this page in other languages and countries, as search engines read it. */
  alternates?: readonly { hreflang: string; href: string }[];
}

/** A whole demo page: no inline script or style, so it runs under the server's strict CSP. */
export function documentPage({
  lang,
  title,
  body,
  bundle = true,
  scripts = [],
  alternates = [],
}: DocumentOptions): string {
  return html`<!doctype html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <link rel="stylesheet" href="/demo/demo.css" />
        ${alternates.map(
          ({ hreflang, href }) => html`<link rel="alternate" hreflang="${hreflang}" href="${href}" />`,
        )}
        ${bundle ? html`<script type="module" src="/static/storefront-widgets.js"></script>` : ''}
        ${scripts.map((src) => html`<script type="module" src="${src}"></script>`)}
      </head>
      <body>
        ${body}
      </body>
    </html> `.value;
}
