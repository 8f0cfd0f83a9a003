/**
 * The loader's side of a server-rendered element (no React here, and little code: every page loads it):
 * finding the server's snapshot in a declarative shadow root, knowing when the visitor reaches for the
 * element, and noting what the visitor did before React took the nodes over (docs/decisions.md 58).
 */

import {
  detectPlatform,
  parsePlatform,
  PLATFORM_ATTRIBUTE,
  watchPagePlatform,
} from '../platform/platform.ts';

/** The attribute of the `<script type="application/json">` that carries the snapshot in the shadow root. */
export const SNAPSHOT_ATTRIBUTE = 'data-sw-snapshot';

function snapshotScript(root: ShadowRoot): Element | undefined {
  // A top-level child only (`:scope >` matches nothing in a shadow root): content cannot plant one.
  for (const child of root.children)
    if (child.localName === 'script' && child.hasAttribute(SNAPSHOT_ATTRIBUTE)) return child;
  return undefined;
}

/** The snapshot's JSON text when the shadow root holds a server render; undefined when it does not. */
export function serverSnapshotText(root: ShadowRoot): string | undefined {
  const script = snapshotScript(root);
  return script ? (script.textContent ?? '') : undefined;
}

/**
 * Calls `start` when the platform the server drew for (on the snapshot's script, `data-platform`) is not this
 * screen's, at once or once a resize or the page makes it so; returns the cancel.
 */
export function whenPlatformDiffers(root: ShadowRoot, start: () => void): () => void {
  const drawn = parsePlatform(snapshotScript(root)?.getAttribute(PLATFORM_ATTRIBUTE));
  if (!drawn) return () => {};
  if (detectPlatform() !== drawn) {
    queueMicrotask(start);
    return () => {};
  }
  return watchPagePlatform(() => {
    if (detectPlatform() !== drawn) start();
  });
}

/** What calls for React: pressing, focusing or typing anywhere in the element, hovering what takes input. */
const INTENT_EVENTS = ['pointerdown', 'focusin', 'keydown', 'touchstart', 'pointerover'] as const;
const HOVER_TARGETS = 'form, button, input, select, textarea, label';

function eventTarget(event: Event): Element | undefined {
  const target = event.composedPath()[0];
  return target instanceof Element ? target : undefined;
}

/** Calls `start` once, on the first sign the visitor reaches for the element; returns the cancel. */
export function whenIntent(host: HTMLElement, start: () => void): () => void {
  const listener = (event: Event) => {
    if (event.type === 'pointerover' && !eventTarget(event)?.closest(HOVER_TARGETS)) return;
    cancel();
    start();
  };
  const cancel = () => {
    for (const type of INTENT_EVENTS) host.removeEventListener(type, listener, true);
  };
  for (const type of INTENT_EVENTS) host.addEventListener(type, listener, { capture: true, passive: true });
  return cancel;
}

/**
 * What the visitor did in a server-rendered element before React arrived, beyond what the nodes keep
 * themselves (typed text, ticks, focus): the fields left, the last button pressed and a submit. The submit is
 * held: the browser would otherwise send the form itself, with the address in a URL.
 */
export interface VisitorRecord {
  readonly left: ReadonlySet<Element>;
  readonly pressed: HTMLButtonElement | undefined;
  readonly submitted: HTMLFormElement | undefined;
  stop(): void;
}

export function recordVisitor(root: ShadowRoot): VisitorRecord {
  const left = new Set<Element>();
  const record = {
    left,
    pressed: undefined as HTMLButtonElement | undefined,
    submitted: undefined as HTMLFormElement | undefined,
    stop,
  };
  const listeners: [string, (event: Event) => void][] = [
    [
      'focusout',
      (event) => {
        const target = eventTarget(event);
        if (target) left.add(target);
      },
    ],
    [
      'click',
      (event) => {
        const button = eventTarget(event)?.closest('button');
        if (button?.type === 'button') record.pressed = button;
      },
    ],
    [
      'submit',
      (event) => {
        event.preventDefault();
        if (event.target instanceof HTMLFormElement) record.submitted = event.target;
      },
    ],
  ];
  for (const [type, listener] of listeners) root.addEventListener(type, listener, true);
  function stop(): void {
    for (const [type, listener] of listeners) root.removeEventListener(type, listener, true);
  }
  return record;
}
