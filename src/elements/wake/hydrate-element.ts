import { startTransition, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { loadTranslations, type Namespace } from '../../i18n/i18n.ts';
import type { Language } from '../../i18n/languages.ts';
import type { MountedElement, MountTarget, ServerRender } from '../element-module.ts';
import { warnOnce } from '../registry.ts';
import type * as Hydration from './hydration.ts';
import type { RenderSnapshot } from './render-snapshot.ts';
import { revealedBy } from './reveal.ts';

/** What the element's module gives the hydration: its styles, its one React tree, and its own mount. */
export interface HydrationOf<Config> {
  tag: string;
  /** The translation files it renders with: in before the hydration draws. */
  namespaces: readonly Namespace[];
  adoptStyles(root: ShadowRoot): void;
  tree(config: Config, snapshot: RenderSnapshot | undefined, onCommit: () => void): ReactNode;
  /** Renders the element anew, as without a server: for a server render it cannot take over. */
  mountInstead(target: MountTarget<Config>): MountedElement<Config>;
}

function isStylesheetLink(node: Node): boolean {
  return node instanceof HTMLLinkElement && node.rel === 'stylesheet';
}

/**
 * Takes over the server's nodes: the first render draws what the server drew (the configuration it drew with,
 * and its snapshot's documents, platform and language), so it matches node for node; the element's own values
 * (attributes changed since, the cookies, the customer, its language now) follow in the renders after it, on
 * the same nodes, and then what the visitor did meanwhile is handed over. An update that comes before the
 * hydration has finished waits for it: React would otherwise drop the server's DOM and render the element anew.
 * The code that reads the snapshot and hands the visitor's doings over is loaded only here (server-rendered
 * pages), with the texts. An unreadable snapshot: the element renders itself, as without a server.
 */
export function hydrateElement<Config extends { language: Language }>(
  target: MountTarget<Config>,
  { snapshot: text, visitor, drawn }: ServerRender<Config>,
  { tag, namespaces, adoptStyles, tree, mountInstead }: HydrationOf<Config>,
): MountedElement<Config> {
  const { root } = target;
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
    // The element's own values now, on the hydrated nodes. When the hydration drew with these very values (no
    // change since, the server's language), a render would only repeat it: the whole tree again, one more long
    // task at 4x CPU between the press and a ready form.
    if (drawn !== undefined || latest !== target.config || latest.language !== snapshot?.language)
      reactRoot?.render(tree(latest, snapshot, onCommit));
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
        const first: Config = { ...(drawn ?? latest), language: parsed.language };
        snapshot = {
          ...parsed,
          typed: hydration?.typedValues(root),
          revealedBy: revealedBy(root),
          checked: visitor.handOverChecks(),
        };
        releaseEvents = hydration?.holdEventsFromReact(root);
        // React takes a shadow root as it takes an element (a document fragment is a valid container). A
        // transition, as a first render is: React hydrates in slices and yields between them, so typing in
        // the field the visitor reached for is never held up by one long task.
        startTransition(() => {
          reactRoot = hydrateRoot(root as unknown as Element, tree(first, snapshot, onCommit), {
            onRecoverableError: (error) =>
              console.error(`<${tag}> could not take over the server's HTML and rendered anew`, error),
          });
        });
      },
      (error: unknown) => {
        if (unmounted) return;
        warnOnce(`<${tag}> cannot take over its server-rendered HTML (${String(error)}); it renders itself`);
        visitor.stop();
        // The server's stylesheet link stays: it holds the host styles, which a server-rendered element
        // does not adopt.
        for (const child of [...root.childNodes]) if (!isStylesheetLink(child)) child.remove();
        mounted = mountInstead({ ...target, config: latest });
      },
    );
  return {
    update(next) {
      latest = next;
      mounted?.update(next);
      if (hydrated) reactRoot?.render(tree(next, snapshot, onCommit));
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
