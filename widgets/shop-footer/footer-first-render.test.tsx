import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FOOTER_CONTENT } from '../../demo/content/footer/index.ts';
import { loadTranslations } from '../../src/i18n/i18n.ts';
import { TranslationProvider } from '../../src/i18n/provider.tsx';
import { readFooterContent } from './footer-content.ts';
import { FooterLayout } from './footer-layout.tsx';
import { footerView } from './footer-view.ts';

/** The footer's markup from one render with no effect run: what its first paint shows. */
async function firstRender(platform: 'classic' | 'mobile'): Promise<Document> {
  await loadTranslations('en', ['common', 'ui', 'footer']);
  const { content } = readFooterContent(FOOTER_CONTENT.DE);
  const html = renderToStaticMarkup(
    <TranslationProvider language="en" namespaces={['common', 'ui', 'footer']}>
      <FooterLayout
        view={footerView({
          content,
          site: 'DE',
          language: 'en',
          platform,
          reduced: false,
          hideNewsletter: true,
          customer: undefined,
          cookies: '',
          staff: false,
          promotion: undefined,
        })}
        config={{ site: 'DE', language: 'en' }}
        host={document.createElement('div')}
        contentUrl="/x.json"
      />
    </TranslationProvider>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the footer’s first render', () => {
  it.each(['classic', 'mobile'] as const)(
    'names every section by its heading already (%s): the ids come from rendering, not from an effect',
    async (platform) => {
      const page = await firstRender(platform);
      const named = [...page.querySelectorAll('[aria-labelledby]')];
      // Service groups, SEO links, social and app icons.
      expect(named.length).toBeGreaterThanOrEqual(FOOTER_CONTENT.DE.teaser.groups.length);
      for (const section of named) {
        const heading = page.getElementById(section.getAttribute('aria-labelledby')!);
        expect(heading?.textContent).toBeTruthy();
      }
      const ids = [...page.querySelectorAll('[id]')].map((node) => node.id);
      expect(new Set(ids).size).toBe(ids.length);
    },
  );
});
