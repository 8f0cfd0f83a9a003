import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { staleReferences } from './references.ts';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A repository in a temporary folder: a module, a dependency's declarations, and `files` besides. */
function repository(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'sw-references-'));
  folders.push(root);
  const all: Record<string, string> = {
    '.gitignore': 'dist\nnode_modules\n',
    'package.json': JSON.stringify({ devDependencies: { 'some-lib': '1.0.0' } }),
    'node_modules/some-lib/index.d.ts': 'export declare function libFunction(): void;',
    'src/ui/form-field.tsx': [
      "import { libFunction } from 'some-lib';",
      "export const FIELD_COOKIE = 'fieldCookieName=1';",
      'export function useFieldState() {',
      '  libFunction();',
      "  return fetch('/static/field-bundle.js');",
      '}',
    ].join('\n'),
    'docs/design/form.md': '# The form\n',
    'docs/decisions/0007-one-form.md': '# 7. One form\n',
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(join(root, dirname(path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('staleReferences', () => {
  it('finds a path, a file name, a symbol and a decision that exist nowhere, in a document and in a comment', () => {
    const root = repository({
      'README.md': [
        'The field is in `src/ui/formik-field.tsx`, see [the design](docs/design/x.md).',
        'Its test: `server-rendered.test.ts`; its hook: `isMobileLike`.',
        'Why: docs/decisions/0042, decision 43 and docs/decisions/007 (four digits, as the file is named).',
      ].join('\n'),
      'docs/design/elements.md': 'Linked [relative to this file](../form.md), which is docs/form.md.',
      'src/ui/check.ts': [
        '// The messages are in field-checks.ts, the contract in widgets/newsletter-signup/signup-contract.ts.',
        '/**',
        ' * Called by `loadCustomerData()`, decided in docs/decisions/0008.',
        ' */',
        'export const check = 1;',
      ].join('\n'),
    });
    expect(staleReferences(root)).toEqual([
      { at: 'README.md:1', name: 'docs/design/x.md', kind: 'path' },
      { at: 'README.md:1', name: 'src/ui/formik-field.tsx', kind: 'path' },
      { at: 'README.md:2', name: 'server-rendered.test.ts', kind: 'file name' },
      { at: 'README.md:2', name: 'isMobileLike', kind: 'symbol' },
      { at: 'README.md:3', name: 'docs/decisions/0042', kind: 'decision' },
      { at: 'README.md:3', name: '43', kind: 'decision' },
      { at: 'README.md:3', name: 'docs/decisions/007', kind: 'decision' },
      { at: 'docs/design/elements.md:1', name: 'docs/form.md', kind: 'path' },
      { at: 'src/ui/check.ts:1', name: 'widgets/newsletter-signup/signup-contract.ts', kind: 'path' },
      { at: 'src/ui/check.ts:1', name: 'field-checks.ts', kind: 'file name' },
      { at: 'src/ui/check.ts:3', name: 'docs/decisions/0008', kind: 'decision' },
      { at: 'src/ui/check.ts:3', name: 'loadCustomerData', kind: 'symbol' },
    ]);
  });

  it('passes what exists, what a pattern matches, what is built, struck through, released or of another project', () => {
    const root = repository({
      'README.md': [
        'The field: `src/ui/form-field.tsx` (`form-field.tsx`, `useFieldState()`), [design](docs/design/form.md).',
        'Each `src/ui/<component>.tsx`, `src/ui/*.tsx`, `{src,docs}/**/*.md`; `src/ui/form` names a module.',
        'The build writes `dist/storefront-widgets.js` and `field-bundle.js`; a page imports `./react`.',
        'Names of others: `libFunction` (a dependency declares it), `BaseAPI` (allowed).',
        'A cookie named in the code: `fieldCookieName`. Gone on purpose: ~~`isPhone`~~, ~~src/platform/old.ts~~.',
        'Words that are no code: `HTML`, `Button`, `npm test`, Node.js, https://example.com/src/x.ts, /de/src/.',
        'A decision: docs/decisions/0007, Decision 7, as decision 7 says, [its file](docs/decisions/0007-one-form.md).',
        'All of them: docs/decisions/ and `docs/decisions/<number>-<short-title>.md`.',
      ].join('\n'),
      'docs/design/elements.md':
        'Linked [relative to this file](form.md#the-form), [off site](https://x.test/y.md).',
      'CHANGELOG.md': [
        '## Unreleased',
        '- `useFieldState` reads `src/ui/form-field.tsx`.',
        '## 0.1.0 - first release',
        '- `src/ui/formik-field.tsx`, `isMobileLike`: true on that day.',
      ].join('\n'),
      'src/ui/check.ts': [
        "const address = 'see // docs/gone.md'; // see src/ui/form-field.tsx",
        'const pattern = /[/*]/; // a regular expression, no comment: the next line is code',
        "const gone = 'docs/gone.md';",
        'const text = `${address} // src/gone.ts ${pattern}`;',
        'export const check = { text, gone }; /* `useFieldState` */',
        '// One form (docs/decisions/0007), never renumbered.',
      ].join('\n'),
    });
    expect(staleReferences(root)).toEqual([]);
  });
});
