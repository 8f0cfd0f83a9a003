import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOOTER_CONTENT } from '../demo/content/footer/index.ts';
import { FOOTER_PROMOTIONS } from '../demo/content/promotions.ts';
import { resetPageRegistryForTests } from '../src/elements/registry.ts';
import { resetCustomerDataForTests } from '../src/http/psdata.ts';
import type { DrawnPlatform, Platform } from '../src/platform/platform.ts';
import { recordVisitor, serverSnapshotText } from '../src/elements/wake/server-html.ts';
import { SITES, type Site } from '../src/sites.ts';
import countrySwitcherModule from '../widgets/country-switcher/country-switcher.module.ts';
import newsletterModule from '../widgets/newsletter-signup/newsletter-signup.module.ts';
import footerModule from '../widgets/shop-footer/shop-footer.module.ts';
import type { ElementModule } from '../src/elements/element-module.ts';
import { canonicalDom } from '../test/canonical-dom.ts';
import { renderElement, type ElementAttributes, type ServerTag } from './index.ts';

/*
 * One DOM, two ways: for the same inputs, what the server renders into the declarative shadow root is what
 * the element renders in the browser (the client-rendered path, as on a page that only drops the tag in).
 * Both are serialised by the same parser, and React's generated ids (`_R_…_` on a server, `_r_…_` in a browser)
 * are numbered in order of appearance; nothing else may differ.
 */

const PLATFORMS: Platform[] = ['mobile', 'tablet', 'classic'];

/** Markup without the sign-up form's state: it may move on (its rules, asked for on a focus, may be in). */
const withoutFormState = (markup: string) =>
  markup.replace(/(<form [^>]*) data-state="(?:waiting|ready)"/, '$1');

/** A sign-up form's block config without its block's texts and image: the form alone. */
const NO_BLOCK_TEXTS = {
  headline: '',
  imageSrc: '',
  imageAlt: '',
  originAddition: '',
  discountText: '',
  voucherText: '',
};

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-platform');
  resetPageRegistryForTests();
  resetCustomerDataForTests();
});

/** Markup as DOM, in canonical text (`canonicalDom`). */
function normalise(markup: string): string {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return canonicalDom(template.content);
}

/** The server's shadow-root content without its stylesheet link and snapshot. */
function serverBody(html: string): string {
  const match =
    /<template shadowrootmode="open"><link [^>]*><script [^>]*>[^<]*<\/script>(.*)<\/template>/s.exec(html);
  if (!match) throw new Error(`no server render in ${html.slice(0, 200)}`);
  return normalise(match[1]!);
}

async function clientRender(
  module: ElementModule<never>,
  tag: string,
  config: Record<string, unknown>,
  settled: (root: ShadowRoot) => boolean,
): Promise<string> {
  const host = document.createElement(`${tag}-client`);
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const mounted = module.mount({ host, root, config: config as never });
  const deadline = Date.now() + 5_000;
  while (!settled(root)) {
    if (Date.now() > deadline) throw new Error(`<${tag}> did not settle: ${root.innerHTML.slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const markup = hostState(host.getAttribute('data-state')) + normalise(root.innerHTML);
  mounted.unmount();
  return markup;
}

function serverHtml(tag: ServerTag, attributes: ElementAttributes, site: Site, platform?: Platform): string {
  return renderElement(tag, attributes, {
    assetBase: '/static/',
    content: FOOTER_CONTENT[site],
    promotion: FOOTER_PROMOTIONS[site],
    platform,
  });
}

/** The state an element names on its host (the footer's `data-state`), as a prefix of its markup. */
const hostState = (state: string | null | undefined) => (state ? `[data-state=${state}]` : '');

function server(tag: ServerTag, attributes: ElementAttributes, site: Site, platform?: Platform): string {
  const html = serverHtml(tag, attributes, site, platform);
  const openTag = /^<[^>]*>/.exec(html)?.[0] ?? '';
  return hostState(/\sdata-state="([^"]*)"/.exec(openTag)?.[1]) + serverBody(html);
}

const isHydrated = (node: Node | null) =>
  node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'));

/**
 * Hydrates a server render as the browser does (the declarative shadow root's content, the snapshot, the
 * visitor record) and answers whether React took over every node it found: none replaced, none changed, and
 * nothing said on the console.
 */
async function hydrateServerRender(
  module: ElementModule<never>,
  html: string,
  config: Record<string, unknown>,
  /** What the visitor does before React arrives, with the loader's record of it running. */
  visit?: (root: ShadowRoot) => void,
): Promise<{ replaced: number; before: string; after: string; errors: unknown[][] }> {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const content = /<template shadowrootmode="open">(.*)<\/template>/s.exec(html)?.[1] ?? '';
  const host = document.createElement('server-rendered-host');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = content;
  const nodes = [...root.querySelectorAll('*')];
  const visitor = recordVisitor(root);
  visit?.(root);
  const before = normalise(root.innerHTML);
  const mounted = module.hydrate!(
    { host, root, config: config as never },
    { snapshot: serverSnapshotText(root)!, visitor },
  );
  const body = root.querySelector('footer, nav, .sw-newsletter');
  await vi.waitFor(() => expect(isHydrated(body)).toBe(true), { timeout: 5_000 });
  // The renders after hydration (the page's cookies, psdata's answer) come and go.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const after = normalise(root.innerHTML);
  const replaced = nodes.filter((node) => !node.isConnected).length;
  mounted.unmount();
  const calls = [...errors.mock.calls];
  errors.mockRestore();
  return { replaced, before, after, errors: calls };
}

// The server's HTML links each element's stylesheet in its shadow root. happy-dom loads no CSS and would print a
// "CSS file loading is disabled" error with its stack for every link; it counts them as loaded instead (no code of
// the elements listens to a stylesheet's load or error). This file runs in a page of its own (unit-isolated).
(
  window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;

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
        { site, reduced, preview: false, hideNewsletter: false, contentSrc: '', language: 'en' },
        // Drawn, and the newsletter block no longer waiting for psdata.
        (root) =>
          root.querySelector('footer') !== null && !root.querySelector('.sw-footer__newsletter--pending'),
      );
      expect(client).not.toBe('');
      const drawn = server('shop-footer', { site, reduced, lang: 'en' }, site, platform);
      expect(drawn).toBe(client);
    },
  );

  const hydrationCases = SITES.flatMap((site) =>
    [false, true].flatMap((reduced) =>
      (['any', ...PLATFORMS] as DrawnPlatform[]).map((platform) => ({ site, reduced, platform })),
    ),
  );

  it.each(hydrationCases)(
    '<shop-footer site=$site reduced=$reduced> drawn for $platform: React takes over every node, no mismatch',
    async ({ site, reduced, platform }) => {
      // The page names the platform the server drew for (an `any` drawing: a page that names none).
      if (platform !== 'any') document.documentElement.setAttribute('data-platform', platform);
      const html = serverHtml(
        'shop-footer',
        { site, reduced, lang: 'en' },
        site,
        platform === 'any' ? undefined : platform,
      );
      const { replaced, before, after, errors } = await hydrateServerRender(
        footerModule as ElementModule<never>,
        html,
        { site, reduced, preview: false, hideNewsletter: false, contentSrc: '', language: 'en' },
      );
      expect(errors).toEqual([]);
      expect(replaced).toBe(0);
      expect(after).toBe(before);
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
        {
          site: 'DE',
          reduced: false,
          preview: false,
          hideNewsletter: false,
          contentSrc: '',
          language: 'en',
        },
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
