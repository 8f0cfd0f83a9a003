import { Fragment, type ComponentType } from 'react';
import { KIT_EXAMPLES } from '../../src/ui/all-examples.ts';
import type { KitExampleSet } from '../../src/ui/kit-examples.tsx';
import { FormikExampleSection } from './formik-form.tsx';

/** A section of the gallery drawn from a component's example set: the title, then each example under its name. */
function ExampleSection({ set }: { set: KitExampleSet }) {
  return (
    <>
      <h2>{set.title}</h2>
      {set.intro && <p>{set.intro}</p>}
      <div className="kit-examples">
        {set.examples.map((example) => (
          <Fragment key={example.name}>
            <h3>{example.name}</h3>
            {example.draw()}
          </Fragment>
        ))}
      </div>
    </>
  );
}

const SECTIONS: [id: string, title: string, Section: ComponentType][] = [
  // Every kit component, drawn from its example set (src/ui/all-examples.ts).
  ...KIT_EXAMPLES.map((set): [string, string, ComponentType] => [
    set.id,
    set.title,
    () => <ExampleSection set={set} />,
  ]),
  // The form components working together.
  ['formik', 'Formik form', FormikExampleSection],
];

/** Every kit widget in every variant, size and state, for people and for the browser tests. */
export function Gallery() {
  return (
    <>
      <nav className="kit-toc" aria-label="Kit widgets">
        <ul>
          {SECTIONS.map(([id, title]) => (
            <li key={id}>
              <a
                href={`#${id}`}
                onClick={(event) => {
                  // Fragment links do not reach into a shadow root: scroll to the section ourselves.
                  event.preventDefault();
                  const root = event.currentTarget.getRootNode() as ShadowRoot;
                  root.getElementById(id)?.scrollIntoView();
                }}
              >
                {title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {SECTIONS.map(([id, , Section]) => (
        <section key={id} id={id} className="kit-section" data-kit-section={id}>
          <Section />
        </section>
      ))}
    </>
  );
}
