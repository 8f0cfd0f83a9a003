import { describe, expect, it } from 'vitest';
import { importCycles, moduleGraph } from './module-graph.ts';

describe('importCycles', () => {
  it('finds a cycle through several modules, and a module importing itself', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'd.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ]);
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
  });

  it('finds none in a tree', () => {
    expect(
      importCycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('moduleGraph of this repository', () => {
  it('counts type-only and dynamic imports as edges (a type cycle is a cycle for a reader)', () => {
    const graph = moduleGraph(process.cwd());
    // The rules' loader imports the rules chunk dynamically and the props' types.
    expect(graph.get('widgets/newsletter-signup/signup-formik-loader.ts')).toEqual(
      expect.arrayContaining([
        'widgets/newsletter-signup/signup-formik.tsx',
        'widgets/newsletter-signup/signup-props.ts',
      ]),
    );
  });
});
