import { describe, expect, it } from 'vitest';
import * as platform from './index.ts';

describe('the platform index', () => {
  it('re-exports the whole public API of the platform layer', () => {
    expect(Object.keys(platform).sort()).toEqual(
      [
        'AFFILIATE_NUMBER',
        'BREAKPOINTS',
        'COBRA_AUTH_TOKEN',
        'DEFAULT_FOOTER_WIDTH',
        'LOGIN_TOKEN',
        'LONGTERM_TOKEN',
        'NEW_APP_MARKER',
        'PLATFORM_ATTRIBUTE',
        'PLATFORM_COOKIE',
        'STAFF_AUTH_TOKEN',
        'detectPlatform',
        'deviceTypeFromPlatformCookie',
        'hasCookie',
        'hasCookieContaining',
        'isHandheldByCookie',
        'isMobileLike',
        'isPhone',
        'isReducedFooterByCookie',
        'isStaff',
        'mediaQuery',
        'parseDeviceType',
        'parsePlatform',
        'platformForWidth',
        'readCookie',
        'resolveCustomMedia',
        'signUpEvent',
        'trackEvent',
        'watchPlatform',
      ].sort(),
    );
  });
});
