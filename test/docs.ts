import { readFileSync } from 'node:fs';
import { expect } from 'vitest';

/** The integrator's documents whose recipes the tests run as written, by their path in the repository. */
export type DocumentPath =
  | 'README.md'
  | 'docs/guides/embedding.md'
  | 'docs/guides/services.md'
  | 'docs/guides/fragments.md'
  | 'docs/guides/nextjs.md'
  | 'docs/guides/theming.md';

/** A document as the tests read it. */
function documentText(path: DocumentPath): string {
  return readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
}

/** The text of `path` from the line `heading` (as written, with its `#`s) on; the test fails when it is missing. */
export function documentSection(path: DocumentPath, heading: string): string {
  const text = documentText(path);
  const section = text.startsWith(`${heading}\n`) ? 0 : text.indexOf(`\n${heading}\n`);
  expect(section, `${path} section "${heading}"`).toBeGreaterThan(-1);
  return text.slice(section);
}

/** The first fenced block of `language` after `heading` (the heading's line as written) in the document `path`. */
export function docBlock(path: DocumentPath, heading: string, language: string): string {
  const section = documentSection(path, heading);
  const fence = section.indexOf(`\n\`\`\`${language}\n`);
  expect(fence, `a ${language} block in ${path} section "${heading}"`).toBeGreaterThan(-1);
  const start = fence + language.length + 5;
  return section.slice(start, section.indexOf('\n```\n', start) + 1);
}
