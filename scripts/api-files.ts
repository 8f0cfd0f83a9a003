/**
 * The files written from the elements' API modules (widgets/<name>/<name>.api.ts, listed in widgets/apis.ts):
 * the generated part of types/storefront-widgets.d.ts (the types React and Vue hosts get derive from it in
 * types/react.d.ts and types/vue.d.ts), each element's tables in docs/guides/embedding.md (each between marker comments; the
 * rest of those files is hand-written), each placeable element's JSON Schema, schemas/{tag}.json (whole files,
 * scripts/schemas.ts), and the event map the code dispatches with, src/elements/event-map.generated.ts (whole,
 * types only). The published footer content types, a second marked part of types/storefront-widgets.d.ts, are
 * written from the service contract's schema `FooterContent` (openapi/storefront-services.yaml), and the fragments
 * guide's list of what a fragment URL may set (docs/guides/fragments.md, between marker comments) from the fragment
 * handler's reading of a URL (`fragmentUrlParameters`, server/fragment-request.ts). `npm run
 * api:write` writes them (scripts/write-api.ts); scripts/api-files.test.ts fails in `npm test` while one differs
 * from what its sources give. dist/custom-elements.json is written from the same modules by the build
 * (scripts/manifest.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';
import {
  attributeDefault,
  attributeTypeText,
  documentedAttributes,
  typeText,
  type DocumentedAttribute,
  type DocumentedElement,
  type ObjectType,
  type TypeRef,
  type ValueType,
} from '../src/elements/element-api.ts';
import { fragmentUrlParameters, type FragmentUrlParameters } from '../server/fragment-request.ts';
import { ELEMENT_APIS } from '../widgets/apis.ts';
import { kitTokens, pascalCase } from './manifest.ts';
import { elementSchema, schemaPath } from './schemas.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** @internal Test seam: the tests check the stale-file message names it. */
export const WRITE_COMMAND = 'npm run api:write';
/** @internal Test seam: the tests check the stale-file message names it. */
export const DECLARATIONS = 'types/storefront-widgets.d.ts';
/** @internal Test seam: the tests check the stale-file message names it. */
export const GUIDE = 'docs/guides/embedding.md';
const API_MODULES = 'widgets/*/*.api.ts';
/** The service contract, whose footer content schemas the published types carry. */
const CONTRACT = 'openapi/storefront-services.yaml';
/** @internal Test seam: the tests check the stale-file message names it. */
export const EVENT_MAP = 'src/elements/event-map.generated.ts';
/** @internal Test seam: the tests check the stale-file message names it. */
export const FRAGMENTS_GUIDE = 'docs/guides/fragments.md';
/** What a fragment URL may set: the fragment handler's reading of a URL. */
const FRAGMENT_URL_RULES = 'server/fragment-request.ts';

/** The width prettier keeps code to (.prettierrc.json); it leaves comments as they are, so they are wrapped here. */
const WIDTH = 110;

/** Words in lines of at most `width` characters (a longer word stands alone). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A JSDoc comment of one or more paragraphs, indented, wrapped to the width. */
function doc(indent: string, ...paragraphs: string[]): string {
  if (paragraphs.some((paragraph) => paragraph.includes('*/'))) throw new Error(`"*/" in: ${paragraphs}`);
  const single = `${indent}/** ${paragraphs[0]} */`;
  if (paragraphs.length === 1 && single.length <= WIDTH) return single;
  const lines = paragraphs.flatMap((paragraph, index) => [
    ...(index ? [`${indent} *`] : []),
    ...wrap(paragraph, WIDTH - indent.length - 3).map((line) => `${indent} * ${line}`),
  ]);
  return [`${indent}/**`, ...lines, `${indent} */`].join('\n');
}

/** The named types the APIs use (unions, event details), each once, unions first, in order of first use. */
function namedTypes(elements: readonly DocumentedElement[]): (ValueType | ObjectType)[] {
  const found = new Map<string, ValueType | ObjectType>();
  const visit = (type: TypeRef | undefined) => {
    if (!type || typeof type === 'string') return;
    const known = found.get(type.name);
    if (known && known !== type) throw new Error(`Two types named ${type.name} in the API modules`);
    found.set(type.name, type);
    if ('fields' in type) Object.values(type.fields).forEach(visit);
  };
  for (const element of elements) {
    documentedAttributes(element).forEach((attribute) => visit(attribute.valueType));
    Object.values(element.api.events).forEach((event) => visit(event.detail));
  }
  const all = [...found.values()];
  return [...all.filter((type) => 'values' in type), ...all.filter((type) => 'fields' in type)];
}

