/**
 * Template types of the elements for Vue 3.5 hosts (vue-tsc, the Vue - Official extension):
 * `import type {} from 'storefront-widgets/vue';` once in the app, next to `import 'storefront-widgets'`, and
 * `compilerOptions.isCustomElement: (tag) => tag.includes('-')` (or the four tag names) for the compiler.
 *
 * Follows the pattern of Vue's guide ("Non-Vue Web Components and TypeScript"): each tag becomes a global
 * component whose `$props` are the attributes (camelCase, as Vue templates accept them in either spelling)
 * and whose `$emit` lists the events, so `@newsletter-signup-success="(event) => event.detail.origin"` is typed.
 * Only this file needs vue; the main types do not.
 */
import type { EmitFn, HTMLAttributes, PublicProps } from 'vue';
import type { StorefrontElements } from './storefront-widgets.js';

export * from './storefront-widgets.js';

/** `image-src` → `imageSrc`. */
export type CamelCase<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

/** The attributes of one element as Vue props. */
export type StorefrontVueProps<Tag extends keyof StorefrontElements> = {
  [
    Name in keyof StorefrontElements[Tag]['attributes'] as Name extends string ? CamelCase<Name> : never
  ]: StorefrontElements[Tag]['attributes'][Name];
};

type StorefrontVueEmit<Events> = EmitFn<{
  [Name in keyof Events]: (event: Events[Name]) => void;
}>;

/** A custom element as Vue's template type checker reads a component: `$props` and `$emit`. */
export type DefineStorefrontElement<Tag extends keyof StorefrontElements> =
  new () => StorefrontElements[Tag]['element'] & {
    /** @deprecated For template type checking only: no such property exists on the element. */
    $props: HTMLAttributes & StorefrontVueProps<Tag> & PublicProps;
    /** @deprecated For template type checking only: no such method exists on the element. */
    $emit: StorefrontVueEmit<StorefrontElements[Tag]['events']>;
  };

/** Each tag as a global component, from the tags of `StorefrontElements`. */
export type StorefrontGlobalComponents = { [Tag in keyof StorefrontElements]: DefineStorefrontElement<Tag> };

declare module 'vue' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalComponents extends StorefrontGlobalComponents {}
}
