import {
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useT } from '../i18n/provider.tsx';
import { pageSingleton } from '../elements/registry.ts';
import {
  containsDeep,
  deepActiveElement,
  inertOutside,
  nextTabStop,
  tabbableElements,
} from './focus-trap.ts';
import { afterNextPaint } from './after-paint.ts';
import { lockPageScroll, measurePageScroll, type PageScrollMeasure } from './scroll-lock.ts';

// ---------------------------------------------------------------------------------------------- Types

/** Modal widths: S about 24rem, M about 36rem (default), L about 56rem; all shrink to fit. */
export type ModalSize = 'S' | 'M' | 'L';

/** Why the modal asks to close: Escape, a click on the backdrop, or its close button. */
export type ModalCloseReason = 'escape' | 'backdrop' | 'close-button';

export interface ModalProps {
  /** Whether the modal is shown. The modal is controlled: it closes only when the parent sets this false. */
  open: boolean;
  /** Asked to close (Escape, backdrop click, close button); the parent decides by setting `open`. */
  onClose: (reason: ModalCloseReason) => void;
  /** The dialog's title, rendered as an `<h2>`; the dialog is labelled by it. */
  title: ReactNode;
  /** The dialog's content. */
  children?: ReactNode;
  /** Actions at the bottom of the dialog (buttons such as 'Save', 'Cancel' or 'Logout'). */
  footer?: ReactNode;
  /** Width of the dialog; default `M`. */
  size?: ModalSize;
  /**
   * The element to focus when the modal opens. Without it, focus goes to the first tab stop of the
   * content and footer, else to the dialog itself. Use this rather than `autoFocus`, which would hide
   * the opener from the modal.
   */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Extra class names for the dialog element. */
  className?: string;
  /**
   * Render the content while closed too, hidden (`hidden` on the overlay: not shown, not focusable, not in
   * the accessibility tree). Opening then only shows it, so a heavy dialog opened from a button pays its
   * rendering before the click (set this once the page is idle) instead of in it. State inside the content
   * (an expanded panel, say) then lasts from one opening to the next.
   */
  prerender?: boolean;
}

// ----------------------------------------------------------------------------------- Page-wide stack

/**
 * The modals open on this page, the topmost last. Page-wide (every widget, every copy of the bundle), so
 * that with two modals open only the top one answers Escape and Tab and holds focus.
 */
function modalStack(): object[] {
  return pageSingleton<object[]>('ui.modal-stack', () => []);
}

function isTopmost(entry: object): boolean {
  const stack = modalStack();
  return stack[stack.length - 1] === entry;
}

// ------------------------------------------------------------------------------------------- Behaviour

/**
 * While open: locks the page scroll, makes the rest of the modal's tree inert, traps Tab and Shift+Tab
 * in the dialog, closes on Escape, moves focus in and, on close, back to the element that had it before
 * (found through nested shadow roots).
 */
function useModalBehaviour(
  open: boolean,
  overlayRef: RefObject<HTMLDivElement | null>,
  dialogRef: RefObject<HTMLDivElement | null>,
  contentRef: RefObject<HTMLDivElement | null>,
  initialFocus: RefObject<HTMLElement | null> | undefined,
  onClose: (reason: ModalCloseReason) => void,
  pageBefore: PageScrollMeasure | undefined,
) {
  const requestClose = useEffectEvent(onClose);
  const focusTarget = useEffectEvent((): HTMLElement | null => {
    const dialog = dialogRef.current;
    const content = contentRef.current;
    if (!dialog) return null;
    return initialFocus?.current ?? (content ? tabbableElements(content)[0] : undefined) ?? dialog;
  });

  useLayoutEffect(() => {
    const overlay = overlayRef.current;
    const dialog = dialogRef.current;
    if (!open || !overlay || !dialog) return;
    const doc = dialog.ownerDocument;
    const root = dialog.getRootNode() as Document | ShadowRoot;

    const active = deepActiveElement(doc);
    const opener = active instanceof HTMLElement && !containsDeep(dialog, active) ? active : null;

    const entry = {};
    modalStack().push(entry);
    const releaseScroll = lockPageScroll(doc, pageBefore);
    // `inert` on the rest of the widget restyles all of it (the whole footer, for a modal inside it); the
    // overlay already takes every click and the trap below holds focus, so it can wait for the first paint.
    let releaseInert: (() => void) | undefined;
    const cancelInert = afterNextPaint(() => {
      releaseInert = inertOutside(overlay);
    });
    focusTarget()?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopmost(entry) || event.defaultPrevented || event.isComposing) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        requestClose('escape');
      } else if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) {
        event.preventDefault();
        const next = nextTabStop(dialog, deepActiveElement(root), event.shiftKey);
        (next ?? dialog).focus();
      }
    };
    // A safety net for focus that leaves by other means than Tab (a screen reader, a script).
    const onFocusIn = (event: FocusEvent) => {
      if (!isTopmost(entry) || event.composedPath().includes(dialog)) return;
      focusTarget()?.focus();
    };
    doc.addEventListener('keydown', onKeyDown);
    doc.addEventListener('focusin', onFocusIn);

    return () => {
      doc.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('focusin', onFocusIn);
      const stack = modalStack();
      stack.splice(stack.indexOf(entry), 1);
      cancelInert();
      releaseInert?.();
      releaseScroll();
      const giveFocusBack = () => {
        if (opener?.isConnected) opener.focus();
      };
      giveFocusBack();
      // A prerendered dialog stays in the page, hidden, and React puts focus back on the element that had it
      // before the commit (the field in the dialog) once this cleanup has run: take it back once more.
      queueMicrotask(() => {
        if (overlay.hidden && containsDeep(overlay, deepActiveElement(doc))) giveFocusBack();
      });
    };
  }, [open, overlayRef, dialogRef, pageBefore]);
}

