// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BROWSER_FLOOR, browserProblems, NODE_FLOOR, nodeProblems } from './browser-floor.ts';

const dir = mkdtempSync(join(tmpdir(), 'sw-floor-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A one-file ES module with `code`, as the build would write it. */
function sample(name: string, code: string): string {
  const path = join(dir, `${name}.js`);
  writeFileSync(path, code);
  return path;
}

const WITHIN_FLOOR = sample(
  'within',
  'export class A { #x = 1; static y = [1].at(-1); has(o) { return #x in o && Object.hasOwn(o, "x"); } }\n' +
    'let a; a ||= 1; a ??= 2; export const b = a?.toString() ?? "";\n',
);

describe('the browser floor', () => {
  it('passes the syntax and built-ins of the oldest supported browsers', () => {
    expect(browserProblems([WITHIN_FLOOR])).toEqual([]);
  });

  it.each([
    ['a class static block (Chrome 94)', 'export class A { static { this.b = 1; } }'],
    ['Array#findLast (Chrome 97, Firefox 104)', 'export const a = [1].findLast((v) => v);'],
    ['Object.groupBy (Chrome 117, Safari 17.4)', 'export const a = Object.groupBy([1], (v) => v);'],
    ['the RegExp v flag (Chrome 112, Safari 17)', 'export const a = /[\\p{L}--a]/v;'],
  ])('fails a build that uses %s', (name, code) => {
    const file = sample(name.replace(/\W+/g, '-'), `${code}\n`);
    const problems = browserProblems([WITHIN_FLOOR, file]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${file}: .*Unsupported features`));
  });

  it('is tight: Object.hasOwn, which the React chunk uses, is what a floor of Chrome 92 fails', () => {
    expect(browserProblems([WITHIN_FLOOR], ['chrome >= 92'])[0]).toMatch(
      /ObjectHasOwn \(chrome 92 requires 93\)/,
    );
  });

  it('is the floor the README states', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const names: Record<string, string> = {
      chrome: 'Chrome',
      edge: 'Edge',
      firefox: 'Firefox',
      safari: 'Safari',
    };
    const floor = BROWSER_FLOOR.map((query) => {
      const [, browser, version] = /^(\w+) >= ([\d.]+)$/.exec(query) ?? [];
      return `${names[browser!]} ${version}+`;
    });
    // "Chrome and Edge 93+" says two of them at once.
    const stated = floor.join(', ').replace(/^Chrome (\d+)\+, Edge \1\+/, 'Chrome and Edge $1+');
    expect(stated).toBe('Chrome and Edge 93+, Firefox 101+, Safari 16.4+');
    expect(readme).toContain(stated);
  });
});

describe('the Node floor of the server renderer', () => {
  it('is Node 20, whose ECMAScript is ES2023', () => {
    expect(NODE_FLOOR).toMatch(/^>=20\.\d+$/);
    expect(nodeProblems([sample('node-ok', 'export const a = [1].findLast((v) => v);\n')])).toEqual([]);
  });

  it('fails a server build that uses Object.groupBy (Node 21)', () => {
    const file = sample('node-new', 'export const a = Object.groupBy([1], (v) => v);\n');
    expect(nodeProblems([file])).toEqual([expect.stringMatching(/ObjectGroupBy/)]);
  });
});
