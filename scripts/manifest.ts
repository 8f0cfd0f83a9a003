/**
 * Builds dist/custom-elements.json (Custom Elements Manifest, schema 2.1.0) from the JSDoc on the element
 * classes in widgets/<name>/<name>.element.ts. Tags read, in the syntax of the CEM analyzer:
 *
 * - `@summary text`, `@tag name`; the class description is the JSDoc text before the tags.
 * - `@attr {type} name - text`, or `@attr {type} [name=default] - text` when the attribute has a default.
 *   As the schema says, an attribute's default is its text (`DE`); a boolean attribute has none (absent is
 *   off). Every attribute but `lang` is also a property (r2wc) that sets the attribute when assigned; the
 *   property's default is a JS literal (`'DE'`, `false`).
 * - `@prop {type} name - text` for a property without an attribute.
 * - `@event {type} name - text`, `@csspart name - text`, `@slot name - text`.
 * - `@cssprop [--name=default] - text`; and `@kitTokens` when the element's shadow root adopts the kit
 *   stylesheet: then every `--sw-*` token of src/ui/tokens.css is listed too, with the default found there.
 *
 * The manifest describes the published package: one module, the entry dist/storefront-widgets.js, which
 * defines every element. scripts/manifest.test.ts checks it against the attribute parsers, the event map,
 * the CSS and the published TypeScript declarations.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// A string, not a URL object: under happy-dom `URL` is the window's, which fileURLToPath refuses.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The module every element comes from, relative to the package root. */
export const ENTRY_MODULE = 'dist/storefront-widgets.js';

interface Named {
  name: string;
  description?: string;
  type?: { text: string };
  default?: string;
}

interface Attribute extends Named {
  fieldName?: string;
}

interface Field extends Named {
  kind: 'field';
  attribute?: string;
  reflects?: boolean;
}

export interface ElementDoc {
  kind: 'class';
  customElement: true;
  name: string;
  tagName: string;
  superclass: { name: 'HTMLElement'; package: 'global:' };
  summary?: string;
  description?: string;
  attributes: Attribute[];
  members: Field[];
  events: Named[];
  cssProperties: Named[];
  cssParts: Named[];
  slots: Named[];
}

/** What each kit token is for; a token missing here still appears, with a general description. */
const KIT_TOKEN_USES: Record<string, string> = {
  '--sw-font-family': 'Font of all text.',
  '--sw-font-size': 'Base font size.',
  '--sw-line-height': 'Base line height.',
  '--sw-color-text': 'Text colour.',
  '--sw-color-text-muted': 'Colour of hints and secondary text.',
  '--sw-color-surface': 'Background of fields, panels and blocks.',
  '--sw-color-surface-muted': 'Muted background (footer, disabled buttons).',
  '--sw-color-border': 'Border colour of fields and panels.',
  '--sw-color-link': 'Link colour.',
  '--sw-color-focus': 'Focus outline colour.',
  '--sw-color-primary': 'Background of primary buttons (the submit button).',
  '--sw-color-on-primary': 'Text colour on primary buttons.',
  '--sw-color-activating': 'Activating buttons ("Preview settings").',
  '--sw-color-sale': 'Sale buttons and accents.',
  '--sw-color-community': 'Community buttons.',
  '--sw-color-omnichannel': 'Omnichannel buttons.',
  '--sw-color-success': 'Valid fields and success messages.',
  '--sw-color-success-surface': 'Background of success messages.',
  '--sw-color-error': 'Field errors and error messages.',
  '--sw-color-error-surface': 'Background of error messages.',
  '--sw-color-warning': 'Warning messages.',
  '--sw-color-warning-surface': 'Background of warning messages.',
  '--sw-color-info': 'Information messages.',
  '--sw-color-info-surface': 'Background of information messages.',
  '--sw-radius': 'Corner radius.',
  '--sw-space': 'Spacing unit.',
  '--sw-duration': 'Transition duration (0 ms under prefers-reduced-motion).',
  '--sw-shadow': 'Shadow of the modal.',
};

/** The public tokens of the kit stylesheet and their defaults: `--_x: var(--sw-x, default);`. */
export function kitTokens(css: string): { name: string; default: string }[] {
  return [...css.matchAll(/--_[\w-]+:\s*var\((--sw-[\w-]+),\s*([^;]+)\);/g)].map((match) => ({
    name: match[1]!,
    default: match[2]!.trim(),
  }));
}

/** Splits a leading `{type}` or `[name=default]` off, counting brackets: both may nest. */
function splitBracketed(
  text: string,
  open: string,
  close: string,
): [inner: string | undefined, rest: string] {
  if (!text.startsWith(open)) return [undefined, text];
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    if (text[index] === open) depth++;
    if (text[index] === close && --depth === 0)
      return [text.slice(1, index).trim(), text.slice(index + 1).trim()];
  }
  throw new Error(`Unbalanced ${open}${close} in JSDoc tag: ${text}`);
}

