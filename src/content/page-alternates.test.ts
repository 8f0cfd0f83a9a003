import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRY_LINK_ATTRIBUTE } from './country-link.ts';
import { alternateFor, followAlternates, pageAlternates, type PageAlternate } from './page-alternates.ts';

const AT = 'https://shop.example.at/';
const alt = (hreflang: string, href: string): PageAlternate => ({ hreflang, href });

describe('alternateFor: which alternate a country link follows', () => {
  it('takes the exact language-region first, in any case', () => {
    const alternates = [
      alt('de', 'https://shop.example.at/de-only.html'),
      alt('DE-at', 'https://shop.example.at/kaffee/c123.html'),
    ];
    expect(alternateFor('de-AT', AT, alternates)).toBe('https://shop.example.at/kaffee/c123.html');
  });

  it('falls back to the language alone, never to another region of it', () => {
    expect(alternateFor('de-AT', AT, [alt('de-DE', 'https://shop.example.at/de.html')])).toBeUndefined();
    expect(
      alternateFor('de-AT', AT, [
        alt('de-DE', 'https://shop.example.at/de.html'),
        alt('de', 'https://shop.example.at/any-german.html'),
      ]),
    ).toBe('https://shop.example.at/any-german.html');
  });

  it('never takes x-default for a country', () => {
    expect(alternateFor('de-AT', AT, [alt('x-default', 'https://shop.example.at/choose')])).toBeUndefined();
  });

  it('resolves relative addresses against the page', () => {
    expect(
      alternateFor(
        'fr-CH',
        'https://shop.example.ch/fr/',
        [alt('fr-CH', '/fr/cafe.html')],
        'https://shop.example.ch/de/kaffee.html',
      ),
    ).toBe('https://shop.example.ch/fr/cafe.html');
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['another host', 'https://evil.example/at/'],
    ['a protocol-relative address to another host', '//evil.example/at/'],
    ['a look-alike host', 'https://shop.example.at.evil.example/'],
    ['another port', 'https://shop.example.at:8443/page'],
    ['credentials', 'https://user:pass@shop.example.at/page'],
    ['https down to http', 'http://shop.example.at/page'],
    ['a control character', 'java\u0000script:alert(1)'],
    ['no address', '   '],
  ])('ignores a hostile or foreign alternate: %s', (_, href) => {
    expect(alternateFor('de-AT', AT, [alt('de-AT', href)])).toBeUndefined();
  });

  it('skips an ignored alternate and takes the next that fits', () => {
    const alternates = [
      alt('de-AT', 'https://evil.example/x'),
      alt('de-AT', 'https://shop.example.at/second'),
    ];
    expect(alternateFor('de-AT', AT, alternates)).toBe('https://shop.example.at/second');
    expect(
      alternateFor('de-AT', AT, [alt('de-AT', '//evil.example/x'), alt('de', 'https://shop.example.at/de')]),
    ).toBe('https://shop.example.at/de');
  });

  it('follows http up to https on the same host', () => {
    expect(
      alternateFor('de-AT', 'http://shop.example.at/', [alt('de-AT', 'https://shop.example.at/p')]),
    ).toBe('https://shop.example.at/p');
  });
});

describe('pageAlternates: what the host page names', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('reads rel=alternate links with hreflang from <head>, in order, and nothing else', () => {
    document.head.innerHTML = `
      <link rel="alternate" hreflang="pl-PL" href="/pl/strona.html">
      <link rel="ALTERNATE nofollow" hreflang="de" href="/de/seite.html">
      <link rel="alternate" hreflang="de-AT" href="/at/feed.xml" type="application/rss+xml">
      <link rel="alternate" hreflang="de-AT" href="/at/print.html" media="print">
      <link rel="canonical" hreflang="de-AT" href="/at/canonical.html">
      <link rel="alternate" href="/at/no-hreflang.html">`;
    document.body.innerHTML = '<link rel="alternate" hreflang="tr-TR" href="/tr/in-body.html">';
    expect(pageAlternates()).toEqual([
      { hreflang: 'pl-PL', href: '/pl/strona.html' },
      { hreflang: 'de', href: '/de/seite.html' },
    ]);
  });
});

describe('followAlternates: the link leads to the alternate once activated', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  function setUp(links: string) {
    document.head.innerHTML = links;
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `<a href="/pl/" ${COUNTRY_LINK_ATTRIBUTE}="PL">Polska</a><a href="/tr/">Türkiye</a>`;
    document.body.append(host);
    const stop = followAlternates(root);
    // Runs after the shadow root's listener: keeps happy-dom from navigating, as a test page must.
    host.addEventListener('click', (event) => event.preventDefault());
    host.addEventListener('auxclick', (event) => event.preventDefault());
    const [country, other] = [...root.querySelectorAll('a')] as [HTMLAnchorElement, HTMLAnchorElement];
    const click = (link: HTMLAnchorElement, type = 'click', button = 0) =>
      link.dispatchEvent(new MouseEvent(type, { bubbles: true, composed: true, cancelable: true, button }));
    return { country, other, click, stop };
  }

  it('goes to the page alternate for the link site, then puts the storefront address back', () => {
    vi.useFakeTimers();
    const { country, click } = setUp('<link rel="alternate" hreflang="pl-PL" href="/pl/strona.html">');
    click(country);
    // The browser follows the address the link has once the dispatch is over.
    expect(country.getAttribute('href')).toBe(`${location.origin}/pl/strona.html`);
    vi.runAllTimers();
    expect(country.getAttribute('href')).toBe('/pl/');
  });

  it('applies to a middle click too, not to a right-button auxclick', () => {
    vi.useFakeTimers();
    const { country, click } = setUp('<link rel="alternate" hreflang="pl" href="/pl/strona.html">');
    click(country, 'auxclick', 2);
    expect(country.getAttribute('href')).toBe('/pl/');
    click(country, 'auxclick', 1);
    expect(country.getAttribute('href')).toBe(`${location.origin}/pl/strona.html`);
  });

  it('leaves the storefront address without a fitting alternate, and other links alone', () => {
    const { country, other, click } = setUp(
      '<link rel="alternate" hreflang="pl-PL" href="https://evil.example/pl/"><link rel="alternate" hreflang="tr-TR" href="/tr/sayfa.html">',
    );
    click(country);
    click(other);
    expect(country.getAttribute('href')).toBe('/pl/');
    expect(other.getAttribute('href')).toBe('/tr/');
  });

  it('does nothing after it is stopped, nor for a click already cancelled', () => {
    const { country, click, stop } = setUp('<link rel="alternate" hreflang="pl-PL" href="/pl/strona.html">');
    country.addEventListener('click', (event) => event.preventDefault(), { once: true });
    click(country);
    expect(country.getAttribute('href')).toBe('/pl/');
    stop();
    click(country);
    expect(country.getAttribute('href')).toBe('/pl/');
  });
});
