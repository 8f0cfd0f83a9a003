/**
 * A stand-in for the three types of `vue` that types/vue.d.ts imports, shaped as in Vue 3.5
 * (`@vue/runtime-core`), because vue is not a dependency of this package. It proves that types/vue.d.ts
 * compiles and maps attributes and events as intended; it does not prove Volar's template checking.
 */
declare module 'vue' {
  type UnionToIntersection<Union> = (Union extends unknown ? (arg: Union) => void : never) extends (
    arg: infer Intersection,
  ) => void
    ? Intersection
    : never;

  export type EmitFn<
    Options = Record<string, (...args: never[]) => unknown>,
    Event extends keyof Options = keyof Options,
  > = UnionToIntersection<
    {
      [Key in Event]: Options[Key] extends (...args: infer Args) => unknown
        ? (event: Key, ...args: Args) => void
        : (event: Key, ...args: unknown[]) => void;
    }[Event]
  >;

  export interface HTMLAttributes {
    class?: unknown;
    id?: string;
    lang?: string;
    style?: unknown;
    title?: string;
  }

  export interface PublicProps {
    key?: PropertyKey;
    ref?: unknown;
  }

  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface GlobalComponents {}
}
