import { defineConfig } from 'vite';
import { sharedDefine, sharedPlugins } from '../../scripts/vite-shared.ts';

/**
 * The demo's own page scripts: the kit gallery's (/kit/, kit.js) and the block builder's (/builder/, builder.js).
 * They are demo code: they go to demo/.kit-dist/ (served under /kit-assets/), never into dist/.
 */
export default defineConfig(({ command }) => ({
  plugins: sharedPlugins(),
  define: sharedDefine(command),
  publicDir: false,
  logLevel: 'warn',
  build: {
    target: 'es2022',
    outDir: 'demo/.kit-dist',
    emptyOutDir: true,
    minify: true,
    lib: {
      entry: { kit: 'demo/kit/main.tsx', builder: 'demo/builder/main.ts' },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: { output: { chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
}));