const NAME_AND_TEXT = /^([\w-]+)\s*(?:-\s*)?([\s\S]*)$/;
const DESCRIPTION = /^(?:-\s*)?([\s\S]*)$/;

function parseNamed(text: string): Named {
  const [type, afterType] = splitBracketed(text.trim(), '{', '}');
  const [optional, afterName] = splitBracketed(afterType, '[', ']');
  let name: string;
  let description: string;
  let fallback: string | undefined;
  if (optional !== undefined) {
    const equals = optional.indexOf('=');
    name = (equals === -1 ? optional : optional.slice(0, equals)).trim();
    fallback = equals === -1 ? undefined : optional.slice(equals + 1).trim();
    description = DESCRIPTION.exec(afterName)![1]!;
  } else {
    const match = NAME_AND_TEXT.exec(afterName);
    if (!match) throw new Error(`Cannot read JSDoc tag text: ${text}`);
    name = match[1]!;
    description = match[2]!;
  }
  if (!/^[\w-]+$/.test(name)) throw new Error(`Not a name in JSDoc tag: ${text}`);
  return {
    name,
    ...(description.trim() ? { description: description.trim().replace(/\s+/g, ' ') } : {}),
    ...(type ? { type: { text: type } } : {}),
    ...(fallback !== undefined ? { default: fallback } : {}),
  };
}

function commentText(comment: string | ts.NodeArray<ts.JSDocComment> | undefined): string {
  if (comment === undefined) return '';
  return typeof comment === 'string' ? comment : comment.map((part) => part.text).join('');
}

function camelCase(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

/** A property's default as a JS literal: `false` for a boolean, the attribute's default quoted otherwise. */
function fieldDefault(attribute: Attribute): { default?: string } {
  if (attribute.type?.text === 'boolean') return { default: 'false' };
  return attribute.default === undefined ? {} : { default: `'${attribute.default}'` };
}

/** The element's own CSS properties first; then the kit tokens it does not describe itself. */
function withKitTokens(own: Named[], kit: { name: string; default: string }[]): Named[] {
  const byName = new Map(kit.map((token) => [token.name, token.default]));
  const listed = own.map((property) =>
    property.default === undefined && byName.has(property.name)
      ? { ...property, default: byName.get(property.name)! }
      : property,
  );
  const rest = kit
    .filter((token) => !own.some((property) => property.name === token.name))
    .map((token) => ({
      name: token.name,
      description: KIT_TOKEN_USES[token.name] ?? 'Design token of the kit (README, Theming tokens).',
      default: token.default,
    }));
  return [...listed, ...rest];
}

/** Reads the documented element classes of one source file; `kitCss` is src/ui/tokens.css. */
export function documentElements(fileName: string, source: string, kitCss = ''): ElementDoc[] {
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
    const attributes: Attribute[] = all('attr').map((attribute) =>
      // `lang` is HTMLElement's own property, not one of ours.
      attribute.name === 'lang' ? attribute : { ...attribute, fieldName: camelCase(attribute.name) },
    );
    const ownCssProperties = all('cssprop');
    const usesKit = tags.some((tag) => tag.tagName.text === 'kitTokens');
    const element: ElementDoc = {
      kind: 'class',
      customElement: true,
      name: node.name.text,
      tagName: commentText(tagName.comment).trim(),
      superclass: { name: 'HTMLElement', package: 'global:' },
      attributes,
      members: [
        ...attributes
          .filter((attribute) => attribute.fieldName)
          .map((attribute) => ({
            kind: 'field' as const,
            name: attribute.fieldName!,
            attribute: attribute.name,
            reflects: true,
            ...(attribute.type ? { type: attribute.type } : {}),
            ...fieldDefault(attribute),
            ...(attribute.description ? { description: attribute.description } : {}),
          })),
        ...all('prop').map((prop) => ({ kind: 'field' as const, ...prop })),
      ],
      events: all('event'),
      cssProperties: usesKit ? withKitTokens(ownCssProperties, kitTokens(kitCss)) : ownCssProperties,
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

/** The element files, widgets/<name>/<name>.element.ts, in name order. */
export function elementFiles(root = ROOT): string[] {
  const widgets = join(root, 'widgets');
  return readdirSync(widgets, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(widgets, entry.name, `${entry.name}.element.ts`))
    .filter((path) => existsSync(path))
    .sort();
}

export function buildManifest(root = ROOT) {
  const kitCss = readFileSync(join(root, 'src/ui/tokens.css'), 'utf8');
  const declarations = elementFiles(root).flatMap((path) =>
    documentElements(path, readFileSync(path, 'utf8'), kitCss),
  );
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module' as const,
        path: ENTRY_MODULE,
        summary: 'The bundle entry: loading it defines every element.',
        declarations,
        exports: declarations.map((declaration) => ({
          kind: 'custom-element-definition' as const,
          name: declaration.tagName,
          declaration: { name: declaration.name, module: ENTRY_MODULE },
        })),
      },
    ],
  };
}
