import type { TestProject } from 'vitest/node';
import e2eSetup from '../e2e/global-setup.ts';

/**
 * The browser tests' own set-up (the build must be there), and whether this run writes the pictures' baselines:
 * `npm run test:engines -- --update`, Vitest's flag for writing snapshots anew.
 */
export default function setup(project: TestProject) {
  project.provide('updateBaselines', project.config.snapshotOptions.updateSnapshot === 'all');
  return e2eSetup(project);
}
