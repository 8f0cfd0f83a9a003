import { BUILDER_LANGUAGES, BUILDER_TEXTS, builderLanguage } from '../builder/texts.ts';
import { documentPage, html } from './html.ts';

const LANGUAGE_NAMES = { en: 'English', de: 'Deutsch' };

/**
 * The block builder (`/builder/`, `?element=TAG` opens one element, `?lang=de` in German): the page and its
 * script (demo/builder/main.ts, built with the kit's bundle). The widget bundle is loaded: the preview is the
 * element itself.
 */
export function builderPage(query: URLSearchParams): string {
  const language = builderLanguage(query.get('lang'));
  const texts = BUILDER_TEXTS[language];
  const element = query.get('element');
  const languageLink = (code: (typeof BUILDER_LANGUAGES)[number]) => {
    const link = new URLSearchParams({ ...(element ? { element } : {}), lang: code });
    return html`<li>
      <a
        href="/builder/?${link.toString()}"
        lang="${code}"
        aria-current="${code === language ? 'page' : 'false'}"
        >${LANGUAGE_NAMES[code]}</a
      >
    </li>`;
  };
  return documentPage({
    lang: language,
    title: `${texts.title} · storefront-widgets demo`,
    scripts: ['/kit-assets/builder.js'],
    body: html`<header class="shop-header">
        <p class="brand"><a href="/">storefront-widgets</a> · ${texts.title}</p>
      </header>
      <main class="content">
        <h1>${texts.title}</h1>
        <p>${texts.intro}</p>
        <nav aria-label="${texts.languages}">
          <ul class="language-list">
            ${BUILDER_LANGUAGES.map(languageLink)}
          </ul>
        </nav>
        <div id="builder-root" class="builder"><noscript>${texts.noscript}</noscript></div>
      </main>`,
  });
}
