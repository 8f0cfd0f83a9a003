import { emit } from '../../../src/elements/events.ts';
import { useT } from '../../../src/i18n/provider.tsx';
import type { LegalLink } from '../footer-content.types.ts';
import { useFooterLanguages } from './languages.ts';
import { ExternalAwareLink } from './parts.tsx';

export function LegalLinks({ host, links }: { host: HTMLElement; links: LegalLink[] }) {
  const t = useT('footer');
  const { content } = useFooterLanguages();
  return (
    <nav className="sw-footer__legal" aria-label={t('legal')}>
      <ul lang={content}>
        {links.map((link, index) => (
          <li key={`${index}-${link.text}`}>
            {link.action === 'cookie-consent' ? (
              <button
                type="button"
                className="sw-footer__link-button"
                onClick={() => emit(host, 'shop-footer-cookie-settings', {})}
              >
                {link.text}
              </button>
            ) : (
              <ExternalAwareLink link={link} newTabRule>
                {link.text}
              </ExternalAwareLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
