import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SharedDocumentResult } from '../../content/shared-document.ts';
import type { Language } from '../../i18n/languages.ts';
import { currentCookies } from '../../platform/cookies.ts';
import type { DrawnPlatform } from '../../platform/platform.ts';
import type { EarlyChecked } from './early-checks.ts';

/**
 * What a server render was decided from, beyond the element's attributes: the browser hydrates from the very
 * same values, so its first render draws exactly the server's DOM (a hydration mismatch would replace it).
 * The fragment carries it as JSON inside its shadow root; it holds nothing personal.
 */
export interface RenderSnapshot {
  /**
   * The release of the package that drew it (its version). The browser takes over only HTML its own release drew;
   * another release's is drawn anew in place, keeping what the visitor did. Left out by releases before it.
   */
  release?: string;
  /** The language the server rendered the widget's texts in. */
  language: Language;
  /** The platform the server rendered for: the host's `<html data-platform>`, or `any` when it had none. */
  platform: DrawnPlatform;
  /**
   * The element's attributes the server drew with, by attribute name, as the host wrote them (`''` for a boolean
   * one that is on). The loader compares them with the element's own: a difference is a change to draw. Left out
   * by an older server's render.
   */
  attributes?: Readonly<Record<string, string>>;
  /**
   * The fragment handler that drew it: its path on the page's origin (`/fragments/`) and the free-text attributes
   * it takes in a URL. The loader asks it to draw a change of attributes before React. Left out by
   * `renderElement` unless it is told.
   */
  source?: { path: string; allows: readonly string[] };
  /** The documents the server rendered from, by the address the widget reads them at. */
  documents: Readonly<Record<string, SnapshotDocument>>;
  /**
   * Browser only, when hydrating: the text fields the visitor filled in before React arrived, by name. A form
   * starts from them, so React holds what the field shows from its first render and never writes to it.
   */
  typed?: Readonly<Record<string, string>>;
  /**
   * Browser only, when hydrating: the fields whose hidden parts the page's CSS or the loader had shown before
   * React arrived (`src/elements/wake/reveal.ts`). The element starts with them shown, as the DOM is.
   */
  revealedBy?: readonly string[];
  /**
   * Browser only, when hydrating: what the fields the loader checked before React show (`early-checks.ts`), by
   * name: the problem shown, or null for none. The form starts from them, as the DOM is.
   */
  checked?: Readonly<EarlyChecked>;
  /**
   * Browser only, when taking a server render over: whether the element still draws as the server did
   * (`useServerRender`). True from the first render until React holds the element, then false: a render React has
   * to make anew (the server's HTML was another release's, or changed) draws what this release's server would have
   * drawn from the same snapshot, so the visitor's fields are there to carry over.
   */
  phase?: ServerPhase;
}

/** Whether an element taking a server render over still draws as the server did; subscribable, for React. */
export interface ServerPhase {
  readonly current: boolean;
  subscribe(listener: () => void): () => void;
}

/**
 * A document as the server drew with it: its result, or `omitted` when the server was not given it (a host's
 * renderer that passes no promotion, a promotion service that failed). The server draws as without it; the browser
 * asks for it once it holds the element, and draws it when it comes.
 */
export type SnapshotDocument = SharedDocumentResult | { status: 'omitted' };

export const RenderSnapshotContext = createContext<RenderSnapshot | undefined>(undefined);

/** The server's snapshot, on the server and in a hydrated element; undefined in a client-rendered one. */
export function useRenderSnapshot(): RenderSnapshot | undefined {
  return useContext(RenderSnapshotContext);
}

const subscribeNever = () => () => {};
const onClient = () => false;
const onServer = () => true;

/**
 * True while rendering on the server and while taking over what it rendered (hydrating it, or drawing it anew
 * where React could not hydrate it); false once React holds the element (it renders again then) and in a
 * client-rendered element. Whatever the server cannot know (cookies, the staff panel, the customer) is read only
 * when this is false.
 */
export function useServerRender(): boolean {
  const phase = useContext(RenderSnapshotContext)?.phase;
  return useSyncExternalStore(
    phase?.subscribe ?? subscribeNever,
    phase ? () => phase.current : onClient,
    onServer,
  );
}

/** The page's cookies, or none while the server's render is being drawn or hydrated. */
export function usePageCookies(): string {
  return useServerRender() ? '' : currentCookies();
}

/** The document the server rendered from at `url`, if it had one (own keys only: the snapshot is page data). */
export function snapshotDocument(
  snapshot: RenderSnapshot | undefined,
  url: string,
): SnapshotDocument | undefined {
  return snapshot && Object.hasOwn(snapshot.documents, url) ? snapshot.documents[url] : undefined;
}
