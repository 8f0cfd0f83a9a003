import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRY_LINK_ATTRIBUTE } from './country-link.ts';
import { keepPageOnCountryLinks } from './country-links.ts';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

function setUp() {
  document.head.innerHTML = '<link rel="alternate" hreflang="pl-PL" href="/pl/strona.html">';
  const host = document.createElement('div');
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `<details><summary>Land</summary><a href="/pl/" ${COUNTRY_LINK_ATTRIBUTE}="PL">Polska</a></details>`;
  document.body.append(host);
  const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
  const stop = keepPageOnCountryLinks(root);
  const link = root.querySelector('a')!;
  const click = (init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, ...init });
    link.dispatchEvent(event);
    return event;
  };
  const reach = () =>
    root.querySelector('summary')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  return { link, click, reach, assign, stop };
}

describe('keepPageOnCountryLinks: the code that keeps the page arrives when the visitor reaches for the links', () => {
  it('a click before the code arrived waits for it, then goes to the page’s alternate', async () => {
    const { click, assign } = setUp();
    const event = click();
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/pl/strona.html`));
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('once reached for, the link itself leads there: the browser follows it, nothing is held', async () => {
    const { link, click, reach, assign } = setUp();
    reach();
    // The code has arrived once its import is done here too (one module per page).
    await import('./page-alternates.ts');
    await new Promise((resolve) => setTimeout(resolve, 0));
    let heldBeforeTheBrowser: boolean | undefined;
    const root = link.getRootNode() as ShadowRoot;
    root.addEventListener('click', (event) => (heldBeforeTheBrowser = event.defaultPrevented));
    // Keeps happy-dom from navigating, as a test page must.
    root.host.addEventListener('click', (event) => event.preventDefault());
    click();
    expect(heldBeforeTheBrowser).toBe(false);
    expect(link.getAttribute('href')).toBe(`${location.origin}/pl/strona.html`);
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves a click that opens a new tab or window to the browser, before the code arrived', () => {
    const { click, assign } = setUp();
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])
      expect(click(init).defaultPrevented).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('stops: a click after that is the browser’s', () => {
    const { click, assign, stop } = setUp();
    stop();
    expect(click().defaultPrevented).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
});
