import { describe, expect, it } from 'vitest';
import { REDUCED_FOOTER_COOKIE_MARKERS } from '../../src/platform/cookies.ts';
import { isReduced, showsNewsletter } from './footer-rules.ts';

describe('isReduced', () => {
  it('follows the attribute', () => {
    expect(isReduced(true, '')).toBe(true);
    expect(isReduced(false, '')).toBe(false);
  });

  it.each(REDUCED_FOOTER_COOKIE_MARKERS.flatMap((marker) => [`${marker}=123`, `x=1; client=${marker}`]))(
    'applies with the cookie %s',
    (cookies) => {
      expect(isReduced(false, cookies)).toBe(true);
    },
  );

  it('does not apply for other cookies', () => {
    expect(isReduced(false, 'session=abc; theme=dark')).toBe(false);
  });
});

describe('showsNewsletter', () => {
  it.each([
    [false, false, undefined, true],
    [true, false, undefined, false],
    [false, true, undefined, false],
    [false, false, { loggedIn: true, newsletterStatus: 'WAITING_FOR_DOI' }, false],
    [false, false, { loggedIn: true, newsletterStatus: 'SUBSCRIBED' }, false],
    [false, false, { loggedIn: true, newsletterStatus: null }, true],
    [false, false, { loggedIn: true, newsletterStatus: 'UNSUBSCRIBED' }, true],
  ] as const)('hide=%s reduced=%s customer=%j shows it: %s', (hide, reduced, customer, shown) => {
    expect(showsNewsletter(hide, reduced, customer)).toBe(shown);
  });
});
