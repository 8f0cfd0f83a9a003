import { useEffect, type ReactNode } from 'react';
import { opensInNewTab } from '../../../src/content/safe-url.ts';
import { pageSingleton } from '../../../src/elements/registry.ts';
import { useT } from '../../../src/i18n/provider.tsx';
import { ICON_NAMES, type IconName } from '../../../src/ui/icons.tsx';
import type { FooterImage, FooterLink } from '../footer-content.types.ts';
import { logoUrl } from '../logos.ts';
import { useFooterLanguages } from './languages.ts';

/** Legal links and quality logos open in a new tab without referrer when the address starts with http or mailto. */
export function ExternalAwareLink({
  link,
  newTabRule,
  children,
}: {
  link: FooterLink;
  newTabRule: boolean;
  children: ReactNode;
}) {
  const t = useT('footer');
  const { page } = useFooterLanguages();
  if (newTabRule && opensInNewTab(link.url)) {
    return (
      <a href={link.url} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="sw-visually-hidden" lang={page}>
          {' '}
          {t('newTab')}
        </span>
      </a>
    );
  }
  return <a href={link.url}>{children}</a>;
}

function reportUnknownLogo(source: string): void {
  const reported = pageSingleton('footer-unknown-logos', () => new Set<string>());
  if (reported.has(source)) return;
  reported.add(source);
  console.error(`<shop-footer> unknown logo source "${source}": shown as an empty image`);
}

/** A logo at 6.6rem by 4.4rem, lazy loaded; an unknown source is an empty image and one console error. */
export function Logo({ image }: { image: FooterImage }) {
  const src = logoUrl(image.source);
  useEffect(() => {
    if (!src) reportUnknownLogo(image.source);
  }, [src, image.source]);
  if (!src) return <span className="sw-footer__logo sw-footer__logo--empty" aria-hidden="true" />;
  return (
    <img
      className="sw-footer__logo"
      src={src}
      alt={image.label}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
    />
  );
}

const ICONS = new Set<string>(ICON_NAMES);

export function isIconName(name: string): name is IconName {
  return ICONS.has(name);
}