// ----------------------------------------------------------------------------------------------- Modal

/**
 * A modal dialog (sizes S, M, L; opening locks page scroll and traps focus), rendered in place: inside the widget's
 * shadow root, so the kit's adopted stylesheet applies, as a `position: fixed` overlay above the page.
 *
 * - `role="dialog"`, `aria-modal="true"`, labelled by its title; a close button named by `modal.close`.
 * - Closes (asks `onClose`) on Escape, on the close button, and on a click on the backdrop, but not on a
 *   click inside the dialog, nor on a drag that starts inside and ends on the backdrop.
 * - While open: page scroll locked with scrollbar-width correction (`scroll-lock.ts`), Tab and Shift+Tab
 *   wrap inside the dialog, the rest of the widget's own tree is `inert` (`focus-trap.ts`, `inertOutside`);
 *   the host page outside the shadow root is not touched beyond the scroll lock.
 * - On close, focus returns to the element that had it before opening, if it is still in the page.
 *
 * `data-state` (`open`, or `closed` while prerendered) and `data-size` are exposed on the dialog for styling.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'M',
  initialFocus,
  className,
  prerender = false,
}: ModalProps) {
  const t = useT('ui');
  const titleId = useId();
  const overlayRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  // Set on pointerdown: a click counts as a backdrop click only if the press also started outside.
  const pressedOutside = useRef(false);

  // Measured while rendering the opening, before the dialog is in the DOM and the page's layout is dirty.
  const pageBefore = useMemo(() => (open ? measurePageScroll() : undefined), [open]);
  useModalBehaviour(open, overlayRef, dialogRef, contentRef, initialFocus, onClose, pageBefore);

  if (!open && !prerender) return null;

  const isOutside = (event: ReactPointerEvent | ReactMouseEvent) => {
    const dialog = dialogRef.current;
    return !!dialog && !event.nativeEvent.composedPath().includes(dialog);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    pressedOutside.current = event.button === 0 && isOutside(event);
  };
  const onMouseDown = (event: ReactMouseEvent<HTMLDivElement>) => {
    // Keeps focus in the dialog when the backdrop is pressed (it would otherwise go to <body>).
    if (isOutside(event)) event.preventDefault();
  };
  const onClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    const backdrop = pressedOutside.current && isOutside(event);
    pressedOutside.current = false;
    if (backdrop) onClose('backdrop');
  };

  return (
    <div
      ref={overlayRef}
      className="sw-modal"
      data-state={open ? 'open' : 'closed'}
      hidden={!open}
      onPointerDown={onPointerDown}
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={className ? `sw-modal__dialog ${className}` : 'sw-modal__dialog'}
        data-state={open ? 'open' : 'closed'}
        data-size={size}
      >
        <div className="sw-modal__header">
          <h2 id={titleId} className="sw-modal__title">
            {title}
          </h2>
          <button type="button" className="sw-modal__close" onClick={() => onClose('close-button')}>
            <span className="sw-modal__close-icon" aria-hidden="true" />
            <span className="sw-visually-hidden">{t('modal.close')}</span>
          </button>
        </div>
        <div ref={contentRef} className="sw-modal__content">
          <div className="sw-modal__body">{children}</div>
          {footer !== undefined && <div className="sw-modal__footer">{footer}</div>}
        </div>
      </div>
    </div>
  );
}
