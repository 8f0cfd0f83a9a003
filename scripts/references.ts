import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import ts from 'typescript';

/*
 * The documents and the code comments name only what exists. A path, a file or a function that a change renamed
 * or removed, left behind in a sentence, sends the next reader looking for what is gone, and no test notices it:
 * this check does (`npm run references`, in `npm run check` and `npm test`).
 *
 * What it reads: every Markdown file of the repository (CHANGELOG.md only down to its first released version: a
 * released entry tells what was true on its day), and the comments of the code in CODE_FOLDERS. What it finds:
 * - a path under a top folder of the repository, or a Markdown link's target (from the file's folder), that leads
 *   to nothing. In a path, `<name>`, `{name}`, `*` and `{a,b}` stand for any part; a path without an extension
 *   may be the start of one (a test filter, a module named without `.ts`); ignored paths (dist/) are not checked;
 * - a file name with an extension of FILE_NAME (in backticks, or in lower case in the text) that no file of the
 *   repository has and no string of the code names (a file the build writes);
 * - a name in backticks that looks like code (camelCase, PascalCase with two capitals, or called with `()`),
 *   which no code of the repository declares or uses, no dependency's type declarations hold and ALLOWED does not
 *   list;
 * - a decision cited by a number that no file of docs/decisions/ starts with: `docs/decisions/0042` (the form a
 *   comment cites one in: four digits, its file `docs/decisions/0042-<title>.md`) or "decision 42" in a sentence.
 * A name struck through, ~~`name`~~, is gone on purpose (a decision telling what it removed) and not checked.
 */

/** The folders whose comments are read. */
const CODE_FOLDERS = ['src', 'widgets', 'server', 'demo', 'scripts', 'test', 'bench'];
const CODE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
/** A file name worth checking: a source or document extension, so that ordinary words are never taken for one. */
const FILE_NAME = /^[\w.*<>@-]+\.(ts|tsx|mjs|js|json|md|css|yaml)$/;

/**
 * Names of other projects that the documents mention and their type declarations do not hold (the names in
 * node_modules' declarations need no line here: React's, the DOM's, Node's, Vitest's, Playwright's). A name of
 * ours never goes here: rename it in the text instead.
 */
const ALLOWED = new Set([
  'BaseAPI', // OpenAPI Generator's typescript-fetch client, which HttpClient follows
  'ArrayPrototypeGroup', // an es-check feature name
  'createI18nWrapper', // react-i18next's internals, seen in a profile
  'clearContainer', // react-dom's internals
  'addField', // a CMS's own form code, in the embedding guide's example
  'showErrors',
  'strictTemplates', // vue-tsc's option
  'tsconfig.app.json', // a Vite host project's files
  'tsconfig.node.json',
]);

type Kind = 'path' | 'file name' | 'symbol' | 'decision';

interface StaleReference {
  /** Where it is written, `path:line`. */
  at: string;
  name: string;
  kind: Kind;
}

/** What the repository holds, as the rules look it up. */
interface Repository {
  /** Every file and folder, relative to the root with `/`, a folder without a trailing slash. */
  entries: Set<string>;
  /** The paths not checked: build output, caches, what .gitignore names. */
  ignored: Set<string>;
  /** The name of every file, and every file name in the code's strings (what the build writes, for one). */
  fileNames: Set<string>;
  /** Every name the code declares or uses, every word of its strings, its JSON and YAML, its dependencies' types. */
  symbols: Set<string>;
  /** The numbers of the decisions, four digits each, as their files' names in docs/decisions/ start. */
  decisions: Set<string>;
}

/** A line of a document or of a comment. */
interface Line {
  file: string;
  line: number;
  text: string;
}

