/**
 * The typed events the elements dispatch. Every widget adds its events to `StorefrontEventMap` by
 * declaration merging; the map also extends `GlobalEventHandlersEventMap`, so `addEventListener` on any
 * element is typed. Events never carry personal data.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface StorefrontEventMap {}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends StorefrontEventMap {}
}

type DetailOf<Name extends keyof StorefrontEventMap> =
  StorefrontEventMap[Name] extends CustomEvent<infer Detail> ? Detail : never;

/** Dispatches a kebab-case event that bubbles and crosses shadow boundaries (`composed`). */
export function emit<Name extends keyof StorefrontEventMap & string>(
  target: EventTarget,
  name: Name,
  detail: DetailOf<Name>,
): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
