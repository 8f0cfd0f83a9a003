import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Once per run of a project, before any browser test: the build they serve must be there (`npm run build`), and
 * the run gets an empty directory for the page states axe found clean (test/e2e/axe.ts).
 */
export default function setup(project: TestProject) {
  const distDir = resolve(process.env.SW_DIST_DIR ?? 'dist');
  if (!existsSync(join(distDir, 'storefront-widgets.js'))) {
    throw new Error(
      `${distDir}/storefront-widgets.js is missing: run \`npm run build\` before the browser tests.`,
    );
  }
  const axeCleanDir = mkdtempSync(join(tmpdir(), 'sw-axe-clean-'));
  project.provide('axeCleanDir', axeCleanDir);
  return () => rmSync(axeCleanDir, { recursive: true, force: true });
}
