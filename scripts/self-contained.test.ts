// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: a reader has only what is tracked here, not the product documents the work
 * started from. So no tracked file may point at them by name; a rule is stated where it applies, or in
 * docs/decisions/. The pattern is put together from pieces so that this file does not match itself.
 */
const SPEC_WORD = ['S', 'P', 'E', 'C'].join('');
const DOCUMENTS = [SPEC_WORD, 'CONTRACT', 'DESIGN', 'TOOLCHAIN'].map((name) => `${name}\\.md`);
const OUTSIDE_REFERENCE = new RegExp(
  [`${SPEC_WORD} ?\u00a7`, `\\b${SPEC_WORD}\\b`, `the ${SPEC_WORD.toLowerCase()} \u00a7`, ...DOCUMENTS].join(
    '|',
  ),
);

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SELF = relative(ROOT, fileURLToPath(import.meta.url));

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((file) => file !== '' && file !== SELF);
}

/** Every `file:line` of the tracked text files whose line points at an outside document. */
function outsideReferences(): string[] {
  const found: string[] = [];
  for (const file of trackedFiles()) {
    let text: string;
    try {
      text = readFileSync(new URL(file, `file://${ROOT}`), 'utf8');
    } catch {
      continue; // listed but not on disk (a deletion not yet committed)
    }
    if (text.includes('\0')) continue; // binary
    text.split('\n').forEach((line, index) => {
      if (OUTSIDE_REFERENCE.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
    });
  }
  return found;
}

describe('the repository is self-contained', () => {
  it('recognises a reference to an outside document and leaves ordinary words alone', () => {
    expect(OUTSIDE_REFERENCE.test(`as ${SPEC_WORD} \u00a75 says`)).toBe(true);
    expect(OUTSIDE_REFERENCE.test(`see ${DOCUMENTS[1]!.replace('\\', '')}`)).toBe(true);
    expect(OUTSIDE_REFERENCE.test('the specification of a field; spec-rules.test.tsx')).toBe(false);
  });

  it('has no tracked file that points at an outside document', () => {
    expect(outsideReferences()).toEqual([]);
  });
});
