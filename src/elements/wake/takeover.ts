import type { ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import type { Namespace } from '../../i18n/i18n.ts';
import type { Language } from '../../i18n/languages.ts';
import type { MountedElement, MountTarget, ServerRender } from '../element-module.ts';
import { warnOnce } from '../registry.ts';
import type { ReportFacts } from '../report-facts.ts';
import { report } from '../report.ts';
import { markMoment } from '../timing.ts';
import { carryOver, drawnBeside, serverNodes } from './carry-over.ts';
import {
  holdEventsFromReact,
  parseSnapshot,
  replayVisitor,
  serverValues,
  typedValues,
  type Doings,
} from './hydration.ts';
import type { RenderSnapshot, ServerPhase } from './render-snapshot.ts';
import { revealedBy } from './reveal.ts';

/**
 * The email fields' check before React comes with this chunk, which the loader asks for when an element wakes: out
 * of the loader, a visitor who only scrolls never downloads it, and it adds no request (docs/decisions/0105).
 */
export { checkEarly } from './early-checks.ts';

/*
 * The takeover of a server render, in a chunk that comes with React to server-rendered pages only (a page whose
 * elements render in the browser never loads it): how it works is in docs/design/server-render.md. React and the
 * translations are handed in (`ReactSide`): imported here, they would be split out of the chunk every page shares.
 */

/** What the element's module gives the hydration: its styles, its one React tree, and its own mount. */
export interface HydrationOf<Config> {
  tag: string;
  /** The translation files it renders with: in before the hydration draws. */
  namespaces: readonly Namespace[];
  adoptStyles(root: ShadowRoot): void;
  tree(config: Config, snapshot: RenderSnapshot | undefined, onCommit: () => void): ReactNode;
}

/** What the takeover needs of React and the texts, from the chunk that holds them. */
export interface ReactSide {
  /** Loads the element's translation files in `language`. */
  loadTexts(language: Language): Promise<unknown>;
  /** `hydrateRoot` on the shadow root, as a transition. */
  hydrate(root: ShadowRoot, tree: ReactNode, onRecoverableError: (error: unknown) => void): Root;
  /** `createRoot` on the shadow root and a first render, as a transition. */
  render(root: ShadowRoot, tree: ReactNode): Root;
}

/** An error's message, its first line (React's explains at length on the lines after it). */
const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

/** The phase of drawing as the server did (`RenderSnapshot.phase`), ended once React holds the element. */
function serverPhase(): ServerPhase & { end(): void } {
  const listeners = new Set<() => void>();
  const phase = {
    current: true,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    end: () => {
      phase.current = false;
      for (const listener of listeners) listener();
    },
  };
  return phase;
}

/**
 * Takes over the server's nodes: the first render draws what the server drew (the configuration it drew with,
 * and its snapshot's documents, platform and language), so it matches node for node; the element's own values
 * (attributes changed since, the cookies, the customer, its language now) follow in the renders after it, on
 * the same nodes, and then what the visitor did meanwhile is handed over, as the same input would be after React.
 * An update that comes before the hydration has finished waits for it.
 *
 * HTML that is not what this script draws still ends as one element: drawn by another release (its snapshot says
 * which) or unreadable, the element is drawn anew into the same root, from the snapshot's documents where it can
 * read them; changed before React (a translation tool, a page script), React gives up on it and draws anew. Either
 * way the new tree takes the server's place the moment it is drawn (`carryOver`), with what the visitor did in it.
 */
export function takeOver<Config extends { language: Language }>(
  target: MountTarget<Config>,
  { snapshot: text, visitor, drawn }: ServerRender<Config>,
  { tag, adoptStyles, tree }: HydrationOf<Config>,
  react: ReactSide,
): MountedElement<Config> {
  const { root } = target;
  let latest = target.config;
  let reactRoot: Root | undefined;
  let snapshot: RenderSnapshot | undefined;
  let committed = false;
  let handedOver = false;
  let unmounted = false;
  let releaseEvents: (() => void) | undefined;
  // The server's nodes until React's take their place (hydrated, they are React's: nothing to swap).
  let outgoing: Node[] = [];
  let drawnValues: ReadonlyMap<string, string> = new Map();
  let doings: Doings = visitor;
  let watch: MutationObserver | undefined;
  const phase = serverPhase();
  let warned = false;
  /** One warning and one report per element that draws itself anew. */
  const warn = (
    why: string,
    facts: Omit<Extract<ReportFacts, { kind: 'takeover-failed' }>, 'kind' | 'redrawn'>,
  ) => {
    if (warned) return;
    warned = true;
    warnOnce(`<${tag}> ${why}: it drew itself anew, keeping what the visitor did`);
    report({ kind: 'takeover-failed', redrawn: true, ...facts }, tag, latest);
  };

  const parsed = parseSnapshot(text);
  if (typeof parsed === 'string')
    warn(`cannot read its server-rendered HTML (${parsed})`, { cause: 'unreadable' });
  else if (parsed.release !== __SW_VERSION__)
    warn(
      `was drawn on the server by ${parsed.release ? `release ${parsed.release}` : 'an earlier release'}, ` +
        `not by this script's ${__SW_VERSION__}`,
      { cause: 'other-release', drawnBy: parsed.release },
    );
  const readable = typeof parsed === 'string' ? undefined : parsed;
  // Only this release's HTML is hydrated; anything else is drawn anew, and takes the server's place once drawn.
  const hydratable = readable?.release === __SW_VERSION__ ? readable : undefined;

  /** React drew a tree beside the server's: the server's nodes make way, the visitor's doings go along. */
  const swap = () => {
    if (outgoing.length === 0 || !drawnBeside(root, new Set(outgoing))) return;
    visitor.stop();
    doings = carryOver(root, outgoing, doings);
    outgoing = [];
  };
  /** Once React holds the element (hydrated, or drawn anew and in place): what the visitor did is handed over. */
  const settle = () => {
    if (!committed || handedOver) return;
    swap();
    if (!hydratable && outgoing.length > 0) return;
    handedOver = true;
    markMoment(tag, 'ready', ['wake', 'woken']);
    watch?.disconnect();
    releaseEvents?.();
    visitor.stop();
    // What only the browser knows (cookies, the customer, staff) is drawn now, by the parts that read it.
    phase.end();
    replayVisitor(root, doings, drawnValues);
    // The element's own values now, on the hydrated nodes. When the hydration drew with these very values (no
    // change since, the server's language), a render would only repeat it: the whole tree again, one more long
    // task at 4x CPU between the press and a ready form.
    if (drawn !== undefined || latest !== target.config || latest.language !== snapshot?.language)
      reactRoot?.render(tree(latest, snapshot, onCommit));
  };
  const onCommit = () => {
    committed = true;
    settle();
  };

  // The texts must be in before React draws, or its first render would be empty, not the server's.
  const language = hydratable?.language ?? latest.language;
  react
    .loadTexts(language)
    .then(() => {
      if (unmounted) return;
      adoptStyles(root);
      outgoing = serverNodes(root);
      drawnValues = serverValues(root);
      // What the visitor did so far goes into the first render: the form starts as the DOM is.
      const visitorState = {
        typed: typedValues(root),
        revealedBy: revealedBy(root),
        checked: visitor.handOverChecks(),
      };
      // React's tree drawn beside the server's is swapped in before the browser paints (a mutation observer's
      // callback runs before the next frame), whether or not React has run its effects yet.
      watch = new MutationObserver(() => {
        swap();
        settle();
      });
      watch.observe(root, { childList: true });
      if (!hydratable) {
        // Drawn anew from what can be read: another release's documents are the services' and still good.
        const first: RenderSnapshot = {
          language,
          platform: readable?.platform ?? 'any',
          documents: readable?.documents ?? {},
          ...visitorState,
          phase,
        };
        snapshot = first;
        reactRoot = react.render(root, tree(latest, first, onCommit));
        return;
      }
      const hydrated: RenderSnapshot = (snapshot = { ...hydratable, ...visitorState, phase });
      const first: Config = { ...(drawn ?? latest), language: hydrated.language };
      releaseEvents = holdEventsFromReact(root);
      reactRoot = react.hydrate(root, tree(first, hydrated, onCommit), (error) =>
        warn(`could not take over the server's HTML (${firstLine(error)})`, { cause: 'mismatch' }),
      );
    })
    .catch((error: unknown) => {
      if (warnOnce(`<${tag}> could not take over its server-rendered HTML: ${String(error)}`))
        report({ kind: 'takeover-failed', cause: 'error', redrawn: false }, tag, latest);
    });
  return {
    update(next) {
      latest = next;
      if (handedOver) reactRoot?.render(tree(next, snapshot, onCommit));
    },
    unmount() {
      unmounted = true;
      watch?.disconnect();
      releaseEvents?.();
      visitor.stop();
      reactRoot?.unmount();
    },
  };
}
