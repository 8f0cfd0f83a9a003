import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';

/**
 * `storefront-widgets/react`, in dist/react/: the server component and the bundle handler (index.js) and the
 * client part (server-drawn-element.js, marked `'use client'` so that a React server framework sends it to the
 * browser). React and React DOM are the host app's (peer dependencies): never bundled, the element has to render
 * with the app's React, not a copy.
 */
export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  build: {
    target: 'node20',
    outDir: `${process.env.SW_DIST_DIR ?? 'dist'}/react`,
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
    lib: {
      entry: { index: 'react/index.ts', 'server-drawn-element': 'react/server-drawn-element.tsx' },
      formats: ['es'],
    },
    rolldownOptions: {
      external: [/^react(-dom)?(\/.*)?$/, ...builtinModules.flatMap((name) => [name, `node:${name}`])],
      output: { entryFileNames: '[name].js' },
      // The client part is an entry of its own, so its `'use client'` stays at the top of its file (checked by
      // test/e2e/nextjs.e2e.ts, which runs the build in Next.js): the warning that it might not is moot.
      onLog: (level, log, handler) => {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
    },
  },
});