/** Every stale reference in the documents and the code comments under `root`. */
export function staleReferences(root: string): StaleReference[] {
  const ignored = ignoredPaths(root);
  const { files, folders } = walk(root, ignored);
  const read = (file: string) => readFileSync(join(root, file), 'utf8');
  const code = files
    .filter((file) => CODE.test(file))
    .map((file) => ({ file, ...scanCode(file, read(file)) }));
  const data = files.filter((file) => /\.(json|ya?ml)$/.test(file) && !file.endsWith('package-lock.json'));
  const repository: Repository = {
    entries: new Set([...files, ...folders]),
    ignored,
    fileNames: new Set([
      ...files.map((file) => posix.basename(file)),
      ...code.flatMap((one) => one.fileNames),
    ]),
    symbols: new Set([
      ...code.flatMap((one) => one.names),
      ...data.flatMap((file) => words(read(file))),
      ...dependencyWords(root),
    ]),
    decisions: new Set(files.flatMap((file) => DECISION_FILE.exec(file)?.[1] ?? [])),
  };
  const lines = [
    ...files.filter((file) => file.endsWith('.md')).flatMap((file) => markdownLines(file, read(file))),
    ...code
      .filter((one) => CODE_FOLDERS.includes(one.file.split('/')[0]!))
      .flatMap((one) => one.comments.map((comment) => ({ file: one.file, ...comment }))),
  ];
  return lines.flatMap((line) => referencesIn(line, repository));
}

/** The paths .gitignore names plainly (build output, caches), node_modules and .git. */
function ignoredPaths(root: string): Set<string> {
  const file = join(root, '.gitignore');
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
  const plain = lines.filter((line) => /^[\w./-]+$/.test(line)).map((line) => line.replace(/^\/|\/$/g, ''));
  return new Set(['.git', 'node_modules', ...plain]);
}

/** The repository's files and folders, relative to `root`, without the ignored ones (a bare name at any depth). */
function walk(root: string, ignored: Set<string>, folder = ''): { files: string[]; folders: string[] } {
  const files: string[] = [];
  const folders: string[] = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (ignored.has(path) || ignored.has(entry.name)) continue;
    if (!entry.isDirectory()) {
      files.push(path);
      continue;
    }
    const inner = walk(root, ignored, path);
    files.push(...inner.files);
    folders.push(path, ...inner.folders);
  }
  return { files, folders };
}

const words = (text: string) => text.match(/[A-Za-z_$][\w$]*/g) ?? [];

/** Every word of the type declarations of the project's dependencies (TypeScript's: the DOM and the language). */
function dependencyWords(root: string): string[] {
  const file = join(root, 'package.json');
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<
    string,
    Record<string, string> | undefined
  >;
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
    .flatMap((name) => declarationFiles(join(root, 'node_modules', name)))
    .flatMap((declarations) => words(readFileSync(declarations, 'utf8')));
}

/** A package's `.d.ts` files, without those of the packages in a node_modules of its own. */
function declarationFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : declarationFiles(path);
    return /\.d\.[mc]?ts$/.test(entry.name) ? [path] : [];
  });
}

const { SyntaxKind } = ts;

/** The tokens after which a `/` divides; after any other, it starts a regular expression. */
const OPERAND_ENDS = new Set([
  SyntaxKind.Identifier,
  SyntaxKind.PrivateIdentifier,
  SyntaxKind.CloseParenToken,
  SyntaxKind.CloseBracketToken,
  SyntaxKind.NumericLiteral,
  SyntaxKind.BigIntLiteral,
  SyntaxKind.StringLiteral,
  SyntaxKind.NoSubstitutionTemplateLiteral,
  SyntaxKind.TemplateTail,
  SyntaxKind.ThisKeyword,
]);

/** The tokens whose text the code names (a cookie `LoginToken=…`, a key, an event). */
const STRINGS = new Set([
  SyntaxKind.StringLiteral,
  SyntaxKind.NoSubstitutionTemplateLiteral,
  SyntaxKind.TemplateHead,
  SyntaxKind.TemplateMiddle,
  SyntaxKind.TemplateTail,
]);

/**
 * A module's names (its identifiers and the words of its strings), the file names in its strings, and its
 * comments line by line. TypeScript's scanner reads the tokens, several times quicker than a parse of every module
 * (the comments it finds are the same in this repository); it needs the two hints a parser would give: whether a
 * `/` starts a regular expression, and where a template's `${…}` ends (a `//` in either is no comment).
 */
