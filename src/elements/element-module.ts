import type { Namespace } from '../i18n/translation-files.ts';
import type { VisitorRecord } from './wake/server-html.ts';

/**
 * What an element's code chunk exports, and what the loader hands it: the one seam between the loader
 * (`define.ts`, no React) and a chunk (`react-mount.tsx`, React).
 */
export interface ElementModule<Config> {
  mount(target: MountTarget<Config>): MountedElement<Config>;
  /**
   * Takes over the nodes a server rendered into the shadow root, drawing first from its snapshot (what the server
   * drew from), then hands over what the visitor did meanwhile. Elements never server-rendered leave it out.
   */
  hydrate?(target: MountTarget<Config>, server: ServerRender<Config>): MountedElement<Config>;
  /** The translation files it renders with; the definition's `translations` must name the same. */
  readonly namespaces?: readonly Namespace[];
}

/** A server render found in the shadow root: the snapshot's JSON text and what the visitor did since. */
export interface ServerRender<Config> {
  snapshot: string;
  visitor: VisitorRecord;
  /**
   * The configuration the server drew with, when it is not the element's now (the page changed an attribute
   * before React): the hydration draws this one, on the server's nodes, then the element's own.
   */
  drawn?: Config;
}

export interface MountTarget<Config> {
  host: HTMLElement;
  root: ShadowRoot;
  config: Config;
}

export interface MountedElement<Config> {
  update(config: Config): void;
  unmount(): void;
}
