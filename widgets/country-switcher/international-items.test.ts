import { describe, expect, it } from 'vitest';
import { readCountryItems, selectedItem } from './international-items.ts';

const de = { code: 'DE', label: 'Deutschland', href: '/de/' };
const at = { code: 'AT', label: 'Österreich', href: 'https://shop.example.at/', selected: true };

describe('readCountryItems', () => {
  it('reads valid items with their code, label and address', () => {
    const { items, problems } = readCountryItems({ international: { items: [de, at] } });
    expect(problems).toEqual([]);
    expect(items).toEqual([
      { code: 'DE', label: 'Deutschland', href: '/de/', selected: false },
      { code: 'AT', label: 'Österreich', href: 'https://shop.example.at/', selected: true },
    ]);
  });

  it('accepts site codes in any case and with a hyphen', () => {
    const { items } = readCountryItems({ international: { items: [{ ...de, code: 'ch-fr' }] } });
    expect(items[0]?.code).toBe('CH_FR');
  });

  it('drops hostile, unknown and incomplete entries and names each one', () => {
    const { items, problems } = readCountryItems({
      international: {
        items: [
          { code: 'DE', label: 'Deutschland', href: 'javascript:alert(1)' },
          { code: 'XX', label: 'Nowhere', href: '/xx/' },
          { code: 'PL', label: '', href: '/pl/' },
          { code: 'CZ', label: 'Česko', href: 'mailto:a@b.example' },
          'HU',
          at,
          { ...at, label: 'Again' },
        ],
      },
    });
    expect(items.map((item) => item.code)).toEqual(['AT']);
    expect(problems).toEqual([
      'international.items[0].href is not a web address',
      'international.items[1].code is not a storefront',
      'international.items[2].label is empty',
      'international.items[3].href is not a web address',
      'international.items[4] is not an object',
      'international.items[6] repeats AT',
    ]);
  });

  it.each([null, 'text', { international: null }, { international: { items: {} } }])(
    'returns no items and a problem for a document without a list (%j)',
    (content) => {
      const result = readCountryItems(content);
      expect(result.items).toEqual([]);
      expect(result.problems).toEqual(['international.items is missing or not a list']);
    },
  );
});

describe('selectedItem', () => {
  const { items } = readCountryItems({ international: { items: [de, at] } });

  it('marks the item of the element site', () => {
    expect(selectedItem(items, 'DE')?.code).toBe('DE');
  });

  it('falls back to the item the content marks selected when the site has no item', () => {
    expect(selectedItem(items, 'TR')?.code).toBe('AT');
  });
});
