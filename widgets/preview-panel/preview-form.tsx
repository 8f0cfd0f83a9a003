import { memo, useMemo, useReducer, useState, type FormEvent } from 'react';
import type { CheckAuth, PreviewClient } from '../../src/http/preview-client.ts';
import { useLatestAnswer } from '../../src/http/use-latest-answer.ts';
import { useLanguage, useT } from '../../src/i18n/provider.tsx';
import { Button } from '../../src/ui/button.tsx';
import { ExpansionPanel } from '../../src/ui/expansion-panel.tsx';
import { Notification, type NotificationType } from '../../src/ui/notification.tsx';
import { Select } from '../../src/ui/select.tsx';
import {
  dateAndTimeInputs,
  initialSelection,
  previewTimestamp,
  PROMPT,
  selectionProblem,
  selectionReducer,
} from './preview-selection.ts';
import { formatPreviewTime } from './preview-time.ts';
import { WhenField } from './when-field.tsx';

/*
 * The modal's form: the date and time to preview, the A/B test and group running then, and the submit.
 */

interface Message {
  type: NotificationType;
  text: string;
}

interface PreviewFormProps {
  client: PreviewClient;
  current: CheckAuth;
  onApplied: (current: CheckAuth) => void;
  /** Whether the modal is open: the tests running at the chosen date load while it is. */
  active: boolean;
}

export const PreviewForm = memo(function PreviewForm({
  client,
  current,
  onApplied,
  active,
}: PreviewFormProps) {
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
