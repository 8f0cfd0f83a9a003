import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signToken } from '../../demo/backend/tokens.ts';
import {
  checkToken,
  EXPIRED,
  NOT_DUE,
  OK,
  RENEWED,
  resultCode,
  SERVER_ERROR,
  stopsTimer,
  UNKNOWN,
  wantsLongtermToken,
} from './check.ts';
import type { RenewalCode } from './check.ts';

const NOW = 1_900_000_000;

describe('the result codes', () => {
  it('are numbered 0 renewed to 5 expired', () => {
    expect([RENEWED, OK, SERVER_ERROR, UNKNOWN, NOT_DUE, EXPIRED]).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('stop the timer for 1, 3 and 5 only', () => {
    const codes: RenewalCode[] = [0, 1, 2, 3, 4, 5];
    expect(codes.filter(stopsTimer)).toEqual([OK, UNKNOWN, EXPIRED]);
  });
});

describe('checkToken', () => {
  const claims = { ren: NOW - 100, exp: NOW + 100 };

  it('gives 5 when the token has expired', () => {
    expect(checkToken(claims, NOW + 101)).toBe(EXPIRED);
  });

  it('gives 5 at the expiry second itself', () => {
    expect(checkToken(claims, NOW + 100)).toBe(EXPIRED);
    expect(checkToken(claims, NOW + 99)).toBe('renew');
  });

  it('gives renew between the renew time and the expiry, the renew second included', () => {
    expect(checkToken(claims, NOW)).toBe('renew');
    expect(checkToken(claims, NOW - 100)).toBe('renew');
  });

  it('gives 4 before the renew time', () => {
    expect(checkToken(claims, NOW - 101)).toBe(NOT_DUE);
  });

  it('gives 5 without claims or without exp', () => {
    expect(checkToken(undefined, NOW)).toBe(EXPIRED);
    expect(checkToken({}, NOW)).toBe(EXPIRED);
    expect(checkToken({ ren: NOW - 1 }, NOW)).toBe(EXPIRED);
  });

  it('gives 4 for a token that is valid but names no renew time', () => {
    expect(checkToken({ exp: NOW + 1 }, NOW)).toBe(NOT_DUE);
  });

  it('gives 5 for a renew time after the expiry once expired, and 4 before', () => {
    expect(checkToken({ ren: NOW + 10, exp: NOW + 5 }, NOW)).toBe(NOT_DUE);
    expect(checkToken({ ren: NOW + 10, exp: NOW + 5 }, NOW + 7)).toBe(EXPIRED);
  });

  it('agrees with the rule for any times (property)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.option(fc.integer()), fc.option(fc.integer()), (now, exp, ren) => {
        const result = checkToken(
          { ...(exp === null ? {} : { exp }), ...(ren === null ? {} : { ren }) },
          now,
        );
        if (exp === null || now >= exp) expect(result).toBe(EXPIRED);
        else if (ren !== null && now >= ren) expect(result).toBe('renew');
        else expect(result).toBe(NOT_DUE);
      }),
    );
  });
});

describe('resultCode', () => {
  it.each([
    [201, RENEWED],
    [200, OK],
    [500, SERVER_ERROR],
    [502, SERVER_ERROR],
    [503, SERVER_ERROR],
    [599, SERVER_ERROR],
    [204, UNKNOWN],
    [202, UNKNOWN],
    [302, UNKNOWN],
    [400, UNKNOWN],
    [401, UNKNOWN],
    [403, UNKNOWN],
    [404, UNKNOWN],
    [499, UNKNOWN],
    [600, UNKNOWN],
    [0, UNKNOWN],
  ])('maps status %i to %i', (status, code) => {
    expect(resultCode(status)).toBe(code);
  });

  it('maps a network failure to 3', () => {
    expect(resultCode('network')).toBe(UNKNOWN);
  });
});

describe('wantsLongtermToken', () => {
  const login = signToken({ sub: 'c', exp: NOW + 600, ren: NOW + 300, lid: 'lt-c' });
  const loginWithoutLid = signToken({ sub: 'c', exp: NOW + 600, ren: NOW + 300 });
  const fresh = signToken({ sub: 'c', exp: NOW + 1000, ren: NOW + 500, lid: 'lt-c' });

  it('is false for a fresh long-term token and a login token with lid', () => {
    expect(wantsLongtermToken(login, fresh, NOW)).toBe(false);
  });

  it('is false for a fresh long-term token without a login token', () => {
    expect(wantsLongtermToken(undefined, fresh, NOW)).toBe(false);
  });

  it('is true when the long-term token of a logged-in customer is missing', () => {
    expect(wantsLongtermToken(login, undefined, NOW)).toBe(true);
  });

  it('is false without a login token: an anonymous visitor makes no long-term call', () => {
    expect(wantsLongtermToken(undefined, undefined, NOW)).toBe(false);
    expect(wantsLongtermToken(undefined, 'garbage', NOW)).toBe(false);
  });

  it('is true from the renew time of the long-term token on', () => {
    expect(wantsLongtermToken(login, fresh, NOW + 499)).toBe(false);
    expect(wantsLongtermToken(login, fresh, NOW + 500)).toBe(true);
  });

  it('is true when the long-term token has expired or has no exp', () => {
    expect(wantsLongtermToken(login, fresh, NOW + 1000)).toBe(true);
    expect(wantsLongtermToken(login, 'e30.eyJyZW4iOjF9.c2ln', NOW)).toBe(true);
  });

  it('is true when the long-term token cannot be read', () => {
    expect(wantsLongtermToken(login, 'garbage', NOW)).toBe(true);
  });

  it('is true when the login token lacks lid or cannot be read, even with a fresh long-term token', () => {
    expect(wantsLongtermToken(loginWithoutLid, fresh, NOW)).toBe(true);
    expect(wantsLongtermToken('garbage', fresh, NOW)).toBe(true);
  });
});
