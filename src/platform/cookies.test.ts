import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COBRA_AUTH_TOKEN_COOKIE,
  LOGIN_TOKEN_COOKIE,
  LONGTERM_TOKEN_COOKIE,
  STAFF_AUTH_TOKEN_COOKIE,
} from '../contract/cookies.ts';
import {
  PLATFORM_COOKIE,
  REDUCED_FOOTER_COOKIE_MARKERS,
  hasCookie,
  isReducedFooterByCookie,
  isStaff,
  readCookie,
} from './cookies.ts';

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(clearCookies);
afterEach(clearCookies);

describe('the cookie names', () => {
  // The services' cookies come from their contract modules; the reduced footer's markers and the platform cookie
  // are only the widgets' (cookies.ts). Every other test reads the constants: here they are held to the shop's names.
  it('are the names the shop sets, the chosen platform cookie and the reduced footer’s markers', () => {
    expect(LOGIN_TOKEN_COOKIE).toBe('LoginToken');
    expect(LONGTERM_TOKEN_COOKIE).toBe('LongtermToken');
    expect([STAFF_AUTH_TOKEN_COOKIE, COBRA_AUTH_TOKEN_COOKIE]).toEqual(['StaffAuthToken', 'CobraAuthToken']);
    expect(PLATFORM_COOKIE).toBe('platform');
    expect(REDUCED_FOOTER_COOKIE_MARKERS).toEqual(['affiliateNumber', 'newApp']);
  });
});

describe('readCookie', () => {
  it('returns the value of the cookie with exactly that name', () => {
    expect(readCookie('LoginToken', 'a=1; LoginToken=abc; b=2')).toBe('abc');
  });

  it('does not match a cookie whose name only starts or ends with the name', () => {
    expect(readCookie('LoginToken', 'LoginTokenX=1; XLoginToken=2')).toBeUndefined();
  });

  it('does not match a cookie whose value contains the name', () => {
    expect(readCookie('LoginToken', 'other=LoginToken=abc')).toBeUndefined();
  });

  it('matches names case-sensitively', () => {
    expect(readCookie('LoginToken', 'logintoken=abc')).toBeUndefined();
  });

  it('trims the whitespace around names and values', () => {
    expect(readCookie('LoginToken', '  a=1 ;   LoginToken =  abc  ;b=2')).toBe('abc');
  });

  it('keeps every "=" after the first as part of the value', () => {
    expect(readCookie('LoginToken', 'LoginToken=a.b=c==')).toBe('a.b=c==');
  });

  it('decodes percent-encoding', () => {
    expect(readCookie('name', 'name=J%C3%BCrgen%20M%C3%BCller')).toBe('Jürgen Müller');
  });

  it('returns the raw value when the percent-encoding is malformed instead of throwing', () => {
    expect(readCookie('name', 'name=100%; other=1')).toBe('100%');
    expect(readCookie('name', 'name=%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('removes the double quotes around a quoted value', () => {
    expect(readCookie('name', 'name="abc"')).toBe('abc');
  });

  it('returns an empty string for a cookie with an empty value', () => {
    expect(readCookie('LoginToken', 'LoginToken=; b=2')).toBe('');
  });

  it('returns the first of several cookies with the same name', () => {
    expect(readCookie('LoginToken', 'LoginToken=first; LoginToken=second')).toBe('first');
  });

  it('returns undefined when the cookie is missing or the cookie string is empty', () => {
    expect(readCookie('LoginToken', 'a=1')).toBeUndefined();
    expect(readCookie('LoginToken', '')).toBeUndefined();
  });

  it('does not read a bare value without a name as a cookie of that name', () => {
    expect(readCookie('LoginToken', 'LoginToken')).toBeUndefined();
    expect(readCookie('', 'LoginToken')).toBeUndefined();
  });

  it('reads document.cookie by default', () => {
    document.cookie = 'LoginToken=from-document; path=/';
    expect(readCookie('LoginToken')).toBe('from-document');
  });
});

describe('hasCookie', () => {
  it('is true when a cookie of exactly that name is present, even with an empty value', () => {
    expect(hasCookie('LoginToken', 'LoginToken=abc')).toBe(true);
    expect(hasCookie('LoginToken', 'LoginToken=')).toBe(true);
  });

  it('is false for a cookie whose name only starts with the name', () => {
    expect(hasCookie('LoginToken', 'LoginTokenX=abc')).toBe(false);
  });

  it('reads document.cookie by default', () => {
    expect(hasCookie('LongtermToken')).toBe(false);
    document.cookie = 'LongtermToken=x; path=/';
    expect(hasCookie('LongtermToken')).toBe(true);
  });
});

describe('isStaff', () => {
  it('is true with a StaffAuthToken cookie', () => {
    expect(isStaff('StaffAuthToken=t')).toBe(true);
  });

  it('is true with a CobraAuthToken cookie', () => {
    expect(isStaff('CobraAuthToken=t')).toBe(true);
  });

  it('is false without either cookie, also when a name merely contains one', () => {
    expect(isStaff('LoginToken=t; StaffAuthTokenOld=t; x=CobraAuthToken')).toBe(false);
  });

  it('reads document.cookie by default', () => {
    expect(isStaff()).toBe(false);
    document.cookie = 'CobraAuthToken=t; path=/';
    expect(isStaff()).toBe(true);
  });
});

describe('isReducedFooterByCookie: a cookie containing affiliateNumber or newApp', () => {
  it('is true when a cookie name contains affiliateNumber', () => {
    expect(isReducedFooterByCookie('x_affiliateNumber_y=1')).toBe(true);
  });

  it('is true when a cookie value contains affiliateNumber', () => {
    expect(isReducedFooterByCookie('partner=affiliateNumber-42')).toBe(true);
    expect(isReducedFooterByCookie('tracking=source%3DaffiliateNumber')).toBe(true);
    expect(isReducedFooterByCookie('tracking=affiliateNumber:123')).toBe(true);
  });

  it('is true when a cookie contains the new-app marker', () => {
    expect(isReducedFooterByCookie('newApp=1')).toBe(true);
  });

  it.each(REDUCED_FOOTER_COOKIE_MARKERS)(
    'is true for each marker, %s, in a name and in a value',
    (marker) => {
      expect(isReducedFooterByCookie(`a${marker}b=1`)).toBe(true);
      expect(isReducedFooterByCookie(`client=${marker}`)).toBe(true);
    },
  );

  it('finds a marker that only appears once the value is decoded', () => {
    expect(isReducedFooterByCookie('marker=%6EewApp')).toBe(true);
  });

  it('is false when no cookie contains either, also for the parts apart or in another case', () => {
    expect(isReducedFooterByCookie('LoginToken=t; platform=smartphone')).toBe(false);
    expect(isReducedFooterByCookie('affiliate=1; number=2')).toBe(false);
    expect(isReducedFooterByCookie('AFFILIATENUMBER=1; NEWAPP=1')).toBe(false);
  });

  it('reads document.cookie by default', () => {
    expect(isReducedFooterByCookie()).toBe(false);
    document.cookie = 'client=newApp; path=/';
    expect(isReducedFooterByCookie()).toBe(true);
  });
});
