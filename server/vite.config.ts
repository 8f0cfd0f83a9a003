import { defineConfig } from 'vite';
import { sharedDefine, sharedPlugins } from '../scripts/vite-shared.ts';

/**
 * `storefront-widgets/server`: the server renderer, for Node 20, in dist/server/ (or SW_DIST_DIR/server/). React
 * and every other dependency are bundled in, so a Node host installs nothing beside the package and renders
 * with the very React version the browser hydrates with.
 */
export default defineConfig(({ command }) => ({
  plugins: sharedPlugins(),
  define: sharedDefine(command),
  publicDir: false,
  logLevel: 'warn',
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'server/index.ts',
    target: 'node20',
    outDir: `${process.env.SW_DIST_DIR ?? 'dist'}/server`,
    emptyOutDir: true,
    minify: false,
    cssMinify: true,
    sourcemap: true,
    rolldownOptions: {
      output: { entryFileNames: 'index.js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
}));
