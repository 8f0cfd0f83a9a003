/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { breakpointMedia } from './scripts/vite-plugin-breakpoints.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig(({ command }) => ({
  plugins: [breakpointMedia(), react()],
  define: {
    __SW_VERSION__: JSON.stringify(version),
    // Library mode keeps process.env.NODE_ENV; only the build may pin production React (TOOLCHAIN.md).
    ...(command === 'build' ? { 'process.env.NODE_ENV': '"production"' } : {}),
  },
  // msw's worker lives in public/ for the demo; it must never ship in dist/.
  publicDir: false,
  build: {
    target: 'es2022',
    minify: true,
    sourcemap: true,
    emptyOutDir: true,
    lib: {
      entry: 'widgets/index.ts',
      formats: ['es'],
      fileName: () => 'storefront-widgets.js',
    },
    rolldownOptions: {
      output: {
        // Every file but the entry carries a content hash; locale files are named by language.
        chunkFileNames: (chunk) => {
          const locale = chunk.facadeModuleId?.match(/locales\/([^/]+)\/([^/]+)\.json$/);
          return locale ? `chunks/locale-${locale[1]}-${locale[2]}-[hash].js` : 'chunks/[name]-[hash].js';
        },
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['test/setup.ts'],
    include: ['{src,widgets,demo,scripts,test/unit}/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
}));