function scanCode(
  file: string,
  text: string,
): { names: string[]; fileNames: string[]; comments: Omit<Line, 'file'>[] } {
  const variant = /\.[jt]sx$/.test(file) ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, text);
  const names: string[] = [];
  const fileNames: string[] = [];
  const comments: Omit<Line, 'file'>[] = [];
  /** For each open `{`, whether it is a template's `${`. */
  const braces: boolean[] = [];
  let previous = SyntaxKind.Unknown;
  let line = 1;
  let counted = 0;
  /** The line of a position at or after the last one asked for. */
  const lineAt = (position: number) => {
    for (; counted < position; counted++) if (text.charCodeAt(counted) === 10) line++;
    return line;
  };
  for (let kind = scanner.scan(); kind !== SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === SyntaxKind.SingleLineCommentTrivia || kind === SyntaxKind.MultiLineCommentTrivia) {
      const first = lineAt(scanner.getTokenStart());
      const lines = scanner.getTokenText().split('\n');
      lines.forEach((text, offset) => comments.push({ line: first + offset, text }));
      continue;
    }
    if (kind === SyntaxKind.WhitespaceTrivia || kind === SyntaxKind.NewLineTrivia) continue;
    if (
      (kind === SyntaxKind.SlashToken || kind === SyntaxKind.SlashEqualsToken) &&
      !OPERAND_ENDS.has(previous)
    )
      kind = scanner.reScanSlashToken();
    if (kind === SyntaxKind.TemplateHead || kind === SyntaxKind.OpenBraceToken)
      braces.push(kind === SyntaxKind.TemplateHead);
    else if (kind === SyntaxKind.CloseBraceToken && braces.pop()) {
      kind = scanner.reScanTemplateToken(false);
      if (kind === SyntaxKind.TemplateMiddle) braces.push(true);
    }
    if (kind === SyntaxKind.Identifier || kind === SyntaxKind.PrivateIdentifier)
      names.push(scanner.getTokenValue());
    else if (STRINGS.has(kind)) {
      names.push(...words(scanner.getTokenValue()));
      fileNames.push(...(scanner.getTokenValue().match(/[\w.-]+\.\w+(?![\w/])/g) ?? []));
    }
    previous = kind;
  }
  return { names, fileNames, comments };
}

