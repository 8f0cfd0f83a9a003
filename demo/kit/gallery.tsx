import type { ComponentType } from 'react';
import { ButtonSection, IconSection, RippleSection } from './sections/actions.tsx';
import { ExpandableTextSection, NotificationSection } from './sections/feedback.tsx';
import { KIT_EXAMPLES } from '../../src/ui/all-examples.ts';
import { ExampleSection, FormikExampleSection } from './sections/forms.tsx';
import { ExpansionPanelSection, ModalSection } from './sections/layout.tsx';

const SECTIONS: [id: string, title: string, Section: ComponentType][] = [
  ['buttons', 'Button', ButtonSection],
  ['icons', 'Icon and IconButton', IconSection],
  ['ripple', 'Ripple', RippleSection],
  // Every component with its example set, drawn from it (src/ui/all-examples.ts).
  ...KIT_EXAMPLES.map((set): [string, string, ComponentType] => [
    set.id,
    set.title,
    () => <ExampleSection set={set} />,
  ]),
  ['formik', 'Formik form', FormikExampleSection],
  ['notification', 'Notification', NotificationSection],
  ['expandable-text', 'Expandable text', ExpandableTextSection],
  ['expansion-panel', 'Expansion panel', ExpansionPanelSection],
  ['modal', 'Modal', ModalSection],
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
