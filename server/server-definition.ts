/**
 * What the server renderer and the fragment handler need of one element, declared by the element itself in
 * `widgets/<tag>/<tag>.server.ts` and listed in `server/elements.ts`. The renderer and the handler read only this:
 * what a tag fetches, what it draws and when it goes out bare is never decided in `server/` by its name.
 * Server code only: no browser script imports a `.server.ts` module (ESLint refuses the import).
 */
import type { AttributeTypes, AttributeValues } from '../src/elements/attributes.ts';
import type { ElementConfig } from '../src/elements/element-definition.ts';
import type { ReactElementOptions } from '../src/elements/react-mount.tsx';

/**
 * The documents a server can hand an element: the footer content document and the SHOP_FOOTER promotion. A host
 * passes them to `renderElement` (`content`, `promotion`); the fragment handler fetches them under the services
 * setting, or has them from its loaders (`loadContent`, `loadPromotion`).
 */
export type DocumentKind = 'content' | 'promotion';

/** One document an element reads with a configuration, as its server definition names it. */
export interface ServerDocument {
  /**
   * Its address under the services setting: the snapshot's key, the one the browser's element reads it at, and
   * where the fragment handler fetches it.
   */
  address: string;
  /**
   * The site's own document of its kind, which the handler's loader of that kind stands in for. False when an
   * attribute names another address (`content-src`): the handler then fetches that address.
   */
  siteDocument: boolean;
  /**
   * Drawn without it when the server has not got it: the snapshot says `omitted` (the browser asks for it and
   * draws it) or, when the host says the site has none (`null`), `missing`. A document not optional is needed:
   * without it the element goes out as its bare tag.
   */
  optional?: boolean;
  /** What of the document the snapshot carries, when not all of it (the switcher keeps `international` only). */
  keep?: (document: unknown) => unknown;
}

/** An element's server side: everything the renderer and the fragment handler know of it. */
export interface ServerDefinition<Types extends AttributeTypes> {
  /** Its attributes (the same parsers as the browser's): what the tag takes and what a fragment URL may carry. */
  attributes: Types;
  /** Its host styles: the start of the stylesheet the server's HTML links to. */
  hostStyles: string;
  /** What it draws and with what: the React component, its styles and translation files (the browser's too). */
  widget: ReactElementOptions<ElementConfig<Types>>;
  /** Its markup depends on the platform: the snapshot names the one it was drawn for. */
  drawsByPlatform: boolean;
  /** The `data-state` the element names on its host once drawn (the footer's, `footerState`), if it names one. */
  drawnState?: string;
  /**
   * True when this configuration is drawn in the browser alone (a double opt-in link is one visitor's): the
   * renderer answers the bare tag, which renders itself in the browser as without a server.
   */
  browserOnly?(config: ElementConfig<Types>): boolean;
  /**
   * The documents it reads with this configuration, by kind: the renderer puts what it was given into the
   * snapshot, and the fragment handler fetches exactly these. An element that reads none returns `{}`.
   */
  documents(config: AttributeValues<Types>): Partial<Record<DocumentKind, ServerDocument>>;
}

/** The documents `definition` reads with `values`, kind by kind, in the order it names them. */
export function documentsRead(
  definition: AnyServerDefinition,
  values: AttributeValues<AttributeTypes>,
): [DocumentKind, ServerDocument][] {
  return Object.entries(definition.documents(values)) as [DocumentKind, ServerDocument][];
}

/** A server definition as the registry holds it, whatever its attributes. */
export type AnyServerDefinition = ServerDefinition<AttributeTypes>;

/**
 * An element's server definition, checked against its own attributes where it is declared, for the registry.
 * The renderer and the handler call its hooks only with the configuration those attributes parse to.
 */
export function serverDefinition<Types extends AttributeTypes>(
  definition: ServerDefinition<Types>,
): AnyServerDefinition {
  return definition as unknown as AnyServerDefinition;
}
