import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { issueStaffToken } from '../../demo/backend/preview.ts';
import { countRequests } from '../../demo/backend/store.ts';
import { FOOTER_CONTENT } from '../../demo/content/footer/index.ts';
import { defineElements } from '../../src/elements/define.ts';
import { resetPageRegistryForTests } from '../../src/elements/registry.ts';
import { resetCustomerDataForTests } from '../../src/http/psdata.ts';
import { REDUCED_FOOTER_COOKIE_MARKERS } from '../../src/platform/cookies.ts';
import { server } from '../../test/msw.ts';
import { findSummary, isOpen, querySummary } from '../../test/render.tsx';
import { PROMOTION_GRACE_MS } from './hooks.ts';
import { footerDocuments } from './prefetch.ts';
import { ShopFooterElement } from './shop-footer.element.ts';
import { GETASSIGNMENT_PATH } from '../../src/contract/ab-test.ts';
import { FOOTER_CONTENT_PATH, FOOTER_PROMOTION_PATH } from '../../src/contract/footer.ts';

beforeAll(() => defineElements({ 'shop-footer': ShopFooterElement }));

/** happy-dom's own control of the viewport width. */
const happyDOM = (window as unknown as { happyDOM: { setInnerWidth(width: number): void } }).happyDOM;

beforeEach(() => {
  document.documentElement.setAttribute('data-platform', 'classic');
});

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-platform');
  for (const name of REDUCED_FOOTER_COOKIE_MARKERS) document.cookie = `${name}=; max-age=0; path=/`;
  resetPageRegistryForTests();
  resetCustomerDataForTests();
});

async function place(attributes: Record<string, string> = {}) {
  const element = document.createElement('shop-footer');
  element.setAttribute('lang', 'en');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  const view = within(element.shadowRoot as unknown as HTMLElement);
  await view.findByRole('contentinfo');
  return { element, view, root: element.shadowRoot! };
}

const de = FOOTER_CONTENT.DE;

