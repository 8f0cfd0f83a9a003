/**
 * What a fragment URL asks for (`…/{tag}?site=…&…`), read strictly: a fragment URL is a shared cache key, so
 * every parameter must be one the element takes, with a value it takes, and free text or an address only when
 * the host allows it. Nothing here reads a value into a message: refusals name the parameter and a reason code.
 */
import {
  attributeName,
  readAttribute,
  type AttributeTypes,
  type AttributeValues,
} from '../src/elements/attributes.ts';
import { fragmentUrlRule } from '../src/elements/placement.ts';
import { parsePlatform, type Platform } from '../src/platform/platform.ts';
import { DEFAULT_SITE, toSite, type Site } from '../src/sites.ts';
import { isServerTag, SERVER_TAGS, serverElement, type ServerTag } from './elements.ts';
import type { ElementAttributes } from './render.ts';

/** The longest free text a fragment URL may set: a heading or a tracking suffix, not a document. */
const MAX_TEXT_LENGTH = 300;

/** A language tag as `lang` takes it (`de`, `de-AT`, `sr-Latn-RS`): the renderer picks the widgets' language. */
const LANGUAGE_TAG = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8}){0,3}$/;

/** Why a fragment request is refused; the code goes into the log line, never a value. */
type RefusalCode =
  | 'unknown-tag'
  | 'unknown-parameter'
  | 'not-allowed'
  | 'per-visitor'
  | 'repeated-parameter'
  | 'bad-value'
  | 'too-long';

export interface Refusal {
  status: 400 | 404;
  code: RefusalCode;
  /** What the refusal tells the caller: the parameter's name and the rule, never its value. */
  message: string;
}

/** A fragment request that passed. `key` is the same for every URL asking for the same HTML. */
export interface FragmentRequest {
  tag: ServerTag;
  attributes: ElementAttributes;
  /** The same attributes read by the element's parsers, by property name (absent ones at their default). */
  values: AttributeValues<AttributeTypes>;
  platform: Platform | undefined;
  site: Site;
  key: string;
}

/**
 * What a fragment URL may set, over every element the server renders: the fragments guide's list
 * (docs/guides/fragments.md, "What a URL may set"), which `npm run api:write` writes from it.
 */
export interface FragmentUrlParameters {
  /** The enumerations and booleans, `lang` and `platform`: any URL, with a value the element takes. */
  always: string[];
  /** Free text and addresses: only those the host lists in `allowAttributes`. */
  whenAllowed: string[];
  /** What a page fills in per visitor: never, even if listed. */
  never: string[];
  /** The longest value a URL may give. */
  maxTextLength: number;
}

/** What `readFragmentRequest` takes, by rule: each name once, in the order of the elements' attributes. */
export function fragmentUrlParameters(): FragmentUrlParameters {
  const byRule: Record<ReturnType<typeof fragmentUrlRule>, Set<string>> = {
    always: new Set(),
    'when-allowed': new Set(),
    never: new Set(),
  };
  for (const tag of SERVER_TAGS)
    for (const [property, type] of Object.entries(serverElement(tag).attributes)) {
      const name = attributeName(property);
      byRule[fragmentUrlRule(name, type.kind)].add(name);
    }
  return {
    always: [...byRule.always, 'lang', 'platform'],
    whenAllowed: [...byRule['when-allowed']],
    never: [...byRule.never],
    maxTextLength: MAX_TEXT_LENGTH,
  };
}

/** A parameter name as the message shows it: quoted, cut short, whatever the URL held. */
function quoted(name: string): string {
  return JSON.stringify(name.length > 40 ? `${name.slice(0, 40)}…` : name);
}

/**
 * Reads a fragment request: the tag (the path's last segment) and the query. `allowed` lists the free-text and
 * address attributes the host lets a URL set.
 */
export function readFragmentRequest(
  tag: string,
  query: URLSearchParams,
  allowed: ReadonlySet<string>,
): FragmentRequest | Refusal {
  if (!isServerTag(tag))
    return {
      status: 404,
      code: 'unknown-tag',
      message: `No fragment of that name: ${SERVER_TAGS.join(', ')}.`,
    };
  const elementAttributes = serverElement(tag).attributes;
  const types = new Map(
    Object.entries(elementAttributes).map(([property, type]) => [attributeName(property), type]),
  );
  const refuse = (code: RefusalCode, name: string, rule: string): Refusal => ({
    status: 400,
    code,
    message: `<${tag}> fragment: ${quoted(name)} ${rule}.`,
  });
  const attributes: Record<string, string | boolean> = {};
  const seen = new Set<string>();
  let platform: Platform | undefined;
  for (const [name, value] of query) {
    if (seen.has(name)) return refuse('repeated-parameter', name, 'is given more than once');
    seen.add(name);
    if (name === 'platform') {
      platform = parsePlatform(value);
      if (!platform) return refuse('bad-value', name, 'takes mobile, tablet or classic');
      continue;
    }
    if (name === 'lang') {
      if (!LANGUAGE_TAG.test(value))
        return refuse('bad-value', name, 'takes a language tag such as de or de-AT');
      attributes[name] = value;
      continue;
    }
    const type = types.get(name);
    if (!type)
      return refuse(
        'unknown-parameter',
        name,
        `is no attribute of this element (it takes ${[...types.keys()].filter((known) => fragmentUrlRule(known, types.get(known)!.kind) !== 'never').join(', ')}, lang and platform)`,
      );
    const rule = fragmentUrlRule(name, type.kind);
    if (rule === 'never')
      return refuse('per-visitor', name, 'belongs to one visitor and is never part of a fragment URL');
    if (rule === 'when-allowed' && !allowed.has(name))
      return refuse(
        'not-allowed',
        name,
        'is free text or an address, which this fragment server takes only when its host lists it in allowAttributes',
      );
    if (value.length > MAX_TEXT_LENGTH)
      return refuse('too-long', name, `is longer than ${MAX_TEXT_LENGTH} characters`);
    if (type.kind === 'boolean') {
      // Written as `name=` (present, on); any other text would be a second cache key for the same HTML.
      if (value !== '')
        return refuse('bad-value', name, 'is a boolean: write it without a value (name=) or leave it out');
      attributes[name] = true;
      continue;
    }
    const reading = readAttribute(type, value);
    if (reading.refused) return refuse('bad-value', name, reading.message);
    attributes[name] = value;
  }
  // One order for every URL asking for the same element (its attributes' order, then lang): one HTML, one ETag.
  const ordered: Record<string, string | boolean> = {};
  for (const name of [...types.keys(), 'lang']) if (name in attributes) ordered[name] = attributes[name]!;
  const values: Record<string, unknown> = {};
  for (const [property, type] of Object.entries(elementAttributes)) {
    const text = attributes[attributeName(property)];
    values[property] = readAttribute(type, typeof text === 'string' ? text : text ? '' : null).value;
  }
  const site = toSite(String(attributes.site ?? DEFAULT_SITE)) ?? DEFAULT_SITE;
  const key = `${tag}?${[...query]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&')}`;
  return { tag, attributes: ordered, values, platform, site, key };
}
