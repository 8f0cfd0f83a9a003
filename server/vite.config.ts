import { defineConfig } from 'vite';
import { readFileSync } from 'node:fs';
import { sharedDefine, sharedPlugins } from '../scripts/vite-shared.ts';

const { browserslist } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  browserslist: string[];
};

/**
 * The browser floor (package.json `browserslist`, `chrome >= 93`, …) as Vite's `build.cssTarget` (`chrome93`, …):
 * minified CSS then keeps what the floor reads, `(max-width: 667px)` rather than the range syntax `(width<=667px)`,
 * which Chrome reads only from 104.
 */
const CSS_TARGET = browserslist.map((query) => {
  const floor = /^(\w+) >= ([\d.]+)$/.exec(query);
  if (!floor) throw new Error(`package.json browserslist: "${query}" is not "browser >= version"`);
  return `${floor[1]}${floor[2]}`;
});

/**
 * `storefront-widgets/server`: the server renderer and the fragment handler, in dist/server/ (or
 * SW_DIST_DIR/server/). React and every other dependency are bundled in, so a host installs nothing beside the
 * package and renders with the very React version the browser hydrates with.
 *
 * Two builds of the same source: the default one for Node 20 (index.js and its chunks, React's Node renderer),
 * and with `--mode worker` one file for CDN workers (worker.js: React's web renderer, no `node:` import, no
 * chunk to upload beside it), the package's `worker` export condition.
 */
export default defineConfig(({ command, mode }) => {
  const worker = mode === 'worker';
  return {
    plugins: sharedPlugins(),
    define: sharedDefine(command),
    publicDir: false,
    logLevel: 'warn',
    ssr: worker
      ? {
          noExternal: true,
          target: 'webworker',
          // `workerd` first: React's edge renderer, which makes no MessageChannel when the module loads (its browser
          // renderer does, and workers on older compatibility dates have none), so any date runs the worker build.
          resolve: { conditions: ['workerd', 'worker', 'browser', 'import', 'default'] },
        }
      : { noExternal: true, target: 'node' },
    build: {
      ssr: 'server/index.ts',
      // One syntax level for both (workers run a V8 newer than Node 20's): the styles inlined into each build, and
      // so the stylesheet names in the HTML, come out the same.
      target: 'node20',
      outDir: `${process.env.SW_DIST_DIR ?? 'dist'}/server`,
      // The Node build runs first and empties the folder; the worker build adds its file.
      emptyOutDir: !worker,
      minify: false,
      cssMinify: true,
      // The stylesheets the server's HTML links are read by browsers: minified for the browser floor, not Node.
      cssTarget: CSS_TARGET,
      sourcemap: true,
      rolldownOptions: {
        output: worker
          ? { entryFileNames: 'worker.js', codeSplitting: false }
          : { entryFileNames: 'index.js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  };
});
