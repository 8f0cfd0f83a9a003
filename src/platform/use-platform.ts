import { useEffect, useState } from 'react';
import { useRenderSnapshot } from '../elements/render-snapshot.ts';
import { detectPlatform, watchPagePlatform, type Platform } from './platform.ts';

/**
 * The platform now: from `<html data-platform>` (also when a script changes it), else from the width. A
 * server-rendered element starts from the platform the server drew for, then takes the page's.
 */
export function usePlatform(): Platform {
  const snapshot = useRenderSnapshot();
  const [platform, setPlatform] = useState<Platform>(() => snapshot?.platform ?? detectPlatform());
  useEffect(() => {
    const update = () => setPlatform(detectPlatform());
    update();
    return watchPagePlatform(update);
  }, []);
  return platform;
}
