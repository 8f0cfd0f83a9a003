import { isRecord } from '../../src/content/json.ts';
import { safeLinkUrl } from '../../src/content/safe-url.ts';
import type {
  FooterContent,
  FooterImage,
  FooterLink,
  IconLink,
  LegalLink,
  QualityLogo,
  SalesTax,
  TeaserGroup,
} from './footer-content.types.ts';

/**
 * Reads a footer document from the CMS (untrusted JSON) into `FooterContent`: what is valid is kept, what is
 * not is dropped and named in `problems` (for one console warning). Addresses outside http, https, mailto,
 * tel and relative never survive. Never throws, whatever the input.
 */
export interface ReadResult {
  content: FooterContent;
  problems: string[];
}

type Json = Record<string, unknown>;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

class Reader {
  readonly problems: string[] = [];

  problem(where: string, what: string): undefined {
    this.problems.push(`${where} ${what}`);
    return undefined;
  }

  link(value: unknown, where: string): FooterLink | undefined {
    if (!isRecord(value)) return this.problem(where, 'is not a link');
    const linkText = text(value.text);
    if (!linkText) return this.problem(where, 'has no text');
    const url = safeLinkUrl(value.url);
    if (!url) return this.problem(where, 'has no allowed address');
    return { text: linkText, url };
  }

  list<T>(value: unknown, where: string, read: (item: unknown, where: string) => T | undefined): T[] {
    if (value === undefined) return [];
    if (!Array.isArray(value)) {
      this.problem(where, 'is not a list');
      return [];
    }
    return value.flatMap((item, index) => {
      const result = read(item, `${where}[${index}]`);
      return result === undefined ? [] : [result];
    });
  }

  size(value: unknown): number | undefined {
    return typeof value === 'number' && Number.isFinite(value) && value > 0 && value < 10_000
      ? value
      : undefined;
  }

  image(value: unknown, where: string): FooterImage | undefined {
    if (!isRecord(value)) return this.problem(where, 'is not an image');
    const source = text(value.source);
    if (!source) return this.problem(where, 'has no source');
    return {
      label: text(value.label) ?? '',
      source,
      width: this.size(value.width) ?? 66,
      height: this.size(value.height) ?? 44,
    };
  }

  group(value: unknown, where: string): TeaserGroup | undefined {
    if (!isRecord(value)) return this.problem(where, 'is not a group');
    const heading = isRecord(value.heading) ? value.heading : undefined;
    const link = heading
      ? this.link(heading.link, `${where}.heading.link`)
      : this.problem(where, 'has no heading');
    if (!link) return undefined;
    const group: TeaserGroup = {
      heading: { iconName: text(heading?.iconName) ?? '', link },
      links: this.list(value.links, `${where}.links`, (item, at) => {
        if (!isRecord(item)) return this.problem(at, 'is not a link entry');
        const entry = this.link(item.link, `${at}.link`);
        return entry && { link: entry, ...(item.hideInClassic === true ? { hideInClassic: true } : {}) };
      }),
    };
    const intro = text(value.introductoryText);
    if (intro) group.introductoryText = intro;
    if (value.hideGroupInCheckout === true) group.hideGroupInCheckout = true;
    const images = this.list(value.images, `${where}.images`, (item, at) => this.image(item, at));
    if (images.length > 0) group.images = images;
    return group;
  }

  iconLink(value: unknown, where: string): IconLink | undefined {
    if (!isRecord(value)) return this.problem(where, 'is not an icon link');
    const iconName = text(value.iconName);
    if (!iconName) return this.problem(where, 'has no icon');
    const link = this.link(value.link, `${where}.link`);
    return link && { iconName, link };
  }

  qualityLogo(value: unknown, where: string): QualityLogo | undefined {
    if (!isRecord(value)) return this.problem(where, 'is not a logo');
    const link = this.link(value.link, `${where}.link`);
    const image = isRecord(value.image)
      ? this.image({ ...value.image, label: link?.text }, `${where}.image`)
      : undefined;
    if (!image) return link ? this.problem(where, 'has no image') : undefined;
    return link && { link, image: { source: image.source, width: image.width, height: image.height } };
  }

  legalLink(value: unknown, where: string): LegalLink | undefined {
    if (isRecord(value) && value.action === 'cookie-consent') {
      const label = text(value.text);
      return label
        ? { text: label, url: '#cookie-settings', action: 'cookie-consent' }
        : this.problem(where, 'has no text');
    }
    return this.link(value, where);
  }

