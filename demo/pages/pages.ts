import { LANGUAGES } from '../../src/i18n/languages.ts';
import { SITE_LOCALES, SITES, sitePath, type Site } from '../../src/sites.ts';
import { DEMO_CUSTOMERS } from '../backend/customers-data.ts';
import { COUNTRY_NAMES } from '../content/international.ts';
import { NEWSLETTER_BLOCKS } from '../content/newsletter-blocks.ts';
import { dataTable, documentPage, html, SafeHtml, escapeHtml } from './html.ts';
import { staticFooter } from './static-footer.ts';

/** `?lang=` may set `<html lang>`: a language tag, nothing else. */
function pageLanguage(site: Site, query: URLSearchParams): string {
  const requested = query.get('lang');
  return requested && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(requested) ? requested : SITE_LOCALES[site];
}

/**
 * The storefront pages forward what the widgets report to the reports collector, as README's "Monitoring" shows
 * (the file is its snippet, word for word); `/reports/` lists them.
 */
const REPORT_FORWARDING = '/demo/forward-reports.js';

export function siteFromPath(segment: string): Site | undefined {
  return SITES.find((site) => sitePath(site) === segment);
}

export function indexPage(): string {
  const rows = SITES.map(
    (site) =>
      html`<li>
        <a href="/${sitePath(site)}/">${COUNTRY_NAMES[site]}</a>
        <span class="meta">${site} · ${SITE_LOCALES[site]}</span>
      </li>`,
  );
  return documentPage({
    lang: 'en',
    title: 'storefront-widgets demo',
    bundle: false,
    body: html`<header class="shop-header"><p class="brand">storefront-widgets</p></header>
      <main class="content">
        <h1>Demo storefronts</h1>
        <p>Each page embeds the widget bundle with one script tag, as a legacy shop page would.</p>
        <p><a href="/kit/">The form and layout kit gallery</a></p>
        <p>
          For CMS editors and shop teams: <a href="/builder/">the block builder</a>, a form for each element's
          attributes with a live preview and the markup to copy.
        </p>
        <p>
          For integrators: <a href="/blank/">a blank page with the four elements</a> (the README recipe) and
          <a href="/theming/">the same elements in a brand theme</a>.
        </p>
        <p><a href="/api/">The service contract</a>: every call the widgets make (OpenAPI 3.1).</p>
        <p>
          For the shop's platform team: <a href="/reports/">the reports</a> of the storefront pages below, as
          the shop's monitoring would receive them.
        </p>
        <h2>Storefront pages</h2>
        <ul class="site-list">
          ${rows}
        </ul>
      </main>`,
  });
}

function shopHeader(site: Site) {
  return html`<header class="shop-header">
    <p class="brand"><a href="/">storefront-widgets</a> · ${COUNTRY_NAMES[site]}</p>
    <nav aria-label="Demo">
      <a href="/${sitePath(site)}/subscribenewsletter">Newsletter</a> ·
      <a href="/account/login?return=/${sitePath(site)}/">Login</a>
    </nav>
  </header>`;
}

/** An element's attributes as a page writes them: text, or present (true) / absent (false). */
type PageAttributes = Record<string, string | boolean>;

/** The elements a storefront page writes. */
type ComposedTag = 'shop-footer' | 'newsletter-signup' | 'country-switcher';

/**
 * How a page writes an element: `compose` renders it on the server (its HTML with a declarative shadow root,
 * in the page's language); without it the page writes the bare tag and the element renders in the browser.
 */
export type Compose = (tag: ComposedTag, attributes: PageAttributes, lang: string) => string;

function element(tag: ComposedTag, attributes: PageAttributes, lang: string, compose?: Compose): SafeHtml {
  if (compose) return new SafeHtml(compose(tag, attributes, lang));
  const written = Object.entries(attributes)
    .filter(([, value]) => value !== false)
    .map(([name, value]) => (typeof value === 'string' ? ` ${name}="${escapeHtml(value)}"` : ` ${name}`))
    .join('');
  return new SafeHtml(`<${tag}${written}></${tag}>`);
}

/**
 * A storefront page: the CMS newsletter block and the footer, composed on the server when `compose` is
 * given (the demo's default), client-rendered otherwise (`?csr`).
 */
export function sitePage(site: Site, query: URLSearchParams, compose?: Compose): string {
  const lang = pageLanguage(site, query);
  const block = NEWSLETTER_BLOCKS[site];
  const newsletter = element(
    'newsletter-signup',
    {
      site,
      headline: block.headline,
      'image-src': '/demo/images/newsletter-block.svg',
      'image-alt': block.imageAlt,
      'origin-addition': 'cms-block',
    },
    lang,
    compose,
  );
  return documentPage({
    scripts: [REPORT_FORWARDING],
    lang,
    title: `${COUNTRY_NAMES[site]} · storefront-widgets demo`,
    body: html`${shopHeader(site)}
      <main class="content">
        <h1>${COUNTRY_NAMES[site]}</h1>
        <p>A legacy shop page of the ${site} storefront. The widgets below come from one script tag.</p>
        ${newsletter}
      </main>
      ${
        query.get('footer') === 'static'
          ? staticFooter(site)
          : footer(site, query.has('reduced'), query.has('preview'), lang, compose)
      }
      ${consentDialog()}`,
  });
}

