import { isRecord } from '../../src/content/json.ts';
import { safeWebUrl } from '../../src/content/safe-url.ts';
import { toSite, type Site } from '../../src/sites.ts';

/** One entry of the footer content's `international.items`: a storefront the visitor can move to. */
export interface CountryItem {
  code: Site;
  label: string;
  href: string;
  flagName?: string;
  selected: boolean;
}

export interface ItemsResult {
  items: CountryItem[];
  /** One line per entry that was dropped, for a single console warning. */
  problems: string[];
}

/**
 * Reads `international.items` from a footer content document. Entries with an unknown site code, no
 * label or an address outside http, https and relative are dropped and named in `problems`; duplicates
 * of a code keep the first entry. Never throws, whatever the document holds.
 */
export function readCountryItems(content: unknown): ItemsResult {
  const problems: string[] = [];
  const international = isRecord(content) ? content.international : undefined;
  const rawItems = isRecord(international) ? international.items : undefined;
  if (!Array.isArray(rawItems)) {
    return { items: [], problems: ['international.items is missing or not a list'] };
  }
  const items: CountryItem[] = [];
  rawItems.forEach((raw: unknown, index) => {
    const where = `international.items[${index}]`;
    if (!isRecord(raw)) return problems.push(`${where} is not an object`);
    const code = typeof raw.code === 'string' ? toSite(raw.code) : undefined;
    const label = typeof raw.label === 'string' ? raw.label.trim() : '';
    const href = safeWebUrl(raw.href);
    if (!code) return problems.push(`${where}.code is not a storefront`);
    if (!label) return problems.push(`${where}.label is empty`);
    if (!href) return problems.push(`${where}.href is not a web address`);
    if (items.some((item) => item.code === code)) return problems.push(`${where} repeats ${code}`);
    items.push({
      code,
      label,
      href,
      selected: raw.selected === true,
      ...(typeof raw.flagName === 'string' ? { flagName: raw.flagName } : {}),
    });
  });
  return { items, problems };
}

/** The attribute's site wins over the CMS's `selected` flag: the element knows where it is. */
export function selectedItem(items: readonly CountryItem[], site: Site): CountryItem | undefined {
  return items.find((item) => item.code === site) ?? items.find((item) => item.selected);
}
