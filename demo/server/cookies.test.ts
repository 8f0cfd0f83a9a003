// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hardenCookie, SCRIPT_READABLE_COOKIES } from './cookies.ts';

describe('hardenCookie', () => {
  it('makes a cookie the widgets need not read HttpOnly, and SameSite=Lax when it names none', () => {
    expect(hardenCookie('session=abc; Path=/', false)).toBe('session=abc; Path=/; SameSite=Lax; HttpOnly');
    expect(hardenCookie('session=abc; Path=/', true)).toBe(
      'session=abc; Path=/; SameSite=Lax; HttpOnly; Secure',
    );
  });

  it('keeps the flags a cookie already has, without repeating them', () => {
    expect(hardenCookie('a=1; SameSite=Strict; httponly; secure', true)).toBe(
      'a=1; SameSite=Strict; httponly; secure',
    );
  });

  it('leaves the documented script-readable cookies readable, adding SameSite if missing', () => {
    for (const name of Object.keys(SCRIPT_READABLE_COOKIES)) {
      expect(hardenCookie(`${name}=x; Path=/`, false)).toBe(`${name}=x; Path=/; SameSite=Lax`);
    }
    expect(hardenCookie('LoginTokenX=x', false)).toBe('LoginTokenX=x; SameSite=Lax; HttpOnly');
    expect(hardenCookie('constructor=x', false)).toBe('constructor=x; SameSite=Lax; HttpOnly');
  });
});
