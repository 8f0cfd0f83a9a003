/**
 * What a size budget cannot see in the production build: the entry holds no React, no file uses eval or new
 * Function (the bundle runs under script-src 'self'), every script is a minified production build, every chunk
 * but the entry has a content hash, the entry names (to preload) the chunk that holds React, every chunk it names
 * exists, the manifest for integrators is there, and nothing of the demo (msw's worker) shipped. The server
 * renderer (`server/`, Node code that no browser downloads) and the React framework entry (`react/`, which the host
 * app's bundler reads) are left unminified and unhashed; the renderer is there, with the stylesheets its HTML links
 * to. No browser script holds a text of the elements' API modules (their
 * descriptions are for the manifest, the types and the embedding guide, never for visitors). `bundleProblems`
 * reads files through a callback so tests can hand it a made-up build.
 */
import { CHUNK_IMPORTS_PLACEHOLDER } from './vite-plugin-chunk-imports.ts';

/** @internal Test seam: the tests build a dist/ around it. */
export const ENTRY = 'storefront-widgets.js';
/**
 * The server renderer's entry, and the stylesheets of the elements it renders.
 * @internal Test seam: the tests build a dist/ around it.
 */
export const SERVER_ENTRY = 'server/index.js';
const SERVER_STYLESHEET = /^assets\/(shop-footer|country-switcher|newsletter-signup)-[0-9a-f]{10}\.css$/;
/**
 * A minified file has at most a few indented lines: those inside template literals.
 * @internal Test seam: the tests check the limit on both sides.
 */
export const MAX_INDENTED_LINES = 20;

/** Shorter texts of the API modules ("The form.") may well be in a script for other reasons. */
const API_TEXT_MIN_LENGTH = 40;

export function bundleProblems(
  files: readonly string[],
  read: (file: string) => string,
  apiTexts: readonly string[] = [],
): string[] {
  const distinctApiTexts = apiTexts.filter((text) => text.length >= API_TEXT_MIN_LENGTH);
  const problems: string[] = [];
  const entry = read(ENTRY);
  let react: string | undefined;
  for (const marker of ['react.transitional.element', 'react.element', 'createRoot', '__CLIENT_INTERNALS']) {
    if (entry.includes(marker)) problems.push(`${ENTRY} contains React (${marker}); it must stay a loader`);
  }
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    const code = read(file);
    if (/\beval\s*\(|new Function\s*\(/.test(code)) problems.push(`${file} uses eval or new Function`);
    // A development build (NODE_ENV=development leaking into `vite build`) calls React's development JSX
    // runtime, which the production React in the bundle does not have: every element fails to load.
    if (code.includes('jsxDEV')) problems.push(`${file} was built for development (jsxDEV)`);
    // The server renderer and the React framework entry are read by Node or the host's bundler, never as they are
    // by a browser: left readable and unhashed.
    if (file.startsWith('server/') || file.startsWith('react/')) continue;
    const apiText = distinctApiTexts.find((text) => code.includes(text));
    if (apiText) {
      problems.push(
        `${file} holds a text of an element's API module ("${apiText.slice(0, 40)}…"): the browser must import only the parsers (\`.config.ts\`), never \`.api.ts\``,
      );
    }
    // Library mode leaves ES output indented unless `rolldownOptions.output.minify` says otherwise
    // (docs/decisions/0040): the whitespace cost 15 KB gzip a page.
    const indented = code.match(/^[\t ]/gm)?.length ?? 0;
    if (indented > MAX_INDENTED_LINES) problems.push(`${file} is not minified (${indented} indented lines)`);
    if (file !== ENTRY && !/-[\w-]{8}\.js$/.test(file))
      problems.push(`${file} has no content hash in its name`);
    if (file !== ENTRY && code.includes('createRoot')) react ??= file;
  }
  // The entry names every chunk it imports and, in its chunk-import map, every chunk those import
  // (scripts/vite-plugin-chunk-imports.ts, docs/decisions/0053).
  if (entry.includes(CHUNK_IMPORTS_PLACEHOLDER)) {
    problems.push(`${ENTRY} still holds ${CHUNK_IMPORTS_PLACEHOLDER}: no chunk's imports are preloaded`);
  }
  const named = new Set(entry.match(/chunks\/[\w.-]+\.js/g) ?? []);
  for (const file of named)
    if (!files.includes(file)) problems.push(`${ENTRY} names ${file}, not in the build`);
  if (react && !named.has(react)) problems.push(`${ENTRY} does not preload ${react}, the chunk with React`);
  if (files.some((file) => file.includes('mockServiceWorker'))) problems.push('msw worker shipped in dist/');
  if (!files.includes('custom-elements.json')) problems.push('dist/custom-elements.json is missing');
  if (!files.includes(SERVER_ENTRY))
    problems.push(`dist/${SERVER_ENTRY} (storefront-widgets/server) is missing`);
  const stylesheets = new Set(files.map((file) => SERVER_STYLESHEET.exec(file)?.[1]).filter(Boolean));
  if (stylesheets.size < 3) problems.push('dist/assets/ lacks a stylesheet of a server-rendered element');
  return problems;
}
