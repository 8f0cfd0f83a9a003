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
}

const STATE_KEY = 'ui.scroll-lock';

function lockState(): ScrollLockState {
  return pageSingleton<ScrollLockState>(STATE_KEY, () => ({ count: 0, saved: [] }));
}

// -------------------------------------------------------------------------------------------- Helpers

/** The width the page's vertical scrollbar takes now; 0 when there is none (or it overlays the page). */
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
 * Locks the page's scroll until the returned release function is called. Calling release more than once
 * releases once. Nested and overlapping locks are counted; only the last release restores the page.
 */
export function lockPageScroll(doc: Document = document): () => void {
  const state = lockState();
  if (state.count === 0) {
    const html = doc.documentElement;
    const body = doc.body;
    const gap = scrollbarWidth(doc);
    state.saved = [save(html, 'overflow')];
    if (gap > 0) {
      // The computed value includes the page's own padding from its stylesheets; the gap adds to it.
      const view = doc.defaultView;
      const current = Number.parseFloat(view?.getComputedStyle(body).paddingRight ?? '') || 0;
      state.saved.push(save(body, 'padding-right'));
      body.style.setProperty('padding-right', `${current + gap}px`, 'important');
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
  };
}

/** How many scroll locks are held on this page; for tests and diagnostics. */
export function pageScrollLockCount(): number {
  return lockState().count;
}
