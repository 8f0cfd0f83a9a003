import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { opensInNewTab, safeLinkUrl, safeWebUrl } from './safe-url.ts';
import { WEB_URL_PATTERN } from './web-url-pattern.ts';

describe('safeLinkUrl', () => {
  it.each([
    'https://shop.example/de/',
    'http://shop.example',
    'mailto:service@shop.example',
    'tel:+4940123',
    '/de/',
    'c123.html',
    '#top',
  ])('keeps the allowed address %s', (url) => {
    expect(safeLinkUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:x',
    'java\u0000script:x',
    '',
    42,
    null,
  ])('drops the address %s', (url) => {
    expect(safeLinkUrl(url)).toBeUndefined();
  });
});

describe('opensInNewTab', () => {
  it('opens http, https and mailto addresses in a new tab and keeps relative ones in place', () => {
    expect(opensInNewTab('https://x.example')).toBe(true);
    expect(opensInNewTab('HTTP://x.example')).toBe(true);
    expect(opensInNewTab('mailto:a@b.example')).toBe(true);
    expect(opensInNewTab('/imprint')).toBe(false);
    expect(opensInNewTab('tel:+49')).toBe(false);
  });
});

describe('safeWebUrl', () => {
  it('keeps http, https and relative addresses and refuses mailto, tel and hostile ones', () => {
    expect(safeWebUrl(' /de/ ')).toBe('/de/');
    expect(safeWebUrl('https://shop.example/')).toBe('https://shop.example/');
    for (const url of [
      'mailto:a@b.example',
      'tel:+49',
      'javascript:x',
      'data:text/html,x',
      'java\u0001script:x',
    ]) {
      expect(safeWebUrl(url)).toBeUndefined();
    }
  });
});

describe('WEB_URL_PATTERN (the schemas state the address rule with it)', () => {
  const pattern = new RegExp(WEB_URL_PATTERN, 'u');

  it.each([
    '/cms/newsletter.jpg',
    'newsletter.jpg',
    '?v=2',
    'https://cdn.example/cms/spring.jpg',
    'HTTP://cdn.example:8080/a b.jpg',
    'https://localhost',
    'http://127.0.0.1:4600/cms/spring.jpg',
    'https://cdn.example:65535/a.jpg',
  ])('takes %s, as safeWebUrl does', (url) => {
    expect(pattern.test(url)).toBe(true);
    expect(safeWebUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:image/svg+xml,<svg/>',
    'vbscript:x',
    'mailto:a@b.example',
    'http://',
    'https://a b/',
    '//evil.example/x',
    '/\\evil.example/x',
    'https://1.2.3.999/',
    'https://cdn.example:65536/',
    'https://[::1]/',
  ])('refuses %j', (url) => {
    expect(pattern.test(url)).toBe(false);
  });

  it('never takes an address safeWebUrl refuses', () => {
    const piece = fc.constantFrom(
      ...['http', 'https', 'javascript', 'data', ':', '/', '//', '\\', '.', '-', 'a', '1', '999', ' ', '\t'],
      ...['\u0000', '\u00a0', '?', '#', '[', '%', '@', 'xn--', 'é'],
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const url = pieces.join('');
        if (pattern.test(url)) expect(safeWebUrl(url), JSON.stringify(url)).toBeDefined();
      }),
      { numRuns: 3000 },
    );
  });
});
