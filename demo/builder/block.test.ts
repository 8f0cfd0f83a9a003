import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { schemaPath } from '../../scripts/schemas.ts';
import {
  builderTag,
  fields,
  fragmentUrl,
  includeLine,
  markup,
  otherOrigins,
  placedAttributes,
  previewAttributes,
  refusal,
  textInFragment,
} from './block.ts';
import { BUILDER_LANGUAGES, BUILDER_TEXTS, builderLanguage } from './texts.ts';

const field = (tag: Parameters<typeof fields>[0], name: string) =>
  fields(tag).find((candidate) => candidate.name === name)!;

describe('the block builder', () => {
  it("offers a field per attribute the element reads, but the visitor's own", () => {
    expect(fields('newsletter-signup').map((field) => field.name)).toEqual([
      'site',
      'headline',
      'image-src',
      'image-alt',
      'discount-text',
      'voucher-text',
      'origin',
      'origin-addition',
      'api-base',
      'spa',
      'lang',
    ]);
    expect(field('shop-footer', 'site').values).toEqual([
      'DE',
      'AT',
      'CH',
      'CH_FR',
      'PL',
      'CZ',
      'HU',
      'SK',
      'TR',
    ]);
    expect(field('shop-footer', 'reduced').kind).toBe('boolean');
    expect(field('country-switcher', 'lang').values).toHaveLength(12);
  });

  it("refuses what the element's parser refuses, and nothing else", () => {
    const image = field('newsletter-signup', 'image-src');
    expect(refusal(image, 'javascript:alert(1)')).toBe('not-a-web-address');
    expect(refusal(image, ' JAVASCRIPT:alert(1)')).toBe('not-a-web-address');
    expect(refusal(image, '/cms/a.jpg')).toBeUndefined();
    expect(refusal(field('newsletter-signup', 'headline'), 'javascript:<b>')).toBeUndefined();
  });

  it.each([
    ['/cms/spring.jpg', true],
    ['spring.jpg?v=2', true],
    ['https://cdn.example/cms/spring.jpg', true],
    ['http://127.0.0.1:4600/cms/spring.jpg', true],
    ['http://localhost:8080/a.jpg', true],
    ['https://cdn.example:44300/a.jpg', true],
    ['https://cdn.example:65535/a.jpg', true],
    ['https://cdn.example:65536/a.jpg', false],
    ['http://256.1.1.1/a.jpg', false],
    ['https://[::1]/a.jpg', false],
    ['//cdn.example/a.jpg', false],
    ['data:image/png;base64,AAAA', false],
    ['javascript:alert(1)', false],
    ['mailto:a@b.example', false],
  ])('gives %s the verdict of the shipped JSON Schema (%s)', (address, takes) => {
    const schema = JSON.parse(readFileSync(schemaPath('newsletter-signup'), 'utf8')) as Record<
      string,
      unknown
    >;
    const valid = new Ajv2020({ strict: true }).compile(schema)({ site: 'DE', 'image-src': address });
    expect(valid).toBe(takes);
    expect(refusal(field('newsletter-signup', 'image-src'), address) === undefined).toBe(takes);
  });

  it('names the addresses on another origin than the page, which its policy keeps out of the preview', () => {
    const page = 'http://127.0.0.1:4500';
    const placed: [string, string | true][] = [
      ['site', 'DE'],
      ['headline', 'https://not.an.address.example'],
      ['image-src', 'https://cms.example/spring.jpg'],
    ];
    expect(otherOrigins('newsletter-signup', placed, page)).toEqual([
      { name: 'image-src', origin: 'https://cms.example' },
    ]);
    expect(otherOrigins('newsletter-signup', [['image-src', '/cms/spring.jpg']], page)).toEqual([]);
    expect(otherOrigins('newsletter-signup', [['image-src', `${page}/a.jpg`]], page)).toEqual([]);
  });

  it("previews a block in its storefront's page language, unless it names one", () => {
    const page = 'http://127.0.0.1:4500';
    const preview = (placed: [string, string | true][]) =>
      previewAttributes(placed, otherOrigins('newsletter-signup', placed, page));
    expect(preview([['site', 'PL']])).toEqual([
      ['site', 'PL'],
      ['lang', 'pl-PL'],
    ]);
    expect(
      preview([
        ['site', 'CH_FR'],
        ['headline', 'Salut'],
      ]),
    ).toContainEqual(['lang', 'fr-CH']);
    expect(
      preview([
        ['site', 'PL'],
        ['lang', 'en'],
      ]),
    ).toEqual([
      ['site', 'PL'],
      ['lang', 'en'],
    ]);
    // An image on another origin stays out of the preview (the page's policy would block it), not out of the markup.
    expect(
      preview([
        ['site', 'DE'],
        ['image-src', 'https://cms.example/a.jpg'],
      ]),
    ).toEqual([
      ['site', 'DE'],
      ['lang', 'de-DE'],
    ]);
  });

  it('writes the markup: values escaped in double quotes, refused values and defaults left out, the site always', () => {
    const placed = placedAttributes('newsletter-signup', {
      site: 'DE',
      headline: 'Tea & "coffee" <now>',
      'image-src': 'javascript:alert(1)',
      origin: 'NEWSLETTER',
      spa: true,
      lang: '',
    });
    expect(markup('newsletter-signup', placed)).toBe(
      '<newsletter-signup site="DE" headline="Tea &amp; &quot;coffee&quot; &lt;now&gt;" spa></newsletter-signup>',
    );
    expect(markup('shop-footer', placedAttributes('shop-footer', { site: 'PL', origin: 'x' }))).toBe(
      '<shop-footer site="PL"></shop-footer>',
    );
  });

  it('writes the fragment include line without the addresses a fragment URL may not carry, and names the text in it', () => {
    const placed = placedAttributes('shop-footer', {
      site: 'AT',
      reduced: true,
      'content-src': '/footer.json',
      lang: 'de-AT',
    });
    const url = fragmentUrl('shop-footer', placed);
    expect(includeLine(url)).toBe(
      '<!--# include virtual="/fragments/shop-footer?site=AT&reduced=&lang=de-AT" -->',
    );
    expect(textInFragment('shop-footer', placed)).toEqual([]);
    const block = placedAttributes('newsletter-signup', { site: 'DE', headline: 'Hi "you"' });
    expect(fragmentUrl('newsletter-signup', block)).toBe(
      '/fragments/newsletter-signup?site=DE&headline=Hi+%22you%22',
    );
    expect(textInFragment('newsletter-signup', block)).toEqual(['headline']);
  });

  it('opens the element ?element= names, and the first one otherwise', () => {
    expect(builderTag('country-switcher')).toBe('country-switcher');
    expect(builderTag('preview-panel')).toBe('newsletter-signup');
    expect(builderTag(null)).toBe('newsletter-signup');
  });

  it('speaks English and German, every text in both, with a label for every field', () => {
    expect(builderLanguage('de-AT')).toBe('de');
    expect(builderLanguage('en')).toBe('en');
    expect(builderLanguage('fr')).toBe('en');
    const keys = (value: object): string[] =>
      Object.entries(value).flatMap(([key, text]) =>
        typeof text === 'string' ? [key] : keys(text as object).map((inner) => `${key}.${inner}`),
      );
    for (const language of BUILDER_LANGUAGES) {
      expect(keys(BUILDER_TEXTS[language])).toEqual(keys(BUILDER_TEXTS.en));
      for (const tag of ['newsletter-signup', 'shop-footer', 'country-switcher'] as const)
        for (const { name } of fields(tag))
          expect(BUILDER_TEXTS[language].labels, `${language} ${name}`).toHaveProperty([name]);
    }
    expect(BUILDER_TEXTS.de.copied).not.toBe(BUILDER_TEXTS.en.copied);
  });
});
