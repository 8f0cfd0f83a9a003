import { readFileSync } from 'node:fs';
import { expect } from 'vitest';

/** The README as the tests read it: its recipes are run as written. */
const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** The first fenced block of `language` after `heading` (the heading's line as written) in the README. */
export function readmeBlock(heading: string, language: string): string {
  const section = README.indexOf(`\n${heading}\n`);
  expect(section, `README section "${heading}"`).toBeGreaterThan(-1);
  const fence = README.indexOf(`\n\`\`\`${language}\n`, section);
  expect(fence, `a ${language} block in README section "${heading}"`).toBeGreaterThan(-1);
  const start = fence + language.length + 5;
  return README.slice(start, README.indexOf('\n```\n', start) + 1);
}
