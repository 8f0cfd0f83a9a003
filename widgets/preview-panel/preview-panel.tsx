import {
  memo,
  startTransition,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { IDLE_TIMEOUT_MS, whenIdle } from '../../src/elements/when-needed.ts';
import { adoptStyleSheets, sharedStyleSheet } from '../../src/elements/styles.ts';
import { PreviewClient, PREVIEW_LOGIN_RENEW_MS, type CheckAuth } from '../../src/http/preview-client.ts';
import { useLatestAnswer } from '../../src/http/use-latest-answer.ts';
import { TranslationProvider, useLanguage, useT } from '../../src/i18n/provider.tsx';
import { isStaff } from '../../src/platform/cookies.ts';
import { markPreviewing } from '../../src/platform/preview-flag.ts';
import { Button } from '../../src/ui/button.tsx';
import { ExpansionPanel } from '../../src/ui/expansion-panel.tsx';
import { Modal } from '../../src/ui/modal.tsx';
import { Notification, type NotificationType } from '../../src/ui/notification.tsx';
import { Select } from '../../src/ui/select.tsx';
import { uiStyles } from '../../src/ui/all-styles.ts';
import styles from './preview-panel.css?inline';
import {
  dateAndTimeInputs,
  initialSelection,
  previewTimestamp,
  PROMPT,
  selectionProblem,
  selectionReducer,
} from './preview-selection.ts';

/* -------------------------------------------------------------------------------------------------
 * PreviewPanel: shown to verified staff only; its own translations and styles, so any host can render it
 * -----------------------------------------------------------------------------------------------*/

export function PreviewPanel() {
  const language = useLanguage();
  const anchor = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<GateState>('checking');
  useLayoutEffect(() => {
    const root = anchor.current?.getRootNode();
    if (root instanceof ShadowRoot) {
      adoptStyleSheets(root, [sharedStyleSheet('ui', uiStyles), sharedStyleSheet('preview-panel', styles)]);
    }
  }, []);
  return (
    <div ref={anchor} className="sw-preview" data-state={state}>
      <TranslationProvider language={language} namespaces={['preview', 'ui']}>
        <StaffGate onState={setState} />
      </TranslationProvider>
    </div>
  );
}

/**
 * The panel's state, named on its root (`data-state`): `checking` while check-auth is asked, `hidden` for
 * anyone who is not verified staff (or after logout), `staff` while the button is shown.
 */
type GateState = 'checking' | 'hidden' | 'staff';

type Auth = { state: 'checking' } | { state: 'hidden' } | { state: 'staff'; current: CheckAuth };

/**
 * Shown to staff only: a staff cookie, then check-auth SUCCESS; the login is renewed on start and every 5 minutes.
 */
function StaffGate({ onState }: { onState: (state: GateState) => void }) {
  const client = useMemo(() => new PreviewClient(), []);
  const [auth, setAuth] = useState<Auth>(() => (isStaff() ? { state: 'checking' } : { state: 'hidden' }));
  // One check-auth per panel.
  const checkAuth = useMemo(
    () => (auth.state === 'checking' ? () => client.checkAuth() : undefined),
    [auth.state, client],
  );
  useLatestAnswer(checkAuth, (result: CheckAuth) =>
    setAuth(result.status === 'SUCCESS' ? { state: 'staff', current: result } : { state: 'hidden' }),
  );

  useLayoutEffect(() => onState(auth.state), [auth.state, onState]);

  const staff = auth.state === 'staff';
  const renewedOnStart = useRef(false);
  useEffect(() => {
    if (!staff) return;
    if (!renewedOnStart.current) void client.renewLogin();
    renewedOnStart.current = true;
    const timer = setInterval(() => void client.renewLogin(), PREVIEW_LOGIN_RENEW_MS);
    return () => clearInterval(timer);
  }, [staff, client]);

  if (auth.state !== 'staff') return null;
  return (
    <PreviewSettings
      client={client}
      current={auth.current}
      onApplied={(next) => setAuth({ state: 'staff', current: next })}
      onLoggedOut={() => setAuth({ state: 'hidden' })}
    />
  );
}

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

/* -------------------------------------------------------------------------------------------------
 * PreviewSettings: the button and the modal form
 * -----------------------------------------------------------------------------------------------*/

interface Message {
  type: NotificationType;
  text: string;
}

interface PreviewSettingsProps {
  client: PreviewClient;
  current: CheckAuth;
  onApplied: (current: CheckAuth) => void;
  onLoggedOut: () => void;
}

function PreviewSettings({ client, current, onApplied, onLoggedOut }: PreviewSettingsProps) {
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

/** The previewed date and time as the page language writes them, in the browser's time zone. */
function formatPreviewTime(dateTime: string, language: string): string {
  const date = new Date(dateTime);
  if (Number.isNaN(date.getTime())) return dateTime;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

interface PreviewBadgeProps {
  id: string;
  current: CheckAuth;
  client: PreviewClient;
  onEnded: () => void;
}

/**
 * What staff preview, beside the panel's button on every page in preview mode: the date and time and the A/B
 * test group, and an exit that ends the preview in one click (the staff session stays).
 */
function PreviewBadge({ id, current, client, onEnded }: PreviewBadgeProps) {
  const t = useT('preview');
  const language = useLanguage();
  const [ending, setEnding] = useState(false);
  const [failed, setFailed] = useState(false);
  const end = async () => {
    if (ending) return;
    setEnding(true);
    setFailed(false);
    const status = await client.endPreview();
    setEnding(false);
    if (status === 'SUCCESS') onEnded();
    else setFailed(true);
  };
  return (
    <>
      <span id={id} className="sw-preview__badge">
        <span>{t('badge.when', { dateTime: formatPreviewTime(current.dateTime ?? '', language) })}</span>
        {current.abTestName && (
          <>
            <span aria-hidden="true">·</span>
            <span>{t('badge.test', { test: current.abTestName, group: current.abTestGroup ?? '' })}</span>
          </>
        )}
      </span>
      <Button
        className="sw-preview__exit"
        variant="secondary"
        size="small"
        loading={ending}
        onClick={() => void end()}
      >
        {t('badge.exit')}
      </Button>
      <span className="sw-preview__exit-failed" role="alert">
        {failed ? t('badge.exitFailed') : ''}
      </span>
    </>
  );
}

interface PreviewFormProps {
  client: PreviewClient;
  current: CheckAuth;
  onApplied: (current: CheckAuth) => void;
  /** Whether the modal is open: the tests running at the chosen date load while it is. */
  active: boolean;
}

const PreviewForm = memo(function PreviewForm({ client, current, onApplied, active }: PreviewFormProps) {
  const t = useT('preview');
  const language = useLanguage();
  const initial = useMemo(() => dateAndTimeInputs(current.dateTime), [current.dateTime]);
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [selection, dispatch] = useReducer(selectionReducer, current, initialSelection);
  const [message, setMessage] = useState<Message | undefined>();
  const [busy, setBusy] = useState(false);

  // A new date (and the first opening) loads the tests running then.
  const loadTests = useMemo(
    () =>
      active
        ? () => {
            dispatch({ type: 'testsLoading' });
            return client.testsAt(previewTimestamp(date, time));
          }
        : undefined,
    // The time of day does not change which tests run on a date.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [active, date, client],
  );
  useLatestAnswer(
    loadTests,
    (tests) => dispatch({ type: 'testsLoaded', tests }),
    () => dispatch({ type: 'testsFailed' }),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (selectionProblem(selection.selection)) {
      setMessage({ type: 'error', text: t('messages.groupMissing') });
      return;
    }
    setBusy(true);
    setMessage({ type: 'info', text: t('messages.loading') });
    const previewDateTime = previewTimestamp(date, time);
    const { test, group } = selection.selection;
    const status = await client
      .setPreview(test, group, previewDateTime)
      .catch(() => 'INTERNAL_ERROR' as const);
    setBusy(false);
    if (status === 'SUCCESS') {
      setMessage({ type: 'info', text: t('messages.applied') });
      onApplied({
        status,
        dateTime: previewDateTime,
        ...(test ? { abTestName: test, abTestGroup: group } : {}),
      });
    } else {
      setMessage({ type: 'error', text: t('messages.failed') });
    }
  };

  const testOptions =
    selection.testsStatus === 'failed'
      ? [{ value: '', label: t('none') }]
      : [
          { value: PROMPT, label: t('selectTest') },
          { value: '', label: t('none') },
          ...selection.tests.map((test) => ({ value: test.name, label: test.name })),
        ];
  const groups = selection.tests.find((test) => test.name === selection.selection.test)?.groups ?? [];
  const testsMessage: Record<typeof selection.testsStatus, Message> = {
    loading: { type: 'info', text: t('tests.loading') },
    none: { type: 'info', text: t('tests.none') },
    found: { type: 'success', text: t('tests.found') },
    failed: { type: 'error', text: t('tests.failed') },
  };

  return (
    <form className="sw-preview__form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="sw-preview__current">
        {current.dateTime
          ? t('current', { dateTime: formatPreviewTime(current.dateTime, language) })
          : t('currentLive')}
        {current.abTestName ? ` · ${current.abTestName} / ${current.abTestGroup ?? ''}` : ''}
      </p>
      <div className="sw-preview__when">
        <WhenField
          label={t('date')}
          type="date"
          value={date}
          onChange={(value) => {
            setDate(value);
            dispatch({ type: 'dateChanged' });
          }}
        />
        <WhenField label={t('time')} type="time" value={time} onChange={setTime} />
      </div>

      <ExpansionPanel title={t('abTests')} headingLevel={3} defaultExpanded>
        <div className="sw-preview__tests">
          <Notification type={testsMessage[selection.testsStatus].type}>
            {testsMessage[selection.testsStatus].text}
          </Notification>
          <Select
            label={t('testName')}
            options={testOptions}
            placeholder={null}
            value={selection.testValue}
            onValueChange={(value) => dispatch({ type: 'testChosen', value })}
          />
          <Select
            label={t('testGroup')}
            options={groups.map((group) => ({ value: group.name, label: group.name }))}
            placeholder={t('selectGroup')}
            value={selection.group}
            disabled={!selection.groupEnabled}
            state={selection.groupRequired ? 'error' : 'default'}
            message={selection.groupRequired ? t('required') : undefined}
            onValueChange={(value) => dispatch({ type: 'groupChosen', value })}
          />
        </div>
      </ExpansionPanel>

      {message && (
        <Notification type={message.type} onClose={() => setMessage(undefined)} dismissOnClick>
          {message.text}
        </Notification>
      )}
      <Button type="submit" loading={busy} fullWidth>
        {t('submit')}
      </Button>
    </form>
  );
});

interface WhenFieldProps {
  label: string;
  type: 'date' | 'time';
  value: string;
  onChange: (value: string) => void;
}

/** The preview's date or time: the browser's own picker, labelled in the kit's field style. */
function WhenField({ label, type, value, onChange }: WhenFieldProps) {
  const id = useId();
  return (
    <div className="sw-field">
      <label className="sw-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="sw-field__control"
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
