import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  attributeName,
  booleanAttribute,
  enumAttribute,
  siteAttribute,
  urlAttribute,
  type AttributeType,
} from '../src/elements/attributes.ts';
import { SITES } from '../src/sites.ts';
import { countrySwitcherDefinition } from '../widgets/country-switcher/country-switcher.element.ts';
import { newsletterSignupDefinition } from '../widgets/newsletter-signup/newsletter-signup.element.ts';
import { previewPanelDefinition } from '../widgets/preview-panel/preview-panel.element.ts';
import { shopFooterDefinition } from '../widgets/shop-footer/shop-footer.element.ts';
import { STOREFRONT_SITE, type ElementApi } from '../src/elements/element-api.ts';
import { buildManifest, documentElement, ENTRY_MODULE, kitTokens } from './manifest.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

const definitions = [
  countrySwitcherDefinition,
  newsletterSignupDefinition,
  shopFooterDefinition,
  previewPanelDefinition,
];

const manifest = buildManifest();
const declarations = manifest.modules.flatMap((module) => module.declarations);
const declarationOf = (tag: string) => {
  const declaration = declarations.find((candidate) => candidate.tagName === tag);
  if (!declaration) throw new Error(`<${tag}> is not in the manifest`);
  return declaration;
};
const elementFile = (tag: string) => join(ROOT, 'widgets', tag, `${tag}.element.ts`);
const elementFiles = definitions.map((definition) => elementFile(definition.tag));
const camel = (tag: string) => tag.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/**
 * Type-checks `checks` (a module of `export const name: Equal<A, B> = true;` lines) in a program with the
 * given root files, and returns each failing line as "name: message". Equal is exact, both ways.
 */
