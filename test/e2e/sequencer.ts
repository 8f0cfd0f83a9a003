import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The project whose files run a visitor's journeys in each engine (test/engines/): the longest files of the run. */
export const ENGINES_PROJECT = 'browser-engines';

/**
 * The order in which the browser files start: the engines' files first, then Vitest's own order (largest file
 * first). An engine's file is three lines that run every journey, and the longest of the run: by size alone it would
 * start last, and the run would end waiting for it on one worker while the others sit idle.
 */
export class EnginesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isEngines = (file: TestSpecification) => file.project.name === ENGINES_PROJECT;
    return [...sorted.filter(isEngines), ...sorted.filter((file) => !isEngines(file))];
  }
}
