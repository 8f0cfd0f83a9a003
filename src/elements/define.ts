import r2wc from '@r2wc/core';
import type { R2WCRenderer } from '@r2wc/core';
import type { Language } from '../i18n/languages.ts';
import { resolveLanguage } from '../i18n/languages.ts';
import type { Namespace } from '../i18n/translation-files.ts';
import type { Site } from '../sites.ts';
import {
  attributeName,
  parseAttributes,
  type AttributeType,
  type AttributeTypes,
  type AttributeValues,
} from './attributes.ts';
import { pageRegistry, warnOnce } from './registry.ts';
import {
  recordVisitor,
  serverSnapshotText,
  whenIntent,
  whenPlatformDiffers,
  type VisitorRecord,
} from './server-rendered.ts';
import { BASE_HOST_CSS } from './host-styles.ts';
import { adoptStyleSheets, sharedStyleSheet } from './styles.ts';
import { IDLE_TIMEOUT_MS, whenIdle, whenNeeded } from './when-needed.ts';

/**
 * Starts the element's translation files together with its chunk. The map of the locale files (a lazy import
 * per file, 72 of them) is a chunk of its own, which React's chunk imports too: a page whose elements wait
 * for the visitor does not load it before they do (docs/decisions.md 67).
 */
function preloadTranslations(language: Language, namespaces: readonly Namespace[]): void {
  import('../i18n/translation-files.ts').then(
    (files) => files.preloadTranslations(language, namespaces),
    () => {},
  );
}

/** What an element's code chunk exports: how to render into a shadow root, and how to stop. */
export interface ElementModule<Config> {
  mount(target: MountTarget<Config>): MountedElement<Config>;
  /**
   * Takes over the nodes a server rendered into the shadow root, drawing first from its snapshot (what the server
   * drew from), then hands over what the visitor did meanwhile. Elements never server-rendered leave it out.
   */
  hydrate?(target: MountTarget<Config>, server: ServerRender): MountedElement<Config>;
  /** The translation files it renders with; the definition's `translations` must name the same. */
  readonly namespaces?: readonly Namespace[];
}