/**
 * The widths `/{site}/slots?width=` offers for the slot, in px (demo.css has a class `slot-N` for each).
 * @internal Test seam: the browser test sets the slot to each.
 */
export const SLOT_WIDTHS = [320, 480, 580, 768, 1024] as const;

/**
 * The elements in a slot narrower than the window, as a CMS column or a sidebar gives them: the newsletter block,
 * the same block in a flex row beside other content, the country switcher and the footer, composed on the server
 * (or client-rendered with `?csr`) like the storefront page. `?width=` picks the slot's width (default 480 px).
 */
export function slotsPage(site: Site, query: URLSearchParams, compose?: Compose): string {
  const lang = pageLanguage(site, query);
  const asked = Number(query.get('width'));
  const width = SLOT_WIDTHS.find((candidate) => candidate === asked) ?? 480;
  const block = NEWSLETTER_BLOCKS[site];
  const newsletter = (originAddition: string) =>
    element(
      'newsletter-signup',
      {
        site,
        headline: block.headline,
        'image-src': '/demo/images/newsletter-block.svg',
        'image-alt': block.imageAlt,
        'origin-addition': originAddition,
      },
      lang,
      compose,
    );
  const widths = SLOT_WIDTHS.map(
    (candidate) =>
      html`<li>
        <a href="?width=${candidate}" aria-current="${candidate === width ? 'page' : 'false'}"
          >${candidate} px</a
        >
      </li>`,
  );
  return documentPage({
    scripts: [REPORT_FORWARDING],
    lang,
    title: `Elements in a slot · ${COUNTRY_NAMES[site]} · storefront-widgets demo`,
    body: html`${shopHeader(site)}
      <main class="demo-slots">
        <h1>Elements in a ${width} px slot</h1>
        <nav aria-label="Slot width">
          <ul class="language-list">
            ${widths}
          </ul>
        </nav>
        <div class="demo-slot slot-${width}" data-slot>
          ${newsletter('cms-slot')}
          <div class="demo-slot__row">
            <p class="demo-slot__aside">Beside the block in a flex row.</p>
            ${newsletter('cms-slot-row')}
          </div>
          ${element('country-switcher', { site }, lang, compose)}
          ${element('shop-footer', { site }, lang, compose)}
        </div>
      </main>`,
  });
}

function footer(site: Site, reduced: boolean, preview: boolean, lang: string, compose?: Compose) {
  return html`<div class="shop-footer-area">
    ${element('shop-footer', { site, reduced, preview }, lang, compose)}
  </div>`;
}

/**
 * The host page's own cookie-consent panel, standing in for a consent manager: the footer's cookie-settings
 * link fires `shop-footer-cookie-settings`, which /demo/consent.js answers by opening this dialog.
 */
function consentDialog() {
  return html`<dialog id="consent-settings" class="demo-dialog" aria-labelledby="consent-title">
      <h2 id="consent-title">Cookie settings (demo)</h2>
      <p>A real shop opens its consent manager here.</p>
      <form method="dialog"><button>Close</button></form>
    </dialog>
    <script type="module" src="/demo/consent.js"></script>`;
}

/**
 * The `<link rel="alternate" hreflang>` of a page every storefront has at `/{site}/{page}`: one per storefront in
 * its locale, and `x-default` for the German one, as a shop tells search engines. The country switcher then keeps
 * the visitor on this page when the country changes.
 */
function siteAlternates(page: string): { hreflang: string; href: string }[] {
  return [
    ...SITES.map((site) => ({ hreflang: SITE_LOCALES[site], href: `/${sitePath(site)}/${page}` })),
    { hreflang: 'x-default', href: `/${sitePath('DE')}/${page}` },
  ];
}

/** The checkout page: the reduced footer, no newsletter block. */
export function checkoutPage(site: Site, query: URLSearchParams, compose?: Compose): string {
  const lang = pageLanguage(site, query);
  return documentPage({
    scripts: [REPORT_FORWARDING],
    lang,
    title: `Checkout · ${COUNTRY_NAMES[site]} · storefront-widgets demo`,
    alternates: siteAlternates('checkout'),
    body: html`${shopHeader(site)}
      <main class="content">
        <h1>Checkout</h1>
        <p>The checkout of the ${site} storefront, with the reduced footer.</p>
        <p>
          This page names its version in every storefront (<code>link rel="alternate" hreflang</code>): the
          country switcher in the footer keeps the visitor on the checkout.
        </p>
      </main>
      ${footer(site, true, query.has('preview'), lang, compose)} ${consentDialog()}`,
  });
}

