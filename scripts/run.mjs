// Runs a TypeScript module with Node 20, which cannot import .ts itself: Vite's module runner transforms
// it (and what it imports) on the fly. Usage: node scripts/run.mjs path/to/module.ts
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/run.mjs <module.ts>');
  process.exit(2);
}

/**
 * A stylesheet imported as text (`./x.css?inline`, as the widgets import theirs): Vite's own CSS handling fails on
 * it in the module runner, outside a dev server or a build. Scripts reach widget modules through the server
 * definitions (`widgets/<tag>/<tag>.server.ts`); they get the file's text with the breakpoints resolved, as the
 * build resolves them (`resolveCustomMedia`), through an id Vite's CSS plugins leave alone.
 */
const INLINE_CSS = '\0inline-css:';
let breakpoints;
const inlineCss = {
  name: 'inline-css',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (!source.endsWith('.css?inline')) return undefined;
    const resolved = await this.resolve(source.slice(0, -'?inline'.length), importer, { skipSelf: true });
    // Not ending in .css: Vite's CSS plugins would take the module over again.
    return resolved && `${INLINE_CSS}${resolved.id}.text`;
  },
  async load(id) {
    if (!id.startsWith(INLINE_CSS)) return undefined;
    const path = id.slice(INLINE_CSS.length, -'.text'.length);
    breakpoints ??= (
      await runnerImport(resolve('src/platform/breakpoints.ts'), { configFile: false, logLevel: 'warn' })
    ).module;
    return `export default ${JSON.stringify(breakpoints.resolveCustomMedia(readFileSync(path, 'utf8'), path))};`;
  },
};

await runnerImport(resolve(file), { configFile: false, logLevel: 'warn', plugins: [inlineCss] });