function failedTypeChecks(checks: string[], roots: string[]): string[] {
  const fileName = join(ROOT, 'scripts', '__manifest-type-checks__.ts');
  const text = [
    'type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;',
    ...checks,
  ].join('\n');
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    strict: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, ...rest) =>
    resolve(name) === fileName
      ? ts.createSourceFile(name, text, language)
      : getSourceFile(name, language, ...rest);
  host.fileExists = (name) => resolve(name) === fileName || fileExists(name);
  host.readFile = (name) => (resolve(name) === fileName ? text : readFile(name));
  const program = ts.createProgram([fileName, ...roots], options, host);
  const lines = text.split('\n');
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(fileName)).map((diagnostic) => {
    const line =
      diagnostic.start === undefined
        ? -1
        : diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start).line;
    const name = /export const (\w+)/.exec(lines[line] ?? '')?.[1] ?? lines[line];
    return `${name}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
}

const union = (names: string[]) => (names.length ? names.map((name) => `'${name}'`).join(' | ') : 'never');
const id = (...parts: string[]) => parts.join('__').replace(/\W/g, '_');

/** The stylesheets an element's chunk adopts, and whether the kit's is among them. */
function stylesOf(tag: string): { folders: string[]; css: string[]; kit: boolean } {
  const sources = [`widgets/${tag}/${tag}.module.ts`, `widgets/${tag}/${tag}.tsx`];
  const text = sources.map(read).join('\n');
  const css = [...text.matchAll(/from '(\.[^']+\.css)\?inline'/g)].map((match) =>
    relative(ROOT, resolve(ROOT, 'widgets', tag, match[1]!)),
  );
  return {
    css: [...new Set(css)],
    // A widget whose stylesheet an element adopts is rendered inside it (the footer holds the block and switcher).
    folders: [...new Set(css.map((path) => dirname(path)))],
    kit: /\b(uiStyles|formStyles|footerStyles)\b/.test(text),
  };
}

function partsIn(folder: string): string[] {
  return readdirSync(join(ROOT, folder))
    .filter((name) => name.endsWith('.tsx') && !name.includes('.test.'))
    .flatMap((name) =>
      [...read(join(folder, name)).matchAll(/\bpart="([\w-]+)"/g)].map((match) => match[1]!),
    );
}

describe('the custom elements manifest', () => {
  it('describes every defined element, in the one module the package exports', () => {
    expect(declarations.map((declaration) => declaration.tagName).sort()).toEqual(
      definitions.map((definition) => definition.tag).sort(),
    );
    const packageJson = JSON.parse(read('package.json')) as { exports: Record<string, { default?: string }> };
    expect(manifest.modules.map((module) => module.path)).toEqual([ENTRY_MODULE]);
    expect(`./${ENTRY_MODULE}`).toBe(packageJson.exports['.']?.default);
    expect(manifest.modules[0]!.exports.map((entry) => entry.name).sort()).toEqual(
      definitions.map((definition) => definition.tag).sort(),
    );
  });

  it.each(definitions)('documents exactly the attributes <$tag> observes, plus lang', (definition) => {
    const declaration = declarationOf(definition.tag);
    const documented = declaration.attributes.map((attribute) => attribute.name).sort();
    const observed = [...Object.keys(definition.attributes).map(attributeName), 'lang'].sort();
    expect(documented).toEqual(observed);
    expect(declaration.attributes.every((attribute) => attribute.description && attribute.type)).toBe(true);
  });

  it.each(definitions)(
    'gives each attribute of <$tag> the default and values its parser has',
    (definition) => {
      const declaration = declarationOf(definition.tag);
      for (const [property, type] of Object.entries(definition.attributes) as [
        string,
        AttributeType<unknown>,
      ][]) {
        const attribute = declaration.attributes.find(
          (candidate) => candidate.name === attributeName(property),
        )!;
        const label = `<${definition.tag}> ${attribute.name}`;
        expect(attribute.fieldName, label).toBe(property);
        // The schema's attribute default is the attribute's text; a boolean is off when absent, so it has none.
        const text = type.kind === 'boolean' || type.fallback === '' ? undefined : String(type.fallback);
        expect(attribute.default, label).toBe(text);
        const member = declaration.members.find((candidate) => candidate.name === property)!;
        expect(member.default, label).toBe(type.kind === 'boolean' ? 'false' : text && `'${text}'`);
        const values = [...attribute.type!.text.matchAll(/'([^']*)'/g)].map((match) => match[1]!);
        if (type.kind === 'boolean') expect(attribute.type!.text, label).toBe('boolean');
        if (type.kind === 'string' || type.kind === 'url') expect(attribute.type!.text, label).toBe('string');
        if (type.kind === 'enum') {
          expect(values, label).toContain(type.fallback);
          for (const value of values) {
            expect(type.parse(value), label).toBe(value);
            expect(type.parse(value.toLowerCase()), `${label}, any case`).toBe(value);
          }
        }
        if (property === 'site') expect(values, label).toEqual([...SITES]);
      }
    },
  );

  it.each(definitions)(
    'lists every attribute of <$tag> but lang as a reflecting property, then its read-only release',
    (definition) => {
      const declaration = declarationOf(definition.tag);
      expect(
        declaration.members.map((member) => [
          member.name,
          member.attribute,
          member.reflects,
          member.readonly,
        ]),
      ).toEqual([
        ...Object.keys(definition.attributes).map((property) => [
          property,
          attributeName(property),
          true,
          undefined,
        ]),
        ['release', undefined, undefined, true],
      ]);
    },
  );

  it('gives attributes the types of the source: the parsers', () => {
    const imports = definitions.map(
      (definition) =>
        `import type { ${camel(definition.tag)}Definition } from '${ROOT}/widgets/${definition.tag}/${definition.tag}.element.ts';`,
    );
    const checks = [
      `import type { AttributeType } from '${ROOT}/src/elements/attributes.ts';`,
      ...imports,
      'type ValueOf<Definition, Name extends string> = Definition extends { attributes: infer Types } ? Name extends keyof Types ? Types[Name] extends AttributeType<infer Value> ? Value : never : never : never;',
      ...declarations.flatMap((declaration) =>
        declaration.attributes
          .filter((attribute) => attribute.fieldName)
          .map(
            (attribute) =>
              `export const ${id(declaration.tagName, attribute.name)}: Equal<ValueOf<typeof ${camel(declaration.tagName)}Definition, '${attribute.fieldName}'>, ${attribute.type!.text}> = true;`,
          ),
      ),
    ];
    expect(failedTypeChecks(checks, elementFiles)).toEqual([]);
  }, 60_000);

  it.each(definitions)(
    'documents every --sw-* property the CSS of <$tag> reads, with its default',
    (definition) => {
      const declaration = declarationOf(definition.tag);
      const documented = new Map(declaration.cssProperties.map((property) => [property.name, property]));
      const { css, kit } = stylesOf(definition.tag);
      const tokens = kitTokens(read('src/ui/tokens.css'));
      if (kit) {
        for (const token of tokens)
          expect(documented.get(token.name)?.default, token.name).toBe(token.default);
      }
      const kitNames = new Set(kit ? tokens.map((token) => token.name) : []);
      for (const path of css) {
        for (const [, name, fallback] of read(path).matchAll(/var\((--sw-[\w-]+),\s*([^;]+?)\)\s*[;\s]/g)) {
          expect(documented.has(name!), `${name} in ${path}`).toBe(true);
          if (!kitNames.has(name!)) {
            // Private copies (--_x) stand for the public token (--sw-x) in the documented default.
            expect(documented.get(name!)?.default, `${name} in ${path}`).toBe(
              fallback!.replace(/--_/g, '--sw-'),
            );
          }
        }
      }
      expect(declaration.cssProperties.every((property) => property.description && property.default)).toBe(
        true,
      );
    },
  );

  it.each(definitions)('documents exactly the parts <$tag> renders', (definition) => {
    const { folders } = stylesOf(definition.tag);
    const rendered = new Set([`widgets/${definition.tag}`, ...folders].flatMap(partsIn));
    expect(
      declarationOf(definition.tag)
        .cssParts.map((part) => part.name)
        .sort(),
    ).toEqual([...rendered].sort());
  });

  it("writes summary, attributes with their parsers' types and defaults, events, CSS properties, kit tokens and parts", () => {
    const attributes = {
      contentSrc: urlAttribute(),
      mode: enumAttribute(['A', 'B'], 'A'),
      open: booleanAttribute(),
      site: siteAttribute(),
    };
    const api = {
      summary: 'Short.',
      description: 'Long text.',
      attributes: {
        contentSrc: { description: 'Where from.' },
        mode: {
          type: { name: 'Mode', description: 'A mode.', values: ['A', 'B'] },
          description: 'Which mode.',
        },
        open: { description: 'Whether it is open.' },
        site: { type: STOREFRONT_SITE, description: 'Which shop.' },
      },
      lang: 'Language.',
      events: {
        'x-done': {
          detail: { name: 'XDone', description: 'Done.', fields: { mode: 'string', site: STOREFRONT_SITE } },
          description: 'After it is done.',
        },
      },
      properties: { release: { type: 'string', description: 'Its release.' } },
      cssParts: { base: 'The root.' },
      cssProperties: {
        '--x-color': { default: 'rgb(0 0 0 / 25%)', description: 'Colour.' },
        '--sw-radius': { description: 'Rounder.' },
      },
      kitTokens: true,
    } satisfies ElementApi<typeof attributes>;
    const element = documentElement(
      { tag: 'x-demo', attributes, api },
      ':host { --_radius: var(--sw-radius, 0.25rem); --_space: var(--sw-space, 0.5rem); }',
    );
    const sites = SITES.map((site) => `'${site}'`).join(' | ');
    expect(element).toMatchObject({
      name: 'XDemoElement',
      tagName: 'x-demo',
      summary: 'Short.',
      description: 'Long text.',
      attributes: [
        {
          name: 'content-src',
          type: { text: 'string' },
          description: 'Where from.',
          fieldName: 'contentSrc',
        },
        { name: 'mode', type: { text: "'A' | 'B'" }, default: 'A', fieldName: 'mode' },
        { name: 'open', type: { text: 'boolean' }, fieldName: 'open' },
        { name: 'site', type: { text: sites }, default: 'DE', fieldName: 'site' },
        { name: 'lang', type: { text: 'string' }, description: 'Language.' },
      ],
      members: [
        { kind: 'field', name: 'contentSrc', attribute: 'content-src', reflects: true },
        { kind: 'field', name: 'mode', attribute: 'mode', default: "'A'" },
        { kind: 'field', name: 'open', attribute: 'open', default: 'false' },
        { kind: 'field', name: 'site', attribute: 'site', default: "'DE'" },
        {
          kind: 'field',
          name: 'release',
          readonly: true,
          type: { text: 'string' },
          description: 'Its release.',
        },
      ],
      events: [
        {
          name: 'x-done',
          type: { text: `CustomEvent<{ mode: string; site: ${sites} }>` },
          description: 'After it is done.',
        },
      ],
      cssProperties: [
        { name: '--x-color', description: 'Colour.', default: 'rgb(0 0 0 / 25%)' },
        { name: '--sw-radius', description: 'Rounder.', default: '0.25rem' },
        { name: '--sw-space', description: 'Spacing unit.', default: '0.5rem' },
      ],
      cssParts: [{ name: 'base', description: 'The root.' }],
    });
    expect(element.attributes[0]).not.toHaveProperty('default');
    expect(element.attributes[2]).not.toHaveProperty('default');
    expect(element.attributes[4]).not.toHaveProperty('fieldName');
    expect(element.members).toHaveLength(5);
    expect(element.members[4]).not.toHaveProperty('attribute');
    expect(element.members[0]).not.toHaveProperty('default');
  });
});

describe('the published TypeScript declarations (types/)', () => {
  it('have the tags, attributes, properties and events of the manifest, with the same types', () => {
    const tags = declarations.map((declaration) => declaration.tagName);
    const checks = [
      `import type { StorefrontElements, StorefrontEventMap } from '${ROOT}/types/storefront-widgets.js';`,
      `export const tags: Equal<keyof StorefrontElements, ${union(tags)}> = true;`,
      ...declarations.flatMap((declaration) => {
        const tag = declaration.tagName;
        const entry = `StorefrontElements['${tag}']`;
        return [
          `export const ${id(tag, 'element')}: Equal<HTMLElementTagNameMap['${tag}'], ${entry}['element']> = true;`,
          `export const ${id(tag, 'attributes')}: Equal<keyof ${entry}['attributes'], ${union(declaration.attributes.map((attribute) => attribute.name))}> = true;`,
          ...declaration.attributes.map(
            (attribute) =>
              `export const ${id(tag, 'attribute', attribute.name)}: Equal<Exclude<${entry}['attributes']['${attribute.name}'], undefined>, ${attribute.type!.text}> = true;`,
          ),
          `export const ${id(tag, 'properties')}: Equal<Exclude<keyof ${entry}['element'], keyof HTMLElement>, ${union(declaration.members.map((member) => member.name))}> = true;`,
          `export const ${id(tag, 'events')}: Equal<keyof ${entry}['events'], ${union(declaration.events.map((event) => event.name))}> = true;`,
          ...declaration.events.flatMap((event) => [
            `export const ${id(tag, 'event', event.name)}: Equal<${entry}['events']['${event.name}'], ${event.type!.text}> = true;`,
            `export const ${id(tag, 'global_event', event.name)}: Equal<GlobalEventHandlersEventMap['${event.name}'], StorefrontEventMap['${event.name}']> = true;`,
          ]),
        ];
      }),
    ];
    expect(failedTypeChecks(checks, [join(ROOT, 'types/storefront-widgets.d.ts')])).toEqual([]);
  }, 60_000);

  it('fail a check whose types differ, so a passing check means something', () => {
    expect(
      failedTypeChecks(
        [
          `import type { StorefrontElements } from '${ROOT}/types/storefront-widgets.js';`,
          `export const wrong: Equal<StorefrontElements['shop-footer']['attributes']['site'], 'DE'> = true;`,
        ],
        [],
      ),
    ).toEqual([expect.stringMatching(/^wrong: Type 'true' is not assignable to type 'false'/)]);
  }, 60_000);
});
