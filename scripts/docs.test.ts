// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REDUCED_FOOTER_COOKIE_MARKERS } from '../src/platform/cookies.ts';

/*
 * The documents hold together. README.md stays the integrator's short entry, and the text it leads to is in the
 * guides of docs/guides/. Every relative link of the README, CONTRIBUTING.md and the guides leads to a file of the
 * repository (and, with an anchor, to a heading of it); the README and the documents the package ships link only
 * to files the package ships, so that a reader of node_modules/storefront-widgets finds them too.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const README_MAX_LINES = 450;

const markdownIn = (folder: string) =>
  readdirSync(join(ROOT, folder))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `${folder}/${name}`);
const GUIDES = markdownIn('docs/guides');
/** The rest of docs/: the map, the design pages, the decisions and the benchmark (not shipped). */
const DOCS = [...markdownIn('docs'), ...markdownIn('docs/design'), ...markdownIn('docs/decisions')];

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** The documents that say how things are now: all but the history (the decisions, the benchmark's runs). */
const CURRENT = ['README.md', 'CONTRIBUTING.md', ...GUIDES, ...DOCS].filter(
  (path) => !path.startsWith('docs/decisions') && path !== 'docs/benchmark.md',
);

/** The documents that say which cookies make the footer reduced. */
const LISTING_REDUCED_FOOTER_COOKIES = [
  'README.md',
  'docs/guides/embedding.md',
  'docs/guides/fragments.md',
  'docs/design/footer.md',
  'docs/design/server-render.md',
  'docs/design/services.md',
];

/**
 * The current documents that name the reduced footer's cookie markers otherwise than `markers` are: each one
 * listing them, and each naming one of them, must name them all, as "`a` or `b`".
 */
function reducedFooterCookieProblems(markers: readonly string[]): string[] {
  const listed = markers.map((marker) => `\`${marker}\``).join(' or ');
  return CURRENT.flatMap((path) => {
    const text = read(path).replace(/\s+/g, ' ');
    const names =
      LISTING_REDUCED_FOOTER_COOKIES.includes(path) ||
      markers.some((marker) => text.includes(`\`${marker}\``));
    return names && !text.includes(listed)
      ? [`${path} does not name the reduced footer's cookies as ${listed}`]
      : [];
  });
}

interface Link {
  /** The repository path the link leads to. */
  file: string;
  /** The anchor after `#`, if any. */
  anchor?: string;
  /** Where it is written, `path:line`. */
  at: string;
}

/** The text outside fenced code blocks, line by line (a fenced line is left empty, so line numbers hold). */
function prose(text: string): string[] {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (line.startsWith('```')) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/** Every relative link of a Markdown document (inline `[text](target)` and reference `[label]: target`). */
function relativeLinks(path: string, text = read(path)): Link[] {
  const links: Link[] = [];
  prose(text).forEach((line, index) => {
    const targets = [
      ...[...line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!),
      ...[...line.matchAll(/^\s*\[[^\]]+\]:\s+(\S+)/g)].map((match) => match[1]!),
    ];
    for (const target of targets) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:, …
      const [file = '', anchor] = target.split('#');
      links.push({
        file: file === '' ? path : normalize(join(dirname(path), decodeURI(file))),
        ...(anchor ? { anchor } : {}),
        at: `${path}:${index + 1}`,
      });
    }
  });
  return links;
}

/** A heading's anchor as GitHub writes it: lower case, no punctuation but `-` and `_`, spaces as `-`. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown document's headings, with GitHub's `-1`, `-2` for repeated ones. */
function anchors(path: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const line of prose(read(path))) {
    const heading = /^#{1,6} (.+)$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count ? `${base}-${count}` : base);
  }
  return found;
}

/** Each link that leads nowhere: no such file, or no such heading in it. */
function brokenLinks(paths: string[]): string[] {
  return paths.flatMap((path) =>
    relativeLinks(path).flatMap((link) => {
      if (!existsSync(join(ROOT, link.file))) return [`${link.at}: ${link.file} does not exist`];
      if (link.anchor && link.file.endsWith('.md') && !anchors(link.file).has(link.anchor))
        return [`${link.at}: ${link.file} has no heading #${link.anchor}`];
      return [];
    }),
  );
}

describe('the documents', () => {
  it(`README.md is the short entry: at most ${README_MAX_LINES} lines`, () => {
    const lines = read('README.md').split('\n').length - 1;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('reads links and anchors as GitHub does', () => {
    const text = [
      'See [a](../guides/x.md#the-package), [b](#top), [c](https://example.com) and [d](y.md).',
      '```md',
      '[not a link](fenced.md)',
      '```',
      '[ref]: z.md',
    ].join('\n');
    expect(relativeLinks('docs/guides/w.md', text)).toEqual([
      { file: 'docs/guides/x.md', anchor: 'the-package', at: 'docs/guides/w.md:1' },
      { file: 'docs/guides/w.md', anchor: 'top', at: 'docs/guides/w.md:1' },
      { file: 'docs/guides/y.md', at: 'docs/guides/w.md:1' },
      { file: 'docs/guides/z.md', at: 'docs/guides/w.md:5' },
    ]);
    expect(slug('`<preview-panel>` (staff)')).toBe('preview-panel-staff');
    expect(slug('Middleware: a header on every call, an answer when the network fails')).toBe(
      'middleware-a-header-on-every-call-an-answer-when-the-network-fails',
    );
    expect(slug('Deploying `dist/`')).toBe('deploying-dist');
  });

  it('link, in the README, CONTRIBUTING.md and the guides, only to files and headings that exist', () => {
    expect(brokenLinks(['README.md', 'CONTRIBUTING.md', ...GUIDES, ...DOCS])).toEqual([]);
  });

  it("name the reduced footer's cookies as src/platform/cookies.ts has them (REDUCED_FOOTER_COOKIE_MARKERS)", () => {
    expect(reducedFooterCookieProblems(REDUCED_FOOTER_COOKIE_MARKERS)).toEqual([]);
    // A marker more (or one renamed): every document that lists them is out of date until it names it.
    const more = [...REDUCED_FOOTER_COOKIE_MARKERS, 'appMode'];
    const listed = more.map((marker) => `\`${marker}\``).join(' or ');
    expect(reducedFooterCookieProblems(more)).toEqual(
      LISTING_REDUCED_FOOTER_COOKIES.map(
        (path) => `${path} does not name the reduced footer's cookies as ${listed}`,
      ),
    );
  });

  it('that the package ships link only to files it ships: the README and the guides work in node_modules too', () => {
    const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const [result] = JSON.parse(output) as [{ files: { path: string }[] }];
    const packed = new Set(result.files.map((file) => file.path));
    const shippedDocuments = [...packed].filter((path) => path.endsWith('.md'));
    expect(shippedDocuments).toEqual(expect.arrayContaining(['README.md', ...GUIDES]));
    const outside = shippedDocuments.flatMap((path) =>
      relativeLinks(path)
        .filter((link) => !packed.has(link.file))
        .map((link) => `${link.at}: ${link.file} is not in the package`),
    );
    expect(outside).toEqual([]);
  }, 60_000);
});
