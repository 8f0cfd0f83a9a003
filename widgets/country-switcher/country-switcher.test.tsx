import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineElements } from '../../src/elements/define.ts';
import { resetPageRegistryForTests } from '../../src/elements/registry.ts';
import { sessionStateForTests } from '../../src/session/session.ts';
import { SERVICE_CHECK } from '../../src/http/service-failure.ts';
import { server } from '../../test/msw.ts';
import { findSummary, isOpen, querySummary } from '../../test/render.tsx';
import { CountrySwitcherElement } from './country-switcher.element.ts';
import { Flag } from './flags.tsx';

beforeAll(() => defineElements({ 'country-switcher': CountrySwitcherElement }));

// The switcher shows on classic clients only (happy-dom's viewport is 1024 px, a tablet's).
beforeEach(() => document.documentElement.setAttribute('data-platform', 'classic'));

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('data-platform');
  document.cookie = 'platform=; max-age=0; path=/';
  resetPageRegistryForTests();
});

function place(attributes: Record<string, string>) {
  const element = document.createElement('country-switcher');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return within(element.shadowRoot as unknown as HTMLElement);
}

describe('<country-switcher>', () => {
  it('names the current country on its button and lists all nine storefronts as links', async () => {
    const view = place({ site: 'AT' });
    const toggle = await findSummary(view, 'Land: Österreich');
    expect(toggle.parentElement).toHaveClass('disclosure');
    expect(isOpen(toggle)).toBe(false);
    await userEvent.click(toggle);
    expect(isOpen(toggle)).toBe(true);
    const links = view.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Deutschland',
      'Österreich',
      'Schweiz (Deutsch)',
      'Suisse (Français)',
      'Polska',
      'Česko',
      'Magyarország',
      'Slovensko',
      'Türkiye',
    ]);
    expect(view.getByRole('link', { name: 'Polska' })).toHaveAttribute('href', '/pl/');
    expect(view.getByRole('link', { name: 'Österreich' })).toHaveAttribute('aria-current', 'true');
    expect(view.getByRole('link', { name: 'Polska' })).not.toHaveAttribute('aria-current');
  });

  it('goes to the page alternate of the chosen storefront, and to the storefront without one', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="alternate" hreflang="pl-PL" href="/pl/kawa/c100.html">' +
        '<link rel="alternate" hreflang="tr-TR" href="https://evil.example/tr/">',
    );
    try {
      const view = place({ site: 'AT' });
      await userEvent.click(await findSummary(view, 'Land: Österreich'));
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      const followed = (name: string) => {
        const link = view.getByRole('link', { name });
        let address = '';
        // What the browser follows: the link's address once the click's dispatch is over.
        link.getRootNode().addEventListener(
          'click',
          (event) => {
            address = link.getAttribute('href') ?? '';
            event.preventDefault();
          },
          { once: true },
        );
        link.click();
        vi.runAllTimers();
        return { address, after: link.getAttribute('href') };
      };
      expect(followed('Polska')).toEqual({ address: `${location.origin}/pl/kawa/c100.html`, after: '/pl/' });
      expect(followed('Türkiye')).toEqual({ address: '/tr/', after: '/tr/' });
    } finally {
      vi.useRealTimers();
      document.head.querySelectorAll('link[hreflang]').forEach((link) => link.remove());
    }
  });

  it('shows the flag of every storefront, decorative beside its name', async () => {
    const view = place({ site: 'TR' });
    const toggle = await findSummary(view, 'Ülke: Türkiye');
    expect(toggle.querySelectorAll('svg[class="flag"]')).toHaveLength(1);
    await userEvent.click(toggle);
    const flags = view.getAllByRole('link').map((link) => link.querySelector('svg[class="flag"]'));
    expect(flags).toHaveLength(9);
    for (const flag of flags) {
      expect(flag).not.toBeNull();
      expect(flag).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('holds the page session while mounted and leaves no session timer or listener once removed', async () => {
    const view = place({ site: 'DE' });
    await findSummary(view, 'Land: Deutschland');
    const second = document.createElement('country-switcher');
    document.body.append(second);
    await waitFor(() => expect(sessionStateForTests().holders).toBe(2));
    expect(sessionStateForTests().mode).toBe('logged-out');
    document.body.replaceChildren();
    await waitFor(() => expect(sessionStateForTests().holders).toBe(0));
    expect(sessionStateForTests()).toMatchObject({ mode: 'idle', timers: 0, listeners: 0 });
  });

  it('is a labelled navigation landmark in the page language', async () => {
    const view = place({ site: 'CH_FR' });
    expect(await view.findByRole('navigation', { name: 'Sélection du pays' })).toBeInTheDocument();
    expect(await findSummary(view, 'Pays: Suisse (Français)')).toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to its summary', async () => {
    const view = place({ site: 'DE' });
    const toggle = await findSummary(view, 'Land: Deutschland');
    await userEvent.click(toggle);
    // Tab order through the shadow root is covered in Chromium (test/e2e); happy-dom does not walk it.
    view.getByRole('link', { name: 'Polska' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(isOpen(toggle)).toBe(false);
    // jest-dom's toHaveFocus reads document.activeElement, which is the host for a shadow root.
    expect((toggle.getRootNode() as ShadowRoot).activeElement).toBe(toggle);
  });

  it('closes when the visitor presses outside it', async () => {
    const view = place({ site: 'DE' });
    const toggle = await findSummary(view, 'Land: Deutschland');
    await userEvent.click(toggle);
    expect(isOpen(toggle)).toBe(true);
    await userEvent.click(document.body);
    expect(isOpen(toggle)).toBe(false);
  });

  it('follows a changed site attribute', async () => {
    const view = place({ site: 'DE' });
    await findSummary(view, 'Land: Deutschland');
    document.querySelector('country-switcher')?.setAttribute('site', 'HU');
    expect(await findSummary(view, 'Ország: Magyarország')).toBeInTheDocument();
  });

  it('reads a plain footer document from content-src and drops hostile entries with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get('*/cms/footer.json', () =>
        HttpResponse.json({
          international: {
            items: [
              { code: 'DE', label: 'Deutschland', href: 'https://shop.example.de/' },
              { code: 'AT', label: 'Evil', href: 'javascript:alert(document.cookie)' },
            ],
          },
        }),
      ),
    );
    const view = place({ site: 'DE', 'content-src': '/cms/footer.json' });
    await userEvent.click(await findSummary(view, 'Land: Deutschland'));
    expect(view.getAllByRole('link')).toHaveLength(1);
    expect(view.queryByText('Evil')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      '<country-switcher> skipped entries of /cms/footer.json: international.items[1].href is not a web address',
    );
  });

  it.each([
    ['a 404', () => HttpResponse.json({}, { status: 404 }), 'the service answered 404'],
    [
      'a server error',
      () => HttpResponse.json({}, { status: 500 }),
      'the service answered 500 Internal Server Error',
    ],
    [
      'broken contentJSON',
      () => HttpResponse.json({ contentJSON: '{nope' }),
      'contentJSON is not valid JSON',
    ],
    [
      'an HTML error page',
      () => new HttpResponse('<html>oops</html>', { headers: { 'Content-Type': 'text/html' } }),
      'the answer is not JSON (an HTML page: is the address forwarded to the service?)',
    ],
    [
      'a network failure',
      () => HttpResponse.error(),
      'no answer (a network failure, or an answer from another origin without CORS headers for this page)',
    ],
  ])(
    'renders nothing and warns once after %s, naming the address, the reason and what to check',
    async (_case, answer, reason) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      server.use(http.get('*/cms/x.json', answer));
      const view = place({ site: 'DE', 'content-src': '/cms/x.json' });
      const message = `<country-switcher> no countries from /cms/x.json: ${reason}. ${SERVICE_CHECK}`;
      await waitFor(() => expect(warn).toHaveBeenCalledWith(message));
      expect(SERVICE_CHECK).toContain('<meta name="storefront-widgets:services">');
      expect(SERVICE_CHECK).toContain('content-src');
      expect(SERVICE_CHECK).toContain('CORS');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(querySummary(view)).toBeNull();
      expect(screen.queryByRole('navigation')).toBeNull();
    },
  );
});

describe('<country-switcher> on smartphone and tablet platforms', () => {
  it.each(['mobile', 'tablet'])('is hidden when the page names the %s platform', async (platform) => {
    const shown = place({ site: 'DE' });
    expect(await findSummary(shown, 'Land: Deutschland')).toBeInTheDocument();
    document.documentElement.setAttribute('data-platform', platform);
    await waitFor(() => expect(querySummary(shown)).toBeNull());
  });
});

describe('Flag', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'draws nothing for the flag name %s (own keys only)',
    (name) => {
      const { container } = render(<Flag name={name} />);
      expect(container).toBeEmptyDOMElement();
    },
  );
});