function namedTypeDeclaration(type: ValueType | ObjectType): string {
  if ('values' in type)
    return `${doc('', type.description)}\nexport type ${type.name} = ${typeText(type, false)};`;
  const fields = Object.entries(type.fields).map(
    ([name, field]) => `  ${name}: ${typeof field === 'string' ? field : field.name};`,
  );
  return `${doc('', type.description)}\nexport interface ${type.name} {\n${fields.join('\n')}\n}`;
}

const quoteKey = (name: string) => (/^[a-z]+$/i.test(name) ? name : `'${name}'`);

function attributeLine(attribute: DocumentedAttribute): string {
  const fallback = attributeDefault(attribute.parser);
  const text =
    fallback === undefined ? attribute.description : `${attribute.description} Default \`${fallback}\`.`;
  return `${doc('  ', text)}\n  ${quoteKey(attribute.name)}?: ${attributeTypeText(attribute, true)};`;
}

/** `get site(): string | undefined; set site(value: StorefrontSite | null | undefined);` per attribute. */
function propertyLines(attribute: DocumentedAttribute): string {
  const property = attribute.property!;
  const type = attributeTypeText(attribute, true);
  const read = type === 'boolean' ? 'boolean | string' : 'string';
  return [
    doc('  ', attribute.description),
    `  get ${property}(): ${read} | undefined;`,
    `  set ${property}(value: ${type} | null | undefined);`,
  ].join('\n');
}

/** `readonly release: string;` per read-only property. */
function readOnlyLines([property, { type, description }]: [
  string,
  { type: string; description: string },
]): string {
  return `${doc('  ', description)}\n  readonly ${property}: ${type};`;
}

