import { startTransition, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { IDLE_TIMEOUT_MS, whenIdle } from '../../src/elements/when-needed.ts';
import type { CheckAuth, PreviewClient } from '../../src/http/preview-client.ts';
import { useT } from '../../src/i18n/provider.tsx';
import { markPreviewing } from '../../src/platform/preview-flag.ts';
import { Button } from '../../src/ui/button.tsx';
import { Modal } from '../../src/ui/modal.tsx';
import { PreviewBadge } from './preview-badge.tsx';
import { PreviewForm } from './preview-form.tsx';

/*
 * What staff see: the panel's button, the badge of an active preview, and the modal with the form and logout.
 */

/**
 * True once the page has been idle after the panel appeared. The modal is then rendered hidden, so the
 * click that opens it only shows it: at 4x CPU the first opening took 144 to 192 ms to paint, mostly
 * rendering the form, creating its date and time inputs and compiling that code for the first time.
 */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(IDLE_TIMEOUT_MS, () => startTransition(() => setIdle(true))), []);
  return idle;
}

interface PreviewSettingsProps {
  client: PreviewClient;
  current: CheckAuth;
  onApplied: (current: CheckAuth) => void;
  onLoggedOut: () => void;
}

export function PreviewSettings({ client, current, onApplied, onLoggedOut }: PreviewSettingsProps) {
  const t = useT('preview');
  const [open, setOpen] = useState(false);
  // Kept rendered (hidden) once the page is idle, and after the first opening in any case, so the form
  // keeps what staff entered from one opening to the next.
  const [opened, setOpened] = useState(false);
  const prerender = useIdle() || opened;
  // The click that opens the modal renders only the modal's frame; the form (memoised) catches up with
  // `open` right after the dialog is painted, and then loads the tests.
  const active = useDeferredValue(open);
  const openButton = useRef<HTMLButtonElement>(null);
  const badgeId = useId();
  const previewing = current.dateTime;

  // While a preview is active the page says so (`<html data-sw-preview>`) and the widgets track nothing.
  useEffect(() => (previewing ? markPreviewing(previewing) : undefined), [previewing]);

  // Every outcome of the logout call hides the panel (its answer is not read), so the panel hides at
  // once: a hanging service must not leave staff looking at a modal that ignores the click for 15 s.
  const logout = () => {
    void client.logout();
    setOpen(false);
    onLoggedOut();
  };

  return (
    <div className="sw-preview__bar">
      <Button
        ref={openButton}
        className="sw-preview__open"
        variant="activating"
        aria-describedby={previewing ? badgeId : undefined}
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
      >
        {t('open')}
      </Button>
      {previewing && (
        <PreviewBadge
          id={badgeId}
          current={current}
          client={client}
          onEnded={() => {
            // The exit goes with the badge: the focus stays on the panel, on its button.
            openButton.current?.focus();
            onApplied({ status: 'SUCCESS' });
          }}
        />
      )}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('title')}
        size="M"
        prerender={prerender}
        footer={
          <Button variant="secondary" onClick={logout}>
            {t('logout')}
          </Button>
        }
      >
        <PreviewForm client={client} current={current} onApplied={onApplied} active={active} />
      </Modal>
    </div>
  );
}
