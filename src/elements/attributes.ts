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
  /** An enumeration's values in their canonical case (the parser takes any case). */
  readonly values?: readonly string[];
  parse(raw: string): T;
}

/**
 * Why a value is refused: a boolean written "false" (`boolean-false`), a value outside an enumeration
 * (`not-a-value`), an address that is not http, https or relative (`not-a-web-address`).
 */
export type RefusalReason = 'boolean-false' | 'not-a-value' | 'not-a-web-address';

class AttributeError extends Error {
  override name = 'AttributeError';
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
  }
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
          'boolean-false',
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
    values: SITES,
    parse(raw) {
      if (raw.trim() === '') return DEFAULT_SITE;
      const site = toSite(raw);
      if (!site)
        throw new AttributeError('not-a-value', `is not a storefront; expected one of ${SITES.join(', ')}`);
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
    values,
    parse(raw) {
      if (raw.trim() === '') return fallback;
      const value = values.find((candidate) => candidate.toLowerCase() === raw.trim().toLowerCase());
      if (!value)
        throw new AttributeError('not-a-value', `is not allowed; expected one of ${values.join(', ')}`);
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
      if (!url) throw new AttributeError('not-a-web-address', 'must be an http, https or relative address');
      return url;
    },
  };
}

/** One attribute's text as the element reads it: the value it takes, and why the text was refused if it was. */
export type AttributeReading<T> =
  | { readonly value: T; readonly refused?: undefined }
  | { readonly value: T; readonly refused: RefusalReason; readonly message: string };

/**
 * Reads one attribute's text as the element does (`null`: absent). A refused text takes the fallback (a boolean
 * "false" stays on) and says why: the element warns with `message`; the block builder shows the reason at the
 * field.
 */
export function readAttribute<T>(type: AttributeType<T>, text: string | null): AttributeReading<T> {
  if (text === null) return { value: type.fallback };
  try {
    return { value: type.parse(text) };
  } catch (error) {
    if (!(error instanceof AttributeError)) throw error;
    const value = (type.kind === 'boolean' ? booleanOnAnyway : type.fallback) as T;
    return { value, refused: error.reason, message: error.message };
  }
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
    const reading = readAttribute(type, text ?? null);
    if (reading.refused) {
      warnOnce(
        `<${tag}> ${attributeName(property)}=${describeValue(text!)} ${reading.message}. Using ${JSON.stringify(reading.value)}.`,
      );
    }
    values[property] = reading.value;
  }
  return values as AttributeValues<Types>;
}