function elementDeclarations(element: DocumentedElement): string {
  const name = pascalCase(element.tag);
  const attributes = documentedAttributes(element);
  const properties = attributes.filter((attribute) => attribute.property);
  const readOnly = Object.entries(element.api.properties);
  const events = Object.entries(element.api.events);
  const eventMap = events.length
    ? `${doc('', `Events of \`<${element.tag}>\`. All storefront events bubble and are composed.`)}\nexport interface ${name}EventMap {\n${events
        .map(
          ([event, { detail, description }]) =>
            `${doc('  ', description)}\n  '${event}': CustomEvent<${typeText(detail, true)}>;`,
        )
        .join('\n')}\n}`
    : `${doc('', `Events of \`<${element.tag}>\`: none.`)}\n// eslint-disable-next-line @typescript-eslint/no-empty-object-type\nexport interface ${name}EventMap {}`;
  const summary = `\`<${element.tag}>\`: ${element.api.summary}`;
  const members = [...properties.map(propertyLines), ...readOnly.map(readOnlyLines)];
  const elementType = members.length
    ? `${doc(
        '',
        summary,
        ...(properties.length
          ? [
              "Each attribute is also a property that sets the attribute when assigned (`null` or `undefined` removes it). Reading a property gives what was last assigned or the attribute's text: read the attribute for the state.",
            ]
          : []),
      )}\nexport interface ${name}Element extends HTMLElement {\n${members.join('\n')}\n}`
    : `${doc('', summary)}\nexport type ${name}Element = HTMLElement;`;
  return [
    `${doc('', `The attributes of \`<${element.tag}>\`. A boolean attribute is on when present.`)}\nexport interface ${name}Attributes {\n${attributes.map(attributeLine).join('\n')}\n}`,
    eventMap,
    elementType,
  ].join('\n\n');
}

/** The generated part of types/storefront-widgets.d.ts. */
function declarations(elements: readonly DocumentedElement[]): string {
  const names = elements.map((element) => pascalCase(element.tag));
  const entry = (element: DocumentedElement) => {
    const name = pascalCase(element.tag);
    return `  '${element.tag}': {\n    element: ${name}Element;\n    attributes: ${name}Attributes;\n    events: ${name}EventMap;\n  };`;
  };
  return [
    ...namedTypes(elements).map(namedTypeDeclaration),
    ...elements.map(elementDeclarations),
    `${doc('', 'Every event the elements dispatch, by name.')}\nexport interface StorefrontEventMap\n  extends ${names.map((name) => `${name}EventMap`).join(', ')} {}`,
    `${doc('', 'Tag name → element, attributes and events: what the React and Vue types are built from.')}\nexport interface StorefrontElements {\n${elements.map(entry).join('\n')}\n}`,
    [
      'declare global {',
      '  interface HTMLElementTagNameMap {',
      ...elements.map((element) => `    '${element.tag}': ${pascalCase(element.tag)}Element;`),
      '  }',
      '',
      '  // The events bubble and are composed: typed on every element, on document and on window.',
      '  // eslint-disable-next-line @typescript-eslint/no-empty-object-type',
      '  interface GlobalEventHandlersEventMap extends StorefrontEventMap {}',
      '}',
    ].join('\n'),
  ].join('\n\n');
}

/**
 * src/elements/event-map.generated.ts: what the code dispatches, by event name, from the events of the API
 * modules (types only, so no text of theirs reaches the bundle). An event two elements dispatch (the footer's
 * newsletter block) is listed once; its details must be one type.
 */
function eventMap(elements: readonly DocumentedElement[]): string {
  const events = new Map<string, { detail: TypeRef; description: string; tags: string[] }>();
  for (const element of elements) {
    for (const [name, { detail, description }] of Object.entries(element.api.events)) {
      const known = events.get(name);
      if (known && typeText(known.detail, false) !== typeText(detail, false))
        throw new Error(`${name}: <${known.tags[0]}> and <${element.tag}> give it different details`);
      if (known) known.tags.push(element.tag);
      else events.set(name, { detail, description, tags: [element.tag] });
    }
  }
  const details = new Map<string, ObjectType>();
  for (const { detail } of events.values()) {
    if (typeof detail !== 'string' && 'fields' in detail) details.set(detail.name, detail);
  }
  const detailText = (detail: TypeRef) =>
    typeof detail !== 'string' && 'fields' in detail ? detail.name : typeText(detail, false);
  return [
    doc(
      '',
      `Written by \`${WRITE_COMMAND}\` from the events of widgets/<name>/<name>.api.ts: edit those, not this file (scripts/api-files.test.ts fails while it differs). The events the elements dispatch, typed: src/elements/events.ts gives \`emit\` and every element's \`addEventListener\` this map. Types only: nothing here reaches the bundle.`,
    ),
    ...[...details.values()].map(
      (type) =>
        `${doc('', type.description)}\ninterface ${type.name} {\n${Object.entries(type.fields)
          .map(([name, field]) => `  ${name}: ${typeof field === 'string' ? field : typeText(field, false)};`)
          .join('\n')}\n}`,
    ),
    `${doc('', 'Every event an element dispatches, by name. All bubble and are composed.')}\nexport interface GeneratedEventMap {\n${[
      ...events,
    ]
      .map(
        ([name, { detail, description, tags }]) =>
          `${doc('  ', `${description} Dispatched by ${tags.map((tag) => `\`<${tag}>\``).join(' and ')}.`)}\n  '${name}': CustomEvent<${detailText(detail)}>;`,
      )
      .join('\n')}\n}`,
  ].join('\n\n');
}

type Schema = Readonly<Record<string, unknown>>;

/**
 * The published names of the footer content schemas of the contract (`FooterContent` and those it names), each
 * written as an interface; a schema not named here (`SeoColumns`) is written out where it is used.
 */
const FOOTER_CONTENT_TYPES: Readonly<Record<string, string>> = {
  FooterContent: 'FooterContent',
  FooterLink: 'FooterLink',
  FooterImage: 'FooterImage',
  TeaserGroup: 'FooterTeaserGroup',
  IconLink: 'FooterIconLink',
  QualityLogo: 'FooterQualityLogo',
  LegalLink: 'FooterLegalLink',
  InternationalItem: 'FooterCountry',
};

/**
 * A logo's `source` is any text in the published types, as in the footer's own (footer-content.types.ts): an
 * unknown one shows an empty image, it does not fail the document.
 */
const WIDENED: Readonly<Record<string, string>> = { LogoSource: 'string' };

const FOOTER_CONTENT_NOTE =
  "What `<shop-footer>` and `<country-switcher>` read from `content-src`, and what `storefront-widgets/server`'s " +
  '`renderElement` takes as `content`. The service contract (`openapi/storefront-services.yaml` in the package, ' +
  'schema `FooterContent`) describes it for the teams that deliver it; these types are written from it.';

/** The published part of types/storefront-widgets.d.ts from the contract: FooterContent and what it names. */
function footerContentDeclarations(contract: Schema): string {
  const schemas = ((contract.components as Schema | undefined)?.schemas ?? {}) as Readonly<
    Record<string, Schema>
  >;
  const schemaNamed = (name: string): Schema => {
    const schema = schemas[name];
    if (!schema) throw new Error(`${CONTRACT} has no schema ${name}`);
    return schema;
  };
  const refName = (schema: Schema) =>
    typeof schema.$ref === 'string' ? schema.$ref.replace('#/components/schemas/', '') : undefined;
  const text = (schema: Schema): string => {
    const ref = refName(schema);
    if (ref) return WIDENED[ref] ?? FOOTER_CONTENT_TYPES[ref] ?? text(schemaNamed(ref));
    if (schema.const !== undefined) return `'${String(schema.const)}'`;
    if (Array.isArray(schema.enum)) return schema.enum.map((value) => `'${String(value)}'`).join(' | ');
    if (Array.isArray(schema.allOf)) return (schema.allOf as Schema[]).map(text).join(' & ');
    if (schema.type === 'array') {
      const item = text(schema.items as Schema);
      return /[|&]/.test(item) && !item.startsWith('{') ? `(${item})[]` : `${item}[]`;
    }
    if (schema.type === 'object') {
      const lines = members(schema, '  ');
      // On one line unless a member has a comment (prettier breaks it where it is too long).
      return lines.includes('/**') ? `{\n${lines}\n}` : `{ ${lines.replace(/\n\s*/g, ' ').trim()} }`;
    }
    if (schema.type === 'string' || schema.type === 'boolean') return schema.type;
    if (schema.type === 'number' || schema.type === 'integer') return 'number';
    throw new Error(`${CONTRACT}: no published type for ${JSON.stringify(schema)}`);
  };
  function members(schema: Schema, indent: string): string {
    const properties = (schema.properties ?? {}) as Readonly<Record<string, Schema>>;
    const required = new Set((schema.required ?? []) as string[]);
    if (schema.additionalProperties !== undefined)
      throw new Error(`${CONTRACT}: additionalProperties in ${JSON.stringify(schema)}`);
    return Object.entries(properties)
      .map(([name, property]) => {
        const ref = refName(property);
        // A schema written out in place brings its description along.
        const description =
          property.description ??
          (ref && !FOOTER_CONTENT_TYPES[ref] ? schemaNamed(ref).description : undefined);
        const line = `${indent}${name}${required.has(name) ? '' : '?'}: ${text(property)};`;
        return typeof description === 'string' ? `${doc(indent, description)}\n${line}` : line;
      })
      .join('\n');
  }
  return Object.entries(FOOTER_CONTENT_TYPES)
    .map(([schemaName, name]) => {
      const schema = schemaNamed(schemaName);
      const paragraphs = [
        ...(typeof schema.description === 'string' ? [schema.description] : []),
        ...(name === 'FooterContent' ? [FOOTER_CONTENT_NOTE] : []),
      ];
      const comment = paragraphs.length ? `${doc('', ...paragraphs)}\n` : '';
      // `allOf: [a $ref, an object]`: an interface that extends the first.
      const [base, own, ...rest] = (schema.allOf ?? []) as Schema[];
      if (base && own && !rest.length && refName(base))
        return `${comment}export interface ${name} extends ${text(base)} {\n${members(own, '  ')}\n}`;
      if (schema.type !== 'object') throw new Error(`${CONTRACT}: ${schemaName} is not an object`);
      return `${comment}export interface ${name} {\n${members(schema, '  ')}\n}`;
    })
    .join('\n\n');
}

/** A table cell: one line, pipes escaped (also inside code, as GitHub's tables need). */
const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
const code = (text: string) => `\`${text}\``;

