import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithLanguage } from '../../test/render.tsx';
import { resetPageRegistryForTests } from '../elements/registry.ts';
import { loadTranslations } from '../i18n/i18n.ts';
import { TranslationProvider } from '../i18n/provider.tsx';
import { deepActiveElement } from './focus-trap.ts';
import { Modal, type ModalCloseReason, type ModalProps } from './modal.tsx';

const html = document.documentElement;
const body = document.body;

/** Pretends the page has a vertical scrollbar of `width` pixels (happy-dom has no layout). */
function pretendScrollbar(width: number) {
  Object.defineProperty(html, 'clientWidth', { configurable: true, value: window.innerWidth - width });
}

beforeEach(() => {
  pretendScrollbar(17);
});

afterEach(() => {
  Reflect.deleteProperty(html, 'clientWidth');
  html.removeAttribute('style');
  body.removeAttribute('style');
  resetPageRegistryForTests();
});

interface HarnessProps extends Partial<Omit<ModalProps, 'open' | 'onClose'>> {
  onClose?: (reason: ModalCloseReason) => void;
  /** Content instead of the default name field. */
  content?: ReactNode;
  initiallyOpen?: boolean;
}

/** An 'Open' button and a modal with a name field and two footer buttons, closed by any close request. */
function Harness({ onClose, content, initiallyOpen = false, ...props }: HarnessProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        title="Settings"
        footer={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="button">Save</button>
          </>
        }
        {...props}
        open={open}
        onClose={(reason) => {
          onClose?.(reason);
          setOpen(false);
        }}
      >
        {content ?? (
          <label>
            Name <input />
          </label>
        )}
      </Modal>
    </>
  );
}

const openButton = () => screen.getByRole('button', { name: 'Open' });
const dialog = () => screen.getByRole('dialog', { name: 'Settings' });

async function openModal(element: ReactElement = <Harness />) {
  const user = userEvent.setup();
  const result = await renderWithLanguage(element, 'en');
  await user.click(openButton());
  return { user, ...result };
}

