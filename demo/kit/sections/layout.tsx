import { useId, useState } from 'react';
import { ExpansionPanel } from '../../../src/ui/expansion-panel.tsx';
import { ExpansionPanelGroup } from '../../../src/ui/expansion-panel-group.tsx';
import { Modal, type ModalSize } from '../../../src/ui/modal.tsx';

// ------------------------------------------------------------------------------------ Expansion panel

/** Expansion panels alone (every state) and in groups of every kind. */
export function ExpansionPanelSection() {
  const radioLabel = useId();
  return (
    <>
      <h2>Expansion panel</h2>

      <h3>Single panels</h3>
      <div className="kit-stack">
        <ExpansionPanel title="Collapsed" headingLevel={4}>
          <p>Content of a panel that starts collapsed.</p>
        </ExpansionPanel>
        <ExpansionPanel
          title="Expanded"
          subtitle="With a subtitle that summarises the content"
          headingLevel={4}
          defaultExpanded
        >
          <p>Content of a panel that starts expanded.</p>
        </ExpansionPanel>
        <ExpansionPanel title="Disabled" headingLevel={4} disabled>
          <p>Content that cannot be shown.</p>
        </ExpansionPanel>
        <ExpansionPanel title="Disabled while expanded" headingLevel={4} disabled defaultExpanded>
          <p>Content that cannot be hidden.</p>
        </ExpansionPanel>
        <ExpansionPanel title="Locked open" subtitle="Always expanded" headingLevel={4} lockedOpen>
          <p>Content that is always shown.</p>
        </ExpansionPanel>
        <ExpansionPanel title="With a form field" headingLevel={4}>
          <label>
            Note for the courier <input name="courier-note" />
          </label>
        </ExpansionPanel>
      </div>

      <h3 id={radioLabel}>Radio selection group</h3>
      <div className="kit-stack">
        <ExpansionPanelGroup selectionType="radio" aria-labelledby={radioLabel} defaultValue={['card']}>
          <ExpansionPanel title="Credit card" subtitle="Visa, Mastercard" value="card" headingLevel={4}>
            <label>
              Card holder <input name="card-holder" />
            </label>
          </ExpansionPanel>
          <ExpansionPanel title="Invoice" value="invoice" headingLevel={4}>
            <p>Pay within 14 days of delivery.</p>
          </ExpansionPanel>
          <ExpansionPanel
            title="Instalments"
            subtitle="Not available for this order"
            value="instalments"
            headingLevel={4}
            disabled
          >
            <p>Pay in monthly instalments.</p>
          </ExpansionPanel>
          <ExpansionPanel title="Direct debit" value="debit" headingLevel={4}>
            <p>The amount is taken from your account.</p>
          </ExpansionPanel>
        </ExpansionPanelGroup>
      </div>

      <h3>Single-open group</h3>
      <div className="kit-stack">
        <ExpansionPanelGroup singleOpen defaultValue={['delivery']}>
          <ExpansionPanel title="Delivery" value="delivery" headingLevel={4}>
            <p>Delivered in 2 to 4 working days.</p>
          </ExpansionPanel>
          <ExpansionPanel title="Returns" value="returns" headingLevel={4}>
            <p>Return within 30 days.</p>
          </ExpansionPanel>
          <ExpansionPanel title="Warranty" value="warranty" headingLevel={4}>
            <p>Two years of warranty.</p>
          </ExpansionPanel>
        </ExpansionPanelGroup>
      </div>

      <h3>Multiple group</h3>
      <div className="kit-stack">
        <ExpansionPanelGroup multiple defaultValue={['size', 'care']}>
          <ExpansionPanel title="Size" value="size" headingLevel={4}>
            <p>Fits true to size.</p>
          </ExpansionPanel>
          <ExpansionPanel title="Material" value="material" headingLevel={4}>
            <p>100 percent cotton.</p>
          </ExpansionPanel>
          <ExpansionPanel title="Care" value="care" headingLevel={4}>
            <p>Machine wash at 30 degrees.</p>
          </ExpansionPanel>
          <ExpansionPanel title="Sustainability" value="sustainability" headingLevel={4} disabled>
            <p>No information yet.</p>
          </ExpansionPanel>
        </ExpansionPanelGroup>
      </div>

      <h3>Group without multiple</h3>
      <div className="kit-stack">
        <ExpansionPanelGroup>
          <ExpansionPanel
            title="Good to know"
            subtitle="Locked open"
            value="info"
            headingLevel={4}
            lockedOpen
          >
            <p>This panel stays open whatever else opens.</p>
          </ExpansionPanel>
          <ExpansionPanel title="Opening hours" value="hours" headingLevel={4}>
            <p>Monday to Saturday, 9:00 to 20:00.</p>
          </ExpansionPanel>
          <ExpansionPanel title="Contact" value="contact" headingLevel={4}>
            <p>Write to us or call the customer line.</p>
          </ExpansionPanel>
        </ExpansionPanelGroup>
      </div>
    </>
  );
}

