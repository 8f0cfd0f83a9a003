import type { Plugin } from 'vite';

/**
 * `@r2wc/core` turns each attribute into its property by a transform per declared type (string, number, boolean,
 * function, method, json), all in one table, so a bundler keeps every transform whatever the elements declare.
 * The elements declare every property a string (`lazyElement` in src/elements/define.ts reads the attributes
 * itself): the table is cut to its string transform, and the others fall out of the bundle (docs/decisions/0113).
 * A version of r2wc whose table reads otherwise fails the build, so that the cut is looked at again.
 */
export function r2wcStringProps(): Plugin {
  return {
    name: 'storefront-widgets:r2wc-string-props',
    transform(code, id) {
      if (!/[\\/]@r2wc[\\/]core[\\/]dist[\\/]core\.js$/.test(id)) return null;
      return { code: stringTransformsOnly(code), map: null };
    },
  };
}

/** The transforms' table of r2wc's build, as its version 1 writes it: `w = { string: E, number: x, … }`. */
const TABLE =
  /(\w+) = \{\s*string: (\w+),\s*number: \w+,\s*boolean: \w+,\s*function: \w+,\s*method: \w+,\s*json: \w+\s*\}/g;

/**
 * r2wc's code with its transforms' table holding the string transform only; throws when the table is not there
 * once, as written above.
 * @internal Test seam: tested on the installed r2wc.
 */
export function stringTransformsOnly(code: string): string {
  const tables = [...code.matchAll(TABLE)];
  if (tables.length !== 1) {
    throw new Error(
      `@r2wc/core's transforms table was found ${tables.length} times, not once: ` +
        'check scripts/vite-plugin-r2wc-strings.ts against the new version',
    );
  }
  return code.replace(TABLE, '$1 = { string: $2 }');
}
