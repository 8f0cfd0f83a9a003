import { renderToString } from 'react-dom/server';
import type { SharedDocumentResult } from '../src/content/shared-document.ts';
import { attributeName, parseAttributes, type AttributeTypes } from '../src/elements/attributes.ts';
import type { ElementConfig } from '../src/elements/element-definition.ts';
import { BASE_HOST_CSS } from '../src/elements/host-styles.ts';
import type { RenderSnapshot, SnapshotDocument } from '../src/elements/wake/render-snapshot.ts';
import { SNAPSHOT_ATTRIBUTE } from '../src/elements/wake/server-html.ts';
import { widgetTree } from '../src/elements/widget-tree.tsx';
import { DEFAULT_ASSET_BASE } from './browser-files.ts';
import { fnv1a64 } from './hash.ts';
import { loadTranslations } from '../src/i18n/i18n.ts';
import { NAMESPACES } from '../src/i18n/translation-files.ts';
import { LANGUAGES, resolveLanguage } from '../src/i18n/languages.ts';
import { renderWithServices, type ServicesSetting } from '../src/http/service-base.ts';
import { parsePlatform, PLATFORM_ATTRIBUTE, type Platform } from '../src/platform/platform.ts';
import type { Site } from '../src/sites.ts';
import { isServerTag, SERVER_TAGS, serverElement, type ServerTag } from './elements.ts';
import { documentsRead, type AnyServerDefinition } from './server-definition.ts';

// Every text of every language is in before the first render: rendering is synchronous.
await Promise.all(LANGUAGES.map((language) => loadTranslations(language, NAMESPACES)));

/** An element's attributes as the host writes them: text, or true/false for a boolean one. */
export type ElementAttributes = Readonly<Record<string, string | boolean | undefined>>;

export { DEFAULT_ASSET_BASE };

export interface RenderOptions {
  /** Where the host serves the bundle's `dist/` folder (the stylesheets are under `assets/`); default `/static/`. */
  assetBase?: string;
  /** The footer content document (the JSON the footer and the country switcher read), when the tag needs it. */
  content?: unknown;
  /**
   * The SHOP_FOOTER promotion document (the JSON inside `contentJSON`); `null` when the site has none. Left out,
   * the footer is drawn without it and the browser asks for it (React then loads at once to draw it).
   */
  promotion?: unknown;
  /**
   * The platform, when the host knows it (its `<html data-platform>`). Without it the footer and the switcher
   * are drawn for any width: CSS lays them out as the classic footer from 1280 px and as the mobile one below.
   */
  platform?: Platform;
  /**
   * The fragment handler serving this element, when a browser can reach it: its path on the page's origin
   * (`/fragments/`, ending in `/`) and the free-text attributes it takes in a URL. A change of the element's
   * attributes before its code arrives is then drawn by it. `createFragmentHandler` passes its own.
   */
  fragments?: { path: string; allowAttributes: readonly string[] };
  /** The page's `<html lang>`: the widgets' language when the element has no `lang` of its own. */
  pageLanguage?: string;
  /**
   * Where the services are, when the page says so in its `<meta name="storefront-widgets:services…">` tags: the
   * same setting, so that the addresses the server draws (logos, the documents it hands over) are the ones the
   * browser derives. One base for every service, or bases by service name with `all` for the others.
   */
  services?: ServicesSetting;
}

const ok = (content: unknown): SharedDocumentResult => ({ status: 'ok', content });

/**
 * The snapshot's documents of an element with `config`, from what the host gave (`options.content`,
 * `options.promotion`); undefined when a document it needs was not given: the bare tag goes out.
 */
function snapshotDocuments(
  element: AnyServerDefinition,
  config: ElementConfig<AttributeTypes>,
  options: RenderOptions,
): Record<string, SnapshotDocument> | undefined {
  const documents: Record<string, SnapshotDocument> = {};
  for (const [kind, document] of documentsRead(element, config)) {
    const given = options[kind];
    const keep = document.keep ?? ((whole: unknown) => whole);
    if (given !== undefined && given !== null) documents[document.address] = ok(keep(given));
    else if (!document.optional) return undefined;
    else documents[document.address] = given === null ? { status: 'missing' } : { status: 'omitted' };
  }
  return documents;
}

/** An element's stylesheet: its host styles, the kit's and its own, as the browser adopts them, in one file. */
export interface ElementStylesheet {
  /** The file under `dist/`: `assets/{tag}-{hash}.css`. */
  file: string;
  css: string;
}

const stylesheets = new Map<ServerTag, ElementStylesheet>();

export function elementStylesheet(tag: ServerTag): ElementStylesheet {
  let sheet = stylesheets.get(tag);
  if (!sheet) {
    const { hostStyles, widget } = serverElement(tag);
    const css = [BASE_HOST_CSS + hostStyles, ...Object.values(widget.sharedStyles ?? {}), widget.styles].join(
      '\n',
    );
    const hash = fnv1a64(css).slice(0, 10);
    sheet = { file: `assets/${tag}-${hash}.css`, css };
    stylesheets.set(tag, sheet);
  }
  return sheet;
}

