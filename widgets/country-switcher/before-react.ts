import { adoptStyleSheets, sharedStyleSheet } from '../../src/elements/styles.ts';
import { isHandheldByCookie } from '../../src/platform/device.ts';

/**
 * A server-rendered country switcher (on its own or in the footer) before React. The server cannot read the
 * platform cookie: in the shop's app (a handheld device type) it drew a switcher the app must not show. The
 * loader hides it at once, before the next frame, with a sheet that leaves the nodes as React will take them
 * over; true: the drawing is stale, and React redraws the element without it.
 */
export function switcherBeforeReact(_host: HTMLElement, root: ShadowRoot): boolean {
  if (!root.querySelector('.switcher') || !isHandheldByCookie()) return false;
  adoptStyleSheets(root, [sharedStyleSheet('country-switcher:handheld', '.switcher{display:none}')]);
  return true;
}
