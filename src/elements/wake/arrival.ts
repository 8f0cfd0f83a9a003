import type { AttributeTypes } from '../attributes.ts';
import type { ElementModule, MountedElement } from '../element-module.ts';
import { warnOnce } from '../registry.ts';
import { report } from '../report.ts';
import { markMoment } from '../timing.ts';
import { IDLE_TIMEOUT_MS, whenIdle, whenTypingPauses } from '../when-needed.ts';
import { drawnWith, recordVisitor, whenIntent, whenPlatformDiffers, type DrawnWith } from './server-html.ts';

/** A field the visitor types in (`whenTypingPauses`). */
const TYPES_IN = 'input:not([type=checkbox],[type=radio]), textarea';

/**
 * The one door of the wake path: what the lazy renderer (`lazy-renderer.ts`) calls for an element whose shadow root
 * holds a server render. How an element arrives, waits, wakes and what it keeps: docs/design/server-render.md.
 */
export interface ServerRenderedElement<Config> {
  tag: string;
  host: HTMLElement;
  root: ShadowRoot;
  /** The snapshot's JSON text (`serverSnapshotText`). */
  snapshot: string;
  /** The element's configuration now (its attributes, its language), as it renders from it. */
  config: Config;
  /** The configuration the server drew with, read from its snapshot by the element's own parsers. */
  configDrawnWith(drawn: DrawnWith): Config;
  sameConfig(a: Config, b: Config): boolean;
  /** The element's attribute types (its definition's): what a fragment URL may carry of them. */
  attributes: AttributeTypes;
  load(): Promise<ElementModule<Config>>;
  /** Called once, when it wakes: starts what its chunk will need (its translation files). */
  onWake(): void;
  /** The definition's `beforeReact`: its step on the server's nodes before React; true when they are stale. */
  beforeReact?: (host: HTMLElement, root: ShadowRoot) => boolean;
  /** The definition's `warm`: starts the code a press on `reachedFor` will ask for. */
  warm?: (reachedFor: Element) => void;
}

/**
 * Waits for the element to be needed, keeping the server's nodes: they work without React (links, groups,
 * typing), so its code waits for the visitor to reach for it, then hydrates the same nodes and hands over what the
 * visitor did meanwhile. When an attribute or the language differs from what the server drew with (at the upgrade
 * or any time after), the fragment handler that drew the element draws it again with the new ones, before any of
 * its code (`redraw.ts`); where it cannot (no handler named, a refusal, a failure, the visitor already at work in
 * it), the element wakes and React draws the change on the same nodes. It wakes at once too when the platform
 * differs or the definition's `beforeReact` finds the drawing stale (a cookie the server could not read). The session
 * renewal, which needs no React, starts once the page is idle. Returns the element as the definer holds a
 * mounted one.
 */
