/**
 * Builds dist/custom-elements.json (Custom Elements Manifest, schema 2.1.0) from each element's API module,
 * widgets/<name>/<name>.api.ts (listed in widgets/apis.ts), and the attribute parsers it documents:
 *
 * - the class is `<Name>Element`, with the API's summary and description;
 * - each attribute has the parser's type (`boolean`, `string`, or the union of an enumerated one) and, as the
 *   schema says, its default as text (`DE`); a boolean attribute has none (absent is off). Every attribute but
 *   `lang` is also a property (r2wc) that sets the attribute when assigned; the property's default is a JS
 *   literal (`'DE'`, `false`);
 * - read-only properties (`release`), as fields marked `readonly`;
 * - events with their detail types spelt out, CSS parts, and CSS custom properties: the element's own first, then,
 *   when its shadow root adopts the kit stylesheet, every `--sw-*` token of src/ui/tokens.css with the default
 *   found there.
 *
 * The manifest describes the published package: one module, the entry dist/storefront-widgets.js, which
 * defines every element. scripts/manifest.test.ts checks it against the attribute parsers, the CSS and the
 * published TypeScript declarations; the event map the code dispatches with is written from the same API modules
 * (scripts/api-files.ts).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  attributeDefault,
  attributeTypeText,
  documentedAttributes,
  typeText,
  type DocumentedElement,
} from '../src/elements/element-api.ts';
import { ELEMENT_APIS } from '../widgets/apis.ts';

// A string, not a URL object: under happy-dom `URL` is the window's, which fileURLToPath refuses.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The module every element comes from, relative to the package root.
 * @internal Test seam: the tests check the manifest and package.json name the same module.
 */
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
  readonly?: boolean;
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

/** `shop-footer` → `ShopFooter`: the published types' and the manifest's name stem of an element. */
export function pascalCase(tag: string): string {
  return tag.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
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
      description:
        KIT_TOKEN_USES[token.name] ?? 'Design token of the kit (docs/guides/theming.md, Theming tokens).',
      default: token.default,
    }));
  return [...listed, ...rest];
}

/**
 * The manifest's declaration of one element; `kitCss` is src/ui/tokens.css.
 * @internal Test seam: one element's manifest entry, tested on its own.
 */
export function documentElement(element: DocumentedElement, kitCss: string): ElementDoc {
  const { api } = element;
  const attributes = documentedAttributes(element).map((attribute) => {
    const fallback = attributeDefault(attribute.parser);
    return {
      name: attribute.name,
      ...(attribute.property ? { fieldName: attribute.property } : {}),
      type: { text: attributeTypeText(attribute, false) },
      ...(fallback === undefined ? {} : { default: fallback }),
      description: attribute.description,
      // A property's default is a JS literal: `false` for a boolean, the attribute's default quoted otherwise.
      fieldDefault: attribute.parser?.kind === 'boolean' ? 'false' : fallback && `'${fallback}'`,
    };
  });
  const ownCssProperties = Object.entries(api.cssProperties).map(([name, property]) => ({
    name,
    description: property.description,
    ...(property.default === undefined ? {} : { default: property.default }),
  }));
  return {
    kind: 'class',
    customElement: true,
    name: `${pascalCase(element.tag)}Element`,
    tagName: element.tag,
    superclass: { name: 'HTMLElement', package: 'global:' },
    summary: api.summary,
    description: api.description,
    attributes: attributes.map(({ fieldDefault: _fieldDefault, ...attribute }) => attribute),
    members: [
      ...attributes
        .filter((attribute) => attribute.fieldName)
        .map((attribute) => ({
          kind: 'field' as const,
          name: attribute.fieldName!,
          attribute: attribute.name,
          reflects: true,
          type: attribute.type,
          ...(attribute.fieldDefault === undefined ? {} : { default: attribute.fieldDefault }),
          description: attribute.description,
        })),
      ...Object.entries(api.properties).map(([name, property]) => ({
        kind: 'field' as const,
        name,
        readonly: true,
        type: { text: property.type },
        description: property.description,
      })),
    ],
    events: Object.entries(api.events).map(([name, event]) => ({
      name,
      type: { text: `CustomEvent<${typeText(event.detail, false)}>` },
      description: event.description,
    })),
    cssProperties: api.kitTokens ? withKitTokens(ownCssProperties, kitTokens(kitCss)) : ownCssProperties,
    cssParts: Object.entries(api.cssParts).map(([name, description]) => ({ name, description })),
    slots: [],
  };
}

export function buildManifest(elements: readonly DocumentedElement[] = ELEMENT_APIS, root = ROOT) {
  const kitCss = readFileSync(join(root, 'src/ui/tokens.css'), 'utf8');
  const declarations = elements.map((element) => documentElement(element, kitCss));
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
