import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { breakpointMedia } from './vite-plugin-breakpoints.ts';

const { version, browserslist } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { version: string; browserslist: string[] };

/**
 * The browser floor (package.json `browserslist`, `chrome >= 93`, …) as Vite's `build.cssTarget` (`chrome93`, …):
 * minified CSS then keeps what the floor reads, `(max-width: 667px)` rather than the range syntax `(width<=667px)`,
 * which Chrome reads only from 104.
 */
export const CSS_TARGET: string[] = browserslist.map((query) => {
  const floor = /^(\w+) >= ([\d.]+)$/.exec(query);
  if (!floor) throw new Error(`package.json browserslist: "${query}" is not "browser >= version"`);
  return `${floor[1]}${floor[2]}`;
});

/** Plugins every build of this repository uses (the bundle, the kit gallery, the tests). */
export function sharedPlugins(): PluginOption[] {
  return [breakpointMedia(), react()];
}

/** Compile-time constants; production React only for `vite build` (Vitest needs development React). */
export function sharedDefine(command: 'build' | 'serve'): Record<string, string> {
  return {
    __SW_VERSION__: JSON.stringify(version),
    ...(command === 'build' ? { 'process.env.NODE_ENV': '"production"' } : {}),
  };
}
