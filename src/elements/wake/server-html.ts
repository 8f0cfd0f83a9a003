/**
 * The loader's side of a server-rendered element (no React here, and little code: every page loads it):
 * finding the server's snapshot in a declarative shadow root, knowing when the visitor reaches for the
 * element, and noting what the visitor did before React took the nodes over (docs/design/server-render.md).
 */

import { dismissibleIn } from './dismissible.ts';
import type { CheckEarly, EarlyChecked, EarlyChecks } from './early-checks.ts';
import { revealIn } from './reveal.ts';
import {
  detectPlatform,
  namedPlatform,
  parseDrawnPlatform,
  PLATFORM_ATTRIBUTE,
  watchPagePlatform,
} from '../../platform/platform.ts';

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
 * What the server drew with, as far as the loader needs it: the element's attributes (by attribute name, as the
 * host wrote them) and the language it resolved. Undefined for a snapshot that does not say (an older server's
 * render, cached): the element then takes the server's drawing as right for its attributes now.
 */
export interface DrawnWith {
  attributes: Readonly<Record<string, string>>;
  language: string;
  /** The server left out a document the element draws (`omitted`): the browser asks for it and draws it. */
  leftOut: boolean;
  /** The fragment handler that drew it, when it says: it draws a change too (see `RenderSnapshot.source`). */
  source: { path: string; allows: readonly string[] } | undefined;
  /** The platform it was drawn for (`any`: every width). */
  platform: string;
}

export function drawnWith(text: string): DrawnWith | undefined {
  try {
    const { attributes, language, documents, source, platform } = JSON.parse(text) as {
      attributes?: DrawnWith['attributes'];
      language?: unknown;
      documents?: Record<string, { status?: unknown }>;
      source?: { path?: unknown; allows?: unknown };
      platform?: unknown;
    };
    if (attributes && typeof attributes === 'object' && typeof language === 'string')
      return {
        attributes,
        language,
        leftOut: Object.values(documents ?? {}).some((document) => document?.status === 'omitted'),
        source:
          typeof source?.path === 'string' && Array.isArray(source.allows)
            ? { path: source.path, allows: source.allows.map(String) }
            : undefined,
        platform: typeof platform === 'string' ? platform : 'any',
      };
  } catch {
    // An unreadable snapshot: the chunk says why when it hydrates.
  }
  return undefined;
}

/**
 * Calls `start` when the platform the server drew for (on the snapshot's script, `data-platform`) is not this
 * screen's, at once or once a resize or the page makes it so; returns the cancel. A drawing for `any` width is
 * right on every screen: only a platform the page names makes it wrong.
 */
export function whenPlatformDiffers(root: ShadowRoot, start: () => void): () => void {
  const drawn = parseDrawnPlatform(snapshotScript(root)?.getAttribute(PLATFORM_ATTRIBUTE));
  if (!drawn) return () => {};
  const differs = () => (drawn === 'any' ? namedPlatform() !== undefined : detectPlatform() !== drawn);
  if (differs()) {
    queueMicrotask(start);
    return () => {};
  }
  return watchPagePlatform(() => {
    if (differs()) start();
  });
}

/** What calls for React: pressing, focusing, typing in or hovering what takes input or runs a button. */
const INTENT_EVENTS = ['pointerdown', 'focusin', 'keydown', 'touchstart', 'pointerover'] as const;
/**
 * The nodes that need React. Links, the footer's groups and the country list are native (`<a>`,
 * `<details>`/`<summary>`) and work without it: following a link or opening a group loads nothing.
 */
const NEEDS_REACT = 'form, button, input, select, textarea, label';

function eventTarget(event: Event): Element | undefined {
  const target = event.composedPath()[0];
  return target instanceof Element ? target : undefined;
}

/**
 * Calls `start` once, with the node reached for, on the first sign the visitor reaches for what needs React;
 * returns the cancel. It listens on the shadow root, not on the host: a focus moving from one node to another
 * inside the same shadow root is never seen outside it (both ends are the host there).
 */
