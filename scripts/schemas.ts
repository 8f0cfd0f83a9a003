/**
 * One JSON Schema (2020-12) per placeable element, schemas/{tag}.json in the package: what a CMS builds a block
 * form from and checks a block with. Written by `npm run api:write` with the types and the embedding guide's
 * tables, from the same declaration (widgets/apis.ts: each element's parsers and its API module's texts), so it
 * cannot drift from what the element reads:
 * - one property per attribute, named as in HTML (kebab-case), with the API module's description;
 * - a boolean is a JSON boolean (true: the attribute is present);
 * - an enumeration lists the parser's values in their canonical case, with its default;
 * - an address carries the element's own rule as a `pattern` (src/content/safe-url.ts);
 * - an attribute a page fills in per visitor (src/elements/placement.ts) is left out; nothing else is allowed.
 */
import { LANGUAGES } from '../src/i18n/languages.ts';
import { WEB_URL_PATTERN } from '../src/content/web-url-pattern.ts';
import { PER_VISITOR_ATTRIBUTES } from '../src/elements/placement.ts';
import {
  attributeDefault,
  documentedAttributes,
  type DocumentedAttribute,
  type DocumentedElement,
} from '../src/elements/element-api.ts';

/** Where a schema is in the repository and in the package (`storefront-widgets/schemas/{tag}.json`). */
export const schemaPath = (tag: string) => `schemas/${tag}.json`;

type PropertySchema = Record<string, unknown>;

function propertySchema(attribute: DocumentedAttribute): PropertySchema {
  const { parser, description } = attribute;
  if (!parser) return { description, type: 'string', enum: [...LANGUAGES] };
  if (parser.kind === 'boolean') return { description, type: 'boolean', default: false };
  const fallback = attributeDefault(parser);
  const values = parser.values;
  if (parser.kind === 'enum') {
    if (!values) throw new Error(`${attribute.name}: an enumeration without values`);
    return { description, type: 'string', enum: [...values], ...(fallback ? { default: fallback } : {}) };
  }
  if (parser.kind === 'url') {
    return {
      description,
      type: 'string',
      pattern: WEB_URL_PATTERN,
      ...(fallback ? { default: fallback } : {}),
    };
  }
  return { description, type: 'string', ...(fallback ? { default: fallback } : {}) };
}

/** An element's JSON Schema: the attributes of one placed block as a JSON object. */
export function elementSchema(element: DocumentedElement): Record<string, unknown> {
  const attributes = documentedAttributes(element).filter(
    (attribute) => !PER_VISITOR_ATTRIBUTES.has(attribute.name),
  );
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `urn:storefront-widgets:${schemaPath(element.tag)}`,
    title: `<${element.tag}>`,
    description: `${element.api.summary} ${element.api.description} Each property is one attribute of the element, named as in HTML; a boolean is true when the attribute is present.`,
    type: 'object',
    properties: Object.fromEntries(
      attributes.map((attribute) => [attribute.name, propertySchema(attribute)]),
    ),
    additionalProperties: false,
  };
}
