// Runs a TypeScript module with Node 20, which cannot import .ts itself: Vite's module runner transforms
// it (and what it imports) on the fly. Usage: node scripts/run.mjs path/to/module.ts
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/run.mjs <module.ts>');
  process.exit(2);
}
await runnerImport(resolve(file), { configFile: false, logLevel: 'warn' });
