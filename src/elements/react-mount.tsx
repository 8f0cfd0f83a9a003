import { startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { loadTranslations, type Namespace } from '../i18n/i18n.ts';
import type { Language } from '../i18n/languages.ts';
import type { ElementModule, MountedElement, MountTarget, ServerRender } from './define.ts';
import type * as Hydration from './hydration.ts';
import { warnOnce } from './registry.ts';
import type { RenderSnapshot } from './render-snapshot.ts';
import { revealedBy } from './reveal.ts';
import { adoptStyleSheets, sharedStyleSheet } from './styles.ts';
import { widgetTree, type WidgetProps } from './widget-tree.tsx';

export interface ReactElementOptions<Config> {
  tag: string;
  component: ComponentType<WidgetProps<Config>>;
  /** The widget's CSS, as text; adopted as one page-wide constructable stylesheet. */
  styles: string;
  /** CSS shared with other widgets (the kit as `{ 'ui-form': formStyles }`), one page-wide sheet per key. */
  sharedStyles?: Readonly<Record<string, string>>;
  namespaces: readonly Namespace[];
  /**
   * Called when an element mounts, before its first render (which waits for the translations): starts the
   * data that render needs, so it finds it in instead of asking for it from an effect.
   */
  prepare?: (config: Config) => void;
}

function isStylesheetLink(node: Node): boolean {
  return node instanceof HTMLLinkElement && node.rel === 'stylesheet';
}

/**
 * The element module of a React widget: one React root per element, rendered into its shadow root inside
 * the translation provider and an error boundary; or, for an element the server rendered, hydrated on the
 * server's nodes.
 */
export function reactElement<Config extends { language: Language }>({
  tag,
  component: Widget,
  styles,
  sharedStyles = {},
  namespaces,
  prepare,
}: ReactElementOptions<Config>): ElementModule<Config> {
  function adoptStyles(root: ShadowRoot): void {
    const shared = Object.entries(sharedStyles).map(([key, css]) => sharedStyleSheet(key, css));
    // Keyed apart from the sheets components adopt themselves: `<preview-panel>` has no element styles and
    // its component adopts a 'preview-panel' sheet, which an empty sheet under the same key used to replace.
    adoptStyleSheets(root, [...shared, sharedStyleSheet(`element:${tag}`, styles)]);
  }
  const tree = (host: HTMLElement, config: Config, snapshot?: RenderSnapshot, onCommit?: () => void) =>
    widgetTree({ tag, Widget, namespaces, config, host, snapshot, onCommit });

  return {
    namespaces,
    mount,
    hydrate: hydrateElement,
  };

  function mount({ host, root, config }: MountTarget<Config>): MountedElement<Config> {
    adoptStyles(root);
    prepare?.(config);
    const reactRoot = createRoot(root);
    const render = (next: Config) => reactRoot.render(tree(host, next));
    // The first render is a transition: React renders it in slices and yields to the browser between
    // them, so mounting a footer or fifty blocks never holds the main thread in one long task.
    startTransition(() => render(config));
    // Every mounted element holds the page's one session-renewal module; the last to go stops it. Its code
    // arrives after the first render has started: nothing on screen waits for it (docs/decisions.md 57).
    let releaseSession: (() => void) | undefined;
    let unmounted = false;
    import('../session/renewal.ts').then(
      ({ acquireSession }) => {
        if (!unmounted) releaseSession = acquireSession();
      },
      (error: unknown) => warnOnce(`<${tag}> could not load the session renewal: ${String(error)}`),
    );
    return {
      update: render,
      unmount: () => {
        unmounted = true;
        reactRoot.unmount();
        releaseSession?.();
      },
    };
  }

  /**
   * Takes over the server's nodes: the first render draws from the server's snapshot (its documents, platform
   * and language), so it matches node for node; the page's own values (cookies, the customer, the element's
   * language now) follow in the renders after it, and then what the visitor did meanwhile is handed over. An
   * update that comes before the hydration has finished waits for it: React would otherwise drop the server's
   * DOM and render the element anew. The code that reads the snapshot and hands the visitor's doings over is
   * loaded only here (server-rendered pages), with the texts. An unreadable snapshot: the element renders
   * itself, as without a server.
   */
  function hydrateElement(
    target: MountTarget<Config>,
    { snapshot: text, visitor }: ServerRender,
  ): MountedElement<Config> {
    const { host, root } = target;
    let latest = target.config;
    let mounted: MountedElement<Config> | undefined;
    let reactRoot: Root | undefined;
    let snapshot: RenderSnapshot | undefined;
    let hydrated = false;
    let unmounted = false;
    let hydration: typeof Hydration | undefined;
    let releaseEvents: (() => void) | undefined;
    const onCommit = () => {
      if (hydrated) return;
      hydrated = true;
      releaseEvents?.();
      // The first render started from the text the visitor typed (`typed`); the rest of what they did (a tick,
      // a field left, the focus, a held submit) is handed over before anything renders again.
      hydration?.replayVisitor(root, visitor);
      // The element's own language (and any attribute changed meanwhile) now, on the hydrated nodes. When the
      // hydration drew with these very values (no update since, the server's language), a render would only
      // repeat it: the whole tree again, one more long task at 4x CPU between the press and a ready form.
      if (latest !== target.config || latest.language !== snapshot?.language)
        reactRoot?.render(tree(host, latest, snapshot, onCommit));
    };
    import('./hydration.ts')
      .then((module) => {
        hydration = module;
        const parsed = module.parseSnapshot(text);
        if (typeof parsed === 'string') throw new Error(parsed);
        // The texts must be in before React draws, or its first render would be empty, not the server's.
        return loadTranslations(parsed.language, namespaces).then(() => parsed);
      })
      .then(
        (parsed) => {
          if (unmounted) return;
          adoptStyles(root);
          const first: Config = { ...latest, language: parsed.language };
          snapshot = { ...parsed, typed: hydration?.typedValues(root), revealedBy: revealedBy(root) };
          releaseEvents = hydration?.holdEventsFromReact(root);
          // React takes a shadow root as it takes an element (a document fragment is a valid container). A
          // transition, as a first render is: React hydrates in slices and yields between them, so typing in
          // the field the visitor reached for is never held up by one long task.
          startTransition(() => {
            reactRoot = hydrateRoot(root as unknown as Element, tree(host, first, snapshot, onCommit), {
              onRecoverableError: (error) =>
                console.error(`<${tag}> could not take over the server's HTML and rendered anew`, error),
            });
          });
        },
        (error: unknown) => {
          if (unmounted) return;
          warnOnce(
            `<${tag}> cannot take over its server-rendered HTML (${String(error)}); it renders itself`,
          );
          visitor.stop();
          // The server's stylesheet link stays: it holds the host styles, which a server-rendered element
          // does not adopt.
          for (const child of [...root.childNodes]) if (!isStylesheetLink(child)) child.remove();
          mounted = mount({ host, root, config: latest });
        },
      );
    return {
      update(next) {
        latest = next;
        mounted?.update(next);
        if (hydrated) reactRoot?.render(tree(host, next, snapshot, onCommit));
      },
      unmount() {
        unmounted = true;
        releaseEvents?.();
        visitor.stop();
        reactRoot?.unmount();
        mounted?.unmount();
      },
    };
  }
}
