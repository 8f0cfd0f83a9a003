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
import type { ElementModule, MountedElement } from './element-module.ts';
import { pageRegistry, warnOnce } from './registry.ts';
import { BASE_HOST_CSS } from './host-styles.ts';
import { adoptStyleSheets, sharedStyleSheet } from './styles.ts';
import { awaitTakeOver } from './wake/arrival.ts';
import { serverSnapshotText, type DrawnWith } from './wake/server-html.ts';
import { whenNeeded } from './when-needed.ts';

/**
 * Starts the element's translation files together with its chunk. The map of the locale files (a lazy import
 * per file, 72 of them) is a chunk of its own, which React's chunk imports too: a page whose elements wait
 * for the visitor does not load it before they do (docs/decisions/0067).
 */
function preloadTranslations(language: Language, namespaces: readonly Namespace[]): void {
  import('../i18n/translation-files.ts').then(
    (files) => files.preloadTranslations(language, namespaces),
    () => {},
  );
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
   * A server-rendered element's step before React, on the server's nodes, in a task of its own after the
   * upgrade (the footer hides its newsletter block for a subscriber); each widget's is in its `before-react.ts`.
   * Returns true when the server's HTML is wrong for this page (the footer drawn full where a cookie makes it
   * reduced): React then takes over at once and redraws. Must never throw. Attributes, the language and the
   * platform the loader checks itself (`src/elements/wake/arrival.ts`).
   */
  beforeReact?: (host: HTMLElement, root: ShadowRoot) => boolean;
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

interface Context<Types extends AttributeTypes> {
  host: HTMLElement;
  root: ShadowRoot;
  /** What `config` was read from (`configTexts`). */
  texts: string;
  config: ElementConfig<Types>;
  /** Its code's mounted element; for a server-rendered one, the wake path's (`awaitTakeOver`) from the start. */
  mounted?: MountedElement<ElementConfig<Types>>;
  /** Stops waiting for the element to be needed (see `whenNeeded`); set until its code is requested. */
  cancelLoad?: () => void;
  /** Set on disconnect; a reconnect in the same task (a DOM move) clears it and keeps the React state. */
  leaving: boolean;
  /** Stops what the definition's `listen` started. */
  stopListening?: () => void;
  disposed: boolean;
}

/** Connected instances of this bundle copy, each with its re-read: all read again when `<html lang>` changes. */
const connected = new Map<HTMLElement, () => void>();
let htmlLangObserver: MutationObserver | undefined;

function observeHtmlLang(): void {
  if (htmlLangObserver || typeof MutationObserver === 'undefined') return;
  htmlLangObserver = new MutationObserver(() => {
    for (const reread of connected.values()) reread();
  });
  htmlLangObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
}

/** An element's config from its attribute texts (`attribute(name)`) and the languages around it. */
function readConfig<Types extends AttributeTypes>(
  definition: ElementDefinition<Types>,
  attribute: (name: string) => string | null,
  documentLanguage: string | null,
): ElementConfig<Types> {
  const raw: Record<string, string | null> = {};
  for (const property of Object.keys(definition.attributes)) {
    raw[property] = attribute(attributeName(property));
  }
  const values = parseAttributes(definition.tag, definition.attributes, raw as never);
  const site = (values as { site?: Site }).site;
  const language = resolveLanguage({ element: attribute('lang'), document: documentLanguage, site });
  return { ...values, language };
}

function hostConfig<Types extends AttributeTypes>(
  definition: ElementDefinition<Types>,
  host: HTMLElement,
): ElementConfig<Types> {
  return readConfig(
    definition,
    (name) => host.getAttribute(name),
    document.documentElement.getAttribute('lang'),
  );
}

/** The config a server drew with: its attributes, in the language it resolved (the page's it was told). */
function drawnConfig<Types extends AttributeTypes>(
  definition: ElementDefinition<Types>,
  { attributes, language }: DrawnWith,
): ElementConfig<Types> {
  return readConfig(
    definition,
    (name) => (Object.hasOwn(attributes, name) ? attributes[name]! : null),
    language,
  );
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
 * parsing skips empty values and never resets a removed attribute (`reread` does those).
 */
function lazyRenderer<Types extends AttributeTypes>(
  definition: ElementDefinition<Types>,
): R2WCRenderer<object, Context<Types>> & { reread(host: HTMLElement): void } {
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

  function preloadTexts(context: Context<Types>): void {
    preloadTranslations(context.config.language, definition.translations ?? []);
  }

  /** Fetches the chunk once the element is near the viewport or the page is idle, then mounts it. */
  function start(context: Context<Types>): void {
    context.cancelLoad = whenNeeded(context.host, () => {
      context.cancelLoad = undefined;
      mountWhenLoaded(context);
      preloadTexts(context);
      try {
        definition.prefetch?.(context.config);
      } catch (error) {
        warnOnce(`<${definition.tag}> could not start its requests early: ${String(error)}`);
      }
    });
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
    const config = hostConfig(definition, context.host);
    if (sameConfig(config, context.config)) return;
    context.config = config;
    context.mounted?.update(config);
  }

  function dispose(context: Context<Types>): void {
    context.disposed = true;
    context.cancelLoad?.();
    context.stopListening?.();
    connected.delete(context.host);
    contexts.delete(context.host);
    context.mounted?.unmount();
  }

  const reread = (host: HTMLElement) => {
    const context = contexts.get(host);
    if (context) update(context);
  };

  return {
    reread,
    mount(container) {
      const root = container as unknown as ShadowRoot;
      const host = root.host as HTMLElement;
      connected.set(host, () => reread(host));
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
        config: hostConfig(definition, host),
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
        // would come after it and undo the kit's font and line height: a layout shift (docs/decisions/0059).
        context.mounted = awaitTakeOver({
          tag: definition.tag,
          host,
          root,
          snapshot,
          config: context.config,
          configDrawnWith: (drawn) => drawnConfig(definition, drawn),
          sameConfig,
          attributes: definition.attributes,
          load,
          onWake: () => preloadTexts(context),
          beforeReact: definition.beforeReact,
          warm: definition.warm,
        });
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
  const renderer = lazyRenderer(definition);
  const Base = r2wc(definition as never, { shadow: 'open', props }, renderer);
  const observed = [...((Base as unknown as { observedAttributes: string[] }).observedAttributes ?? [])];

  class LazyElement extends (Base as unknown as { new (): HTMLElement }) {
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
      // r2wc ignores empty and removed values and does not observe `lang`: read those ourselves.
      if (!value || name === 'lang') renderer.reread(this);
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
