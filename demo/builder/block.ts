/**
 * What the block builder makes of its form, without the DOM: the fields of an element (from the element's own
 * parsers, the ones its loader reads attributes with), whether a value is refused (the parser says, through
 * `readAttribute`, and for an address the block's JSON Schema too), the markup to copy and the fragment include
 * line. Nothing here restates a rule of an element.
 */
import {
  attributeName,
  readAttribute,
  type AttributeType,
  type RefusalReason,
} from '../../src/elements/attributes.ts';
import { NOT_IN_FRAGMENT_URLS, PER_VISITOR_ATTRIBUTES } from '../../src/elements/placement.ts';
import { WEB_URL_PATTERN } from '../../src/content/web-url-pattern.ts';
import { LANGUAGES, resolveLanguage } from '../../src/i18n/languages.ts';
import { toSite } from '../../src/sites.ts';
import { attributes as countrySwitcher } from '../../widgets/country-switcher/country-switcher.config.ts';
import { attributes as newsletterSignup } from '../../widgets/newsletter-signup/newsletter-signup.config.ts';
import { attributes as shopFooter } from '../../widgets/shop-footer/shop-footer.config.ts';
import { escapeHtml } from '../pages/html.ts';

/** The elements people place, with their parsers. */
const ELEMENTS = {
  'newsletter-signup': newsletterSignup,
  'shop-footer': shopFooter,
  'country-switcher': countrySwitcher,
};

export type BuilderTag = keyof typeof ELEMENTS;

export const BUILDER_TAGS = Object.keys(ELEMENTS) as BuilderTag[];

/** `?element=` as a tag the builder knows; the first one otherwise. */
export function builderTag(requested: string | null): BuilderTag {
  return BUILDER_TAGS.find((tag) => tag === requested) ?? BUILDER_TAGS[0]!;
}

/** One field of the form: an attribute by its name in HTML, with its parser (`lang` has none: HTML's own). */
export interface Field {
  readonly name: string;
  readonly kind: AttributeType<unknown>['kind'] | 'language';
  readonly parser?: AttributeType<unknown>;
  /** An enumeration's values (the languages for `lang`). */
  readonly values?: readonly string[];
  /** The value the element takes when the attribute is absent, as text ('' when none). */
  readonly fallback: string;
}

/** The fields of an element: one per attribute the element reads, but those a page fills in per visitor. */
export function fields(tag: BuilderTag): Field[] {
  const parsers: Record<string, AttributeType<unknown>> = ELEMENTS[tag];
  return [
    ...Object.entries(parsers).map(([property, parser]) => ({
      name: attributeName(property),
      kind: parser.kind,
      parser,
      ...(parser.values ? { values: parser.values } : {}),
      fallback: typeof parser.fallback === 'string' ? parser.fallback : '',
    })),
    { name: 'lang', kind: 'language' as const, values: LANGUAGES, fallback: '' },
  ].filter((field) => !PER_VISITOR_ATTRIBUTES.has(field.name));
}

/** What the form holds for a field: text, or a checkbox's state. */
export type Entry = string | boolean;

/** Why the builder refuses a text: the element's parser refuses it, or (an address) the block's JSON Schema does. */
export type BuilderRefusal = RefusalReason | 'outside-the-schema';

/** The JSON Schemas' address rule (scripts/schemas.ts writes it into each `url` attribute's `pattern`). */
const SCHEMA_ADDRESS = new RegExp(WEB_URL_PATTERN, 'u');

/**
 * Why the builder would refuse the field's text; undefined when it takes it. First the element's own parser; then,
 * for an address the element takes, the rule its JSON Schema states, which is stricter at the edges (an IPv6 host,
 * `//host`): a block the builder writes is one a CMS that checks blocks with the schema takes.
 */
export function refusal(field: Field, entry: Entry): BuilderRefusal | undefined {
  if (!field.parser || typeof entry === 'boolean' || entry === '') return undefined;
  const refused = readAttribute(field.parser, entry).refused;
  if (refused) return refused;
  return field.parser.kind === 'url' && !SCHEMA_ADDRESS.test(entry) ? 'outside-the-schema' : undefined;
}

