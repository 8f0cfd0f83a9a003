import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  attributeName,
  booleanAttribute,
  enumAttribute,
  parseAttributes,
  readAttribute,
  siteAttribute,
  stringAttribute,
  urlAttribute,
} from './attributes.ts';
import { resetPageRegistryForTests } from './registry.ts';

afterEach(() => resetPageRegistryForTests());

const types = {
  site: siteAttribute(),
  reduced: booleanAttribute(),
  headline: stringAttribute('Standard'),
  origin: enumAttribute(['NEWSLETTER', 'SHOPPING_CART'], 'NEWSLETTER'),
  contentSrc: urlAttribute('/default.json'),
};

describe('parseAttributes', () => {
  it('gives every absent attribute its default', () => {
    expect(parseAttributes('x-el', types, {})).toEqual({
      site: 'DE',
      reduced: false,
      headline: 'Standard',
      origin: 'NEWSLETTER',
      contentSrc: '/default.json',
    });
  });

  it('reads valid values, site codes and enums in any case', () => {
    const values = parseAttributes('x-el', types, {
      site: 'ch-fr',
      reduced: '',
      headline: 'Hallo',
      origin: 'shopping_cart',
      contentSrc: 'https://cms.example/footer.json',
    });
    expect(values).toEqual({
      site: 'CH_FR',
      reduced: true,
      headline: 'Hallo',
      origin: 'SHOPPING_CART',
      contentSrc: 'https://cms.example/footer.json',
    });
  });

  it('turns a boolean attribute on when present with an empty value, as in HTML', () => {
    expect(parseAttributes('x-el', types, { reduced: '' }).reduced).toBe(true);
    expect(parseAttributes('x-el', types, { reduced: 'reduced' }).reduced).toBe(true);
    expect(parseAttributes('x-el', types, { reduced: null }).reduced).toBe(false);
  });

  it('keeps reduced="false" on, as HTML does, and warns that it is probably a mistake', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseAttributes('shop-footer', types, { reduced: 'false' }).reduced).toBe(true);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^<shop-footer> reduced="false" is a boolean attribute/),
    );
  });

  it('warns once, naming element, attribute and value, and falls back for an unknown site', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseAttributes('shop-footer', types, { site: 'FR' }).site).toBe('DE');
    expect(parseAttributes('shop-footer', types, { site: 'FR' }).site).toBe('DE');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      '<shop-footer> site="FR" is not a storefront; expected one of DE, AT, CH, CH_FR, PL, CZ, HU, SK, TR. Using "DE".',
    );
  });

  it('refuses a javascript: address and keeps relative and https ones', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseAttributes('x-el', types, { contentSrc: 'javascript:alert(1)' }).contentSrc).toBe(
      '/default.json',
    );
    expect(parseAttributes('x-el', types, { contentSrc: '/footer/de.json' }).contentSrc).toBe(
      '/footer/de.json',
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('must be an http, https or relative address'));
  });

  it('refuses an unknown enum value with the allowed values in the warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseAttributes('x-el', types, { origin: 'EMAIL' }).origin).toBe('NEWSLETTER');
    expect(warn).toHaveBeenCalledWith(
      '<x-el> origin="EMAIL" is not allowed; expected one of NEWSLETTER, SHOPPING_CART. Using "NEWSLETTER".',
    );
  });

  it('shortens a very long bad value in the warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    parseAttributes('x-el', types, { site: 'X'.repeat(500) });
    expect(String(warn.mock.calls[0]?.[0]).length).toBeLessThan(200);
  });

  it('treats an empty text attribute as absent', () => {
    expect(parseAttributes('x-el', types, { headline: '', site: '' })).toMatchObject({
      headline: 'Standard',
      site: 'DE',
    });
  });
});

describe('attributeName', () => {
  it('maps camelCase properties to the kebab-case attributes r2wc observes', () => {
    expect(attributeName('contentSrc')).toBe('content-src');
    expect(attributeName('hideNewsletter')).toBe('hide-newsletter');
    expect(attributeName('site')).toBe('site');
  });
});

describe('readAttribute (what the block builder shows at a field)', () => {
  it('gives the value the element takes and, for a refused text, why', () => {
    expect(readAttribute(types.contentSrc, '/footer.json')).toEqual({ value: '/footer.json' });
    expect(readAttribute(types.contentSrc, null)).toEqual({ value: '/default.json' });
    expect(readAttribute(types.contentSrc, 'javascript:alert(1)')).toMatchObject({
      value: '/default.json',
      refused: 'not-a-web-address',
    });
    expect(readAttribute(types.site, 'fr')).toMatchObject({ value: 'DE', refused: 'not-a-value' });
    expect(readAttribute(types.site, 'pl')).toEqual({ value: 'PL' });
    expect(readAttribute(types.reduced, 'false')).toMatchObject({ value: true, refused: 'boolean-false' });
    expect(readAttribute(types.headline, '<b>')).toEqual({ value: '<b>' });
  });

  it("lists an enumeration's values in their canonical case", () => {
    expect(types.site.values).toEqual(['DE', 'AT', 'CH', 'CH_FR', 'PL', 'CZ', 'HU', 'SK', 'TR']);
    expect(types.origin.values).toEqual(['NEWSLETTER', 'SHOPPING_CART']);
    expect(types.headline.values).toBeUndefined();
  });
});
