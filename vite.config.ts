/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkFileName, currentLocalesHash } from './scripts/locale-files.ts';
import { chunkImports } from './scripts/vite-plugin-chunk-imports.ts';
import { sharedDefine, sharedPlugins } from './scripts/vite-shared.ts';

/**
 * The build tooling's tests (the `tooling` project below). scripts/manifest.test.ts is not one of them: it loads
 * the elements, which need a DOM.
 */
const TOOLING_TESTS = 'scripts/!(manifest).test.ts';

/** The benchmark's tests (how it reads its figures): in the `tooling` project too, no page. */
const BENCH_TESTS = 'bench/**/*.test.ts';

const UNIT_TESTS = '{src,widgets,server,demo,scripts,test/unit}/**/*.test.{ts,tsx}';

/**
 * The unit tests that need modules or a page of their own (`unit-isolated`, each file alone): those that mock
 * modules or load them afresh (vi.mock, vi.doMock, vi.resetModules), whose mock or reloaded module would reach the
 * files after them in a shared registry; those that test a module's page-wide state from its start (the languages
 * i18n loaded, the one viewport observer); the one-DOM files (server/one-dom*.test.*), which compare the server's
 * HTML with a fresh page's first draw (a form drawn after an earlier file loaded the form's rules starts `ready`,
 * not `waiting`); and test/unit/toolchain.test.ts, which found a visitor still logged in by an earlier file although
 * test/setup.ts clears the page's cookies.
 */
const OWN_MODULES_TESTS = [
  'src/elements/define.test.ts',
  'src/elements/wake/server-html.test.ts',
  'src/platform/tracking.test.ts',
  'src/http/psdata.test.ts',
  'src/http/newsletter-client.lazy.test.ts',
  'src/session/session.test.ts',
  'widgets/newsletter-signup/newsletter-signup.element.test.ts',
  'widgets/newsletter-signup/signup-formik-loader.test.ts',
  'demo/backend/tokens.test.ts',
  'src/elements/when-needed.test.ts',
  'src/i18n/i18n.test.ts',
  'src/i18n/provider.test.tsx',
  'server/one-dom.test.tsx',
  // The footer's matrix apart from the rest, so that the two halves run side by side.
  'server/one-dom-footer.test.ts',
  // The takeover of changed server HTML: it, too, hydrates a fresh page's first draw.
  'server/takeover.test.tsx',
  'test/unit/toolchain.test.ts',
];