describe('Modal rendering', () => {
  it('renders nothing while closed', async () => {
    await renderWithLanguage(<Harness />, 'en');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog labelled by its title', async () => {
    await openModal();
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    const title = screen.getByRole('heading', { level: 2, name: 'Settings' });
    expect(dialog()).toHaveAttribute('aria-labelledby', title.id);
    expect(dialog()).toHaveAttribute('data-state', 'open');
  });

  it('has a close button named by modal.close in the page language', async () => {
    await openModal();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('names the close button in German with de-DE', async () => {
    const user = userEvent.setup();
    await renderWithLanguage(<Harness />, 'de-DE');
    await user.click(openButton());
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });

  it('is size M by default', async () => {
    await openModal();
    expect(dialog()).toHaveAttribute('data-size', 'M');
  });

  it.each(['S', 'M', 'L'] as const)('takes size %s', async (size) => {
    await openModal(<Harness size={size} />);
    expect(dialog()).toHaveAttribute('data-size', size);
  });

  it('renders the footer actions inside the dialog', async () => {
    await openModal();
    expect(dialog()).toContainElement(screen.getByRole('button', { name: 'Save' }));
  });

  it('keeps the class names it is given beside its own', async () => {
    await openModal(<Harness className="preview" />);
    expect(dialog()).toHaveClass('sw-modal__dialog', 'preview');
  });

  it('is rendered in place, not moved to document.body', async () => {
    const { container } = await openModal();
    expect(container).toContainElement(dialog());
  });
});

describe('Modal closing', () => {
  it('asks to close with the close button', async () => {
    const onClose = vi.fn();
    const { user } = await openModal(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith('close-button');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks to close with Escape', async () => {
    const onClose = vi.fn();
    const { user } = await openModal(<Harness onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith('escape');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves Escape to content that handles it itself', async () => {
    const onClose = vi.fn();
    const { user } = await openModal(
      <Harness
        onClose={onClose}
        content={
          <input
            aria-label="Search"
            onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()}
          />
        }
      />,
    );
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks to close on a click on the backdrop', async () => {
    const onClose = vi.fn();
    const { user } = await openModal(<Harness onClose={onClose} />);
    const overlay = dialog().parentElement;
    if (!overlay) throw new Error('no overlay');
    await user.click(overlay);
    expect(onClose).toHaveBeenCalledWith('backdrop');
  });

  it('does not close on a click inside the dialog', async () => {
    const onClose = vi.fn();
    const { user } = await openModal(<Harness onClose={onClose} />);
    await user.click(screen.getByText('Settings'));
    await user.click(dialog());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not close when a drag starts inside the dialog and ends on the backdrop', async () => {
    const onClose = vi.fn();
    await openModal(<Harness onClose={onClose} />);
    const overlay = dialog().parentElement;
    if (!overlay) throw new Error('no overlay');
    // Selecting text from inside to outside: the browser fires click on the common ancestor, the overlay.
    fireEvent.pointerDown(screen.getByRole('textbox'), { button: 0 });
    fireEvent.pointerUp(overlay, { button: 0 });
    fireEvent.click(overlay);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not close on a click inside after a press on the backdrop was cancelled', async () => {
    const onClose = vi.fn();
    await openModal(<Harness onClose={onClose} />);
    const overlay = dialog().parentElement;
    if (!overlay) throw new Error('no overlay');
    // A touch that starts on the backdrop and turns into a scroll ends without a click.
    fireEvent.pointerDown(overlay, { button: 0 });
    fireEvent.pointerCancel(overlay);
    // Enter on a button inside clicks it without any pointer.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not close on a backdrop click with another button than the main one', async () => {
    const onClose = vi.fn();
    await openModal(<Harness onClose={onClose} />);
    const overlay = dialog().parentElement;
    if (!overlay) throw new Error('no overlay');
    fireEvent.pointerDown(overlay, { button: 2 });
    fireEvent.click(overlay);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps focus in the dialog when the backdrop is pressed', async () => {
    await openModal();
    const overlay = dialog().parentElement;
    if (!overlay) throw new Error('no overlay');
    expect(fireEvent.mouseDown(overlay)).toBe(false);
    expect(fireEvent.mouseDown(screen.getByRole('textbox'))).toBe(true);
  });

  it('stays open until the parent closes it: it is controlled', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    await renderWithLanguage(
      <Modal open title="Settings" onClose={onClose}>
        Text
      </Modal>,
      'en',
    );
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith('escape');
    expect(dialog()).toBeInTheDocument();
  });
});

describe('Modal focus', () => {
  it('focuses the first tab stop of the content when it opens', async () => {
    await openModal();
    expect(screen.getByRole('textbox')).toHaveFocus();
  });

  it('focuses the element given as initialFocus', async () => {
    function WithInitialFocus() {
      const save = useRef<HTMLButtonElement>(null);
      return (
        <Modal
          open
          title="Settings"
          onClose={() => {}}
          initialFocus={save}
          footer={
            <button ref={save} type="button">
              Save
            </button>
          }
        >
          <input aria-label="Name" />
        </Modal>
      );
    }
    await renderWithLanguage(<WithInitialFocus />, 'en');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('focuses the footer when the body has nothing to focus', async () => {
    await openModal(<Harness content={<p>Only text</p>} />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('focuses the dialog itself when its content has nothing to focus', async () => {
    await openModal(<Harness content={<p>Only text</p>} footer={undefined} />);
    expect(dialog()).toHaveFocus();
    expect(dialog()).toHaveAttribute('tabindex', '-1');
  });

  it('wraps Tab from the last tab stop to the first (the close button)', async () => {
    const { user } = await openModal();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox')).toHaveFocus();
  });

  it('wraps Shift+Tab from the first tab stop to the last', async () => {
    const { user } = await openModal();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('keeps Tab on the dialog when nothing in it but the close button can take focus', async () => {
    const { user } = await openModal(<Harness content={<p>Only text</p>} footer={undefined} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('brings focus back into the dialog when something moves it outside', async () => {
    await openModal();
    act(() => openButton().focus());
    expect(screen.getByRole('textbox')).toHaveFocus();
  });

  it('returns focus to the opener when it closes', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    expect(openButton()).toHaveFocus();
  });

  it('returns focus to the opener when it closes from a footer button', async () => {
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(openButton()).toHaveFocus();
  });

  it('makes the rest of the page inert while open, and undoes it on close', async () => {
    const user = userEvent.setup();
    await renderWithLanguage(<Harness />, 'en');
    act(() => fireEvent.click(openButton()));
    // After the dialog's first paint, not in the click that opened it (it restyles the whole widget).
    expect(dialog()).toBeInTheDocument();
    expect(openButton()).not.toHaveAttribute('inert');
    await waitFor(() => expect(openButton()).toHaveAttribute('inert'));
    await user.keyboard('{Escape}');
    expect(openButton()).not.toHaveAttribute('inert');
  });
});

describe('Modal closed before its first paint', () => {
  it('leaves nothing inert behind', async () => {
    // Prerendered, so the overlay stays in the page and a late inert call would still find its siblings.
    await renderWithLanguage(<Harness prerender />, 'en');
    act(() => fireEvent.click(openButton()));
    act(() => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(openButton()).not.toHaveAttribute('inert');
  });
});

describe('Modal prerendered', () => {
  const overlay = () => document.querySelector('.sw-modal');

  it('renders its content hidden while closed, out of reach of roles and focus', async () => {
    await renderWithLanguage(<Harness prerender />, 'en');
    expect(overlay()).toHaveAttribute('hidden');
    expect(overlay()).toHaveAttribute('data-state', 'closed');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(html.hasAttribute('style')).toBe(false);
  });

  it('opens by showing the same content, with focus, scroll lock and close behaviour', async () => {
    const { user } = await openModal(<Harness prerender />);
    expect(overlay()).not.toHaveAttribute('hidden');
    expect(dialog()).toHaveAttribute('data-state', 'open');
    expect(screen.getByRole('textbox')).toHaveFocus();
    expect(html.style.getPropertyValue('overflow')).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(overlay()).toHaveAttribute('hidden');
    expect(openButton()).toHaveFocus();
    expect(html.hasAttribute('style')).toBe(false);
  });

  it('keeps what was typed from one opening to the next', async () => {
    const { user } = await openModal(<Harness prerender />);
    await user.type(screen.getByRole('textbox'), 'Ada');
    await user.keyboard('{Escape}');
    await user.click(openButton());
    expect(screen.getByRole('textbox')).toHaveValue('Ada');
  });
});

describe('Modal scroll lock', () => {
  it('locks the page scroll while open, padding the body by the scrollbar width', async () => {
    const { user } = await openModal();
    expect(html.style.getPropertyValue('overflow')).toBe('hidden');
    expect(body.style.getPropertyValue('padding-right')).toBe('17px');
    await user.keyboard('{Escape}');
    expect(html.hasAttribute('style')).toBe(false);
    expect(body.hasAttribute('style')).toBe(false);
  });

  it('measures the page before the dialog is in it: a read afterwards forces a layout of the whole page', async () => {
    const dialogInPage: boolean[] = [];
    Object.defineProperty(html, 'clientWidth', {
      configurable: true,
      get: () => {
        dialogInPage.push(document.querySelector('[role="dialog"]') !== null);
        return window.innerWidth - 17;
      },
    });
    await openModal();
    expect(body.style.getPropertyValue('padding-right')).toBe('17px');
    expect(dialogInPage).toContain(false);
    expect(dialogInPage).not.toContain(true);
  });

  it('restores the page styles exactly after two modals in sequence', async () => {
    body.setAttribute('style', 'padding-right: 3px; color: black;');
    const before = body.style.cssText;
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    await user.click(openButton());
    expect(body.style.getPropertyValue('padding-right')).toBe('20px');
    await user.keyboard('{Escape}');
    expect(body.style.cssText).toBe(before);
    expect(html.hasAttribute('style')).toBe(false);
  });
});

describe('Modal under StrictMode', () => {
  it('keeps one scroll lock, the focus inside and the opener to return to, although effects run twice', async () => {
    const { user } = await openModal(
      <StrictMode>
        <Harness />
      </StrictMode>,
    );
    expect(screen.getByRole('textbox')).toHaveFocus();
    expect(html.style.getPropertyValue('overflow')).toBe('hidden');
    expect(body.style.getPropertyValue('padding-right')).toBe('17px');
    await waitFor(() => expect(openButton()).toHaveAttribute('inert'));
    await user.keyboard('{Escape}');
    expect(openButton()).toHaveFocus();
    expect(openButton()).not.toHaveAttribute('inert');
    expect(html.hasAttribute('style')).toBe(false);
    expect(body.hasAttribute('style')).toBe(false);
  });
});

/** Two modals: 'First' has a button that opens 'Second' on top of it; 'Next' replaces it by 'Second'. */
function TwoModals() {
  const [first, setFirst] = useState(false);
  const [second, setSecond] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setFirst(true)}>
        Open
      </button>
      <Modal
        open={first}
        title="First"
        onClose={() => setFirst(false)}
        footer={
          <>
            <button type="button" onClick={() => setSecond(true)}>
              Stack
            </button>
            <button
              type="button"
              onClick={() => {
                setFirst(false);
                setSecond(true);
              }}
            >
              Next
            </button>
          </>
        }
      >
        First text
      </Modal>
      <Modal
        open={second}
        title="Second"
        onClose={() => setSecond(false)}
        footer={<button type="button">Second action</button>}
      >
        Second text
      </Modal>
    </>
  );
}

describe('Two modals', () => {
  it('hand over to each other in sequence and return focus to the first opener', async () => {
    const { user } = await openModal(<TwoModals />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('dialog', { name: 'First' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Second action' })).toHaveFocus();
    expect(html.style.getPropertyValue('overflow')).toBe('hidden');
    expect(body.style.getPropertyValue('padding-right')).toBe('17px');
    await user.keyboard('{Escape}');
    expect(openButton()).toHaveFocus();
    expect(html.hasAttribute('style')).toBe(false);
    expect(body.hasAttribute('style')).toBe(false);
  });

  it('open at once: Escape closes only the top one, and focus goes back into the first', async () => {
    const { user } = await openModal(<TwoModals />);
    await user.click(screen.getByRole('button', { name: 'Stack' }));
    expect(screen.getByRole('button', { name: 'Second action' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Second' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stack' })).toHaveFocus();
    expect(html.style.getPropertyValue('overflow')).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(openButton()).toHaveFocus();
    expect(html.hasAttribute('style')).toBe(false);
    expect(body.hasAttribute('style')).toBe(false);
  });

  it('open at once: Tab stays in the top one', async () => {
    const { user } = await openModal(<TwoModals />);
    await user.click(screen.getByRole('button', { name: 'Stack' }));
    const second = screen.getByRole('dialog', { name: 'Second' });
    for (let step = 0; step < 4; step++) {
      await user.tab();
      expect(second).toContainElement(document.activeElement as HTMLElement);
    }
  });
});

describe('Modal in a shadow root', () => {
  let host: HTMLElement;
  let root: Root;

  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
  });

  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });

  /** Renders into the open shadow root of `host`, as a widget does, and returns the shadow root. */
  async function renderInShadow(element: ReactNode): Promise<ShadowRoot> {
    await loadTranslations('en', ['common', 'ui']);
    const shadow = host.attachShadow({ mode: 'open' });
    root = createRoot(shadow);
    act(() =>
      root.render(
        <TranslationProvider language="en" namespaces={['common', 'ui']}>
          {element}
        </TranslationProvider>,
      ),
    );
    return shadow;
  }

  const inShadow = (shadow: ShadowRoot, selector: string) => {
    const found = shadow.querySelector<HTMLElement>(selector);
    if (!found) throw new Error(`nothing matches ${selector}`);
    return found;
  };

  it('traps Tab, closes on Escape and returns focus to the opener inside the shadow root', async () => {
    const user = userEvent.setup();
    const shadow = await renderInShadow(<Harness />);
    const opener = inShadow(shadow, 'button');
    await user.click(opener);

    const dialogElement = inShadow(shadow, '[role="dialog"]');
    expect(dialogElement).toHaveAttribute('aria-modal', 'true');
    expect(shadow.activeElement).toBe(inShadow(shadow, 'input'));
    expect(document.activeElement).toBe(host);

    const visited: string[] = [];
    for (let step = 0; step < 5; step++) {
      await user.tab();
      const active = shadow.activeElement as HTMLElement;
      expect(dialogElement).toContainElement(active);
      visited.push(active.textContent || active.tagName);
    }
    expect(visited).toEqual(['Cancel', 'Save', 'Close', 'INPUT', 'Cancel']);

    await user.tab({ shift: true });
    expect(shadow.activeElement).toBe(inShadow(shadow, 'input'));
    await user.tab({ shift: true });
    expect(shadow.activeElement).toBe(inShadow(shadow, '.sw-modal__close'));
    await user.tab({ shift: true });
    expect(shadow.activeElement?.textContent).toBe('Save');

    await user.keyboard('{Escape}');
    expect(shadow.querySelector('[role="dialog"]')).toBeNull();
    expect(shadow.activeElement).toBe(opener);
  });

  it('brings focus back into the dialog when something focuses the host page outside', async () => {
    const user = userEvent.setup();
    const pageButton = document.createElement('button');
    pageButton.textContent = 'Page button';
    document.body.append(pageButton);
    const shadow = await renderInShadow(<Harness />);
    await user.click(inShadow(shadow, 'button'));
    // The host page is not inert (it is not the modal's to change), so a script can focus it.
    act(() => pageButton.focus());
    expect(shadow.activeElement).toBe(inShadow(shadow, 'input'));
    pageButton.remove();
  });

  it('lets only the topmost of two modals in two widgets hold focus and answer Escape', async () => {
    const onFirstClose = vi.fn();
    const shadow = await renderInShadow(
      <Modal open title="First" onClose={onFirstClose}>
        <input aria-label="First field" />
      </Modal>,
    );
    const secondHost = document.createElement('div');
    document.body.append(secondHost);
    const secondShadow = secondHost.attachShadow({ mode: 'open' });
    const secondRoot = createRoot(secondShadow);
    const onSecondClose = vi.fn();
    act(() =>
      secondRoot.render(
        <TranslationProvider language="en" namespaces={['common', 'ui']}>
          <Modal open title="Second" onClose={onSecondClose}>
            <input aria-label="Second field" />
          </Modal>
        </TranslationProvider>,
      ),
    );
    const user = userEvent.setup();
    expect(deepActiveElement()).toBe(secondShadow.querySelector('input'));
    await user.tab();
    await user.tab();
    expect(secondShadow.querySelector('[role="dialog"]')).toContainElement(
      deepActiveElement() as HTMLElement,
    );
    await user.keyboard('{Escape}');
    expect(onSecondClose).toHaveBeenCalledWith('escape');
    expect(onFirstClose).not.toHaveBeenCalled();
    act(() => secondRoot.unmount());
    secondHost.remove();
    // The second modal's opener was the field of the first: focus goes back there.
    expect(deepActiveElement()).toBe(shadow.querySelector('input'));
  });

  it('makes the widget content beside it inert, but not the host page', async () => {
    const user = userEvent.setup();
    const pageContent = document.createElement('p');
    document.body.prepend(pageContent);
    const shadow = await renderInShadow(<Harness />);
    const opener = inShadow(shadow, 'button');
    await user.click(opener);
    await waitFor(() => expect(opener).toHaveAttribute('inert'));
    expect(pageContent).not.toHaveAttribute('inert');
    expect(host).not.toHaveAttribute('inert');
    await user.keyboard('{Escape}');
    expect(opener).not.toHaveAttribute('inert');
    pageContent.remove();
  });

  it('closes on a click on the backdrop inside the shadow root, not on one inside the dialog', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const shadow = await renderInShadow(<Harness onClose={onClose} />);
    await user.click(inShadow(shadow, 'button'));
    await user.click(inShadow(shadow, '.sw-modal__title'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(inShadow(shadow, '.sw-modal'));
    expect(onClose).toHaveBeenCalledWith('backdrop');
  });

  it('returns focus to an opener inside a nested shadow root', async () => {
    const user = userEvent.setup();
    function NestedOpener() {
      const [open, setOpen] = useState(false);
      const holder = useRef<HTMLDivElement>(null);
      return (
        <>
          <div
            ref={(element) => {
              holder.current = element;
              if (!element || element.shadowRoot) return;
              // A custom element of the host page with its own shadow root holding the opener.
              const nested = element.attachShadow({ mode: 'open' });
              const button = document.createElement('button');
              button.textContent = 'Nested open';
              button.addEventListener('click', () => setOpen(true));
              nested.append(button);
            }}
          />
          <Modal open={open} title="Settings" onClose={() => setOpen(false)}>
            <input aria-label="Name" />
          </Modal>
        </>
      );
    }
    const shadow = await renderInShadow(<NestedOpener />);
    const nestedButton = shadow.querySelector('div')?.shadowRoot?.querySelector('button');
    if (!nestedButton) throw new Error('no nested button');
    await user.click(nestedButton);
    expect(shadow.activeElement).toBe(inShadow(shadow, 'input'));
    await user.keyboard('{Escape}');
    expect(deepActiveElement()).toBe(nestedButton);
  });
});
