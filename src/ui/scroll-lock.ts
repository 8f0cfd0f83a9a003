import { pageSingleton } from '../elements/registry.ts';

/**
 * Page scroll lock for modals.
 *
 * The modal lives in a widget's shadow root, but the scroll that must stop is the host page's. The lock
 * therefore writes to the host page's `<html>` and `<body>` through the CSSOM (`style.setProperty`, which
 * `style-src 'self'` allows, unlike a `style` attribute in markup):
 * - `overflow: hidden !important` on `<html>` stops the page from scrolling;
 * - `padding-right` on `<body>` grows by the width the vanishing scrollbar leaves behind
 *   (`window.innerWidth - document.documentElement.clientWidth`), so the content does not jump sideways.
 *
 * Locks are counted page-wide (`pageSingleton`), so two modals open at once, or two copies of the bundle,
 * share one lock: the first lock saves the inline values, the last release puts back exactly what was
 * there before, including the property priority and the absence of a `style` attribute.
 */

// ---------------------------------------------------------------------------------------------- State

interface SavedProperty {
  element: HTMLElement;
  name: string;
  value: string;
  priority: string;
  hadStyleAttribute: boolean;
}

interface ScrollLockState {
  /** How many locks are held now, across every modal and every copy of the bundle. */
  count: number;
  /** Inline values saved by the first lock, put back by the last release. */
  saved: SavedProperty[];
  /** The unlocked page as the first lock measured it. */
  measured?: PageScrollMeasure;
}

const STATE_KEY = 'ui.scroll-lock';

function lockState(): ScrollLockState {
  return pageSingleton<ScrollLockState>(STATE_KEY, () => ({ count: 0, saved: [] }));
}

// -------------------------------------------------------------------------------------------- Helpers

/**
 * The width the page's vertical scrollbar takes now; 0 when there is none (or it overlays the page).
 * @internal Test seam: the measurement, tested on its own.
 */
export function scrollbarWidth(doc: Document = document): number {
  const view = doc.defaultView;
  if (!view) return 0;
  return Math.max(0, view.innerWidth - doc.documentElement.clientWidth);
}

function save(element: HTMLElement, name: string): SavedProperty {
  return {
    element,
    name,
    value: element.style.getPropertyValue(name),
    priority: element.style.getPropertyPriority(name),
    hadStyleAttribute: element.hasAttribute('style'),
  };
}

function restore({ element, name, value, priority, hadStyleAttribute }: SavedProperty): void {
  if (value) element.style.setProperty(name, value, priority);
  else element.style.removeProperty(name);
  if (!hadStyleAttribute && element.style.length === 0) {
    // Chromium writes an inline style change back to the attribute lazily, and could bring back an
    // empty `style=""` after the removal; reading the attribute first settles it.
    element.getAttribute('style');
    element.removeAttribute('style');
  }
}

// ----------------------------------------------------------------------------------------------- Lock

/**
 * What a lock needs to know about the page: the scrollbar's width and the body's own right padding. Both
 * read layout, so measure while the page's layout is clean (before a modal's DOM goes in): read afterwards,
 * they force a synchronous layout of the whole page, which doubled the time a modal took to open at 4x CPU.
 */
export interface PageScrollMeasure {
  /** The width the vertical scrollbar takes (0 for none or an overlay scrollbar). */
  gap: number;
  /** The body's computed right padding, in pixels. */
  bodyPadding: number;
}

export function measurePageScroll(doc: Document = document): PageScrollMeasure {
  // While a lock is held the scrollbar is hidden; a modal taking over from another needs the page unlocked.
  const held = lockState();
  if (held.count > 0 && held.measured) return held.measured;
  const gap = scrollbarWidth(doc);
  if (gap === 0) return { gap, bodyPadding: 0 };
  // The computed value includes the page's own padding from its stylesheets; the gap adds to it.
  const padding = doc.defaultView?.getComputedStyle(doc.body).paddingRight ?? '';
  return { gap, bodyPadding: Number.parseFloat(padding) || 0 };
}

/**
 * Locks the page's scroll until the returned release function is called. Calling release more than once
 * releases once. Nested and overlapping locks are counted; only the last release restores the page.
 * `measured` is the page as it was before the caller changed the DOM; without it, the page is measured now.
 */
export function lockPageScroll(doc: Document = document, measured?: PageScrollMeasure): () => void {
  const state = lockState();
  if (state.count === 0) {
    const html = doc.documentElement;
    const body = doc.body;
    state.measured = measured ?? measurePageScroll(doc);
    const { gap, bodyPadding } = state.measured;
    state.saved = [save(html, 'overflow')];
    if (gap > 0) {
      state.saved.push(save(body, 'padding-right'));
      body.style.setProperty('padding-right', `${bodyPadding + gap}px`, 'important');
    }
    html.style.setProperty('overflow', 'hidden', 'important');
  }
  state.count += 1;

  let released = false;
  return () => {
    if (released) return;
    released = true;
    state.count -= 1;
    if (state.count > 0) return;
    state.count = 0;
    // Restore in reverse, so a property saved twice ends at its first value.
    for (const property of [...state.saved].reverse()) restore(property);
    state.saved = [];
    state.measured = undefined;
  };
}

/**
 * How many scroll locks are held on this page; for tests and diagnostics.
 * @internal Test seam: the tests read how many locks hold the page.
 */
export function pageScrollLockCount(): number {
  return lockState().count;
}
