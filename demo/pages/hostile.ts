import { documentPage, html, type SafeHtml } from './html.ts';

/**
 * Hostile host pages: the widgets embedded in pages that do what real legacy shop pages do, to
 * show, by hand and in test/e2e/hostile.e2e.ts, that nothing of it reaches the widgets or breaks them.
 */
export interface HostilePage {
  html: string;
  /** Directives the server appends to its Content-Security-Policy for this page only. */
  cspAdditions?: string;
}

/** @internal Test seam: the tests build every hostile page. */
export const HOSTILE_CASES = ['styles', 'twins', 'dom', 'globals', 'trusted-types'] as const;
type HostileCase = (typeof HOSTILE_CASES)[number];

/** Trusted Types enforced, and no policy allowed at all: every DOM sink must be fed by the DOM API. */
const TRUSTED_TYPES_CSP = "require-trusted-types-for 'script'; trusted-types 'none'";

const LAYOUT = html`<link rel="stylesheet" href="/demo/hostile/page.css" />`;

function header(title: string) {
  return html`<header class="shop-header">
    <p class="brand"><a href="/">storefront-widgets</a> · hostile host page · ${title}</p>
  </header>`;
}

/** The CMS block and a country switcher, in a frame of fixed width, as a CMS page would place them. */
function contentElements(origin: string) {
  return html`<div class="hostile-frame">
    <newsletter-signup
      site="AT"
      headline="Hostile page, friendly form"
      image-src="/demo/images/newsletter-block.svg"
      image-alt="A cup of coffee"
      origin-addition="${origin}"
    ></newsletter-signup>
    <country-switcher site="PL"></country-switcher>
  </div>`;
}

/** The footer across the page and the staff preview panel, below the main content. */
const FOOTER_ELEMENTS = html`<div class="shop-footer-area"><shop-footer site="DE"></shop-footer></div>
  <preview-panel></preview-panel>`;

function page(
  title: string,
  main: SafeHtml,
  { before = '', after = '' }: { before?: SafeHtml | string; after?: SafeHtml | string } = {},
): string {
  return documentPage({
    lang: 'en',
    title: `${title} · hostile host page · storefront-widgets demo`,
    body: html`${before}${LAYOUT}${header(title)}
      <main class="content">${main}</main>
      ${after}`,
  });
}

/** `/hostile/styles`: a stylesheet that restyles `*`, links, buttons and inputs, and the host's own controls. */
function stylesPage(): HostilePage {
  return {
    html: page(
      'styles',
      html`<h1>A page that restyles everything</h1>
        <form class="host-controls" action="/hostile/styles" role="search">
          <label for="host-search">Search the host shop</label>
          <input id="host-search" name="q" type="search" />
          <button type="submit">Search</button>
          <a href="/">Host link</a>
        </form>
        ${contentElements('hostile-styles')}`,
      {
        before: html`<link id="hostile-styles" rel="stylesheet" href="/demo/hostile/hostile.css" />`,
        after: FOOTER_ELEMENTS,
      },
    ),
  };
}

/** `/hostile/twins`: two of every element, with the same attributes, side by side. */
function twinsPage(): HostilePage {
  const twin = (name: string) =>
    html`<section class="hostile-twin" id="twin-${name}" aria-label="Twin ${name}">
      <div class="hostile-frame">
        <newsletter-signup site="AT" origin-addition="twin-${name}"></newsletter-signup>
        <country-switcher site="PL"></country-switcher>
      </div>
      <shop-footer site="DE"></shop-footer>
      <preview-panel></preview-panel>
    </section>`;
  return {
    html: page(
      'twins',
      html`<h1>Two of every element</h1>
        ${twin('a')}${twin('b')}`,
    ),
  };
}

/** `/hostile/dom`: elements with non-default attributes in two slots, for moving, removing and resetting. */
function domPage(): HostilePage {
  return {
    html: page(
      'DOM changes',
      html`<h1>Elements the host page moves, removes and changes</h1>
        <section class="hostile-slot" id="slot-a" aria-label="Slot A">
          <newsletter-signup
            site="AT"
            headline="Custom headline"
            lang="de-AT"
            origin-addition="dom"
          ></newsletter-signup>
          <country-switcher site="PL" lang="pl-PL"></country-switcher>
          <shop-footer site="AT" reduced></shop-footer>
          <preview-panel></preview-panel>
        </section>
        <section class="hostile-slot" id="slot-b" aria-label="Slot B"></section>`,
    ),
  };
}

/**
 * `/hostile/globals`: a host page with its own React, ReactDOM and i18next globals, an AMD loader, a
 * `process` shim and a tag-manager `dataLayer` with entries and its own `push`, all set by a classic script
 * that runs before the bundle (/demo/hostile/globals.js).
 */
function globalsPage(): HostilePage {
  return {
    html: page(
      'globals',
      html`<h1>A page with its own React, i18next and dataLayer</h1>
        <p id="host-globals">
          The host page's own globals: <output id="host-globals-status">not loaded</output>
        </p>
        ${contentElements('hostile-globals')}`,
      { before: html`<script src="/demo/hostile/globals.js"></script>`, after: FOOTER_ELEMENTS },
    ),
  };
}

/** `/hostile/trusted-types`: the server's policy plus Trusted Types enforced with no policy allowed. */
function trustedTypesPage(): HostilePage {
  return {
    html: page(
      'Trusted Types',
      html`<h1>A page that enforces Trusted Types</h1>
        <p>
          Served with <code>${TRUSTED_TYPES_CSP}</code>: any string written to an HTML or script sink is a
          violation.
        </p>
        ${contentElements('hostile-trusted-types')}`,
      { after: FOOTER_ELEMENTS },
    ),
    cspAdditions: TRUSTED_TYPES_CSP,
  };
}

const BUILDERS: Record<HostileCase, () => HostilePage> = {
  styles: stylesPage,
  twins: twinsPage,
  dom: domPage,
  globals: globalsPage,
  'trusted-types': trustedTypesPage,
};

/** The page of `/hostile/{name}`, or undefined for an unknown name. */
export function hostilePage(name: string): HostilePage | undefined {
  return (HOSTILE_CASES as readonly string[]).includes(name) ? BUILDERS[name as HostileCase]() : undefined;
}
