import { useT } from '../../../src/i18n/provider.tsx';
import type { QualityLogo } from '../footer-content.types.ts';
import { useFooterLanguages } from './languages.ts';
import { ExternalAwareLink, Logo } from './parts.tsx';

/** The quality seals, each a logo link; named by the content's heading, else the widget's own text. */
export function QualityLogos({ heading, logos }: { heading?: string; logos: QualityLogo[] }) {
  const t = useT('footer');
  const { content } = useFooterLanguages();
  return (
    <section className="sw-footer__quality" aria-label={heading ?? t('qualityLogos')}>
      <ul className="sw-footer__logos" lang={content}>
        {logos.map((logo, index) => (
          <li key={`${index}-${logo.image.source}`}>
            <ExternalAwareLink link={logo.link} newTabRule>
              <Logo image={{ ...logo.image, label: logo.link.text }} />
            </ExternalAwareLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
