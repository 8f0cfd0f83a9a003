import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { breakpointMedia } from './vite-plugin-breakpoints.ts';
import { r2wcStringProps } from './vite-plugin-r2wc-strings.ts';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Plugins every build of this repository uses (the bundle, the kit gallery, the tests). */
export function sharedPlugins(): PluginOption[] {
  return [breakpointMedia(), r2wcStringProps(), react()];
}

/** Compile-time constants; production React only for `vite build` (Vitest needs development React). */
export function sharedDefine(command: 'build' | 'serve'): Record<string, string> {
  return {
    __SW_VERSION__: JSON.stringify(version),
    ...(command === 'build' ? { 'process.env.NODE_ENV': '"production"' } : {}),
  };
}
