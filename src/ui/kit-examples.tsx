import { useState, type ComponentType, type ReactElement } from 'react';

/*
 * One set of examples per kit component, in `<component>.examples.tsx` beside it, and listed in
 * `all-examples.ts`: the kit gallery (demo/kit/) shows every example under its name, `kit-examples.test.tsx`
 * renders each one, presses its buttons and runs axe over what it shows, and the kit's browser test runs axe
 * over the gallery. An example is a name and props; the set says how to draw the props. Gallery texts are plain
 * English; the kit's own texts follow the page language.
 */

/** One example: its name (the gallery's heading, the test's name) and the props it is drawn with. */
export interface KitExample<P> {
  name: string;
  props: P;
}

/** A component's examples, ready to draw: what the gallery and the tests read. */
export interface KitExampleSet {
  /** The gallery section's id (`data-kit-section`, the link target). */
  id: string;
  /** The gallery section's heading. */
  title: string;
  /** What the gallery says under the heading, before the examples (what to try, what to watch for). */
  intro?: string;
  examples: readonly { name: string; draw: () => ReactElement }[];
}

/**
 * A component's examples from their props and how one is drawn. An interactive example (a loading toggle, a
 * modal and its opener) is drawn by a component that holds its own state, as `owned()` does for the fields,
 * so the tests render it like any other.
 */
export function exampleSet<P>(
  id: string,
  title: string,
  draw: (props: P) => ReactElement,
  examples: readonly KitExample<P>[],
  intro?: string,
): KitExampleSet {
  return {
    id,
    title,
    intro,
    examples: examples.map(({ name, props }) => ({ name, draw: () => draw(props) })),
  };
}

/** The props of a field with a string value (the text fields, Select). */
interface StringValueProps {
  value: string;
  onValueChange?: (value: string) => void;
}

/** The props of a field an example owns: its value starts at `initial` and follows the visitor's input. */
export type OwnedProps<P extends StringValueProps> = Omit<P, 'value' | 'onValueChange'> & {
  initial?: string;
};

/** A kit field that keeps its own value, like a form keeps it, so every example can be typed into. */
export function owned<P extends StringValueProps>(Field: ComponentType<P>): ComponentType<OwnedProps<P>> {
  return function Owned({ initial = '', ...props }: OwnedProps<P>) {
    const [value, setValue] = useState(initial);
    return <Field {...(props as unknown as P)} value={value} onValueChange={setValue} />;
  };
}
