import { startTransition, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { Namespace } from '../i18n/i18n.ts';
import type { Language } from '../i18n/languages.ts';
import type { ElementModule, MountedElement, MountTarget } from './element-module.ts';
import { warnOnce } from './registry.ts';
import { report } from './report.ts';
import { adoptStyleSheets, sharedStyleSheet } from './styles.ts';
import { markMoment } from './timing.ts';
import { hydrateElement } from './wake/hydrate-element.ts';
import type { RenderSnapshot } from './wake/render-snapshot.ts';
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
    hydrate: (target, server) =>
      hydrateElement(target, server, {
        tag,
        namespaces,
        adoptStyles,
        tree: (config, snapshot, onCommit) => tree(target.host, config, snapshot, onCommit),
      }),
  };

  /**
   * Rendered in the browser, React holds the element from its first commit; it shows once it has drawn something
   * (the footer and the country list wait for their document): React's nodes arrive before the frame they show in.
   */
  function markShown(root: ShadowRoot): void {
    const watch = new MutationObserver(() => {
      if (!root.firstElementChild) return;
      watch.disconnect();
      markMoment(tag, 'shown');
    });
    watch.observe(root, { childList: true });
  }

  function mount({ host, root, config }: MountTarget<Config>): MountedElement<Config> {
    adoptStyles(root);
    prepare?.(config);
    markShown(root);
    const reactRoot = createRoot(root);
    const render = (next: Config) => reactRoot.render(tree(host, next));
    // The first render is a transition: React renders it in slices and yields to the browser between
    // them, so mounting a footer or fifty blocks never holds the main thread in one long task.
    startTransition(() =>
      reactRoot.render(tree(host, config, undefined, () => markMoment(tag, 'ready', ['wake', 'woken']))),
    );
    // Every mounted element holds the page's one session-renewal module; the last to go stops it. Its code
    // arrives after the first render has started: nothing on screen waits for it (docs/decisions/0057).
    let releaseSession: (() => void) | undefined;
    let unmounted = false;
    import('../session/session.ts').then(
      ({ acquireSession }) => {
        if (!unmounted) releaseSession = acquireSession();
      },
      (error: unknown) => {
        if (warnOnce(`<${tag}> could not load the session renewal: ${String(error)}`))
          report({ kind: 'chunk-failed', chunk: 'session', attempt: 1 }, tag, config);
      },
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
}