/** A Markdown file's lines; CHANGELOG.md's only down to its first released version, which tells its own day. */
function markdownLines(file: string, text: string): Line[] {
  const lines = text.split('\n');
  const released = file === 'CHANGELOG.md' ? lines.findIndex((line) => /^## \d/.test(line)) : -1;
  return lines
    .slice(0, released === -1 ? lines.length : released)
    .map((text, index) => ({ file, line: index + 1, text }));
}

/** The stale references on one line, each name once. */
function referencesIn(line: Line, repository: Repository): StaleReference[] {
  const text = line.text.replace(/~~.+?~~/g, ''); // struck through: gone on purpose
  const found = new Map<string, Kind>();
  for (const path of paths(text, line.file))
    if (!DECISION_PATH.test(path) && !pathExists(path, repository)) found.set(path, 'path');
  for (const { name, number } of decisionsCited(text))
    if (!repository.decisions.has(number)) found.set(name, 'decision');
  for (const name of fileNames(text))
    if (!fileNameExists(name, repository) && !ALLOWED.has(name)) found.set(name, 'file name');
  for (const span of codeSpans(text)) {
    for (const name of symbols(span))
      if (!repository.symbols.has(name) && !ALLOWED.has(name)) found.set(name, 'symbol');
  }
  return [...found].map(([name, kind]) => ({ at: `${line.file}:${line.line}`, name, kind }));
}

/** A decision's file: its number in four digits, then its short title. */
const DECISION_FILE = /^docs\/decisions\/(\d{4})-[^/]+\.md$/;
/** A decision cited by its number as a path, `docs/decisions/0042`: checked by its number, not as a path. */
const DECISION_PATH = /^docs\/decisions\/\d+$/;

/**
 * The decisions a line cites: `docs/decisions/0042` (its number must be written in four digits, as the file's name
 * starts; named by the path) and "decision 42" or "decisions 42, …" in a sentence (the first number of a list;
 * named by the number).
 */
function decisionsCited(text: string): { name: string; number: string }[] {
  return [...text.matchAll(/(?<![\w./-])docs\/decisions\/(\d+)(?![\w-])|\b[Dd]ecisions? (\d+)\b/g)].map(
    ([cited, path, sentence]) =>
      path === undefined
        ? { name: sentence!, number: sentence!.padStart(4, '0') }
        : { name: cited, number: path },
  );
}

/**
 * A run of path characters with a `/` in it, not inside an address or another path (`/de/`, `https://…`,
 * `@types/react`, `react-dom/server`). `{a,b}` is one part.
 */
const PATH = /(?<![\w./:@$<>-])(?:[\w.*<>@-]|\{[\w.,*-]*\})+(?:\/(?:[\w.*<>@-]|\{[\w.,*-]*\})*)+/g;

/**
 * The paths a line names, from the root: a Markdown link's target, from the link's folder; and every path that
 * starts with a top folder of the repository (`./react`, `../x` outside a link are a package's subpaths or a host
 * project's files more often than ours).
 */
function paths(text: string, file: string): string[] {
  const links = file.endsWith('.md')
    ? [...text.matchAll(/\]\(([^)\s#]+)/g)]
        .map((match) => match[1]!)
        .filter((target) => !/^[a-z][a-z\d+.-]*:/i.test(target))
        .map((target) => posix.join(posix.dirname(file), decodeURI(target)))
    : [];
  const named = [...text.matchAll(PATH)]
    .map((match) => match[0].replace(/[.,:;]+$/, ''))
    .filter((path) => !path.startsWith('.') && !path.includes('...'));
  return [...new Set([...links, ...named])];
}

/** Whether a path names something: a file or folder, one a pattern matches, or one a path without extension starts. */
function pathExists(path: string, { entries, ignored }: Repository): boolean {
  const bare = path.replace(/\/$/, '');
  const [top = ''] = bare.split('/');
  // Not a repository path (a package's, a URL's) unless under a top folder there is, or one the check reads.
  if (!entries.has(top) && !CODE_FOLDERS.includes(top) && top !== 'docs') return true;
  if ([...ignored].some((one) => bare === one || bare.startsWith(`${one}/`))) return true; // built, not checked
  if (entries.has(bare)) return true;
  if (/[*<{]/.test(bare)) {
    const pattern = glob(bare);
    return [...entries].some((entry) => pattern.test(entry));
  }
  return !/\.\w+$/.test(posix.basename(bare)) && [...entries].some((entry) => entry.startsWith(bare));
}

/** Whether a file of the repository has the name; `.module.ts` is the end of one. */
function fileNameExists(name: string, { fileNames }: Repository): boolean {
  const pattern = name.startsWith('.') ? `*${name}` : name;
  if (!/[*<{]/.test(pattern)) return fileNames.has(pattern);
  const matches = glob(pattern);
  return [...fileNames].some((fileName) => matches.test(fileName));
}

/** A path pattern as a regular expression over whole paths: `**`, `*`, `<part>`, `{part}`, `{a,b}`. */
function glob(pattern: string): RegExp {
  const source = pattern
    .split(/(\*\*\/?|\*|<[^>]*>|\{[^}]*\})/)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.+?^$()|[\]\\]/g, '\\$&');
      if (part.startsWith('**')) return '(?:.*/)?';
      if (part.startsWith('{') && part.includes(',')) return `(?:${part.slice(1, -1).split(',').join('|')})`;
      return '[^/]*';
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The file names on a line, outside a path: each word of a code span (`*.api.ts`, `<name>.config.ts`), and in the
 * text those in lower case (the name of a runtime or a framework that ends in .js starts with a capital).
 */
function fileNames(text: string): string[] {
  const inSpans = codeSpans(text).flatMap((span) => span.split(/[\s'"(),]+/));
  const inText = text.replace(/`[^`]+`/g, '').match(/(?<![\w./@*<>-])[a-z][\w.-]*(?![\w./(-])/g) ?? [];
  return [...inSpans, ...inText].filter((name) => FILE_NAME.test(name));
}

/** The text of each code span on a line. */
function codeSpans(text: string): string[] {
  return [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!.trim());
}

/**
 * The names to look up in a code span that is a symbol, a member, a call or a generic type (`a.b`, `a()`,
 * `A<T>`): those that look like code (camelCase, PascalCase with two capitals) and the one called.
 */
function symbols(span: string): string[] {
  const match = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(\(.*\)|<.*>)?$/.exec(span);
  if (!match) return [];
  const parts = match[1]!.split('.');
  const called = match[2]?.startsWith('(') ?? false;
  return parts.filter((part, index) => (called && index === parts.length - 1) || looksLikeCode(part));
}

/** camelCase (`useT`, `postJson`; not `iOS`) or PascalCase with two capitals (`HttpClient`, `HTMLElement`). */
const looksLikeCode = (name: string) =>
  /^[a-z]{2,}[a-z\d]*[A-Z][\w$]*$/.test(name) ||
  (/^[A-Z][\w$]*[a-z]/.test(name) && /^[A-Z].*[A-Z]/.test(name));