export function whenIntent(root: ShadowRoot, start: (target: Element) => void): () => void {
  const listener = (event: Event) => {
    const target = eventTarget(event);
    if (!target?.closest(NEEDS_REACT)) return;
    cancel();
    start(target);
  };
  const cancel = () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, listener, true);
  };
  for (const type of INTENT_EVENTS) root.addEventListener(type, listener, { capture: true, passive: true });
  return cancel;
}

/**
 * What the visitor did in a server-rendered element before React arrived, beyond what the nodes keep
 * themselves (typed text, ticks, focus): the fields left, the last button pressed and a submit. The submit is
 * held: the browser would otherwise send the form itself, with the address in a URL. Until `stop` (React took
 * the nodes over), it also keeps the country list closing on Escape and outside presses (`dismissibleIn`), opens
 * the sign-up form on the email field's focus (`revealIn`) and, from `checkFields` until React's first render,
 * checks a form's email field when it is left.
 */
export interface VisitorRecord {
  readonly left: ReadonlySet<Element>;
  readonly pressed: HTMLButtonElement | undefined;
  readonly submitted: HTMLFormElement | undefined;
  /**
   * What the visitor reached for before this script ran (the HTML works before any script): the field with the
   * focus, else the first field whose value is no longer the server's. Undefined when they did neither.
   */
  reachedBeforeScript(): Element | undefined;
  /**
   * Starts the email fields' check (`checkEarly`, brought by the takeover's chunk), the fields left so far and not
   * focused again checked at once; nothing once the checks were handed over or stopped.
   */
  checkFields(checkEarly: CheckEarly): void;
  /** Ends the early checks and says what the checked fields show, for React's first render to draw the same. */
  handOverChecks(): EarlyChecked;
  stop(): void;
}

/** A form field the visitor fills in: its value, a tick or an option. */
export type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The form fields that carry a name: what a drawing of the same form is matched and handed over by. */
export const NAMED_FIELDS = 'input[name], textarea[name], select[name]';

/** A checkbox or a radio button: its state is a tick, not a value. */
export function isBox(field: FormField): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/** Whether the visitor changed a field from the value the server drew (text, a tick, an option). */
export function changedByVisitor(field: FormField): boolean {
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    return (
      field.selectedIndex !==
      Math.max(
        0,
        options.findIndex((option) => option.defaultSelected),
      )
    );
  }
  if (isBox(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

export function recordVisitor(root: ShadowRoot): VisitorRecord {
  const left = new Set<Element>();
  // The country list closes on Escape and outside presses before React too, and the sign-up form opens on the
  // email field's focus; React does both itself after.
  const stopDismissing = dismissibleIn(root);
  // Fields changed before this script ran had focus: their parts open. No longer focused, they were left: their
  // validation runs once React holds them, as for a field left after, or at once for a field checked early.
  const changed = [...root.querySelectorAll<FormField>('input, textarea, select')].filter(changedByVisitor);
  const stopRevealing = revealIn(root, changed);
  for (const field of changed) if (field !== root.activeElement) left.add(field);
  let early: EarlyChecks | undefined;
  let checksOver = false;
  const record = {
    left,
    pressed: undefined as HTMLButtonElement | undefined,
    submitted: undefined as HTMLFormElement | undefined,
    reachedBeforeScript: () => {
      const active = root.activeElement;
      return active?.closest(NEEDS_REACT) ? active : changed[0];
    },
    checkFields(checkEarly: CheckEarly) {
      if (!checksOver)
        early ??= checkEarly(
          root,
          [...left].filter((field) => field !== root.activeElement),
        );
    },
    handOverChecks: () => {
      checksOver = true;
      return early?.handOver() ?? {};
    },
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
    checksOver = true;
    early?.stop();
    stopDismissing();
    stopRevealing();
    for (const [type, listener] of listeners) root.removeEventListener(type, listener, true);
  }
  return record;
}