describe('<shop-footer> full, on a classic client', () => {
  it('shows the service groups in four columns with their headings, ids and links', async () => {
    const { view, root } = await place({ site: 'DE' });
    const headings = view.getAllByRole('heading', { level: 3 });
    const groupTitles = de.teaser.groups.map((group) => group.heading.link.text);
    for (const title of groupTitles)
      expect(headings.some((heading) => heading.textContent === title)).toBe(true);
    await waitFor(() =>
      expect(root.querySelector('.sw-footer__group h3')?.id).toBe(
        groupTitles[0]!.replace(/[^\p{L}\p{N}-]/gu, ''),
      ),
    );
    expect(root.querySelector('.sw-footer__fold')).toBeNull();
  });

  it('hides hideInClassic links and shows the country switcher', async () => {
    const { view } = await place({ site: 'DE' });
    const hidden = de.teaser.groups.flatMap((group) => group.links.filter((entry) => entry.hideInClassic));
    expect(hidden.length).toBeGreaterThan(0);
    for (const entry of hidden) expect(view.queryByRole('link', { name: entry.link.text })).toBeNull();
    expect(await findSummary(view, 'Country: Deutschland')).toBeInTheDocument();
  });

  it('shows SEO links, social and app icons, quality logos, legal links, the sales-tax note and the newsletter', async () => {
    const { view, root } = await place({ site: 'DE' });
    expect(await view.findByRole('navigation', { name: de.seo!.heading })).toBeInTheDocument();
    expect(view.getByRole('heading', { name: de.socialMedia!.heading })).toBeInTheDocument();
    expect(view.getByRole('heading', { name: de.appReferences!.heading })).toBeInTheDocument();
    expect(
      view.getByRole('region', { name: de.qualityLogos!.heading ?? 'Quality and security' }),
    ).toBeInTheDocument();
    expect(view.getByRole('navigation', { name: 'Legal information' })).toBeInTheDocument();
    expect(root.querySelector('.sw-footer__sales-tax')?.textContent).toContain(de.salesTax!.link.text);
    expect(await view.findByRole('textbox', { name: /Email address/ })).toBeInTheDocument();
  });

  it('maps logo sources to lazy images under the logos path', async () => {
    const { root } = await place({ site: 'DE' });
    const visa = root.querySelector<HTMLImageElement>('img[src$="/visa.svg"]');
    expect(visa?.getAttribute('src')).toBe('/service/footer-images/logos/visa.svg');
    expect(visa).toHaveAttribute('loading', 'lazy');
    expect(visa?.getAttribute('alt')).not.toBe('');
  });

  it('opens legal links and quality logos starting with http or mailto in a new tab without referrer', async () => {
    const { root } = await place({ site: 'DE' });
    const blank = [...root.querySelectorAll('a[target="_blank"]')];
    expect(blank.length).toBeGreaterThan(0);
    for (const link of blank) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^(https?|mailto):/);
      expect(link.textContent).toContain('(opens in a new tab)');
    }
    const relativeLegal = root.querySelector('.sw-footer__legal a[href^="/"]');
    expect(relativeLegal).not.toHaveAttribute('target');
  });

  it('fires shop-footer-cookie-settings from the cookie-settings legal link', async () => {
    const { view } = await place({ site: 'DE' });
    const consent = de.legalLinks.find((link) => link.action === 'cookie-consent')!;
    const seen = vi.fn();
    document.addEventListener('shop-footer-cookie-settings', seen, { once: true });
    await userEvent.click(view.getByRole('button', { name: consent.text }));
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('shows the promotion of the site', async () => {
    const { root } = await place({ site: 'DE' });
    await waitFor(() =>
      expect(root.querySelector('.sw-footer__promotion')?.textContent).toContain('Kaffee-Abo'),
    );
  });

  it('fires the A/B-test assignment call once on load', async () => {
    await place({ site: 'DE' });
    await waitFor(() => expect(countRequests(GETASSIGNMENT_PATH)).toBe(1));
  });

  it('shows the staff preview panel only with the preview attribute and a verified staff login', async () => {
    document.cookie = `StaffAuthToken=${issueStaffToken()}; path=/`;
    const plain = await place({ site: 'DE' });
    const previewing = await place({ site: 'DE', preview: '' });
    expect(await previewing.view.findByRole('button', { name: 'Preview settings' })).toBeInTheDocument();
    expect(plain.view.queryByRole('button', { name: 'Preview settings' })).toBeNull();
    document.cookie = 'StaffAuthToken=; max-age=0; path=/';
  });

  it('shows no preview panel in preview mode to a visitor without a verified staff login', async () => {
    document.cookie = 'StaffAuthToken=forged.token.x; path=/';
    const { view } = await place({ site: 'DE', preview: '' });
    await waitFor(() => expect(countRequests('/service/preview/api/auth/checkauth')).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.queryByRole('button', { name: 'Preview settings' })).toBeNull();
    document.cookie = 'StaffAuthToken=; max-age=0; path=/';
  });

  it('fires the A/B-test assignment call once per page, however many footers it has', async () => {
    await place({ site: 'DE' });
    await place({ site: 'AT', reduced: '' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(countRequests(GETASSIGNMENT_PATH)).toBe(1);
  });

  it('leaves out a section whose content breaks it, and keeps every other section with the legal links', async () => {
    const hostile = structuredClone(de);
    const item = hostile.international!.items[1]!;
    Object.defineProperty(item, 'flagName', { value: '__proto__', enumerable: true });
    server.use(http.get('*/service/footer/api/v1/content/DE', () => HttpResponse.json(hostile)));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { view, root } = await place({ site: 'DE' });
    expect(root.querySelectorAll('.sw-footer__group')).toHaveLength(8);
    const legal = root.querySelector('.sw-footer__legal')?.textContent ?? '';
    for (const link of de.legalLinks) expect(legal).toContain(link.text);
    expect(await findSummary(view, /:/)).toBeInTheDocument();
    errors.mockRestore();
  });

  it('switches to the mobile view with the view changer and reports it', async () => {
    const { view } = await place({ site: 'DE' });
    const seen: string[] = [];
    document.addEventListener('shop-footer-view-change', (event) => seen.push(event.detail.view), {
      once: true,
    });
    await userEvent.click(view.getByRole('button', { name: de.viewChanger!.toMobile }));
    expect(seen).toEqual(['mobile']);
    expect(document.documentElement.getAttribute('data-platform')).toBe('mobile');
    expect(await view.findByRole('button', { name: de.viewChanger!.toDesktop })).toBeInTheDocument();
  });

  it('leaves the view to the host page when it cancels the view change', async () => {
    document.documentElement.setAttribute('data-platform', 'classic');
    const { view } = await place({ site: 'DE' });
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('shop-footer-view-change', cancel);
    await userEvent.click(view.getByRole('button', { name: de.viewChanger!.toMobile }));
    document.removeEventListener('shop-footer-view-change', cancel);
    expect(document.documentElement.getAttribute('data-platform')).toBe('classic');
    expect(view.getByRole('button', { name: de.viewChanger!.toMobile })).toBeInTheDocument();
  });
});

describe('<shop-footer> content language', () => {
  it('marks Czech content on an English page as cs-CZ and its own texts inside it as English', async () => {
    const cz = FOOTER_CONTENT.CZ;
    const { view, root } = await place({ site: 'CZ' });
    const firstGroup = view.getByRole('heading', { name: cz.teaser.groups[0]!.heading.link.text });
    expect(firstGroup.closest('[lang]')).toHaveAttribute('lang', 'cs-CZ');
    const legal = view.getByRole('navigation', { name: 'Legal information' });
    // The landmark's name is the widget's own English text; the links in it are Czech.
    expect(legal).not.toHaveAttribute('lang');
    expect(
      within(legal)
        .getByRole('link', { name: new RegExp(cz.legalLinks[0]!.text) })
        .closest('[lang]'),
    ).toHaveAttribute('lang', 'cs-CZ');
    const newTab = [...root.querySelectorAll('.sw-visually-hidden')].find((span) =>
      span.textContent?.includes('new tab'),
    );
    expect(newTab).toHaveAttribute('lang', 'en');
    expect(root.querySelector('.sw-footer__sales-tax')).toHaveAttribute('lang', 'cs-CZ');
    // The newsletter block and the country switcher speak the page's language: nothing marks them.
    expect((await view.findByRole('textbox', { name: /Email address/ })).closest('[lang]')).toBeNull();
  });

  it('marks nothing when the content is in the page language', async () => {
    const { root } = await place({ site: 'AT', lang: 'de-AT' });
    expect(root.querySelector('.sw-footer__group')).not.toBeNull();
    expect(root.querySelectorAll('[lang]')).toHaveLength(0);
  });
});

describe('<shop-footer> on handheld devices', () => {
  it.each(['smartphone', 'tablet'])(
    'hides the country switcher when the platform cookie says %s',
    async (value) => {
      document.cookie = `platform=${value}; path=/`;
      const { view } = await place({ site: 'DE' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(querySummary(view, /Country:/)).toBeNull();
      document.cookie = 'platform=; max-age=0; path=/';
    },
  );
});

describe('<shop-footer> on mobile and tablet', () => {
  it.each(['mobile', 'tablet'])(
    'folds groups and SEO links into native disclosures and hides the switcher on %s',
    async (platform) => {
      document.documentElement.setAttribute('data-platform', platform);
      const { view } = await place({ site: 'DE' });
      const first = await findSummary(view, de.teaser.groups[0]!.heading.link.text);
      expect(isOpen(first)).toBe(false);
      await userEvent.click(first);
      expect(isOpen(first)).toBe(true);
      // The group is named by its heading for a screen reader.
      expect(view.getByRole('group', { name: de.teaser.groups[0]!.heading.link.text })).toBe(
        first.parentElement,
      );
      expect(isOpen(await findSummary(view, de.seo!.heading))).toBe(false);
      expect(querySummary(view, /Country:/)).toBeNull();
      const mobileOnly = de.teaser.groups.flatMap((group) =>
        group.links.filter((entry) => entry.hideInClassic),
      );
      for (const group of de.teaser.groups) {
        const summary = await findSummary(view, group.heading.link.text);
        if (!isOpen(summary)) await userEvent.click(summary);
      }
      expect(view.getAllByRole('link', { name: mobileOnly[0]!.link.text }).length).toBeGreaterThan(0);
    },
  );

  it.each([
    ['full', {}, 1],
    ['reduced', { reduced: '' }, 0],
  ] as const)(
    'asks for each document once when %s: the render takes over what the loader asked for early',
    async (_variant, attributes, promotions) => {
      const { view } = await place({ site: 'AT', ...attributes });
      expect(await view.findAllByRole('heading', { level: 3 })).not.toHaveLength(0);
      // The documents the loader prefetches are the ones the render reads: one request each, never two.
      const documents = footerDocuments({ site: 'AT', contentSrc: '', reduced: 'reduced' in attributes });
      expect(documents).toHaveLength(1 + promotions);
      expect(countRequests(FOOTER_CONTENT_PATH.replace('{site}', 'AT'))).toBe(1);
      expect(countRequests(FOOTER_PROMOTION_PATH)).toBe(promotions);
    },
  );

  it('follows a resize across the platform threshold without fetching the content again', async () => {
    document.documentElement.removeAttribute('data-platform');
    happyDOM.setInnerWidth(1440);
    const { root } = await place({ site: 'DE' });
    expect(root.querySelector('.sw-footer')).toHaveAttribute('data-platform', 'classic');
    happyDOM.setInnerWidth(375);
    window.dispatchEvent(new Event('resize'));
    await waitFor(() => expect(root.querySelector('.sw-footer')).toHaveAttribute('data-platform', 'mobile'));
    expect(countRequests('/service/footer/api/v1/content/DE')).toBe(1);
    happyDOM.setInnerWidth(1024);
  });
});

describe('<shop-footer> reduced', () => {
  const keptGroups = de.teaser.groups.filter((group) => !group.hideGroupInCheckout);

  async function expectReduced(view: ReturnType<typeof within>, root: ShadowRoot) {
    expect(root.querySelector('.sw-footer')).toHaveAttribute('data-variant', 'reduced');
    expect(
      view.getAllByRole('heading', { level: 3 }).map((heading: HTMLElement) => heading.textContent),
    ).toEqual(keptGroups.map((group) => group.heading.link.text));
    expect(root.querySelector('.sw-footer__seo, .sw-footer__follow, .sw-footer__promotion')).toBeNull();
    expect(view.queryByRole('textbox', { name: /Email address/ })).toBeNull();
    expect(view.getByRole('navigation', { name: 'Legal information' })).toBeInTheDocument();
  }

  it('omits promotion, SEO links, social and app icons, newsletter and checkout-hidden groups', async () => {
    const { view, root } = await place({ site: 'DE', reduced: '' });
    await expectReduced(view, root);
  });

  it.each(REDUCED_FOOTER_COOKIE_MARKERS.map((marker) => `${marker}=4711`))(
    'applies when the cookie %s is present',
    async (cookie) => {
      document.cookie = `${cookie}; path=/`;
      const { view, root } = await place({ site: 'DE' });
      await expectReduced(view, root);
    },
  );
});

describe('<shop-footer> newsletter block', () => {
  // Absence is checked with selectors: a role query over the whole footer can take seconds on a loaded machine.
  it('is hidden when the page says so', async () => {
    const { root } = await place({ site: 'DE', 'hide-newsletter': '' });
    await waitFor(() => expect(countRequests('/service/customerfrontenddata/api/v1/psdata')).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(root.querySelector('.sw-footer__newsletter')).toBeNull();
    expect(root.querySelector('input')).toBeNull();
  });

  it.each(['WAITING_FOR_DOI', 'SUBSCRIBED'])('is hidden when the newsletter status is %s', async (status) => {
    server.use(
      http.get('*/service/customerfrontenddata/api/v1/psdata', () =>
        HttpResponse.json({ loggedIn: true, newsletterStatus: status }),
      ),
    );
    const { root } = await place({ site: 'DE' });
    // The block's reserved space goes once psdata has answered.
    await waitFor(() => expect(root.querySelector('.sw-footer__newsletter')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(root.querySelector('.sw-footer__newsletter')).toBeNull();
    expect(root.querySelector('input')).toBeNull();
  });
});

describe('<shop-footer> with bad or hostile content', () => {
  it('renders what is valid, drops the rest with one warning, and lets no bad address into an href', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get('*/cms/footer.json', () =>
        HttpResponse.json({
          teaser: {
            groups: [
              {
                heading: { iconName: 'help', link: { text: 'Hilfe', url: '/hilfe-s1.html' } },
                links: [
                  { link: { text: 'Böse', url: 'javascript:alert(1)' } },
                  { link: { text: 'Gut', url: '/gut-s2.html' } },
                ],
              },
              { heading: 'broken' },
            ],
          },
          legalLinks: [
            { text: 'Impressum', url: 'data:text/html,x' },
            { text: 'AGB', url: 'https://shop.example/agb' },
          ],
          qualityLogos: {
            logos: [
              { link: { text: 'Siegel', url: 'https://seal.example' }, image: { source: 'noSuchLogo' } },
            ],
          },
        }),
      ),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { root, view } = await place({ site: 'DE', 'content-src': '/cms/footer.json' });
    expect(view.getByRole('link', { name: 'Gut' })).toBeInTheDocument();
    expect(view.queryByRole('link', { name: 'Böse' })).toBeNull();
    for (const link of root.querySelectorAll('a'))
      expect(link.getAttribute('href')).not.toMatch(/^(javascript|data):/i);
    // The warning comes from an effect, after the first paint: on a loaded machine it may trail the render.
    await waitFor(() =>
      expect(
        warn.mock.calls.filter(([message]) => String(message).startsWith('<shop-footer> skipped parts')),
      ).toHaveLength(1),
    );
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        '<shop-footer> unknown logo source "noSuchLogo": shown as an empty image',
      ),
    );
    expect(root.querySelector('.sw-footer__logo--empty')).not.toBeNull();
  });

  it.each([
    ['a 404', () => HttpResponse.json({}, { status: 404 })],
    ['a 500', () => HttpResponse.json({}, { status: 500 })],
    ['an HTML page', () => new HttpResponse('<html></html>', { headers: { 'Content-Type': 'text/html' } })],
  ])('renders nothing and warns after %s', async (_case, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('*/cms/x.json', answer));
    const element = document.createElement('shop-footer');
    element.setAttribute('content-src', '/cms/x.json');
    document.body.append(element);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^<shop-footer> no footer content/)),
    );
    expect(element.shadowRoot?.querySelector('footer')).toBeNull();
    // Nothing to show: the host says so, and its reserved height is given back by that state.
    expect(element.getAttribute('data-state')).toBe('unavailable');
  });

  it('names its state on the host: loading while the content is held, then shown; none once removed', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/cms/held.json', async () => {
        await held;
        return HttpResponse.json(de);
      }),
    );
    const element = document.createElement('shop-footer');
    element.setAttribute('content-src', '/cms/held.json');
    document.body.append(element);
    await waitFor(() => expect(element.getAttribute('data-state')).toBe('loading'));
    expect(element.shadowRoot?.querySelector('footer')).toBeNull();
    answer();
    await waitFor(() => expect(element.getAttribute('data-state')).toBe('shown'));
    expect(element.shadowRoot?.querySelector('footer')).not.toBeNull();
    element.remove();
    await waitFor(() => expect(element.hasAttribute('data-state')).toBe(false));
  });

  it('waits for a slow promotion and shows the footer with it, so nothing is pushed down later', async () => {
    server.use(
      http.get('*/SHOP_FOOTER', async () => {
        await delay(PROMOTION_GRACE_MS / 4);
        return HttpResponse.json({
          contentJSON: JSON.stringify({ headline: 'Slow but in time', text: 'Still shown' }),
        });
      }),
    );
    const { root } = await place({ site: 'DE' });
    // The footer's first render already holds the promotion.
    expect(root.querySelector('.sw-footer__promotion')?.textContent).toContain('Slow but in time');
  });

  it(`renders without a promotion later than ${PROMOTION_GRACE_MS} ms, and leaves it out when it comes`, async () => {
    let answer = () => {};
    const late = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/SHOP_FOOTER', async () => {
        await late;
        return HttpResponse.json({ contentJSON: JSON.stringify({ headline: 'Too late', text: 'Left out' }) });
      }),
    );
    const started = performance.now();
    const { root } = await place({ site: 'DE' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(PROMOTION_GRACE_MS - 50);
    expect(root.querySelector('.sw-footer__promotion')).toBeNull();
    answer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(root.querySelector('.sw-footer__promotion')).toBeNull();
  });

  it('shows no promotion when the promotion answers 404 or broken JSON', async () => {
    let asked = 0;
    server.use(
      http.get('*/SHOP_FOOTER', () => {
        asked++;
        return HttpResponse.json({ error: 'none' }, { status: 404 });
      }),
    );
    const first = await place({ site: 'TR' });
    await waitFor(() => expect(asked).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(first.root.querySelector('.sw-footer__promotion')).toBeNull();
    document.body.replaceChildren();
    resetPageRegistryForTests();
    server.resetHandlers();
    server.use(http.get('*/SHOP_FOOTER', () => HttpResponse.json({ contentJSON: '{broken' })));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const second = await place({ site: 'DE' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(second.root.querySelector('.sw-footer__promotion')).toBeNull();
  });
});
