import { useEffect, useState } from 'react';
import { useRenderSnapshot } from '../elements/wake/render-snapshot.ts';
import { detectPlatform, namedPlatform, watchPagePlatform, type DrawnPlatform } from './platform.ts';

/**
 * The platform now: from `<html data-platform>` (also when a script changes it), else from the width. A
 * server-rendered element starts from the platform the server drew for, then takes the page's; one the server
 * drew for `any` width stays so (CSS lays it out for each width, nothing is redrawn on a resize) until the page
 * names a platform.
 */
export function usePlatform(): DrawnPlatform {
  const snapshot = useRenderSnapshot();
  const anyWidth = snapshot?.platform === 'any';
  const [platform, setPlatform] = useState<DrawnPlatform>(() => snapshot?.platform ?? detectPlatform());
  useEffect(() => {
    const update = () => setPlatform(anyWidth ? (namedPlatform() ?? 'any') : detectPlatform());
    update();
    return watchPagePlatform(update);
  }, [anyWidth]);
  return platform;
}
