import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { loadTranslations, type Namespace } from '../../i18n/i18n.ts';
import type { Language } from '../../i18n/languages.ts';
import type { MountedElement, MountTarget, ServerRender } from '../element-module.ts';
import { warnOnce } from '../registry.ts';
import { report } from '../report.ts';
import type { HydrationOf, ReactSide } from './takeover.ts';

/** React and the texts, for the takeover's chunk (`ReactSide`). */
function reactSide(namespaces: readonly Namespace[]): ReactSide {
  return {
    loadTexts: (language) => loadTranslations(language, namespaces),
    // React takes a shadow root as it takes an element (a document fragment is a valid container). A transition,
    // as a first render is: React hydrates in slices and yields between them, so typing in the field the visitor
    // reached for is never held up by one long task.
    hydrate(root, tree, onRecoverableError) {
      let reactRoot: Root | undefined;
      startTransition(() => {
        reactRoot = hydrateRoot(root as unknown as Element, tree, { onRecoverableError });
      });
      return reactRoot!;
    },
    render(root, tree) {
      const reactRoot = createRoot(root);
      startTransition(() => reactRoot.render(tree));
      return reactRoot;
    },
  };
}

/**
 * Takes a server render over (`takeOver`, `takeover.ts`): its code comes in a chunk of its own with the element's,
 * on server-rendered pages only. Until it is in, the element holds its latest configuration for it.
 */
export function hydrateElement<Config extends { language: Language }>(
  target: MountTarget<Config>,
  server: ServerRender<Config>,
  of: HydrationOf<Config>,
): MountedElement<Config> {
  let latest = target.config;
  let taken: MountedElement<Config> | undefined;
  let unmounted = false;
  import('./takeover.ts').then(
    ({ takeOver }) => {
      if (unmounted) return;
      taken = takeOver(target, server, of, reactSide(of.namespaces));
      if (latest !== target.config) taken.update(latest);
    },
    (error: unknown) => {
      if (warnOnce(`<${of.tag}> could not take over its server-rendered HTML: ${String(error)}`))
        report({ kind: 'chunk-failed', chunk: 'takeover', attempt: 1 }, of.tag, target.config);
    },
  );
  return {
    update(next) {
      latest = next;
      taken?.update(next);
    },
    unmount() {
      unmounted = true;
      server.visitor.stop();
      taken?.unmount();
    },
  };
}
