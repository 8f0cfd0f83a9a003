import { createRoot } from 'react-dom/client';
import { adoptStyleSheets, sharedStyleSheet } from '../../src/elements/styles.ts';
import { resolveLanguage } from '../../src/i18n/languages.ts';
import { TranslationProvider } from '../../src/i18n/provider.tsx';
import { uiStyles } from '../../src/ui/all-styles.ts';
import galleryStyles from './gallery.css?inline';
import { Gallery } from './gallery.tsx';

// The gallery renders into a shadow root, as the widgets do, so the kit is seen with exactly their styles.
const container = document.getElementById('kit-root');
if (container) {
  const root = container.attachShadow({ mode: 'open' });
  adoptStyleSheets(root, [sharedStyleSheet('ui', uiStyles), sharedStyleSheet('kit-gallery', galleryStyles)]);
  const language = resolveLanguage({ document: document.documentElement.getAttribute('lang') });
  createRoot(root).render(
    <TranslationProvider language={language} namespaces={['common', 'ui']}>
      <Gallery />
    </TranslationProvider>,
  );
}
