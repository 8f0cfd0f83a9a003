import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hidesCountrySwitcher, isHandheldByCookie } from './device.ts';

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(clearCookies);
afterEach(clearCookies);

describe('isHandheldByCookie', () => {
  it('is true when the platform cookie names a phone (MATCH, SMARTPHONE) or a mobile-like device (TABLET)', () => {
    expect(isHandheldByCookie('platform=smartphone')).toBe(true);
    expect(isHandheldByCookie('platform=MATCH')).toBe(true);
    expect(isHandheldByCookie('platform=match')).toBe(true);
    expect(isHandheldByCookie('a=1; platform=Tablet')).toBe(true);
  });

  it('ignores case and surrounding whitespace in the value', () => {
    expect(isHandheldByCookie('platform=SmartPhone')).toBe(true);
    expect(isHandheldByCookie('platform= TABLET ')).toBe(true);
  });

  it('is false for another platform value, no platform cookie or a similar name', () => {
    expect(isHandheldByCookie('platform=desktop')).toBe(false);
    expect(isHandheldByCookie('platform=matches')).toBe(false);
    expect(isHandheldByCookie('platform=')).toBe(false);
    expect(isHandheldByCookie('')).toBe(false);
    expect(isHandheldByCookie('a=smartphone')).toBe(false);
    expect(isHandheldByCookie('platformX=smartphone')).toBe(false);
  });

  it('reads document.cookie by default', () => {
    expect(isHandheldByCookie()).toBe(false);
    document.cookie = 'platform=smartphone; path=/';
    expect(isHandheldByCookie()).toBe(true);
  });
});

describe('hidesCountrySwitcher (hidden on smartphone and tablet platforms)', () => {
  it.each([
    ['classic', '', false],
    ['classic', 'platform=desktop', false],
    ['tablet', '', true],
    ['mobile', '', true],
    ['classic', 'platform=smartphone', true],
    ['classic', 'a=1; platform=Tablet', true],
    ['classic', 'platform=match', true],
    ['classic', 'platform=Match', true],
  ] as const)('platform %s with cookies "%s": hidden %s', (platform, cookies, hidden) => {
    expect(hidesCountrySwitcher(platform, cookies)).toBe(hidden);
  });
});
