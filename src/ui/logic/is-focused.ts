/**
 * Whether `element` has focus, also inside a shadow root: there `document.activeElement` is the host, and
 * only the root itself knows which of its elements is focused.
 */
export function isFocused(element: Element): boolean {
  const root = element.getRootNode() as Document | ShadowRoot;
  return 'activeElement' in root && root.activeElement === element;
}