function table(head: string[], rows: string[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

function valuesCell(attribute: DocumentedAttribute): string {
  if (attribute.valueType) return attribute.valueType.values.map(code).join(', ');
  if (attribute.parser?.kind === 'boolean') return 'on when present';
  if (attribute.parser?.kind === 'url') return 'address';
  return 'text';
}

/** An element's tables in docs/guides/embedding.md: attributes, events, read-only properties, parts, custom properties. */
function guideTables(element: DocumentedElement, kitCss: string): string {
  const { api } = element;
  const kit = new Map(kitTokens(kitCss).map((token) => [token.name, token.default]));
  const attributes = documentedAttributes(element);
  const blocks = [
    table(
      ['attribute', 'values', 'default', 'meaning'],
      attributes.map((attribute) => {
        const fallback = attributeDefault(attribute.parser);
        return [
          code(attribute.name),
          valuesCell(attribute),
          fallback ? code(fallback) : '',
          attribute.description,
        ];
      }),
    ),
  ];
  const events = Object.entries(api.events);
  if (events.length) {
    blocks.push(
      table(
        ['event', 'detail', 'when'],
        events.map(([name, event]) => [code(name), code(typeText(event.detail, false)), event.description]),
      ),
    );
  }
  const readOnly = Object.entries(api.properties);
  if (readOnly.length)
    blocks.push(
      table(
        ['read-only property', 'type', 'what'],
        readOnly.map(([name, property]) => [code(name), code(property.type), property.description]),
      ),
    );
  const parts = Object.entries(api.cssParts);
  if (parts.length)
    blocks.push(
      table(
        ['part', 'what'],
        parts.map(([name, text]) => [code(name), text]),
      ),
    );
  const properties = Object.entries(api.cssProperties);
  if (properties.length) {
    blocks.push(
      table(
        ['custom property', 'default', 'what'],
        properties.map(([name, property]) => {
          const fallback = property.default ?? kit.get(name);
          if (fallback === undefined) throw new Error(`<${element.tag}> ${name} has no default`);
          return [code(name), code(fallback), property.description];
        }),
      ),
    );
  }
  if (api.kitTokens)
    blocks.push('Every theming token applies too (see [Theming tokens](theming.md#theming-tokens)).');
  return blocks.join('\n\n');
}

/** A Markdown list item wrapped to the guides' width, its further lines indented under its text. */
function listItem(text: string): string {
  return wrap(text, 113)
    .map((line, index) => (index ? `  ${line}` : `- ${line}`))
    .join('\n');
}

/** The fragments guide's "What a URL may set": each rule of `readFragmentRequest` with the names it applies to. */
function fragmentUrlList({ always, whenAllowed, never, maxTextLength }: FragmentUrlParameters): string {
  const names = (list: readonly string[]) => list.map(code).join(', ');
  return [
    `Always: the enumerations and booleans (${names(always)}), each with a value the element takes (a boolean is written \`name=\`; \`name=false\` is refused rather than read as "on", as HTML would).`,
    `Only when listed in \`allowAttributes\`: free text and addresses (${names(whenAllowed)}), ${maxTextLength} characters at most. Each allowed text lets anyone who can reach the handler make new cache entries and put that text into the HTML (escaped, never markup); an allowed address lets them point an image, a form or (\`content-src\`) the handler's own fetch elsewhere. List only what your pages use.`,
    `Never: ${names(never)}, what a page fills in for one visitor, even if listed.`,
  ]
    .map(listItem)
    .join('\n');
}

/** Replaces the text between `begin` and `end` (each a whole line); throws when the markers are missing. */
function replaceBetween(text: string, path: string, begin: string, end: string, content: string): string {
  const start = text.indexOf(`${begin}\n`);
  const stop = text.indexOf(`\n${end}`, start);
  if (start === -1 || stop === -1) throw new Error(`${path} lacks the lines "${begin}" and "${end}"`);
  return `${text.slice(0, start + begin.length + 1)}\n${content}\n\n${text.slice(stop + 1)}`;
}

const declarationMarkers = {
  begin: `// api:begin — written by \`${WRITE_COMMAND}\` from widgets/*/*.api.ts: edit those, not this part`,
  end: '// api:end',
};

const footerContentMarkers = {
  begin: `// footer-content:begin — written by \`${WRITE_COMMAND}\` from ${CONTRACT}: edit that, not this part`,
  end: '// footer-content:end',
};

const fragmentUrlMarkers = {
  begin: `<!-- fragment-url:begin written by \`${WRITE_COMMAND}\` from ${FRAGMENT_URL_RULES} -->`,
  end: '<!-- fragment-url:end -->',
};

const guideMarkers = (tag: string) => ({
  begin: `<!-- api:begin ${tag}: written by \`${WRITE_COMMAND}\` from widgets/${tag}/${tag}.api.ts -->`,
  end: `<!-- api:end ${tag} -->`,
});

async function formatted(path: string, text: string, root: string): Promise<string> {
  const options = await resolveConfig(join(root, path));
  return format(text, { ...options, filepath: join(root, path) });
}

export interface ApiFile {
  path: string;
  /** What the file holds now. */
  current: string;
  /** What it holds once written from the API modules. */
  written: string;
  /** What it is written from. */
  from: string;
}

/** Each written file as it is and as the API modules (and the contract, the fragment URL rules) write it. */
export async function apiFiles(
  elements: readonly DocumentedElement[] = ELEMENT_APIS,
  root = ROOT,
  contract: Schema = parse(readFileSync(join(root, CONTRACT), 'utf8')) as Schema,
  fragmentUrl: FragmentUrlParameters = fragmentUrlParameters(),
): Promise<ApiFile[]> {
  const read = (path: string) => readFileSync(join(root, path), 'utf8');
  const typesNow = read(DECLARATIONS);
  const kitCss = read('src/ui/tokens.css');
  let guide = read(GUIDE);
  for (const element of elements) {
    const { begin, end } = guideMarkers(element.tag);
    guide = replaceBetween(guide, GUIDE, begin, end, guideTables(element, kitCss));
  }
  const { begin, end } = declarationMarkers;
  const types = replaceBetween(
    replaceBetween(typesNow, DECLARATIONS, begin, end, declarations(elements)),
    DECLARATIONS,
    footerContentMarkers.begin,
    footerContentMarkers.end,
    footerContentDeclarations(contract),
  );
  return [
    {
      path: DECLARATIONS,
      current: typesNow,
      written: await formatted(DECLARATIONS, types, root),
      from: `${API_MODULES} and ${CONTRACT}`,
    },
    {
      path: GUIDE,
      current: read(GUIDE),
      written: await formatted(GUIDE, guide, root),
      from: API_MODULES,
    },
    {
      path: FRAGMENTS_GUIDE,
      current: read(FRAGMENTS_GUIDE),
      written: await formatted(
        FRAGMENTS_GUIDE,
        replaceBetween(
          read(FRAGMENTS_GUIDE),
          FRAGMENTS_GUIDE,
          fragmentUrlMarkers.begin,
          fragmentUrlMarkers.end,
          fragmentUrlList(fragmentUrl),
        ),
        root,
      ),
      from: `the fragment URL rules of ${FRAGMENT_URL_RULES}`,
    },
    {
      path: EVENT_MAP,
      current: existsSync(join(root, EVENT_MAP)) ? read(EVENT_MAP) : '',
      written: await formatted(EVENT_MAP, eventMap(elements), root),
      from: API_MODULES,
    },
    ...(await Promise.all(
      elements
        .filter((element) => element.placeable)
        .map(async (element) => {
          const path = schemaPath(element.tag);
          return {
            path,
            current: existsSync(join(root, path)) ? read(path) : '',
            written: await formatted(path, JSON.stringify(elementSchema(element)), root),
            from: API_MODULES,
          };
        }),
    )),
  ];
}

/** The files that differ from what the API modules write, each with what to do. */
export async function staleApiFiles(
  elements: readonly DocumentedElement[] = ELEMENT_APIS,
  root = ROOT,
  contract?: Schema,
  fragmentUrl?: FragmentUrlParameters,
): Promise<string[]> {
  return (await apiFiles(elements, root, contract, fragmentUrl))
    .filter((file) => file.current !== file.written)
    .map((file) => `${file.path} differs from what ${file.from} give: run ${WRITE_COMMAND}`);
}
