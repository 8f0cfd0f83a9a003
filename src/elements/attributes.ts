import { safeWebUrl } from '../content/safe-url.ts';
import { DEFAULT_SITE, SITES, toSite, type Site } from '../sites.ts';
import { warnOnce } from './registry.ts';

/**
 * How one attribute is read. `parse` receives the attribute's text (never null: an absent attribute takes
 * `fallback` without calling it) and throws an `AttributeError` for a value it cannot use; the element then
 * logs one warning and takes `fallback`. Nothing here throws to the page.
 */
export interface AttributeType<T> {
  readonly kind: 'string' | 'boolean' | 'enum' | 'url';
  readonly fallback: T;
  parse(raw: string): T;
}

class AttributeError extends Error {
  override name = 'AttributeError';
}

export type AttributeTypes = Record<string, AttributeType<unknown>>;

export type AttributeValues<Types extends AttributeTypes> = {
  [Name in keyof Types]: Types[Name] extends AttributeType<infer T> ? T : never;
};

/** camelCase property name → kebab-case attribute name, as r2wc maps them. */
export function attributeName(property: string): string {
  return property.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** Free text; an empty value counts as absent. */
export function stringAttribute(fallback = ''): AttributeType<string> {
  return { kind: 'string', fallback, parse: (raw) => (raw === '' ? fallback : raw) };
}

/**
 * On when present, as in HTML (`<shop-footer reduced>`). The text "false" still turns it on, as in HTML,
 * but is reported, because it is almost always a mistake.
 */
export function booleanAttribute(): AttributeType<boolean> {
  return {
    kind: 'boolean',
    fallback: false,
    parse(raw) {
      if (raw.trim().toLowerCase() === 'false') {
        throw new AttributeError(
          'is a boolean attribute: it is on whenever present, whatever its value; remove it to turn it off',
        );
      }
      return true;
    },
  };
}

/** Kept on an AttributeError: the value the attribute takes anyway (a boolean "false" is still on). */
const booleanOnAnyway = true;

export function siteAttribute(): AttributeType<Site> {
  return {
    kind: 'enum',
    fallback: DEFAULT_SITE,
    parse(raw) {
      if (raw.trim() === '') return DEFAULT_SITE;
      const site = toSite(raw);
      if (!site) throw new AttributeError(`is not a storefront; expected one of ${SITES.join(', ')}`);
      return site;
    },
  };
}

export function enumAttribute<const Value extends string>(
  values: readonly Value[],
  fallback: Value,
): AttributeType<Value> {
  return {
    kind: 'enum',
    fallback,
    parse(raw) {
      if (raw.trim() === '') return fallback;
      const value = values.find((candidate) => candidate.toLowerCase() === raw.trim().toLowerCase());
      if (!value) throw new AttributeError(`is not allowed; expected one of ${values.join(', ')}`);
      return value;
    },
  };
}

/**
 * An address the widget fetches from or shows: http(s) or relative to the page. Anything else
 * (`javascript:`, `data:`, ...) is refused.
 */
export function urlAttribute(fallback = ''): AttributeType<string> {
  return {
    kind: 'url',
    fallback,
    parse(raw) {
      if (raw.trim() === '') return fallback;
      const url = safeWebUrl(raw);
      if (!url) throw new AttributeError('must be an http, https or relative address');
      return url;
    },
  };
}

function describeValue(raw: string): string {
  return raw.length > 60 ? `${JSON.stringify(raw.slice(0, 60))}…` : JSON.stringify(raw);
}

/**
 * Turns the raw attribute texts of one element into typed values, with a fallback and one console warning
 * (naming the element, the attribute and the value) for each value it cannot use.
 */
export function parseAttributes<Types extends AttributeTypes>(
  tag: string,
  types: Types,
  raw: Partial<Record<keyof Types, string | null | undefined>>,
): AttributeValues<Types> {
  const values: Record<string, unknown> = {};
  for (const [property, type] of Object.entries(types)) {
    const text = raw[property];
    if (text === undefined || text === null) {
      values[property] = type.fallback;
      continue;
    }
    try {
      values[property] = type.parse(text);
    } catch (error) {
      if (!(error instanceof AttributeError)) throw error;
      const taken = type.kind === 'boolean' ? booleanOnAnyway : type.fallback;
      warnOnce(
        `<${tag}> ${attributeName(property)}=${describeValue(text)} ${error.message}. Using ${JSON.stringify(taken)}.`,
      );
      values[property] = taken;
    }
  }
  return values as AttributeValues<Types>;
}
