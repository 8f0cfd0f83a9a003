import { warnOnce } from '../elements/registry.ts';
import type { Middleware } from './configuration.ts';

/**
 * The middleware a host page gives every call of the widgets, set on `window.storefrontWidgets` before the
 * bundle's script tag (docs/guides/services.md, "Middleware"):
 *
 * ```js
 * window.storefrontWidgets = { middleware: [{ pre({ url, init }) { … } }] };
 * ```
 *
 * Read at each call, so no call of any element goes out before it. An entry that is no object is ignored with
 * one console warning; so is a `middleware` that is no array.
 */
export function pageMiddleware(): readonly Middleware[] {
  const settings = (globalThis as { storefrontWidgets?: { middleware?: unknown } }).storefrontWidgets;
  const middleware = settings?.middleware;
  if (middleware === undefined) return [];
  if (!Array.isArray(middleware)) {
    warnOnce('storefront-widgets: window.storefrontWidgets.middleware is ignored: it is no array');
    return [];
  }
  return middleware.filter((entry: unknown): entry is Middleware => {
    const usable = typeof entry === 'object' && entry !== null;
    if (!usable) warnOnce(`storefront-widgets: a middleware is ignored: ${String(entry)} is no object`);
    return usable;
  });
}
