/**
 * Writes dist/custom-elements.json (Custom Elements Manifest, schema 2.1.0) from the JSDoc on the element
 * classes in widgets/<name>/<name>.element.ts. Tags read: @summary, @tag, @attr {type} name - text,
 * @prop {type} name - text, @event {type} name - text, @cssprop name - text, @csspart name - text,
 * @slot name - text. The class description is the JSDoc text before the tags.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// A string, not a URL object: under happy-dom `URL` is the window's, which fileURLToPath refuses.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Named {
  name: string;
  description?: string;
  type?: { text: string };
}

export interface ElementDoc {
  kind: 'class';
  customElement: true;
  name: string;
  tagName: string;
  summary?: string;
  description?: string;
  attributes: Named[];
  members: (Named & { kind: 'field'; attribute?: string })[];
  events: Named[];
  cssProperties: Named[];
  cssParts: Named[];
  slots: Named[];
}

const NAME_AND_TEXT = /^([\w-]+)\s*(?:-\s*)?([\s\S]*)$/;

/** Splits a leading `{type}` off, counting braces: event types like `CustomEvent<{ a: string }>` nest. */
function splitType(text: string): [type: string | undefined, rest: string] {
  if (!text.startsWith('{')) return [undefined, text];
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    if (text[index] === '{') depth++;
    if (text[index] === '}' && --depth === 0)
      return [text.slice(1, index).trim(), text.slice(index + 1).trim()];
  }
  throw new Error(`Unbalanced braces in JSDoc type: ${text}`);
}

function parseNamed(text: string): Named {
  const [type, rest] = splitType(text.trim());
  const match = NAME_AND_TEXT.exec(rest);
  if (!match) throw new Error(`Cannot read JSDoc tag text: ${text}`);
  const [, name, description] = match;
  return {
    name: name!,
    ...(description?.trim() ? { description: description.trim().replace(/\s+/g, ' ') } : {}),
    ...(type ? { type: { text: type } } : {}),
  };
}

function commentText(comment: string | ts.NodeArray<ts.JSDocComment> | undefined): string {
  if (comment === undefined) return '';
  return typeof comment === 'string' ? comment : comment.map((part) => part.text).join('');
}

function camelCase(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

/** Reads the documented element classes of one source file. */
export function documentElements(fileName: string, source: string): ElementDoc[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const elements: ElementDoc[] = [];
  file.forEachChild((node) => {
    if (!ts.isClassDeclaration(node) || !node.name) return;
    const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
    const tags = docs.flatMap((doc) => [...(doc.tags ?? [])]);
    const tagName = tags.find((tag) => tag.tagName.text === 'tag');
    if (!tagName) return;
    const all = (name: string) =>
      tags.filter((tag) => tag.tagName.text === name).map((tag) => parseNamed(commentText(tag.comment)));
    const attributes = all('attr');
    const element: ElementDoc = {
      kind: 'class',
      customElement: true,
      name: node.name.text,
      tagName: commentText(tagName.comment).trim(),
      attributes,
      // Every attribute is also a string property (r2wc), plus any documented @prop.
      members: [
        ...attributes.map((attribute) => ({
          kind: 'field' as const,
          name: camelCase(attribute.name),
          attribute: attribute.name,
          type: { text: 'string | undefined' },
          ...(attribute.description ? { description: attribute.description } : {}),
        })),
        ...all('prop').map((prop) => ({ kind: 'field' as const, ...prop })),
      ],
      events: all('event'),
      cssProperties: all('cssprop'),
      cssParts: all('csspart'),
      slots: all('slot'),
    };
    const summary = tags.find((tag) => tag.tagName.text === 'summary');
    if (summary) element.summary = commentText(summary.comment).trim();
    const description = docs
      .map((doc) => commentText(doc.comment))
      .join('\n')
      .trim();
    if (description) element.description = description.replace(/\s*\n\s*/g, ' ');
    elements.push(element);
  });
  return elements;
}

export function buildManifest(root = ROOT) {
  const widgets = join(root, 'widgets');
  const modules = readdirSync(widgets, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(widgets, entry.name, `${entry.name}.element.ts`))
    .filter((path) => existsSync(path))
    .sort()
    .map((path) => {
      const modulePath = relative(root, path).split('\\').join('/');
      const declarations = documentElements(path, readFileSync(path, 'utf8'));
      return {
        kind: 'javascript-module',
        path: modulePath,
        declarations,
        exports: declarations.map((declaration) => ({
          kind: 'custom-element-definition',
          name: declaration.tagName,
          declaration: { name: declaration.name, module: modulePath },
        })),
      };
    });
  return { schemaVersion: '2.1.0', readme: 'README.md', modules };
}
