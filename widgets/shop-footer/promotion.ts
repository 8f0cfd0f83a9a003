import { safeLinkUrl } from '../../src/content/safe-url.ts';

/** The SHOP_FOOTER promotion, shown as the footer's first section. */
export interface Promotion {
  headline: string;
  text: string;
  link?: { text: string; url: string };
}

/** The promotion's document (unwrapped from `contentJSON`) read into its shape; undefined when it has none. */
export function readPromotion(value: unknown): Promotion | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.headline !== 'string' || typeof record.text !== 'string') return undefined;
  const promotion: Promotion = { headline: record.headline, text: record.text };
  const link = record.link as Record<string, unknown> | undefined;
  const url = safeLinkUrl(link?.url);
  if (link && typeof link.text === 'string' && url) promotion.link = { text: link.text, url };
  return promotion;
}
