/**
 * `storefront-widgets/server`: renders the widgets to HTML in Node 20 (ESM), for a shop server, an SSI/ESI
 * fragment service or a CDN worker to compose into pages. The browser bundle takes the HTML over without
 * replacing it. Kept equal to server/index.ts by server/declarations.check.ts.
 */

/** The elements a server renders; `<preview-panel>` is staff-only and renders in the browser. */
export type ServerTag = 'shop-footer' | 'country-switcher' | 'newsletter-signup';

/** An element's attributes as the host writes them: text, or true/false for a boolean one. */
export type ElementAttributes = Readonly<Record<string, string | boolean | undefined>>;

/** Where the stylesheets are linked from when the host does not say: `/static/`. */
export const DEFAULT_ASSET_BASE: '/static/';

export interface RenderOptions {
  /** Where the host serves the bundle's `dist/` folder (the stylesheets are under `assets/`); default `/static/`. */
  assetBase?: string;
  /** The footer content document (the JSON the footer and the country switcher read), when the tag needs it. */
  content?: unknown;
  /** The SHOP_FOOTER promotion document (the JSON inside `contentJSON`), if the page shows one. */
  promotion?: unknown;
  /** The platform, when the host knows it (its `<html data-platform>`); otherwise the footer draws for `classic`. */
  platform?: 'mobile' | 'tablet' | 'classic';
  /** The page's `<html lang>`: the widgets' language when the element has no `lang` of its own. */
  pageLanguage?: string;
  /**
   * Where the services are, when the page says so in its `<meta name="storefront-widgets:services…">` tags: the
   * same setting, so that the addresses the server draws (logos, the documents it hands over) are the ones the
   * browser derives. Throws a TypeError for a value that is no http(s) origin or /path.
   */
  services?: ServicesSetting;
}

/**
 * The services setting, as the page's `<meta>` tags say it: one base for every service
 * (`'https://services.example.com'`), or bases by service name with `all` for the others
 * (`{ all: 'https://services.example.com', footer: 'https://cms.example.com' }`).
 */
export type ServicesSetting = string | Readonly<Record<string, string>>;

/** An element's stylesheet: its host styles, the kit's and its own, in one file under `dist/`. */
export interface ElementStylesheet {
  /** The file under `dist/`: `assets/{tag}-{hash}.css`. */
  file: string;
  css: string;
}

/**
 * The element's HTML as the browser would draw it: the tag with its attributes and a declarative shadow root
 * (`<template shadowrootmode="open">`) holding a stylesheet link, the snapshot the browser hydrates from, and
 * what the element renders. Nothing personal is rendered. When the element cannot render here (no content
 * document, content it cannot read, a doi-token), the result is the bare tag, which renders itself in the
 * browser. Throws a TypeError for an unknown tag or attribute, or an `assetBase` that is no path or address.
 */
export function renderElement(tag: ServerTag, attributes: ElementAttributes, options?: RenderOptions): string;

/** The stylesheet the rendered HTML of `tag` links to. */
export function elementStylesheet(tag: ServerTag): ElementStylesheet;

/** The tags `renderElement` renders. */
export const SERVER_TAGS: ServerTag[];
