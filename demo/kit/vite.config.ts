import { defineConfig } from 'vite';
import { sharedDefine, sharedPlugins } from '../../scripts/vite-shared.ts';

/**
 * The kit gallery's own bundle for the demo's /kit/ page. It is demo code: it goes to demo/.kit-dist/,
 * never into dist/.
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
    lib: { entry: 'demo/kit/main.tsx', formats: ['es'], fileName: () => 'kit.js' },
    rolldownOptions: { output: { chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
}));
