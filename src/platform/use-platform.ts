import { useEffect, useState } from 'react';
import { isHandheldByCookie } from './device.ts';
import { detectPlatform, PLATFORM_ATTRIBUTE, watchPlatform, type Platform } from './platform.ts';

/** The platform now: from `<html data-platform>` (also when a script changes it), else from the width. */
export function usePlatform(): Platform {
  const [platform, setPlatform] = useState<Platform>(() => detectPlatform());
  useEffect(() => {
    const update = () => setPlatform(detectPlatform());
    const stopWatching = watchPlatform(update);
    const observer = new MutationObserver(update);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: [PLATFORM_ATTRIBUTE] });
    return () => {
      stopWatching();
      observer.disconnect();
    };
  }, []);
  return platform;
}

/**
 * SPEC §2: the country switcher is hidden on smartphone and tablet platforms: the page's platform (its
 * `data-platform`, else the width) is not classic, or the platform cookie names a phone or a tablet (device types
 * SMARTPHONE and TABLET, mobile-like in SPEC §4's second check). One rule for the footer's and a standalone switcher.
 */
export function hidesCountrySwitcher(platform: Platform, cookieString?: string): boolean {
  return platform !== 'classic' || isHandheldByCookie(cookieString);
}