  salesTax(value: unknown): SalesTax | undefined {
    if (value === undefined) return undefined;
    if (!isRecord(value)) return this.problem('salesTax', 'is not an object');
    const link = this.link(value.link, 'salesTax.link');
    if (!link) return undefined;
    return {
      textBeforeLink: text(value.textBeforeLink) ?? '',
      link,
      textAfterLink: text(value.textAfterLink) ?? '',
    };
  }

  section<T>(value: unknown, where: string, read: (section: Json) => T | undefined): T | undefined {
    if (value === undefined) return undefined;
    if (!isRecord(value)) return this.problem(where, 'is not an object');
    return read(value);
  }
}

export function readFooterContent(document: unknown): ReadResult {
  const reader = new Reader();
  const root = isRecord(document) ? document : (reader.problem('the document', 'is not an object'), {});

  const teaser = isRecord(root.teaser) ? root.teaser : undefined;
  const content: FooterContent = {
    teaser: { groups: reader.list(teaser?.groups, 'teaser.groups', (item, at) => reader.group(item, at)) },
    legalLinks: reader.list(root.legalLinks, 'legalLinks', (item, at) => reader.legalLink(item, at)),
    international: {
      items: reader.list(
        isRecord(root.international) ? root.international.items : undefined,
        'international.items',
        (item) =>
          isRecord(item) ? (item as unknown as FooterContent['international']['items'][number]) : undefined,
      ),
    },
  };

  const headline = text(root.headline);
  if (headline) content.headline = headline;

  const seo = reader.section(root.seo, 'seo', (section) => ({
    heading: text(section.heading) ?? '',
    columns: reader.list(section.columns, 'seo.columns', (column, at) =>
      isRecord(column)
        ? { links: reader.list(column.links, `${at}.links`, (item, where) => reader.link(item, where)) }
        : reader.problem(at, 'is not a column'),
    ),
  }));
  if (seo && seo.columns.length > 0) content.seo = seo;

  const social = reader.section(root.socialMedia, 'socialMedia', (section) => ({
    heading: text(section.heading) ?? '',
    icons: reader.list(section.icons, 'socialMedia.icons', (item, at) => reader.iconLink(item, at)),
  }));
  if (social && social.icons.length > 0) content.socialMedia = social;

  const apps = reader.section(root.appReferences, 'appReferences', (section) => ({
    heading: text(section.heading) ?? '',
    appIcons: reader.list(section.appIcons, 'appReferences.appIcons', (item, at) =>
      reader.iconLink(item, at),
    ),
  }));
  if (apps && apps.appIcons.length > 0) content.appReferences = apps;

  const quality = reader.section(root.qualityLogos, 'qualityLogos', (section) => {
    const heading = text(section.heading);
    return {
      ...(heading ? { heading } : {}),
      logos: reader.list(section.logos, 'qualityLogos.logos', (item, at) => reader.qualityLogo(item, at)),
    };
  });
  if (quality && quality.logos.length > 0) content.qualityLogos = quality;

  const salesTax = reader.salesTax(root.salesTax);
  if (salesTax) content.salesTax = salesTax;

  const viewChanger = reader.section(root.viewChanger, 'viewChanger', (section) => {
    const toMobile = text(section.toMobile);
    const toDesktop = text(section.toDesktop);
    return toMobile && toDesktop
      ? { toMobile, toDesktop }
      : reader.problem('viewChanger', 'needs both texts');
  });
  if (viewChanger) content.viewChanger = viewChanger;

  return { content, problems: reader.problems };
}

/**
 * Whether a read document holds anything to show. A 200 answer of another shape (an error object, a list)
 * reads as a document without a single section: that is a failed load, not an empty footer to render.
 */
export function hasFooterContent(content: FooterContent): boolean {
  return (
    content.headline !== undefined ||
    content.teaser.groups.length > 0 ||
    content.seo !== undefined ||
    content.socialMedia !== undefined ||
    content.appReferences !== undefined ||
    content.qualityLogos !== undefined ||
    content.salesTax !== undefined ||
    content.legalLinks.length > 0 ||
    content.viewChanger !== undefined ||
    content.international.items.length > 0
  );
}
