import { SITE_LOCALES, SITES, sitePath, type Site } from '../../src/sites.ts';
import { COUNTRY_NAMES } from '../content/international.ts';
import { documentPage, html } from './html.ts';

/** `?lang=` may set `<html lang>`: a language tag, nothing else. */
export function pageLanguage(site: Site, query: URLSearchParams): string {
  const requested = query.get('lang');
  return requested && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(requested) ? requested : SITE_LOCALES[site];
}

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
        <h2>Storefront pages</h2>
        <ul class="site-list">
          ${rows}
        </ul>
      </main>`,
  });
}

export function sitePage(site: Site, query: URLSearchParams): string {
  const lang = pageLanguage(site, query);
  return documentPage({
    lang,
    title: `${COUNTRY_NAMES[site]} · storefront-widgets demo`,
    body: html`<header class="shop-header">
        <p class="brand"><a href="/">storefront-widgets</a> · ${COUNTRY_NAMES[site]}</p>
      </header>
      <main class="content">
        <h1>${COUNTRY_NAMES[site]}</h1>
        <p>A legacy shop page of the ${site} storefront. The widgets below come from one script tag.</p>
      </main>
      <footer class="shop-footer-area">
        <country-switcher site="${site}"></country-switcher>
      </footer>`,
  });
}

const KIT_LANGUAGES = [
  'de-DE',
  'de-AT',
  'de-CH',
  'fr-CH',
  'pl-PL',
  'sk-SK',
  'cs-CZ',
  'hu-HU',
  'tr-TR',
  'da-DK',
  'sv-SE',
  'en',
];

/** The kit gallery: every shared widget in every state, in the language of `?lang=` (default de-DE). */
export function kitPage(query: URLSearchParams): string {
  const lang = pageLanguage('DE', query);
  const languages = KIT_LANGUAGES.map(
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