/** The kit gallery: every shared widget in every state, in the language of `?lang=` (default de-DE). */
export function kitPage(query: URLSearchParams): string {
  const lang = pageLanguage('DE', query);
  const languages = LANGUAGES.map(
    (code) =>
      html`<li>
        <a href="/kit/?lang=${code}" aria-current="${code === lang ? 'page' : 'false'}">${code}</a>
      </li>`,
  );
  return documentPage({
    lang,
    title: 'Kit gallery · storefront-widgets demo',
    bundle: false,
    scripts: ['/kit-assets/kit.js'],
    body: html`<header class="shop-header">
        <p class="brand"><a href="/">storefront-widgets</a> · kit gallery</p>
      </header>
      <main class="content">
        <h1>The form and layout kit</h1>
        <nav aria-label="Gallery language">
          <ul class="language-list">
            ${languages}
          </ul>
        </nav>
        <div id="kit-root"></div>
      </main>`,
  });
}

/** The newsletter page: the form, and with `?token=` the double opt-in confirmation. */
export function subscribePage(site: Site, query: URLSearchParams): string {
  const token = query.get('token') ?? '';
  return documentPage({
    scripts: [REPORT_FORWARDING],
    lang: pageLanguage(site, query),
    title: `Newsletter · ${COUNTRY_NAMES[site]} · storefront-widgets demo`,
    alternates: siteAlternates('subscribenewsletter'),
    body: html`${shopHeader(site)}
      <main class="content">
        <h1>Newsletter</h1>
        <newsletter-signup site="${site}" doi-token="${token}"></newsletter-signup>
      </main>
      ${footer(site, false, query.has('preview'), pageLanguage(site, query))} ${consentDialog()}`,
  });
}

/**
 * The demo customer login: a plain form posting to the demo server (POST /account/login, fields email and
 * password).
 */
export function customerLoginPage(query: URLSearchParams, failed = false): string {
  const back = safeReturnPath(query.get('return'));
  const rows = DEMO_CUSTOMERS.map(
    (customer) =>
      html`<tr>
        <td>${COUNTRY_NAMES[customer.site]}</td>
        <td>${customer.email}</td>
        <td>${customer.password}</td>
        <td>${customer.note}</td>
      </tr>`,
  );
  return documentPage({
    lang: 'en',
    title: 'Customer login · storefront-widgets demo',
    bundle: false,
    body: html`<header class="shop-header">
        <p class="brand"><a href="/">storefront-widgets</a> · customer login</p>
      </header>
      <main class="content">
        <h1>Customer login</h1>
        ${failed ? html`<p class="demo-error" role="alert">Wrong email address or password.</p>` : ''}
        <form method="post" action="/account/login" class="demo-form">
          <input type="hidden" name="return" value="${back}" />
          <label>Email <input name="email" type="email" autocomplete="username" required /></label>
          <label
            >Password <input name="password" type="password" autocomplete="current-password" required
          /></label>
          <button type="submit">Log in</button>
        </form>
        <form method="post" action="/account/logout" class="demo-form">
          <input type="hidden" name="return" value="${back}" />
          <button type="submit">Log out</button>
        </form>
        <h2>Demo customers</h2>
        ${dataTable(['Storefront', 'Email', 'Password', 'Note'], rows, 'demo-table')}
      </main>`,
  });
}

/** Only a same-site path: `/de/`, never `//evil.example` or `https://…` (open redirect). */
export function safeReturnPath(value: string | null | undefined): string {
  return value && /^\/(?![/\\])[\w\-./?=&%]*$/.test(value) ? value : '/';
}

/** The staff login of the demo (POST /staff/login): `staff` / `preview`. */
export function staffLoginPage(query: URLSearchParams, failed = false): string {
  const back = safeReturnPath(query.get('return'));
  return documentPage({
    lang: 'en',
    title: 'Staff login · storefront-widgets demo',
    bundle: false,
    body: html`<header class="shop-header">
        <p class="brand"><a href="/">storefront-widgets</a> · staff login</p>
      </header>
      <main class="content">
        <h1>Staff login</h1>
        <p>
          Staff see the preview panel on storefront pages in preview mode (for example
          <a href="/de/?preview">/de/?preview</a>). The demo account is <code>staff</code> /
          <code>preview</code>.
        </p>
        ${failed ? html`<p class="demo-error" role="alert">Wrong user name or password.</p>` : ''}
        <form method="post" action="/staff/login" class="demo-form">
          <input type="hidden" name="return" value="${back}" />
          <label>User name <input name="username" autocomplete="username" required /></label>
          <label
            >Password <input name="password" type="password" autocomplete="current-password" required
          /></label>
          <button type="submit">Log in</button>
        </form>
      </main>`,
  });
}

/** For the benchmark: `count` CMS newsletter blocks and the footer on one page (test endpoints only). */
export function scalePage(count: number): string {
  const blocks = Array.from(
    { length: count },
    (_, index) =>
      html`<newsletter-signup site="DE" origin-addition="block-${index + 1}"></newsletter-signup>`,
  );
  return documentPage({
    lang: 'de-DE',
    title: `${count} newsletter blocks · storefront-widgets benchmark`,
    body: html`<main class="content">
        <h1>${count} newsletter blocks</h1>
        ${blocks}
      </main>
      ${footer('DE', false, false, 'de-DE')}`,
  });
}
