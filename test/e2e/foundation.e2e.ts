import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { countryToggle, isOpen, openBrowserSession } from './harness.ts';

const session = openBrowserSession();

/** The paths of the scripts the page asks for from now on, in order, as they are asked for. */
function scriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

describe('the bundle on a storefront page', () => {
  it('is served under a strict Content-Security-Policy without unsafe-inline or unsafe-eval', async () => {
    const response = await session.page.goto('/de/');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('defines the elements and renders them into open shadow roots', async () => {
    const { page } = session;
    await session.visit('/de/');
    const defined = await page.evaluate(() =>
      ['country-switcher', 'newsletter-signup', 'shop-footer'].map((tag) => Boolean(customElements.get(tag))),
    );
    expect(defined).toEqual([true, true, true]);
    const modes = await page.evaluate(() =>
      ['newsletter-signup', 'shop-footer'].map((tag) => document.querySelector(tag)?.shadowRoot?.mode),
    );
    expect(modes).toEqual(['open', 'open']);
    await expect.poll(() => countryToggle(page, 'Land: Deutschland').count()).toBe(1);
  });

  it('works with the keyboard alone: Enter opens, Escape closes and returns focus', async () => {
    const { page } = session;
    // Server-rendered: the Enter before React is carried out once it has taken the footer over.
    await session.visit('/pl/');
    const toggle = countryToggle(page, 'Kraj: Polska');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isOpen(toggle)).toBe(true);
    await page.keyboard.press('Tab');
    expect((await session.focused()).text).toBe('Deutschland');
    await page.keyboard.press('Escape');
    expect(await isOpen(toggle)).toBe(false);
    expect((await session.focused()).className).toBe('toggle');
  });

  it('speaks the page language from ?lang= and the element lang', async () => {
    const { page } = session;
    await session.visit('/de/?lang=en');
    await expect.poll(() => countryToggle(page, 'Country: Deutschland').count()).toBe(1);
    await page.evaluate(() => document.querySelector('shop-footer')?.setAttribute('lang', 'tr-TR'));
    await expect.poll(() => countryToggle(page, 'Ülke: Deutschland').count()).toBe(1);
  });

  it('fetches only the page language translations', async () => {
    const { page } = session;
    const scripts = scriptRequests(page);
    await session.visit('/hu/?csr');
    const locales = scripts.filter((path) => path.includes('/locale-'));
    expect(locales.length).toBeGreaterThan(0);
    expect(locales.every((path) => path.includes('/locale-hu-HU-'))).toBe(true);
  });
});

describe('the loader', () => {
  it('imports no element code until an element appears, also when one is added later', async () => {
    const { page } = session;
    const scripts = scriptRequests(page);
    await session.visit('/');
    await page.addScriptTag({ url: '/static/storefront-widgets.js', type: 'module' });
    await page.waitForFunction(() => customElements.get('country-switcher') !== undefined);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => path.includes('country-switcher.module'))).toBe(false);

    await page.evaluate(() => {
      const element = document.createElement('country-switcher');
      element.setAttribute('site', 'CZ');
      document.querySelector('main')?.append(element);
    });
    await expect.poll(() => countryToggle(page, 'Country: Česko').count()).toBe(1);
    expect(scripts.some((path) => path.includes('country-switcher.module'))).toBe(true);
  });

  it("asks for an element chunk's own imports together with it, and for every file once", async () => {
    const { page } = session;
    const scripts = scriptRequests(page);
    await session.visit('/de/?csr');
    await expect.poll(() => countryToggle(page, 'Land: Deutschland').count()).toBe(1);
    const preloaded = await page.evaluate(() =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    // React comes with the first element chunk, not a round trip after it.
    expect(preloaded.some((path) => /\/chunks\/react-mount-[\w-]{8}\.js$/.test(path))).toBe(true);
    expect(new Set(preloaded).size).toBe(preloaded.length);
    const chunks = scripts.filter((path) => path.includes('/chunks/'));
    expect(chunks.filter((path, index) => chunks.indexOf(path) !== index)).toEqual([]);
  });

  it('survives a second copy of the bundle: nothing defined twice, nothing thrown, elements keep working', async () => {
    const { page } = session;
    await session.visit('/sk/');
    const before = await page.evaluate(() => customElements.get('country-switcher')?.toString());
    // Another URL is another module instance: a real second copy.
    await page.addScriptTag({ url: '/static/storefront-widgets.js?copy=2', type: 'module' });
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => customElements.get('country-switcher')?.toString())).toBe(before);
    await page.evaluate(() => {
      const element = document.createElement('country-switcher');
      element.setAttribute('site', 'TR');
      document.body.append(element);
    });
    await expect.poll(() => countryToggle(page, 'Krajina: Türkiye').count()).toBe(1);
    expect(session.warnings.filter((text) => text.includes('storefront-widgets'))).toEqual([]);
  });

  it('shares one footer content request between the footer and switchers of one page', async () => {
    const { page } = session;
    await session.visit('/at/');
    await page.evaluate(() => {
      for (let i = 0; i < 3; i++) {
        const element = document.createElement('country-switcher');
        element.setAttribute('site', 'AT');
        document.body.append(element);
      }
    });
    await expect.poll(() => countryToggle(page, 'Land: Österreich').count()).toBe(4);
    const contentRequests = (await session.requests()).filter(
      (r) => r.path === '/service/footer/api/v1/content/AT',
    );
    expect(contentRequests).toHaveLength(1);
  });

  it('warns once, naming the element, for a bad attribute and renders with the default', async () => {
    const { page } = session;
    await session.visit('/');
    await page.addScriptTag({ url: '/static/storefront-widgets.js', type: 'module' });
    await page.evaluate(() => {
      const element = document.createElement('country-switcher');
      element.setAttribute('site', 'Atlantis');
      document.querySelector('main')?.append(element);
    });
    await expect.poll(() => countryToggle(page, 'Country: Deutschland').count()).toBe(1);
    expect(
      session.warnings.filter((text) => text.startsWith('<country-switcher> site="Atlantis"')),
    ).toHaveLength(1);
  });
});

describe('the browser test harness', () => {
  it('sees accessibility problems inside open shadow roots', async () => {
    const { page } = session;
    await session.visit('/de/');
    await page.evaluate(() => {
      document.querySelector('shop-footer')?.shadowRoot?.append(document.createElement('button'));
    });
    await expect(session.checkAccessibility('with a nameless button')).rejects.toThrow(/button-name/);
  });

  it('checks a page state again when only a style changed, after the same state was found clean', async () => {
    const { page } = session;
    await session.visit('/de/');
    await session.checkAccessibility('the same state, remembered clean');
    // The page's own text, pale on white: only an attribute of <body> differs from the state found clean.
    await page.evaluate(() => {
      document.body.style.color = '#eee';
      document.body.style.background = '#fff';
    });
    await expect(session.checkAccessibility('with pale text')).rejects.toThrow(/color-contrast/);
  });

  it('records console errors and CSP violations as problems', async () => {
    const { page } = session;
    await session.visit('/de/');
    await page.evaluate(() => {
      console.error('boom');
      const script = document.createElement('script');
      script.textContent = 'void 0';
      document.body.append(script);
    });
    await expect
      .poll(() => session.problems.some((problem) => /^CSP violation: script-src/.test(problem)))
      .toBe(true);
    expect(session.problems.some((problem) => problem === 'console error: boom')).toBe(true);
    session.problems.length = 0; // seen and expected: the harness works
  });
});