/**
 * The attributes the block is written with, in the fields' order: text the element takes (a refused value is left
 * out), a checked boolean (true), an enumeration that is not its default. The site is always written: a block names
 * its storefront.
 */
export function placedAttributes(
  tag: BuilderTag,
  entries: Readonly<Record<string, Entry>>,
): [string, string | true][] {
  const placed: [string, string | true][] = [];
  for (const field of fields(tag)) {
    const entry = entries[field.name] ?? '';
    if (typeof entry === 'boolean') {
      if (entry) placed.push([field.name, true]);
      continue;
    }
    if (entry === '' || refusal(field, entry)) continue;
    if (field.kind === 'enum' && field.name !== 'site' && entry === field.fallback) continue;
    placed.push([field.name, entry]);
  }
  return placed;
}

/**
 * The addresses of the block on another origin than the builder's page (`pageOrigin`), by attribute: the builder's
 * Content-Security-Policy loads images and content from its own origin only, so its preview cannot show them, where a
 * shop's page whose policy lists that origin does.
 */
export function otherOrigins(
  tag: BuilderTag,
  placed: readonly [string, string | true][],
  pageOrigin: string,
): { name: string; origin: string }[] {
  const addresses = new Set(
    fields(tag)
      .filter((field) => field.parser?.kind === 'url')
      .map((field) => field.name),
  );
  return placed.flatMap(([name, value]) => {
    if (!addresses.has(name) || typeof value !== 'string') return [];
    const { origin } = new URL(value, pageOrigin);
    return origin === pageOrigin ? [] : [{ name, origin }];
  });
}

/**
 * The attributes the browser preview is drawn with: the placed ones but those `elsewhere` (`otherOrigins`: the page's
 * policy would block them, and the builder names them beside the preview instead) and, when the block names no
 * language, the language of its storefront's pages. On a shop page the element takes the page's `<html lang>`; the
 * builder's own page is in English or German, which no Polish or Czech storefront page is.
 */
export function previewAttributes(
  placed: readonly [string, string | true][],
  elsewhere: readonly { name: string }[],
): [string, string | true][] {
  const shown = placed.filter(([name]) => !elsewhere.some((address) => address.name === name));
  if (shown.some(([name]) => name === 'lang')) return shown;
  const site = placed.find(([name]) => name === 'site')?.[1];
  const language = resolveLanguage({ site: typeof site === 'string' ? toSite(site) : undefined });
  return [...shown, ['lang', language]];
}

/** The block as HTML: each value in double quotes, escaped; a boolean attribute by its name alone. */
export function markup(tag: BuilderTag, placed: readonly [string, string | true][]): string {
  const written = placed.map(([name, value]) => (value === true ? name : `${name}="${escapeHtml(value)}"`));
  return `<${[tag, ...written].join(' ')}></${tag}>`;
}

/** The fragment URL of the block: the attributes a fragment URL may carry (a boolean as `name=`). */
export function fragmentUrl(tag: BuilderTag, placed: readonly [string, string | true][]): string {
  const query = new URLSearchParams();
  for (const [name, value] of placed) {
    if (!NOT_IN_FRAGMENT_URLS.has(name)) query.append(name, value === true ? '' : value);
  }
  const search = query.toString();
  return `/fragments/${tag}${search ? `?${search}` : ''}`;
}

/**
 * The SSI line an nginx page includes the server-rendered block with. The URL is written as it is (SSI reads no
 * HTML entities): its query is percent-encoded, so it holds no quote and no `>`.
 */
export function includeLine(url: string): string {
  return `<!--# include virtual="${url}" -->`;
}

/** The free-text and address attributes a fragment URL carries: a public fragment handler must allow them. */
export function textInFragment(tag: BuilderTag, placed: readonly [string, string | true][]): string[] {
  const kinds = new Map(fields(tag).map((field) => [field.name, field.kind]));
  return placed
    .map(([name]) => name)
    .filter((name) => !NOT_IN_FRAGMENT_URLS.has(name))
    .filter((name) => kinds.get(name) === 'string' || kinds.get(name) === 'url');
}
