import { useState, type ReactNode } from 'react';
import { exampleSet, type KitExample } from './kit-examples.tsx';
import { Modal, type ModalSize } from './modal.tsx';

/** What a modal's footer button does: close every modal, open the next one instead, or on top, or go back. */
type ModalAction = 'close' | 'next' | 'next-on-top' | 'back';

interface ExampleModal {
  title: string;
  size?: ModalSize;
  body: ReactNode;
  actions: { label: string; does: ModalAction }[];
}

interface ModalExampleProps {
  /** The button that opens the first modal. */
  opener: string;
  /** The first modal, and those its actions open, in order. */
  modals: ExampleModal[];
}

/** An opener and its modals, holding which are open (the last one on top). */
function ModalExample({ opener, modals }: ModalExampleProps) {
  const [open, setOpen] = useState<number[]>([]);
  const act = (index: number, does: ModalAction) => {
    if (does === 'close') setOpen([]);
    if (does === 'next') setOpen([...open.slice(0, -1), index + 1]);
    if (does === 'next-on-top') setOpen([...open, index + 1]);
    if (does === 'back') setOpen(open.slice(0, -1));
  };
  return (
    <>
      <div className="kit-row">
        <button type="button" onClick={() => setOpen([0])}>
          {opener}
        </button>
      </div>
      {modals.map((modal, index) => (
        <Modal
          key={modal.title}
          open={open.includes(index)}
          // Escape, the close button or the backdrop close this modal and any on top of it.
          onClose={() => setOpen(open.slice(0, open.indexOf(index)))}
          size={modal.size}
          title={modal.title}
          footer={modal.actions.map((action) => (
            <button key={action.label} type="button" onClick={() => act(index, action.does)}>
              {action.label}
            </button>
          ))}
        >
          {modal.body}
        </Modal>
      ))}
    </>
  );
}

const SIZES: ModalSize[] = ['S', 'M', 'L'];

const examples: KitExample<ModalExampleProps>[] = [
  ...SIZES.map((size) => ({
    name: `Size ${size}`,
    props: {
      opener: `Open size ${size} modal`,
      modals: [
        {
          title: `Size ${size} modal`,
          size,
          body: (
            <div className="kit-stack">
              <p>
                A modal of size {size}. It closes with Escape, the close button or a click on the backdrop;
                the page behind it does not scroll.
              </p>
              <label>
                Your name <input name={`modal-${size}-name`} autoComplete="name" />
              </label>
            </div>
          ),
          actions: [
            { label: 'Cancel', does: 'close' },
            { label: 'Save', does: 'close' },
          ],
        } satisfies ExampleModal,
      ],
    },
  })),
  {
    name: 'Two modals in sequence',
    props: {
      opener: 'Start two steps',
      modals: [
        {
          title: 'Step 1 of 2',
          body: (
            <label>
              Email address <input name="step-email" type="email" autoComplete="email" />
            </label>
          ),
          actions: [
            { label: 'Cancel', does: 'close' },
            { label: 'Continue', does: 'next' },
          ],
        },
        {
          title: 'Step 2 of 2',
          size: 'S',
          body: (
            <p>
              The first modal closed and this one opened; focus returns to the start button when it closes.
            </p>
          ),
          actions: [{ label: 'Done', does: 'close' }],
        },
      ],
    },
  },
  {
    name: 'Two modals at once',
    props: {
      opener: 'Open a modal that opens another',
      modals: [
        {
          title: 'Staff preview settings',
          size: 'L',
          body: (
            <label>
              Preview date <input name="preview-date" type="date" />
            </label>
          ),
          actions: [
            { label: 'Open another modal', does: 'next-on-top' },
            { label: 'Logout', does: 'close' },
          ],
        },
        {
          title: 'On top',
          size: 'S',
          body: <p>Escape closes only this modal; the one below stays open.</p>,
          actions: [{ label: 'Back', does: 'back' }],
        },
      ],
    },
  },
];

/** `Modal`'s examples: every size, two in sequence and two at once, each opened by its button. */
export const modalExamples = exampleSet(
  'modal',
  'Modal',
  (props) => <ModalExample {...props} />,
  examples,
  'While a modal is open the page keeps its position and its scrollbar disappears without the content ' +
    'shifting sideways; it closes with Escape, its close button or a click on the backdrop, and the focus ' +
    'returns to the button that opened it.',
);