const ATTRIBUTE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/**
 * An attribute value in double quotes: `&` and `"` would end or change it; `<` and `>` are escaped too, as the HTML
 * standard's serializer now does, for what reads the HTML before a browser (SSI and ESI processors, a cache's or a
 * shop's own regular expressions) and would take them for a tag.
 */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** JSON inside `<script>`: nothing in it can end the script or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function hostAttributes(tag: ServerTag, attributes: ElementAttributes): string {
  const known = new Set(Object.keys(serverElement(tag).attributes).map(attributeName));
  let html = '';
  for (const [name, value] of Object.entries(attributes)) {
    const allowed =
      known.has(name) || name === 'lang' || name === 'id' || name === 'class' || name.startsWith('data-');
    if (!ATTRIBUTE_NAME.test(name) || !allowed)
      throw new TypeError(
        `renderElement: <${tag}> has no attribute "${name}" (its attributes: ${[...known, 'lang'].join(', ')}; ` +
          'also id, class and data-*)',
      );
    if (value === undefined || value === false) continue;
    html += value === true ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`;
  }
  return html;
}

/** Text attributes for the element's parser, by property name: what `getAttribute` would give the browser. */
function rawAttributes(tag: ServerTag, attributes: ElementAttributes): Record<string, string | null> {
  const raw: Record<string, string | null> = {};
  for (const property of Object.keys(serverElement(tag).attributes)) {
    const value = attributes[attributeName(property)];
    raw[property] = value === undefined || value === false ? null : value === true ? '' : value;
  }
  return raw;
}

/** The element's own attributes that are set, by attribute name, as `getAttribute` would give them. */
function drawnAttributes(tag: ServerTag, attributes: ElementAttributes): Record<string, string> {
  const drawn: Record<string, string> = {};
  for (const [property, value] of Object.entries(rawAttributes(tag, attributes)))
    if (value !== null) drawn[attributeName(property)] = value;
  if (typeof attributes.lang === 'string') drawn.lang = attributes.lang;
  return drawn;
}

/** The host element of the browser is not there on the server: a widget must not read it while rendering. */
const NO_HOST = new Proxy({} as HTMLElement, {
  get(_target, property) {
    throw new Error(`a widget read the host element (${String(property)}) while rendering on the server`);
  },
});

/**
 * The element's HTML as the browser would draw it: the tag with its attributes and a declarative shadow root
 * (`<template shadowrootmode="open">`) holding a stylesheet link, the snapshot the browser hydrates from, and
 * what the element renders. Nothing personal is rendered: no customer, no cookie, no staff panel. When the
 * element cannot render here (no content document, content it cannot read, a doi-token), the result is the
 * bare tag: the element then renders itself in the browser, as without a server.
 */
export function renderElement(
  tag: ServerTag,
  attributes: ElementAttributes,
  options: RenderOptions = {},
): string {
  if (!isServerTag(tag))
    throw new TypeError(
      `renderElement: "${String(tag)}" is not rendered on a server (${SERVER_TAGS.join(', ')})`,
    );
  const assetBase = options?.assetBase ?? DEFAULT_ASSET_BASE;
  if (typeof assetBase !== 'string' || !/^(\/|https:\/\/|http:\/\/)/.test(assetBase))
    throw new TypeError(
      `renderElement: options.assetBase must be where the host serves dist/ (a path or an http(s) address), not ${JSON.stringify(assetBase)}`,
    );
  const { fragments } = options;
  if (fragments !== undefined && !/^\/(?!\/)(.*\/)?$/.test(String(fragments?.path)))
    throw new TypeError(
      `renderElement: options.fragments.path must be a path on the page's origin ending in /, not ${JSON.stringify(fragments?.path)}`,
    );
  const element = serverElement(tag);
  if (element.drawnState && attributes['data-state'] !== undefined)
    throw new TypeError(
      `renderElement: <${tag}> names its own data-state (its state); leave the attribute out`,
    );
  const open = `<${tag}${hostAttributes(tag, attributes)}>`;
  const bare = `${open}</${tag}>`;

  const values = parseAttributes(tag, element.attributes, rawAttributes(tag, attributes) as never);
  const lang = attributes.lang;
  const language = resolveLanguage({
    element: typeof lang === 'string' ? lang : null,
    document: options.pageLanguage ?? null,
    site: (values as { site?: Site }).site,
  });
  const config: ElementConfig<AttributeTypes> = { ...values, language };
  const drawn = renderWithServices(options.services, () => {
    if (element.browserOnly?.(config)) return undefined;
    const documents = snapshotDocuments(element, config, options);
    if (!documents) return undefined;
    const snapshot: RenderSnapshot = {
      release: __SW_VERSION__,
      language,
      platform: parsePlatform(options.platform) ?? 'any',
      attributes: drawnAttributes(tag, attributes),
      ...(fragments === undefined
        ? {}
        : { source: { path: fragments.path, allows: [...fragments.allowAttributes].sort() } }),
      documents,
    };
    const { widget } = element;
    const body = renderToString(
      widgetTree({
        tag,
        Widget: widget.component,
        namespaces: widget.namespaces,
        config,
        host: NO_HOST,
        snapshot,
      }),
    );
    return { snapshot, body };
  });
  if (!drawn || drawn.body === '') return bare;
  const { snapshot, body } = drawn;
  const href = `${assetBase.replace(/\/?$/, '/')}${elementStylesheet(tag).file}`;
  // Drawn, the tag names its state as the browser's element will.
  const drawnOpen = element.drawnState ? `${open.slice(0, -1)} data-state="${element.drawnState}">` : open;
  return (
    `${drawnOpen}<template shadowrootmode="open"><link rel="stylesheet" href="${escapeAttribute(href)}">` +
    `<script type="application/json" ${SNAPSHOT_ATTRIBUTE}${element.drawsByPlatform ? ` ${PLATFORM_ATTRIBUTE}="${snapshot.platform}"` : ''}>` +
    `${scriptJson(snapshot)}</script>` +
    `${body}</template></${tag}>`
  );
}
