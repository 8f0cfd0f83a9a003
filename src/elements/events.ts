/**
 * The typed events the elements dispatch. `StorefrontEventMap` is the one `npm run api:write` writes from the
 * events of widgets/<name>/<name>.api.ts (event-map.generated.ts): a new event is declared there, with its
 * detail, and nowhere else. The map also extends `GlobalEventHandlersEventMap`, so `addEventListener` on any
 * element is typed. Events never carry personal data.
 */
import type { GeneratedEventMap } from './event-map.generated.ts';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface StorefrontEventMap extends GeneratedEventMap {}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends StorefrontEventMap {}
}

type DetailOf<Name extends keyof StorefrontEventMap> =
  StorefrontEventMap[Name] extends CustomEvent<infer Detail> ? Detail : never;

/**
 * Dispatches a kebab-case event that bubbles and crosses shadow boundaries (`composed`). A `cancelable` one lets the
 * host page take the action over (`preventDefault`); the result is false then.
 */
export function emit<Name extends keyof StorefrontEventMap & string>(
  target: EventTarget,
  name: Name,
  detail: DetailOf<Name>,
  { cancelable = false }: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
}
