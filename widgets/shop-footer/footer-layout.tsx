import { lazy, Suspense } from 'react';
import { FOOTER_ORIGIN_ADDITION } from '../../src/platform/tracking.ts';
import { useT } from '../../src/i18n/provider.tsx';
import { CountrySwitcher } from '../country-switcher/country-switcher.tsx';
import { NewsletterSignup } from '../newsletter-signup/newsletter-signup.tsx';
import type { FooterView } from './footer-view.ts';
import { IconLinks } from './sections/icon-links.tsx';
import { FooterLanguages } from './sections/languages.ts';
import { LegalLinks } from './sections/legal-links.tsx';
import { PromotionTeaser } from './sections/promotion-teaser.tsx';
import { QualityLogos } from './sections/quality-logos.tsx';
import { SalesTaxNote } from './sections/sales-tax.tsx';
import { SectionBoundary } from './section-boundary.tsx';
import { SeoLinks } from './sections/seo-links.tsx';
import { ServiceGroup } from './sections/service-group.tsx';
import { ViewChanger } from './sections/view-changer.tsx';
import type { ShopFooterConfig } from './shop-footer.config.ts';

/** Staff-only code: imported only when the footer is in preview mode and a staff cookie exists. */
const PreviewPanel = lazy(() =>
  import('../preview-panel/preview-panel.tsx').then((module) => ({ default: module.PreviewPanel })),
);

export interface FooterLayoutProps {
  /** What to show, decided by `footerView`. */
  view: FooterView;
  config: Pick<ShopFooterConfig, 'site' | 'language'>;
  host: HTMLElement;
  /** The content document's address: the country switcher inside reads the same document. */
  contentUrl: string;
}

/** Draws a footer view: each section in its boundary, in page order. No rule is decided here. */
export function FooterLayout({ view, config, host, contentUrl }: FooterLayoutProps) {
  const t = useT('footer');
  const { layout, languages } = view;

  return (
    <FooterLanguages.Provider value={languages}>
      <footer className="sw-footer" part="base" data-variant={view.variant} data-platform={view.platform}>
        {view.staffPanel && (
          <Suspense fallback={null}>
            <PreviewPanel />
          </Suspense>
        )}
        {view.promotion && (
          <SectionBoundary section="promotion">
            <PromotionTeaser promotion={view.promotion} />
          </SectionBoundary>
        )}
        {view.newsletter === 'pending' && (
          <div className="sw-footer__newsletter sw-footer__newsletter--pending" aria-hidden="true" />
        )}
        {view.newsletter === 'shown' && (
          <div className="sw-footer__newsletter">
            <SectionBoundary section="newsletter block">
              <NewsletterSignup
                inFooter
                host={host}
                config={{
                  site: config.site,
                  language: config.language,
                  headline: '',
                  imageSrc: '',
                  imageAlt: '',
                  discountText: '',
                  voucherText: '',
                  origin: 'NEWSLETTER',
                  originAddition: FOOTER_ORIGIN_ADDITION,
                  apiBase: '',
                  spa: false,
                  doiToken: '',
                }}
              />
            </SectionBoundary>
          </div>
        )}
        {view.headline && (
          <h2 className="sw-footer__headline" lang={languages.content}>
            {view.headline}
          </h2>
        )}

        <nav className="sw-footer__groups" aria-label={t('service')}>
          {view.groups.map(({ group, headingId }, index) => (
            <SectionBoundary
              key={`${index}-${group.heading.link.text}`}
              section={`service group ${index + 1}`}
            >
              <ServiceGroup group={group} id={headingId} layout={layout} />
            </SectionBoundary>
          ))}
        </nav>

        {view.seo && (
          <SectionBoundary section="popular categories">
            <SeoLinks seo={view.seo} id={view.seo.headingId} layout={layout} />
          </SectionBoundary>
        )}

        {(view.socialMedia || view.apps) && (
          <div className="sw-footer__follow">
            {view.socialMedia && (
              <SectionBoundary section="social media links">
                <IconLinks
                  heading={view.socialMedia.heading}
                  id={view.socialMedia.headingId}
                  links={view.socialMedia.links}
                />
              </SectionBoundary>
            )}
            {view.apps && (
              <SectionBoundary section="app links">
                <IconLinks heading={view.apps.heading} id={view.apps.headingId} links={view.apps.links} />
              </SectionBoundary>
            )}
          </div>
        )}

        {view.qualityLogos && (
          <SectionBoundary section="quality logos">
            <QualityLogos heading={view.qualityLogos.heading} logos={view.qualityLogos.logos} />
          </SectionBoundary>
        )}

        <div className="sw-footer__bottom">
          {view.countrySwitcher && (
            <SectionBoundary section="country switcher">
              <CountrySwitcher
                inFooter
                host={host}
                config={{ site: config.site, contentSrc: contentUrl, language: config.language }}
              />
            </SectionBoundary>
          )}
          {view.viewChanger && (
            <SectionBoundary section="view changer">
              <ViewChanger host={host} texts={view.viewChanger} platform={view.platform} />
            </SectionBoundary>
          )}
          <SectionBoundary section="legal links">
            <LegalLinks host={host} links={view.legalLinks} />
          </SectionBoundary>
          {view.salesTax && (
            <SectionBoundary section="sales-tax note">
              <SalesTaxNote salesTax={view.salesTax} />
            </SectionBoundary>
          )}
        </div>
      </footer>
    </FooterLanguages.Provider>
  );
}
