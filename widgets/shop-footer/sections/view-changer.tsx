import { emit } from '../../../src/elements/events.ts';
import type { Platform } from '../../../src/platform/platform.ts';
import { useFooterLanguages } from './languages.ts';

export function ViewChanger({
  host,
  texts,
  platform,
}: {
  host: HTMLElement;
  texts: { toMobile: string; toDesktop: string };
  platform: Platform;
}) {
  const view = platform === 'classic' ? 'mobile' : 'desktop';
  const { content } = useFooterLanguages();
  const change = () => {
    const proceed = emit(host, 'shop-footer-view-change', { view });
    // The host may handle the switch itself (preventDefault); otherwise the root attribute decides the platform.
    if (proceed)
      document.documentElement.setAttribute('data-platform', view === 'mobile' ? 'mobile' : 'classic');
  };
  return (
    <p className="sw-footer__view-changer" lang={content}>
      <button type="button" className="sw-footer__link-button" onClick={change}>
        {view === 'mobile' ? texts.toMobile : texts.toDesktop}
      </button>
    </p>
  );
}
