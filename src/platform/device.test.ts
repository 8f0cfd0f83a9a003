import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  deviceTypeFromPlatformCookie,
  hidesCountrySwitcher,
  isHandheldByCookie,
  isMobileLike,
  isPhone,
  parseDeviceType,
} from './device.ts';

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(clearCookies);
afterEach(clearCookies);

describe('parseDeviceType', () => {
  it('accepts the four device types in any case', () => {
    expect(parseDeviceType('MATCH')).toBe('MATCH');
    expect(parseDeviceType('smartphone')).toBe('SMARTPHONE');
    expect(parseDeviceType(' Tablet ')).toBe('TABLET');
    expect(parseDeviceType('DESKTOP')).toBe('DESKTOP');
  });

  it('gives undefined for anything else', () => {
    expect(parseDeviceType('PHONE')).toBeUndefined();
    expect(parseDeviceType('')).toBeUndefined();
    expect(parseDeviceType(3)).toBeUndefined();
    expect(parseDeviceType(null)).toBeUndefined();
  });
});

describe('isPhone', () => {
  it('counts MATCH, the legacy phone type, and SMARTPHONE as phones', () => {
    expect(isPhone('MATCH')).toBe(true);
    expect(isPhone('SMARTPHONE')).toBe(true);
  });

  it('does not count TABLET, DESKTOP or an unknown device as a phone', () => {
    expect(isPhone('TABLET')).toBe(false);
    expect(isPhone('DESKTOP')).toBe(false);
    expect(isPhone(undefined)).toBe(false);
  });
});

describe('isMobileLike', () => {
  it('counts MATCH, SMARTPHONE and TABLET as mobile-like', () => {
    expect(isMobileLike('MATCH')).toBe(true);
    expect(isMobileLike('SMARTPHONE')).toBe(true);
    expect(isMobileLike('TABLET')).toBe(true);
  });

  it('does not count DESKTOP or an unknown device as mobile-like', () => {
    expect(isMobileLike('DESKTOP')).toBe(false);
    expect(isMobileLike(undefined)).toBe(false);
  });
});

describe('deviceTypeFromPlatformCookie', () => {
  it('maps smartphone to SMARTPHONE and tablet to TABLET', () => {
    expect(deviceTypeFromPlatformCookie('smartphone')).toBe('SMARTPHONE');
    expect(deviceTypeFromPlatformCookie('tablet')).toBe('TABLET');
  });

  it('ignores case and surrounding whitespace', () => {
    expect(deviceTypeFromPlatformCookie('SmartPhone')).toBe('SMARTPHONE');
    expect(deviceTypeFromPlatformCookie(' TABLET ')).toBe('TABLET');
  });

  it('gives undefined for any other value or no value', () => {
    expect(deviceTypeFromPlatformCookie('desktop')).toBeUndefined();
    expect(deviceTypeFromPlatformCookie('match')).toBeUndefined();
    expect(deviceTypeFromPlatformCookie('')).toBeUndefined();
    expect(deviceTypeFromPlatformCookie(undefined)).toBeUndefined();
  });
});

describe('isHandheldByCookie', () => {
  it('is true when the platform cookie says smartphone or tablet', () => {
    expect(isHandheldByCookie('platform=smartphone')).toBe(true);
    expect(isHandheldByCookie('a=1; platform=Tablet')).toBe(true);
  });

  it('is false for another platform value, no platform cookie or a similar name', () => {
    expect(isHandheldByCookie('platform=desktop')).toBe(false);
    expect(isHandheldByCookie('a=smartphone')).toBe(false);
    expect(isHandheldByCookie('platformX=smartphone')).toBe(false);
  });

  it('reads document.cookie by default', () => {
    expect(isHandheldByCookie()).toBe(false);
    document.cookie = 'platform=smartphone; path=/';
    expect(isHandheldByCookie()).toBe(true);
  });
});

describe('hidesCountrySwitcher (SPEC §2: hidden on smartphone and tablet platforms)', () => {
  it.each([
    ['classic', '', false],
    ['classic', 'platform=desktop', false],
    ['tablet', '', true],
    ['mobile', '', true],
    ['classic', 'platform=smartphone', true],
    ['classic', 'a=1; platform=Tablet', true],
    ['classic', 'platform=match', false],
  ] as const)('platform %s with cookies "%s": hidden %s', (platform, cookies, hidden) => {
    expect(hidesCountrySwitcher(platform, cookies)).toBe(hidden);
  });
});
