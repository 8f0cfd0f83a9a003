import type { Plugin } from 'vite';
import { resolveCustomMedia } from '../src/platform/breakpoints.ts';

/** Lets CSS files use `@media (--from-m)` with the one set of breakpoints in src/platform/breakpoints.ts. */
export function breakpointMedia(): Plugin {
  return {
    name: 'storefront-widgets:breakpoint-media',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.css(\?|$)/.test(id) || !code.includes('(--')) return null;
      return { code: resolveCustomMedia(code, id), map: null };
    },
  };
}
