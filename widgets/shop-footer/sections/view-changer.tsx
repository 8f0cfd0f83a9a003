import { emit } from '../../../src/elements/events.ts';
import type { DrawnPlatform } from '../../../src/platform/platform.ts';
import { useFooterLanguages } from './languages.ts';

type View = 'mobile' | 'desktop';

/**
 * The switch between the mobile and the desktop view: "to mobile" on classic, "to desktop" elsewhere. A footer
 * drawn for `any` width holds both, and CSS shows the one for the width (shop-footer.css).
 */
export function ViewChanger({
  host,
  texts,
  platform,
}: {
  host: HTMLElement;
  texts: { toMobile: string; toDesktop: string };
  platform: DrawnPlatform;
}) {
  const { content } = useFooterLanguages();
  const change = (view: View) => {
    const proceed = emit(host, 'shop-footer-view-change', { view }, { cancelable: true });
    // The host may handle the switch itself (preventDefault); otherwise the root attribute decides the platform.
    if (proceed)
      document.documentElement.setAttribute('data-platform', view === 'mobile' ? 'mobile' : 'classic');
  };
  const button = (view: View, className?: string) => (
    <button
      type="button"
      className={className ? `sw-footer__link-button ${className}` : 'sw-footer__link-button'}
      onClick={() => change(view)}
    >
      {view === 'mobile' ? texts.toMobile : texts.toDesktop}
    </button>
  );
  return (
    <p className="sw-footer__view-changer" lang={content}>
      {platform === 'any' ? (
        <>
          {button('mobile', 'sw-footer__classic-only')}
          {button('desktop', 'sw-footer__not-classic')}
        </>
      ) : (
        button(platform === 'classic' ? 'mobile' : 'desktop')
      )}
    </p>
  );
}
