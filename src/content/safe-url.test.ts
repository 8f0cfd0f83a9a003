import { describe, expect, it } from 'vitest';
import { opensInNewTab, safeLinkUrl, safeWebUrl } from './safe-url.ts';

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