// ------------------------------------------------------------------------------------------------ Modal

const SIZES: ModalSize[] = ['S', 'M', 'L'];

type OpenModal = ModalSize | 'step-1' | 'step-2' | 'base' | 'stacked' | null;

/** Modals of every size, two in sequence and two at once; filler text makes the page scroll. */
export function ModalSection() {
  const [open, setOpen] = useState<OpenModal>(null);
  const [stacked, setStacked] = useState(false);
  const close = () => {
    setOpen(null);
    setStacked(false);
  };

  return (
    <>
      <h2>Modal</h2>

      <h3>Sizes</h3>
      <div className="kit-row">
        {SIZES.map((size) => (
          <button key={size} type="button" onClick={() => setOpen(size)}>
            Open size {size} modal
          </button>
        ))}
      </div>
      {SIZES.map((size) => (
        <Modal
          key={size}
          open={open === size}
          onClose={close}
          size={size}
          title={`Size ${size} modal`}
          footer={
            <>
              <button type="button" onClick={close}>
                Cancel
              </button>
              <button type="button" onClick={close}>
                Save
              </button>
            </>
          }
        >
          <div className="kit-stack">
            <p>
              A modal of size {size}. It closes with Escape, the close button or a click on the backdrop; the
              page behind it does not scroll.
            </p>
            <label>
              Your name <input name={`modal-${size}-name`} autoComplete="name" />
            </label>
          </div>
        </Modal>
      ))}

      <h3>Two modals in sequence</h3>
      <div className="kit-row">
        <button type="button" onClick={() => setOpen('step-1')}>
          Start two steps
        </button>
      </div>
      <Modal
        open={open === 'step-1'}
        onClose={close}
        title="Step 1 of 2"
        footer={
          <>
            <button type="button" onClick={close}>
              Cancel
            </button>
            <button type="button" onClick={() => setOpen('step-2')}>
              Continue
            </button>
          </>
        }
      >
        <label>
          Email address <input name="step-email" type="email" autoComplete="email" />
        </label>
      </Modal>
      <Modal
        open={open === 'step-2'}
        onClose={close}
        size="S"
        title="Step 2 of 2"
        footer={
          <button type="button" onClick={close}>
            Done
          </button>
        }
      >
        <p>The first modal closed and this one opened; focus returns to the start button when it closes.</p>
      </Modal>

      <h3>Two modals at once</h3>
      <div className="kit-row">
        <button type="button" onClick={() => setOpen('base')}>
          Open a modal that opens another
        </button>
      </div>
      <Modal
        open={open === 'base'}
        onClose={close}
        size="L"
        title="Staff preview settings"
        footer={
          <>
            <button type="button" onClick={() => setStacked(true)}>
              Open another modal
            </button>
            <button type="button" onClick={close}>
              Logout
            </button>
          </>
        }
      >
        <label>
          Preview date <input name="preview-date" type="date" />
        </label>
      </Modal>
      <Modal
        open={open === 'base' && stacked}
        onClose={() => setStacked(false)}
        size="S"
        title="On top"
        footer={
          <button type="button" onClick={() => setStacked(false)}>
            Back
          </button>
        }
      >
        <p>Escape closes only this modal; the one below stays open.</p>
      </Modal>

      <h3>Scroll lock</h3>
      <p>
        While a modal is open the page keeps its position and its scrollbar disappears without the content
        shifting sideways. The paragraphs below only make the page long enough to scroll.
      </p>
      {Array.from({ length: 12 }, (_, index) => (
        <p key={index}>
          Filler paragraph {index + 1}. Storefront widgets render into shadow roots, yet the modal locks the
          scroll of the host page and restores its styles exactly when it closes.
        </p>
      ))}
    </>
  );
}
