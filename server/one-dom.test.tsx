import { describe, expect, it, vi } from 'vitest';
import { FOOTER_CONTENT } from '../demo/content/footer/index.ts';
import { FOOTER_PROMOTIONS } from '../demo/content/promotions.ts';
import { resetPageRegistryForTests } from '../src/elements/registry.ts';
import type { ElementModule } from '../src/elements/element-module.ts';
import { SITES } from '../src/sites.ts';
import { renderElement } from './index.ts';
import countrySwitcherModule from '../widgets/country-switcher/country-switcher.module.ts';
import newsletterModule from '../widgets/newsletter-signup/newsletter-signup.module.ts';
import footerModule from '../widgets/shop-footer/shop-footer.module.ts';
import {
  clientRender,
  footerConfig,
  hydrateServerRender,
  NO_BLOCK_TEXTS,
  PLATFORMS,
  normalise,
  oneDomPage,
  server,
  serverBody,
  serverHtml,
  withoutFormState,
} from '../test/one-dom.ts';

/*
 * One DOM, two ways (test/one-dom.ts): each element's server render is what it draws in the browser, React takes it
 * over without a change, also after what the visitor did before React. The footer's take-over for every site and
 * platform is in one-dom-footer.test.ts.
 */

oneDomPage();

describe('one DOM, two ways', () => {
  const footerCases = SITES.flatMap((site) =>
    [false, true].flatMap((reduced) => PLATFORMS.map((platform) => ({ site, reduced, platform }))),
  );

  it.each(footerCases)(
    '<shop-footer site=$site reduced=$reduced> on $platform: the server draws what the browser draws',
    async ({ site, reduced, platform }) => {
      document.documentElement.setAttribute('data-platform', platform);
      const client = await clientRender(
        footerModule as ElementModule<never>,
        'shop-footer',
        footerConfig(site, reduced),
        // Drawn, and the newsletter block no longer waiting for psdata.
        (root) =>
          root.querySelector('footer') !== null && !root.querySelector('.sw-footer__newsletter--pending'),
      );
      expect(client).not.toBe('');
      const drawn = server('shop-footer', { site, reduced, lang: 'en' }, site, platform);
      expect(drawn).toBe(client);
    },
  );

  it.each(SITES.flatMap((site) => (['any', 'classic'] as const).map((platform) => ({ site, platform }))))(
    '<country-switcher site=$site> drawn for $platform: React takes over every node, no mismatch',
    async ({ site, platform }) => {
      if (platform === 'classic') document.documentElement.setAttribute('data-platform', platform);
      const html = serverHtml(
        'country-switcher',
        { site, lang: 'en' },
        site,
        platform === 'any' ? undefined : platform,
      );
      const { replaced, before, after, errors } = await hydrateServerRender(
        countrySwitcherModule as ElementModule<never>,
        html,
        { site, contentSrc: '', language: 'en' },
      );
      expect(errors).toEqual([]);
      expect(replaced).toBe(0);
      expect(after).toBe(before);
    },
  );

  it.each(SITES)('<country-switcher site=%s>: the server draws what the browser draws', async (site) => {
    document.documentElement.setAttribute('data-platform', 'classic');
    const client = await clientRender(
      countrySwitcherModule as ElementModule<never>,
      'country-switcher',
      { site, contentSrc: '', language: 'en' },
      (root) => root.querySelector('nav') !== null,
    );
    expect(server('country-switcher', { site, lang: 'en' }, site, 'classic')).toBe(client);
  });

  it.each(SITES)(
    '<newsletter-signup site=%s> as a CMS block: the server draws what the browser draws',
    async (site) => {
      const attributes = {
        headline: 'Jetzt anmelden',
        imageSrc: '/demo/images/newsletter-block.svg',
        imageAlt: 'Kaffeetasse',
        originAddition: 'cms-block',
      };
      const client = await clientRender(
        newsletterModule as ElementModule<never>,
        'newsletter-signup',
        {
          site,
          ...attributes,
          discountText: '',
          voucherText: '',
          origin: 'NEWSLETTER',
          apiBase: '',
          spa: false,
          doiToken: '',
          language: 'en',
        },
        (root) => root.querySelector('form') !== null,
      );
      expect(
        server(
          'newsletter-signup',
          {
            site,
            headline: attributes.headline,
            'image-src': attributes.imageSrc,
            'image-alt': attributes.imageAlt,
            'origin-addition': attributes.originAddition,
            lang: 'en',
          },
          site,
        ),
      ).toBe(client);
    },
  );

  it('<shop-footer> on a page that moves its services, rendered with the same setting: React takes over every node, asks for no document again', async () => {
    const services = 'https://services.example';
    // The server has no page: it knows the setting only from its options. Without it, it draws the page's own
    // addresses (the logos', the documents'), and the browser, which derives others, asks for the documents again.
    const html = renderElement(
      'shop-footer',
      { site: 'DE', lang: 'en' },
      { content: FOOTER_CONTENT.DE, promotion: FOOTER_PROMOTIONS.DE, services },
    );
    resetPageRegistryForTests();
    const meta = Object.assign(document.createElement('meta'), {
      name: 'storefront-widgets:services',
      content: services,
    });
    document.head.append(meta);
    const fetches = vi.spyOn(globalThis, 'fetch');
    try {
      const { replaced, before, after, errors } = await hydrateServerRender(
        footerModule as ElementModule<never>,
        html,
        footerConfig('DE'),
      );
      const documentsAsked = fetches.mock.calls
        .map(([input]) => String(input instanceof Request ? input.url : input))
        .filter((url) => /\/service\/(footer\/api|promotion)\//.test(url));
      expect(errors).toEqual([]);
      expect(replaced).toBe(0);
      expect(after).toBe(before);
      expect(before).toContain('src="https://services.example/service/footer-images/logos/');
      expect(documentsAsked).toEqual([]);
    } finally {
      meta.remove();
      fetches.mockRestore();
    }
  });

  // The names' order follows the form's language: a Hungarian form draws the family name first, on the server too.
  it.each([
    { site: 'HU', lang: 'hu-HU', order: ['lastName', 'firstName'] },
    { site: 'AT', lang: 'hu-HU', order: ['lastName', 'firstName'] },
    { site: 'HU', lang: 'en', order: ['firstName', 'lastName'] },
  ] as const)(
    '<newsletter-signup site=$site lang=$lang>: the server draws the names in the order the browser does, and React takes them over',
    async ({ site, lang, order }) => {
      const config = { site, origin: 'NEWSLETTER', apiBase: '', spa: false, doiToken: '', language: lang };
      const client = await clientRender(
        newsletterModule as ElementModule<never>,
        'newsletter-signup',
        { ...config, ...NO_BLOCK_TEXTS },
        (root) => root.querySelector('form') !== null,
      );
      const html = serverHtml('newsletter-signup', { site, lang }, site);
      expect(serverBody(html)).toBe(client);
      const names = [...client.matchAll(/ name="(firstName|lastName)"/g)].map((match) => match[1]);
      expect(names).toEqual(order);
      const { replaced, before, after, errors } = await hydrateServerRender(
        newsletterModule as ElementModule<never>,
        html,
        config,
      );
      expect(errors).toEqual([]);
      expect(replaced).toBe(0);
      expect(after).toBe(before);
    },
  );

  describe('the email field checked before React', () => {
    const config = {
      site: 'HU',
      origin: 'NEWSLETTER',
      apiBase: '',
      spa: false,
      doiToken: '',
      language: 'en',
    };
    const email = (root: ShadowRoot) => root.querySelector<HTMLInputElement>('input[name="email"]')!;
    /** The visitor's doings on the email field: focus, an address typed (as the browser types: React hears it), a Tab. */
    const typeAndLeave = (root: ShadowRoot, address: string) => {
      const field = email(root);
      field.focus();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, address);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.blur();
    };
    // React writes a typed value into the field's `value` attribute on a render after it took over: not what the
    // visitor sees (the field's value is).
    const withoutMovingParts = (markup: string) =>
      withoutFormState(markup).replace(/(<input [^>]*name="email"[^>]*) value="[^"]*"/, '$1');

    it.each(['not-an-email', '', 'anna@example.hu'])(
      'the loader draws what React draws for "%s" left, and React takes it over as drawn',
      async (address) => {
        const html = serverHtml('newsletter-signup', { site: 'HU', lang: 'en' }, 'HU');
        let drawnByLoader = '';
        const { replaced, before, after, errors } = await hydrateServerRender(
          newsletterModule as ElementModule<never>,
          html,
          config,
          (root) => {
            typeAndLeave(root, address);
            drawnByLoader = root.querySelector('.sw-field')!.outerHTML;
          },
        );
        expect(drawnByLoader).toContain(
          address === 'anna@example.hu' ? 'data-state="valid"' : 'aria-invalid="true"',
        );
        expect(errors).toEqual([]);
        expect(replaced).toBe(0);
        expect(withoutMovingParts(after)).toBe(withoutMovingParts(before));

        // The browser-rendered form, the same doings: the same DOM.
        const host = document.createElement('newsletter-signup-client');
        document.body.append(host);
        const root = host.attachShadow({ mode: 'open' });
        const mounted = newsletterModule.mount({
          host,
          root,
          config: { ...config, ...NO_BLOCK_TEXTS } as never,
        });
        await vi.waitFor(() => expect(root.querySelector('form')).not.toBeNull());
        typeAndLeave(root, address);
        await vi.waitFor(() =>
          expect(root.querySelector('.sw-field')!.getAttribute('data-state')).not.toBe('default'),
        );
        const client = normalise(root.innerHTML);
        mounted.unmount();
        expect(withoutMovingParts(before)).toBe(withoutMovingParts(client));
      },
    );
  });

  it.each(['HU', 'TR'] as const)(
    '<newsletter-signup site=%s>: the email field’s focus opens the whole form before React, which takes it over open',
    async (site) => {
      const html = serverHtml('newsletter-signup', { site, lang: 'en' }, site);
      const rest = (root: ShadowRoot) => root.querySelector<HTMLElement>('.sw-newsletter__more')!;
      let shownBeforeReact = false;
      const { replaced, before, after, errors } = await hydrateServerRender(
        newsletterModule as ElementModule<never>,
        html,
        { site, origin: 'NEWSLETTER', apiBase: '', spa: false, doiToken: '', language: 'en' },
        (root) => {
          expect(rest(root).hidden).toBe(true);
          root.querySelector<HTMLInputElement>('input[name="email"]')!.focus();
          shownBeforeReact = !rest(root).hidden;
        },
      );
      expect(shownBeforeReact).toBe(true);
      // React starts open, as the DOM is: a closed start would be an attribute mismatch, said on the console.
      expect(errors).toEqual([]);
      expect(replaced).toBe(0);
      // The same DOM, open.
      expect(withoutFormState(after)).toBe(withoutFormState(before));
      expect(after).toContain('<div class="sw-newsletter__more" data-revealed-by="email">');
    },
  );
});
