import type { Report } from './report-facts.ts';
/**
 * State that must exist once per page, not once per copy of the bundle: a page may load two copies (two
 * versions, or the same file under two URLs), and each copy has its own module instances. Everything here
 * hangs off one global symbol, so the copies find each other.
 */
export interface PageRegistry {
  /** The version of the copy that defined the elements first. */
  version: string;
  /** Versions already warned about, so a mismatch is reported once. */
  warnedVersions: Set<string>;
  /** Warnings already logged (attribute values, manifests), so each is logged once per page. */
  warnings: Set<string>;
  /** Constructable stylesheets, one per key, shared by every shadow root on the page. */
  sheets: Map<string, CSSStyleSheet>;
  /** Anything else a shared module needs once per page (psdata, session renewal), keyed by name. */
  singletons: Map<string, unknown>;
}

const KEY = Symbol.for('storefront-widgets.registry');

type WithRegistry = typeof globalThis & { [KEY]?: PageRegistry };

export function pageRegistry(): PageRegistry {
  const scope = globalThis as WithRegistry;
  scope[KEY] ??= {
    version: __SW_VERSION__,
    warnedVersions: new Set(),
    warnings: new Set(),
    sheets: new Map(),
    singletons: new Map(),
  };
  return scope[KEY];
}

/** Returns the page's one value for `key`, creating it on first use by any copy of the bundle. */
export function pageSingleton<T>(key: string, create: () => T): T {
  const { singletons } = pageRegistry();
  if (!singletons.has(key)) singletons.set(key, create());
  return singletons.get(key) as T;
}

/** console.warn, once per page for the same text; true when it logged (the first time). */
export function warnOnce(message: string): boolean {
  const { warnings } = pageRegistry();
  if (warnings.has(message)) return false;
  warnings.add(message);
  console.warn(message);
  return true;
}

/**
 * Forgets the page registry; for tests that simulate a fresh page.
 * @internal Test seam: tests start each case with an empty page registry.
 */
export function resetPageRegistryForTests(): void {
  delete (globalThis as WithRegistry)[KEY];
}

/** `window.storefrontWidgets`: the page's settings (`middleware`) and what the bundle puts there for it. */
export interface PageGlobal {
  middleware?: unknown;
  version?: string;
  reports?: Report[];
}

/** `window.storefrontWidgets`, created when the page has not defined it; whatever the page put in it stays. */
export function pageGlobal(): PageGlobal {
  return ((globalThis as { storefrontWidgets?: PageGlobal }).storefrontWidgets ??= {});
}
