import { useEffect, useState } from 'react';
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
