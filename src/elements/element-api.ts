/**
 * The shape of an element's public API as `widgets/<name>/<name>.api.ts` declares it: what each attribute means,
 * the events with their details, the CSS parts and custom properties, the summary. The attribute's name, type
 * and default are its parser's in `<name>.config.ts` (the loader parses with it); the API module adds only the
 * texts, keyed by the parser's names, so neither can name an attribute the other lacks.
 *
 * Nothing here reaches the browser: `npm run api:write` (scripts/write-api.ts) writes the published types
 * (types/*.d.ts) and the embedding guide's tables from it, and the build writes dist/custom-elements.json
 * (scripts/manifest.ts). docs/decisions/0071 says why the texts live beside the parsers, not in them.
 */
import { SITES, type Site } from '../sites.ts';
import { attributeName, type AttributeType, type AttributeTypes } from './attributes.ts';

/** A named union of texts the published types export (`StorefrontSite`); its values are the parser's. */
export interface ValueType<Value extends string = string> {
  readonly name: string;
  readonly description: string;
  readonly values: readonly Value[];
}

/** A named object type the published types export (an event's detail); a field's type is TS text or a union. */
export interface ObjectType {
  readonly name: string;
  readonly description: string;
  readonly fields: Readonly<Record<string, string | ValueType>>;
}

/** A type as the API declares it: TS text (`Record<string, never>`), a named union or a named object type. */
export type TypeRef = string | ValueType | ObjectType;

/** An attribute's texts; an enumerated one also names its union, whose values the parser accepts. */
type AttributeDoc<Type> =
  Type extends AttributeType<infer Value>
    ? [Value] extends [boolean]
      ? { readonly description: string }
      : string extends Value
        ? { readonly description: string }
        : { readonly description: string; readonly type: ValueType<Value & string> }
    : never;

interface EventDoc {
  readonly detail: TypeRef;
  readonly description: string;
}

/** A read-only property that no attribute sets: its TS type and what it says. */
interface PropertyDoc {
  readonly type: string;
  readonly description: string;
}

/** `release`, which every element has (src/elements/define.ts): its API modules name this one text. */
export const RELEASE_PROPERTY: PropertyDoc = {
  type: 'string',
  description:
    "The release (SemVer) of the bundle whose code the element runs: the page's `window.storefrontWidgets.version`.",
};

interface CssPropertyDoc {
  /** When the element's CSS gives one; a kit token's default is read from src/ui/tokens.css. */
  readonly default?: string;
  readonly description: string;
}

/** One element's public API: its attributes' texts keyed by the names of its parsers (`Types`). */
export interface ElementApi<Types extends AttributeTypes = AttributeTypes> {
  /** One line: what the element is. */
  readonly summary: string;
  /** A paragraph: what it does. */
  readonly description: string;
  readonly attributes: { readonly [Name in keyof Types]: AttributeDoc<Types[Name]> };
  /** What its `lang` attribute decides: every element reads it, none parses it (HTMLElement has it). */
  readonly lang: string;
  readonly events: Readonly<Record<string, EventDoc>>;
  /** Its read-only properties, besides the attributes' own. */
  readonly properties: Readonly<Record<string, PropertyDoc>>;
  readonly cssParts: Readonly<Record<string, string>>;
  readonly cssProperties: Readonly<Record<`--${string}`, CssPropertyDoc>>;
  /** Its shadow root adopts the kit's stylesheet: every theming token of src/ui/tokens.css applies too. */
  readonly kitTokens: boolean;
}

/** An element's API with the parsers it documents: what the writers read. */
export interface DocumentedElement {
  readonly tag: string;
  /**
   * Placed by people in pages and CMS blocks: it gets a JSON Schema (schemas/{tag}.json) and a form in the
   * demo's block builder. `<preview-panel>` is not: the footer places it.
   */
  readonly placeable?: boolean;
  readonly attributes: AttributeTypes;
  readonly api: ElementApi;
}

export const STOREFRONT_SITE: ValueType<Site> = {
  name: 'StorefrontSite',
  description: 'A storefront: decides content, fields, links, legal texts and the default language.',
  values: SITES,
};

/** `'A' | 'B'`: a union's values as TS text. */
function unionText(values: readonly string[]): string {
  return values.map((value) => `'${value}'`).join(' | ');
}

/**
 * A type as TS text: `named` keeps the names the published types export (`NewsletterOrigin`); otherwise unions
 * and objects are spelt out, as the manifest wants them (`'NEWSLETTER' | 'SHOPPING_CART'`).
 */
export function typeText(type: TypeRef, named: boolean): string {
  if (typeof type === 'string') return type;
  if (named) return type.name;
  if ('values' in type) return unionText(type.values);
  const fields = Object.entries(type.fields).map(
    ([name, field]) => `${name}: ${typeof field === 'string' ? field : typeText(field, false)}`,
  );
  return `{ ${fields.join('; ')} }`;
}

/** An attribute's type as TS text: its union's (named or spelt out), `boolean` or `string`. */
export function attributeTypeText(attribute: DocumentedAttribute, named: boolean): string {
  if (attribute.parser?.kind === 'boolean') return 'boolean';
  if (attribute.valueType) return typeText(attribute.valueType, named);
  return 'string';
}

/** One attribute of an element as the writers list it: the parser's name, type and default, the API's texts. */
export interface DocumentedAttribute {
  /** The property (`contentSrc`); undefined for `lang`, which is HTMLElement's own. */
  readonly property?: string;
  /** The attribute (`content-src`). */
  readonly name: string;
  readonly parser?: AttributeType<unknown>;
  readonly description: string;
  readonly valueType?: ValueType;
}

/** The element's attributes in the parsers' order, then `lang`. */
export function documentedAttributes(element: DocumentedElement): DocumentedAttribute[] {
  const docs = element.api.attributes as Readonly<
    Record<string, { description: string; type?: ValueType } | undefined>
  >;
  return [
    ...Object.entries(element.attributes).map(([property, parser]) => {
      const doc = docs[property];
      if (!doc) throw new Error(`<${element.tag}> ${property} has no description in its API module`);
      return {
        property,
        name: attributeName(property),
        parser,
        description: doc.description,
        ...(doc.type ? { valueType: doc.type } : {}),
      };
    }),
    { name: 'lang', description: element.api.lang },
  ];
}

/** An attribute's default as its text (`DE`): none for a boolean (absent is off) or an empty fallback. */
export function attributeDefault(parser: AttributeType<unknown> | undefined): string | undefined {
  if (!parser || parser.kind === 'boolean' || parser.fallback === '') return undefined;
  return String(parser.fallback);
}