/** A server render found in the shadow root: the snapshot's JSON text and what the visitor did since. */
export interface ServerRender {
  snapshot: string;
  visitor: VisitorRecord;
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

/** The parsed attributes plus the resolved page language: everything an element renders from. */
export type ElementConfig<Types extends AttributeTypes> = AttributeValues<Types> & { language: Language };

export interface ElementDefinition<Types extends AttributeTypes> {
  tag: string;
  /** The attributes, by camelCase property name (r2wc maps `contentSrc` to `content-src`). */
  attributes: Types;
  /** Imports the element's chunk; called when the first instance connects, not before. */
  load: () => Promise<ElementModule<ElementConfig<Types>>>;
  /** Host styles applied before the chunk arrives: they reserve the element's space. */
  hostStyles?: string;
  /**
   * Starts the data requests the element will make, when it is needed, in parallel with its chunk: the
   * chunk's code then finds them under way instead of starting them after it arrived. Must never throw.
   */
  prefetch?: (config: ElementConfig<Types>) => void;
  /**
   * The translation files (namespaces) the chunk renders with, the same list as its module's: fetched in the
   * page language together with the chunk, not after React has started. Leave out for staff-only code.
   */
  translations?: readonly Namespace[];
  /**
   * Work a server-rendered element does before React arrives, on the server's nodes (the footer hides its
   * newsletter block for a subscriber). Returns true when the server's HTML is wrong for this page (the footer
   * drawn full where a cookie makes it reduced): React then takes over at once and redraws. Must never throw.
   */
  serverRendered?: (host: HTMLElement, root: ShadowRoot) => boolean;
  /**
   * Called when a server-rendered element is woken because the visitor reached for `reachedFor`: starts the
   * code the element will ask for on that press, focus or hover (the sign-up form's rules) together with its
   * chunk and React, not after React has run. Must never throw.
   */
  warm?: (reachedFor: Element) => void;
  /**
   * Listens on the shadow root for the element's whole life, whether the server's nodes, React's or none are in
   * it (the country links keep the page on activation). Returns the function that stops listening.
   */
  listen?: (root: ShadowRoot) => () => void;
}

/** The instance type of a defined element: an HTMLElement whose attributes are also string properties. */
type StorefrontElement<Types extends AttributeTypes> = HTMLElement & {
  [Property in keyof Types]: Types[Property] extends AttributeType<boolean> ? boolean : string | undefined;
};

export type StorefrontElementConstructor<Types extends AttributeTypes> = new () => StorefrontElement<Types>;

// r2wc's internal re-render hook, a registered (global) symbol; pinned by src/elements/define.test.ts.
const RENDER = Symbol.for('r2wc.render');
type R2wcInstance = HTMLElement & { [RENDER](): void };

interface Context<Types extends AttributeTypes> {
  host: HTMLElement;
  root: ShadowRoot;
  /** What `config` was read from (`configTexts`). */
  texts: string;
  config: ElementConfig<Types>;
  mounted?: MountedElement<ElementConfig<Types>>;
  /** Stops waiting for the element to be needed (see `whenNeeded`); set until its code is requested. */
  cancelLoad?: () => void;
  /** Set on disconnect; a reconnect in the same task (a DOM move) clears it and keeps the React state. */
  leaving: boolean;
  /** A server-rendered element: what the visitor did before React, and its hold on the session renewal. */
  stopRecording?: () => void;
  /** A server-rendered element not yet taken over: takes it over now (the page changed an attribute). */
  wake?: () => void;
  releaseSession?: () => void;
  /** Stops what the definition's `listen` started. */
  stopListening?: () => void;
  disposed: boolean;
}

/** Connected instances of this bundle copy, re-rendered when `<html lang>` changes. */
const connected = new Set<R2wcInstance>();
let htmlLangObserver: MutationObserver | undefined;

function observeHtmlLang(): void {
  if (htmlLangObserver || typeof MutationObserver === 'undefined') return;
  htmlLangObserver = new MutationObserver(() => {
    for (const element of connected) element[RENDER]();
  });
  htmlLangObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
}

function readConfig<Types extends AttributeTypes>(
  definition: ElementDefinition<Types>,
  host: HTMLElement,
): ElementConfig<Types> {
  const raw: Record<string, string | null> = {};
  for (const property of Object.keys(definition.attributes)) {
    raw[property] = host.getAttribute(attributeName(property));
  }
  const values = parseAttributes(definition.tag, definition.attributes, raw as never);
  const site = (values as { site?: Site }).site;
  const language = resolveLanguage({
    element: host.getAttribute('lang'),
    document: document.documentElement.getAttribute('lang'),
    site,
  });
  return { ...values, language };
}

function sameConfig(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/**
 * A renderer for `@r2wc/core` that holds no React: its first mount imports the element's chunk and hands
 * it the shadow root; until then it only applies the host styles. r2wc keeps its attribute/property
 * mapping and lifecycle; the attributes are re-read from the host on every render, because r2wc's own
 * parsing skips empty values and never resets a removed attribute.
 */
function lazyRenderer<Types extends AttributeTypes>(
  definition: ElementDefinition<Types>,
): R2WCRenderer<object, Context<Types>> {
  let loaded: Promise<ElementModule<ElementConfig<Types>>> | undefined;
  const attributeNames = Object.keys(definition.attributes).map(attributeName);
  /**
   * The texts an element's config is read from (its `lang`, `<html lang>`, its attributes), as one string. r2wc
   * reports each attribute of an upgraded element on its own: comparing these first spares parsing all of them
   * again for each (a URL check, the site, the language).
   */
  const configTexts = (host: HTMLElement) =>
    JSON.stringify([
      host.getAttribute('lang'),
      document.documentElement.getAttribute('lang'),
      ...attributeNames.map((name) => host.getAttribute(name)),
    ]);
  const contexts = new WeakMap<HTMLElement, Context<Types>>();
  const hostSheet = () =>
    sharedStyleSheet(`host:${definition.tag}`, BASE_HOST_CSS + (definition.hostStyles ?? ''));

  function load(): Promise<ElementModule<ElementConfig<Types>>> {
    loaded ??= definition.load().catch((error: unknown) => {
      loaded = undefined; // the next connect tries again
      throw error;
    });
    return loaded;
  }

  /** Fetches the chunk once the element is near the viewport or the page is idle, then mounts it. */
  function start(context: Context<Types>): void {
    context.cancelLoad = whenNeeded(context.host, () => {
      context.cancelLoad = undefined;
      mountWhenLoaded(context);
      preloadTranslations(context.config.language, definition.translations ?? []);
      try {
        definition.prefetch?.(context.config);
      } catch (error) {
        warnOnce(`<${definition.tag}> could not start its requests early: ${String(error)}`);
      }
    });
  }

  /**
   * A server-rendered element: its nodes work without React (links, groups, typing), so its code waits for the
   * visitor to reach for it, then hydrates the same nodes and hands over what the visitor did meanwhile. The
   * session renewal, which needs no React, starts once the page is idle.
   */
  function startServerRendered(context: Context<Types>, snapshot: string): void {
    const { host, root } = context;
    const visitor = recordVisitor(root);
    context.stopRecording = visitor.stop;
    const stopIdle = whenIdle(IDLE_TIMEOUT_MS, () => {
      import('../session/renewal.ts').then(
        ({ acquireSession }) => {
          if (!context.disposed) context.releaseSession = acquireSession();
        },
        (error: unknown) =>
          warnOnce(`<${definition.tag}> could not load the session renewal: ${String(error)}`),
      );
    });
    let woken = false;
    const stops: (() => void)[] = [stopIdle];
    const wake = (target?: Element) => {
      if (woken) return;
      woken = true;
      // The hydration's own code, fetched with the chunk rather than after it.
      import('./hydration.ts').catch(() => {});
      context.wake = undefined;
      // The idle start of the session renewal stays: the hydrated element does not take part in it itself.
      for (const stop of stops.splice(1)) stop();
      context.cancelLoad = () => stopIdle();
      preloadTranslations(context.config.language, definition.translations ?? []);
      if (target) definition.warm?.(target);
      load().then(
        (module) => {
          if (context.disposed) return;
          if (!module.hydrate) {
            visitor.stop();
            context.mounted = module.mount({ host, root, config: context.config });
            return;
          }
          context.mounted = module.hydrate({ host, root, config: context.config }, { snapshot, visitor });
        },
        (error: unknown) => warnOnce(`<${definition.tag}> could not load its code: ${String(error)}`),
      );
    };
    // What the visitor does is heard from the start. The rest waits for a task of its own after the script's
    // (one per element): reading the cookies, the footer's A/B ping and the platform check made the entry's
    // evaluation, which upgrades every element on the page, one long task at 4x CPU (docs/decisions.md 73).
    // Drawn for another platform than this screen's (the host did not know it) or stale for this page: React
    // redraws it then, before the visitor reaches for it; so it does when the screen crosses a platform's width.
    // Woken before that task (the visitor was quicker), React does all of it itself.
    const prepare = setTimeout(() => {
      let stale = false;
      try {
        stale = definition.serverRendered?.(host, root) ?? false;
      } catch (error) {
        warnOnce(`<${definition.tag}> could not prepare its server-rendered HTML: ${String(error)}`);
      }
      if (stale) wake();
      else stops.push(whenPlatformDiffers(root, wake));
    });
    stops.push(whenIntent(root, wake), () => clearTimeout(prepare));
    context.wake = wake;
    context.cancelLoad = () => {
      for (const stop of stops) stop();
    };
  }

  function mountWhenLoaded(context: Context<Types>): void {
    load().then(
      (module) => {
        if (context.disposed) return;
        context.mounted = module.mount({ host: context.host, root: context.root, config: context.config });
      },
      (error: unknown) => {
        warnOnce(`<${definition.tag}> could not load its code: ${String(error)}`);
      },
    );
  }

  function update(context: Context<Types>): void {
    const texts = configTexts(context.host);
    if (texts === context.texts) return;
    context.texts = texts;
    const config = readConfig(definition, context.host);
    if (sameConfig(config, context.config)) return;
    context.config = config;
    context.mounted?.update(config);
    // The server drew the old attributes: React takes the nodes over and redraws them with the new ones.
    context.wake?.();
  }

  function dispose(context: Context<Types>): void {
    context.disposed = true;
    context.cancelLoad?.();
    context.stopRecording?.();
    context.releaseSession?.();
    context.stopListening?.();
    connected.delete(context.host as R2wcInstance);
    contexts.delete(context.host);
    context.mounted?.unmount();
  }

  return {
    mount(container) {
      const root = container as unknown as ShadowRoot;
      const host = root.host as HTMLElement;
      connected.add(host as R2wcInstance);
      observeHtmlLang();
      const kept = contexts.get(host);
      if (kept?.leaving) {
        kept.leaving = false;
        update(kept);
        return kept;
      }
      const context: Context<Types> = {
        host,
        root,
        texts: configTexts(host),
        config: readConfig(definition, host),
        leaving: false,
        disposed: false,
      };
      contexts.set(host, context);
      context.stopListening = definition.listen?.(root);
      const snapshot = serverSnapshotText(root);
      if (snapshot === undefined) {
        adoptStyleSheets(root, [hostSheet()]);
        start(context);
      } else {
        // The server's stylesheet link holds the host styles already, before the kit's. Adopted here they
        // would come after it and undo the kit's font and line height: a layout shift (docs/decisions.md 59).
        startServerRendered(context, snapshot);
      }
      return context;
    },
    update,
    unmount(context) {
      context.leaving = true;
      queueMicrotask(() => {
        if (context.leaving) dispose(context);
      });
    },
  };
}

/**
 * Builds the custom element class for a definition. Nothing is imported until an instance connects.
 * Subclass the result to name the element's class; its API's texts are in widgets/<name>/<name>.api.ts.
 */
export function lazyElement<Types extends AttributeTypes>(
  definition: ElementDefinition<Types>,
): StorefrontElementConstructor<Types> {
  const props = Object.fromEntries(Object.keys(definition.attributes).map((name) => [name, 'string']));
  // r2wc expects a React component; the lazy renderer never renders it, so the definition stands in.
  const Base = r2wc(definition as never, { shadow: 'open', props }, lazyRenderer(definition));
  const observed = [...((Base as unknown as { observedAttributes: string[] }).observedAttributes ?? [])];

  class LazyElement extends (Base as unknown as { new (): R2wcInstance }) {
    static get observedAttributes(): string[] {
      return [...observed, 'lang'];
    }

    /**
     * r2wc attaches the shadow root when the element is constructed. A server-rendered element has one already
     * (declarative shadow DOM), and attaching again would empty it: that root is kept as it is.
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
      const base = Base.prototype as { attributeChangedCallback?: (...args: unknown[]) => void };
      base.attributeChangedCallback?.call(this, name, previous, value);
      // r2wc ignores empty and removed values and does not observe `lang`: render for those ourselves.
      if (!value || name === 'lang') this[RENDER]();
    }
  }
  // Boolean attributes as boolean properties, the HTML way (`hidden`, `disabled`): `false`, null and
  // undefined remove the attribute, anything else sets it. React 19 and Vue set properties on custom
  // elements, so `reduced={false}` must turn the footer's reduced mode off, not write reduced="false".
  for (const [property, type] of Object.entries(definition.attributes)) {
    if (type.kind !== 'boolean') continue;
    const attribute = attributeName(property);
    Object.defineProperty(LazyElement.prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return this.hasAttribute(attribute);
      },
      set(this: HTMLElement, value: unknown) {
        if (value === false || value === null || value === undefined) this.removeAttribute(attribute);
        else this.setAttribute(attribute, '');
      },
    });
  }
  return LazyElement as unknown as StorefrontElementConstructor<Types>;
}

/**
 * Defines each tag unless it already is: a second copy of the bundle on the page defines nothing twice,
 * throws nothing, and warns once when its version differs from the copy that came first.
 */
export function defineElements(elements: Record<string, CustomElementConstructor>): void {
  if (typeof customElements === 'undefined') return;
  const registry = pageRegistry();
  if (registry.version !== __SW_VERSION__ && !registry.warnedVersions.has(__SW_VERSION__)) {
    registry.warnedVersions.add(__SW_VERSION__);
    console.warn(
      `storefront-widgets ${__SW_VERSION__} was loaded on a page where ${registry.version} already defined ` +
        'the elements; the elements of that version stay in use. Load one copy of the script.',
    );
  }
  for (const [tag, element] of Object.entries(elements)) {
    if (!customElements.get(tag)) customElements.define(tag, element);
  }
}
