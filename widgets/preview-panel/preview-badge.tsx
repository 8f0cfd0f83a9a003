import { useState } from 'react';
import type { CheckAuth, PreviewClient } from '../../src/http/preview-client.ts';
import { useLanguage, useT } from '../../src/i18n/provider.tsx';
import { Button } from '../../src/ui/button.tsx';
import { formatPreviewTime } from './preview-time.ts';

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
export function PreviewBadge({ id, current, client, onEnded }: PreviewBadgeProps) {
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
