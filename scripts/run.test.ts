import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * scripts/run.mjs runs the project's scripts (npm run api:write, the build's writers, the bench). What they import
 * reaches the widgets' modules through their server definitions, stylesheets (`?inline`) included.
 */
const folder = mkdtempSync(join(tmpdir(), 'sw-run-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('node scripts/run.mjs', () => {
  it("runs a module that imports a widget's stylesheet as text, with the breakpoints resolved", () => {
    const module = join(folder, 'reads-a-stylesheet.ts');
    writeFileSync(
      module,
      `import css from '${resolve('widgets/country-switcher/country-switcher.css')}?inline';\n` +
        'console.log(JSON.stringify({ length: css.length, customMedia: /@media[^{]*\\(--/.test(css) }));\n',
    );
    const printed = execFileSync(process.execPath, ['scripts/run.mjs', module], { encoding: 'utf8' });
    const { length, customMedia } = JSON.parse(printed.trim().split('\n').at(-1)!) as {
      length: number;
      customMedia: boolean;
    };
    expect(length).toBeGreaterThan(500);
    expect(customMedia).toBe(false);
    // A Node process that compiles TypeScript and the stylesheet: seconds on a busy two-core machine.
  }, 30_000);
});