export default defineConfig(({ command }) => {
  // Read on the build's first chunk name, not on every load of this config (the tests, the dev server).
  let localesHash: string | undefined;
  const currentHash = () =>
    (localesHash ??= currentLocalesHash(fileURLToPath(new URL('.', import.meta.url))));
  return {
    // chunkImports: the entry preloads what each element chunk imports (docs/decisions/0053).
    plugins: [...sharedPlugins(), chunkImports()],
    // Library mode keeps process.env.NODE_ENV; only the build may pin production React (under Vitest it would
    // break Testing Library: `React.act is not a function`).
    define: sharedDefine(command),
    // msw's worker lives in public/ for the demo; it must never ship in dist/.
    publicDir: false,
    // A locale file is read whole (`module.default`, src/i18n/translation-files.ts): without named exports, each
    // top-level key is written once instead of three times.
    json: { namedExports: false },
    build: {
      target: 'es2022',
      minify: true,
      // The maps ship beside the files (dist/**/*.map) without a sourceMappingURL comment in each: 19 comments
      // were 0.6 KB gzip on every page. Devtools load a map when asked (docs/decisions/0057).
      sourcemap: 'hidden',
      emptyOutDir: true,
      // dist/.vite/manifest.json: the chunk graph, read by scripts/size-budgets.ts.
      manifest: true,
      lib: {
        entry: 'widgets/index.ts',
        formats: ['es'],
        fileName: () => 'storefront-widgets.js',
      },
      rolldownOptions: {
        // Every imported constant inlined where it is read (rolldown's default only inlines in conditions): the
        // service contract's paths, headers and values are generated one module each (src/http/generated/constants)
        // and would otherwise each stay a named variable; 0.1 to 0.7 KB gzip less on every page (docs/decisions/0072).
        optimization: { inlineConst: { mode: 'all', pass: 2 } },
        output: {
          // Full minification. Library mode keeps whitespace in ES output for bundlers to tree-shake (Vite's
          // default); these files go to browsers as they are, and the whitespace cost 15 KB gzip a page
          // (docs/decisions/0040). scripts/check-bundle.ts fails an indented build.
          minify: true,
          // No tree-shaking annotations (`@__PURE__`) or JSDoc: browsers run these files as they are, nobody bundles
          // them again. License comments stay.
          comments: { legal: true, annotation: false, jsdoc: false },
          codeSplitting: {
            groups: [
              {
                // The map of the locale files (a lazy import each): wanted only with an element's chunk, never
                // in the loader (docs/decisions/0067).
                name: 'translation-files',
                test: /[\\/]src[\\/]i18n[\\/]translation-files\.ts$/,
              },
              {
                // What runs before an element's chunk: the element class r2wc builds, its renderer and the wake, the
                // parsers, the page's facts (@r2wc/core comes along: only the class's module imports it). The entry
                // keeps the element definitions and the map of each chunk's imports; with the class in the entry,
                // each name one file used of the other was exported and imported: 0.4 KB gzip (docs/decisions/0105).
                name: 'loader',
                test: /[\\/]src[\\/](sites|i18n[\\/]languages|http[\\/](request-timeout|ab-test-assignment|plain-get|service-base)|content[\\/](safe-url|country-links|country-link|json)|platform[\\/](breakpoints|cookies|device|platform)|elements[\\/](lazy-renderer|define|element-config|html-lang|attributes|when-needed|registry|report|timing|styles|loader-url|wake[\\/](arrival|dismissible|reveal|server-html))|ui[\\/](field-dom|logic[\\/]email-problem))\.ts$|[\\/]widgets[\\/][\w-]+[\\/]([\w-]+\.namespaces|footer-rules)\.ts$/,
              },
              {
                // The tracking events and the staff preview's flag, which stops them: the page's flag is read by the
                // tracking and set by the preview panel, so neither the loader nor a file of its own carries it.
                name: 'tracking',
                test: /[\\/]src[\\/]platform[\\/](tracking|preview-flag)\.ts$/,
              },
              {
                // The HTTP client, its settings and its errors: every element's code and the renewal's calls need
                // it, the loader does not (a visitor who only scrolls a server-rendered page never downloads it).
                // With it, a client-rendered element's early requests and their addresses, asked for with the
                // element's chunk, which imports the client anyway (docs/decisions/0112).
                name: 'http-client',
                test: /[\\/]src[\\/](http[\\/](client|configuration|fetch-error|response-error|service-failure|failed-call|early-fetch)|content[\\/]document-urls)\.ts$|[\\/]widgets[\\/][\w-]+[\\/]prefetch\.ts$/,
              },
            ],
          },
          // Every file but the entry carries a content hash; the locale files one hash of all of them, so the
          // map of their imports repeats it instead of 84 (docs/decisions/0076).
          chunkFileNames: (chunk) => chunkFileName(chunk.facadeModuleId, currentHash),
          assetFileNames: 'assets/[name]-[hash][extname]',
        },
      },
    },
    test: {
      // A worker per core: Vitest's default leaves one core to its main process, a single worker on a two-core
      // machine, where the main process is idle most of the run.
      maxWorkers: availableParallelism(),
      // The files run in the same order on every machine (by size): Vitest's cache of earlier runs' durations would
      // order them by time on a machine that ran them before and by size on a fresh clone (CI), and a file that
      // leaves something behind for the next one (see OWN_MODULES_TESTS) would fail there alone.
      cache: false,
      // A test's time limit catches a hang, never measures speed (the benchmark does): on a busy two-core machine a
      // test that loads a locale or a chunk for the first time in its worker took over Vitest's default 5 s.
      testTimeout: 15_000,
      // The JSON report is what npm test's closing line counts (scripts/test.mjs names one per step).
      reporters: ['default', 'json'],
      outputFile: { json: 'test-results/unit.json' },
      restoreMocks: true,
      unstubGlobals: true,
      projects: [
        {
          // One page and one module registry per worker for all its files (`isolate: false`): a fresh process,
          // happy-dom page, msw and Testing Library for each of 130 files was most of the run's time.
          // test/setup.ts starts each file on a blank page (cookies, document, page registry, timers).
          extends: true,
          test: {
            name: 'unit',
            environment: 'happy-dom',
            setupFiles: ['test/setup.ts'],
            include: [UNIT_TESTS],
            exclude: ['**/node_modules/**', '**/.git/**', TOOLING_TESTS, ...OWN_MODULES_TESTS],
            isolate: false,
            // Worker threads rather than child processes: a worker asks Vitest's main process for each module it
            // imports, which costs less over a thread's message port, about a tenth of the step's time and processor
            // time (docs/benchmark.md, "The test run"). The files that each run alone gain nothing (a new thread per
            // file costs what a new process does), nor do the browser files.
            pool: 'threads',
          },
        },
        {
          // The files that mock modules or load them afresh (vi.mock, vi.doMock, vi.resetModules): in a shared
          // module registry a mock or a reloaded module would reach the files after them. Each runs alone.
          extends: true,
          test: {
            name: 'unit-isolated',
            environment: 'happy-dom',
            setupFiles: ['test/setup.ts'],
            include: OWN_MODULES_TESTS,
          },
        },
        {
          // The build tooling's tests read files, build TypeScript programs and run `npm pack`: no page, no service
          // call. Without happy-dom and test/setup.ts (msw, Testing Library, the contract check of service answers)
          // each file starts in a fraction of the time.
          extends: true,
          test: { name: 'tooling', environment: 'node', include: [TOOLING_TESTS, BENCH_TESTS] },
        },
      ],
    },
  };
});
