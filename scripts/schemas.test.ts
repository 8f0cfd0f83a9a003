import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { ELEMENT_APIS } from '../widgets/apis.ts';
import { schemaPath } from './schemas.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PLACEABLE = ['newsletter-signup', 'shop-footer', 'country-switcher'];

/** The committed schema of an element, compiled by a 2020-12 validator in strict mode. */
function validator(tag: string) {
  const schema = JSON.parse(readFileSync(join(ROOT, schemaPath(tag)), 'utf8')) as Record<string, unknown>;
  return new Ajv2020({ strict: true, allErrors: true }).compile(schema);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The integrator's documents whose examples are checked: the README and its guides. */
const DOCUMENTS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs/guides')).map((name) => `docs/guides/${name}`),
];
const documents = () => DOCUMENTS.map((path) => readFileSync(join(ROOT, path), 'utf8')).join('\n');

/**
 * Every start tag of `tag` in the HTML examples of the README and its guides, as the block a CMS would store: each attribute by its
 * name, its text unescaped, a boolean attribute (no value) as true.
 */
function exampleBlocks(tag: string): Record<string, string | boolean>[] {
  const examples = [...documents().matchAll(/```html\n([\s\S]*?)```/g)].map((match) => match[1]!);
  return examples.flatMap((example) =>
    [...example.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>`, 'g'))].map((start) => {
      const block: Record<string, string | boolean> = {};
      for (const [, name, value] of (start[1] ?? '').matchAll(/([a-z-]+)(?:="([^"]*)")?/g)) {
        block[name!] =
          value === undefined
            ? true
            : value.replace(/&(amp|lt|gt|quot|#39);/g, (_, entity: string) => ENTITIES[entity]!);
      }
      return block;
    }),
  );
}

describe('the JSON Schemas of the placeable elements (schemas/{tag}.json)', () => {
  it('exist for exactly the elements people place', () => {
    expect(
      ELEMENT_APIS.filter((element) => element.placeable)
        .map((element) => element.tag)
        .sort(),
    ).toEqual([...PLACEABLE].sort());
  });

  it.each(PLACEABLE)('<%s>: every example of the README and its guides is a valid block', (tag) => {
    const validate = validator(tag);
    const blocks = exampleBlocks(tag);
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks)
      expect(validate(block) ? [] : validate.errors, JSON.stringify(block)).toEqual([]);
  });

  it("<newsletter-signup>: the embedding guide's block as a CMS stores it is valid", () => {
    const guide = readFileSync(join(ROOT, 'docs/guides/embedding.md'), 'utf8');
    // The blocks of the section for CMS teams (the guide has JSON of other kinds elsewhere).
    const start = guide.indexOf('\n## For CMS teams');
    const section = guide.slice(start, guide.indexOf('\n## ', start + 1));
    const stored = [...section.matchAll(/```json\n(\{[\s\S]*?\})\n```/g)].map((match) =>
      JSON.parse(match[1]!),
    );
    expect(stored.length).toBeGreaterThan(0);
    const validate = validator('newsletter-signup');
    for (const block of stored) expect(validate(block) ? [] : validate.errors).toEqual([]);
  });

  const bad: Record<string, [string, Record<string, unknown>][]> = {
    'newsletter-signup': [
      ['an unknown property', { site: 'DE', colour: 'red' }],
      ['a javascript: image address', { site: 'DE', 'image-src': 'javascript:alert(1)' }],
      ['a data: image address', { 'image-src': 'data:image/svg+xml,<svg/>' }],
      ['a lower-case site', { site: 'de' }],
      ['an unknown site', { site: 'FR' }],
      ['a camelCase name', { imageSrc: '/a.jpg' }],
      ["a visitor's own token", { 'doi-token': 'abc' }],
      ['a boolean as text', { spa: 'true' }],
      ['an origin in another case', { origin: 'newsletter' }],
    ],
    'shop-footer': [
      ['an unknown property', { site: 'PL', theme: 'dark' }],
      ['a javascript: content address', { 'content-src': 'javascript:alert(1)' }],
      ['a lower-case site', { site: 'pl' }],
      ['reduced as the text "false"', { reduced: 'false' }],
      ['an unknown language', { lang: 'fr-FR' }],
    ],
    'country-switcher': [
      ['an unknown property', { site: 'AT', open: true }],
      ['a protocol-relative content address', { 'content-src': '//evil.example/footer.json' }],
      ['a lower-case site', { site: 'cz' }],
      ['a number as the site', { site: 1 }],
    ],
  };

  it.each(PLACEABLE.flatMap((tag) => bad[tag]!.map(([what, block]) => [tag, what, block] as const)))(
    '<%s>: refuses a block with %s',
    (tag, _what, block) => {
      expect(validator(tag)(block)).toBe(false);
    },
  );

  it('<newsletter-signup>: takes a block with every kind of value', () => {
    expect(
      validator('newsletter-signup')({
        site: 'CH_FR',
        lang: 'fr-CH',
        headline: 'Nouveautés <café> & "thé"',
        'image-src': 'https://cdn.example/cms/a.jpg',
        origin: 'SHOPPING_CART',
        spa: true,
      }),
    ).toBe(true);
  });
});