export function awaitTakeOver<Config extends { language: string }>(
  element: ServerRenderedElement<Config>,
): MountedElement<Config> {
  const { tag, host, root } = element;
  let snapshot = element.snapshot;
  let config = element.config;
  let mounted: MountedElement<Config> | undefined;
  let disposed = false;
  let releaseSession: (() => void) | undefined;
  let visitor = recordVisitor(root);
  const stopIdle = whenIdle(IDLE_TIMEOUT_MS, () => {
    import('../../session/session.ts').then(
      ({ acquireSession }) => {
        if (!disposed) releaseSession = acquireSession();
      },
      (error: unknown) => {
        if (warnOnce(`<${tag}> could not load the session renewal: ${String(error)}`))
          report({ kind: 'chunk-failed', chunk: 'session', attempt: 1 }, tag, config);
      },
    );
  });
  // What the server drew with, read once, when first needed (the snapshot's JSON can be the whole footer content).
  let drawn: { config: Config; with: DrawnWith } | undefined | null = null;
  const read = () => {
    if (drawn === null) {
      const text = drawnWith(snapshot);
      drawn = text && { config: element.configDrawnWith(text), with: text };
    }
    return drawn;
  };
  const drawnConfig = () => read()?.config;
  const stale = () => {
    const server = drawnConfig();
    return server !== undefined && !element.sameConfig(server, config);
  };

  let woken = false;
  let redrawing: AbortController | undefined;
  const stops: (() => void)[] = [];
  const wake = (target?: Element) => {
    if (woken || disposed) return;
    woken = true;
    markMoment(tag, 'woken');
    redrawing?.abort();
    for (const stop of stops.splice(0)) stop();
    // The hydration's own code, fetched with the chunk rather than after it. The email fields' check before React
    // comes in the same file: it starts when that arrives, long before React (docs/decisions/0105).
    import('./takeover.ts').then(
      ({ checkEarly }) => visitor.checkFields(checkEarly),
      () => {},
    );
    element.onWake();
    if (target) element.warm?.(target);
    // Reached for in a text field, the visitor is about to type: the files are asked for now (`warm`), the
    // element's code is evaluated and hydrated in a pause of the typing, so no key waits for it. Until then the
    // loader keeps the field working (typing, the form opening, the email field's check, a held submit).
    if (target?.matches(TYPES_IN)) stops.push(whenTypingPauses(root, load));
    else load();
  };
  function load() {
    element.load().then(
      (module) => {
        if (disposed) return;
        const target = { host, root, config };
        if (!module.hydrate) {
          visitor.stop();
          mounted = module.mount(target);
          return;
        }
        const server = drawnConfig();
        mounted = module.hydrate(target, {
          snapshot,
          visitor,
          drawn: server !== undefined && !element.sameConfig(server, config) ? server : undefined,
        });
      },
      (error: unknown) => warnOnce(`<${tag}> could not load its code: ${String(error)}`),
    );
  }

  // What the visitor does is heard from the start, and what they did before this script ran counts as reaching
  // for the element. The rest waits for a task of its own after the script's (one per element): reading the
  // cookies, the footer's A/B ping and the platform check made the entry's evaluation, which upgrades every
  // element on the page, one long task at 4x CPU (docs/decisions/0073). Woken before that task (the visitor was
  // quicker), React does all of it itself.
  const staleBeforeReact = () => {
    try {
      return element.beforeReact?.(host, root) ?? false;
    } catch (error) {
      warnOnce(`<${tag}> could not run its step before React: ${String(error)}`);
      return false;
    }
  };
  /**
   * Whether the drawing on screen needs React at once: the definition's `beforeReact` found it stale, or the server
   * left a document out (drawn once React has asked for it).
   */
  const needsReactNow = () => staleBeforeReact() || read()?.with.leftOut === true;
  /** Draws the element's configuration now: by its fragment handler while the visitor has not touched it. */
  const redrawOrWake = () => {
    const drawnNow = read()?.with;
    const source = drawnNow?.source;
    if (!drawnNow || !source) {
      wake();
      return;
    }
    redrawing?.abort();
    const controller = (redrawing = new AbortController());
    import('./redraw.ts')
      .then(({ redrawElement }) =>
        redrawElement({
          tag,
          host,
          root,
          attributes: element.attributes,
          language: config.language,
          drawn: { ...drawnNow, source },
          visitor,
          signal: controller.signal,
        }),
      )
      .then((redrawn) => {
        if (controller.signal.aborted || woken || disposed) return;
        redrawing = undefined;
        if (redrawn === undefined) {
          wake();
          return;
        }
        snapshot = redrawn;
        drawn = null;
        visitor = recordVisitor(root);
        // The new nodes get the loader's work too (a subscriber's block hidden); drawn with other values than
        // the element's now (a change while the answer was on its way), they are drawn again.
        if (needsReactNow()) wake();
        else if (read() === undefined || stale()) redrawOrWake();
      })
      .catch(() => {
        if (!controller.signal.aborted) wake();
      });
  };
  const beforeReact = setTimeout(() => {
    if (needsReactNow()) wake();
    else {
      stops.push(whenPlatformDiffers(root, wake));
      if (!redrawing && stale()) redrawOrWake();
    }
  });
  stops.push(whenIntent(root, wake), () => clearTimeout(beforeReact));
  const reached = visitor.reachedBeforeScript();
  if (reached) wake(reached);
  stops.push(() => redrawing?.abort());

  return {
    update(next) {
      config = next;
      if (mounted) mounted.update(next);
      // Before React, the server's drawing is of the old attributes: it is drawn again (`redrawOrWake`).
      // Checked once the task's changes are all made (a framework sets several properties in a row): set back
      // to what the server drew, it stays as it is. A snapshot that does not say what it was drawn with (an
      // older server's, still cached) wakes on any change.
      else if (!woken)
        queueMicrotask(() => {
          if (woken) return;
          if (drawnConfig() === undefined) wake();
          else if (stale()) redrawOrWake();
          // Set back while a redrawing of another value was on its way: the drawing on screen is right.
          else redrawing?.abort();
        });
    },
    unmount() {
      disposed = true;
      stopIdle();
      for (const stop of stops.splice(0)) stop();
      visitor.stop();
      releaseSession?.();
      mounted?.unmount();
    },
  };
}
