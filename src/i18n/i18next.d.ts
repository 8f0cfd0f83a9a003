import type common from '../../locales/de-DE/common.json';
import type countrySwitcher from '../../locales/de-DE/country-switcher.json';
import type footer from '../../locales/de-DE/footer.json';
import type newsletter from '../../locales/de-DE/newsletter.json';
import type preview from '../../locales/de-DE/preview.json';
import type ui from '../../locales/de-DE/ui.json';

// de-DE is the reference language: a key missing from it is a type error wherever `t` is called.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      'country-switcher': typeof countrySwitcher;
      footer: typeof footer;
      newsletter: typeof newsletter;
      preview: typeof preview;
      ui: typeof ui;
    };
  }
}
