/**
 * Focus helpers for the modal, written for shadow DOM.
 *
 * A widget renders into an open shadow root, so `document.activeElement` is only the widget's host
 * element and `document.querySelectorAll` sees nothing inside it. These helpers start from an element (the
 * dialog) and walk down through open shadow roots instead, so a focus trap works the same in the light DOM,
 * in one shadow root, and with custom elements nested inside the dialog.
 */

// ---------------------------------------------------------------------------------------- Active element

/**
 * The element that really has focus: `root.activeElement`, followed down through open shadow roots
 * (at each level the active element of a shadow tree is retargeted to its host).
 */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Whether `node` is `container` or inside it, also when it sits in a shadow root nested inside it. */
export function containsDeep(container: Node, node: Node | null): boolean {
  let current: Node | null = node;
  while (current) {
    if (current === container) return true;
    const parent: Node | null = current.parentNode;
    current = parent instanceof ShadowRoot ? parent.host : parent;
  }
  return false;
}

// -------------------------------------------------------------------------------------------- Tabbables

const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function isHiddenOrInert(element: Element): boolean {
  return element.hasAttribute('hidden') || element.hasAttribute('inert');
}

const FORM_CONTROL = 'button, input, select, textarea';

/** A form control in a disabled fieldset is disabled, unless it sits in the fieldset's first legend. */
function inDisabledFieldset(element: HTMLElement): boolean {
  if (!element.matches(FORM_CONTROL)) return false;
  const fieldset = element.closest('fieldset[disabled]');
  if (!fieldset) return false;
  const legend = fieldset.querySelector(':scope > legend');
  return !legend?.contains(element);
}

function isTabbable(element: HTMLElement): boolean {
  if (!element.matches(CANDIDATES) || element.tabIndex < 0) return false;
  if (element.matches(':disabled') || inDisabledFieldset(element)) return false;
  if (element.tagName === 'SUMMARY') {
    const details = element.parentElement;
    if (details?.tagName !== 'DETAILS' || details.querySelector(':scope > summary') !== element) return false;
  }
  // Real browsers know about display: none, visibility and content-visibility; the DOM walk below only
  // catches `hidden` and `inert` attributes.
  if (
    typeof element.checkVisibility === 'function' &&
    !element.checkVisibility({ visibilityProperty: true })
  ) {
    return false;
  }
  return true;
}

/** Of radio buttons sharing a name, only the checked one (or else the first) is a tab stop. */
function oneStopPerRadioGroup(elements: HTMLElement[]): HTMLElement[] {
  const chosen = new Map<string, HTMLInputElement>();
  for (const element of elements) {
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) continue;
    const key = `${element.form ? 'form' : 'none'}:${element.name}`;
    const current = chosen.get(key);
    if (!current || (element.checked && !current.checked)) chosen.set(key, element);
  }
  return elements.filter((element) => {
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) return true;
    return [...chosen.values()].includes(element);
  });
}

/**
 * The elements inside `container` that Tab visits, in the browser's order: positive `tabindex` first
 * (ascending), then document order. Open shadow roots of nested custom elements are walked too (their
 * content before the host's light children, an approximation of slotting); `hidden` and `inert` subtrees,
 * disabled controls and `tabindex="-1"` are skipped.
 */
export function tabbableElements(container: Element | ShadowRoot): HTMLElement[] {
  const found: HTMLElement[] = [];
  const visit = (parent: Element | ShadowRoot) => {
    for (const child of Array.from(parent.children)) {
      if (isHiddenOrInert(child)) continue;
      if (child instanceof HTMLElement && isTabbable(child)) found.push(child);
      if (child.shadowRoot) visit(child.shadowRoot);
      visit(child);
    }
  };
  visit(container);
  const ordered = found
    .map((element, index) => ({ element, index }))
    .sort((a, b) => {
      const ta = a.element.tabIndex > 0 ? a.element.tabIndex : Infinity;
      const tb = b.element.tabIndex > 0 ? b.element.tabIndex : Infinity;
      return ta === tb ? a.index - b.index : ta - tb;
    })
    .map(({ element }) => element);
  return oneStopPerRadioGroup(ordered);
}

// ----------------------------------------------------------------------------------------- Tab wrapping

/**
 * Where Tab (or Shift+Tab when `backwards`) goes next inside `container`, wrapping from the last tab
 * stop to the first and back. When focus is not on a tab stop of the container (on the container itself,
 * or outside), Tab goes to the first and Shift+Tab to the last. `null` when the container has none.
 */
export function nextTabStop(
  container: Element | ShadowRoot,
  current: Element | null,
  backwards: boolean,
): HTMLElement | null {
  const stops = tabbableElements(container);
  if (stops.length === 0) return null;
  const index = current ? stops.indexOf(current as HTMLElement) : -1;
  if (index === -1) return (backwards ? stops[stops.length - 1] : stops[0]) ?? null;
  const next = (index + (backwards ? -1 : 1) + stops.length) % stops.length;
  return stops[next] ?? null;
}

// ---------------------------------------------------------------------------------------------- Inertness

/**
 * Makes everything beside `element` inert: every sibling of `element` and of each of its ancestors, up to
 * the root of its own tree (the shadow root of the widget, or the document). It never crosses a shadow
 * boundary: elements of the host page belong to the page and are left alone (there, `aria-modal`, the
 * covering overlay and the focus trap keep users inside the dialog).
 *
 * Elements that are already inert are left as they are. The returned function removes exactly the
 * `inert` attributes this call added.
 */
export function inertOutside(element: Element): () => void {
  const added: Element[] = [];
  let current: Element = element;
  for (;;) {
    const parent = current.parentNode;
    if (!(parent instanceof Element) && !(parent instanceof ShadowRoot)) break;
    for (const sibling of Array.from(parent.children)) {
      if (sibling === current || sibling.hasAttribute('inert')) continue;
      if (sibling.tagName === 'HEAD' || sibling.tagName === 'SCRIPT' || sibling.tagName === 'STYLE') continue;
      sibling.setAttribute('inert', '');
      added.push(sibling);
    }
    // A shadow root is the top of the modal's own tree: its host belongs to the page.
    if (parent instanceof ShadowRoot) break;
    current = parent;
  }
  return () => {
    for (const sibling of added) sibling.removeAttribute('inert');
    added.length = 0;
  };
}
