import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stringTransformsOnly } from './vite-plugin-r2wc-strings.ts';

/** The file the bundle is built from (the package's ES module build; the plugin's `transform` matches its path). */
const installed = readFileSync(new URL('../node_modules/@r2wc/core/dist/core.js', import.meta.url), 'utf8');

describe('stringTransformsOnly', () => {
  it("cuts the installed r2wc's transforms table to its string transform", () => {
    const cut = stringTransformsOnly(installed);
    expect(cut).not.toBe(installed);
    expect(cut).toMatch(/\w+ = \{ string: \w+ \}/);
    expect(cut).not.toMatch(/\bjson: \w+/);
    // Only the table changed: the transforms themselves are left for the bundler to drop.
    expect(cut.length).toBeGreaterThan(installed.length - 120);
  });

  it('fails on code without the table, as a new version of r2wc may be', () => {
    expect(() => stringTransformsOnly('const w = { string: E };')).toThrow(/found 0 times/);
  });
});
