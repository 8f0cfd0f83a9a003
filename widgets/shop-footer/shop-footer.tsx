import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { opensInNewTab } from '../../src/content/safe-url.ts';
import { footerContentSource } from '../../src/content/document-urls.ts';
import { useSharedDocument } from '../../src/content/use-shared-document.ts';
import { emit } from '../../src/elements/events.ts';
import type { WidgetProps } from '../../src/elements/react-mount.tsx';
import { pageSingleton, warnOnce } from '../../src/elements/registry.ts';
import { adoptStyleSheets, sharedStyleSheet } from '../../src/elements/styles.ts';
import { useT } from '../../src/i18n/provider.tsx';
import { isStaff } from '../../src/platform/cookies.ts';
import { hidesCountrySwitcher, usePlatform } from '../../src/platform/use-platform.ts';
import { FOOTER_ORIGIN_ADDITION } from '../../src/platform/tracking.ts';
import type { Platform } from '../../src/platform/platform.ts';
import { ExpansionPanel } from '../../src/ui/expansion-panel.tsx';
import { Icon } from '../../src/ui/icon.tsx';
import { ICON_NAMES, type IconName } from '../../src/ui/icons.tsx';
import { CountrySwitcher } from '../country-switcher/country-switcher.tsx';
import { NewsletterSignup } from '../newsletter-signup/newsletter-signup.tsx';
import { readFooterContent } from './footer-content.ts';
import type {
  FooterContent,
  FooterImage,
  FooterLink,
  IconLink,
  LegalLink,
  TeaserGroup,
} from './footer-content.types.ts';
import {
  hasFooterContent,
  isReduced,
  showsNewsletter,
  uniqueHeadingIds,
  visibleGroups,
} from './footer-rules.ts';
import {
  useAssignmentPing,
  useCustomerData,
  usePromotion,
  usePromotionSlot,
  type Promotion,
} from './hooks.ts';
import { logoUrl } from './logos.ts';
import { SectionBoundary } from './section-boundary.tsx';
import type { ShopFooterConfig } from './shop-footer.element.ts';

/** Staff-only code: imported only when the footer is in preview mode and a staff cookie exists. */
const PreviewPanel = lazy(() =>
  import('../preview-panel/preview-panel.tsx').then((module) => ({ default: module.PreviewPanel })),
);

/* -------------------------------------------------------------------------------------------------
 * ShopFooter: loads the content, decides variant and platform, lays out the sections
 * -----------------------------------------------------------------------------------------------*/

export function ShopFooter({ config, host }: WidgetProps<ShopFooterConfig>) {
  const contentUrl = footerContentSource(config);
  const document = useSharedDocument(contentUrl);
  const { content, problems } = useMemo(() => {
    if (document.status !== 'ok') return { content: undefined, problems: [] };
    const read = readFooterContent(document.content);
    return hasFooterContent(read.content) ? read : { content: undefined, problems: read.problems };
  }, [document]);
  const platform = usePlatform();
  const reduced = isReduced(config.reduced);
  const customer = useCustomerData();
  const { promotion, settled: promotionSettled } = usePromotion(config.site, !reduced);
  const promotionSlot = usePromotionSlot(Boolean(content), promotionSettled);
  useAssignmentPing();
  const unavailable = document.status !== 'loading' && !content;
  useReleasedReservation(host, unavailable);

  useEffect(() => {
    if (document.status === 'failed')
      warnOnce(`<shop-footer> no footer content from ${contentUrl}: ${document.reason}`);
    if (document.status === 'missing') warnOnce(`<shop-footer> no footer content at ${contentUrl}`);
    if (document.status === 'ok' && !content)
      warnOnce(`<shop-footer> no footer content from ${contentUrl}: nothing in it could be read`);
    if (problems.length > 0) warnOnce(`<shop-footer> skipped parts of ${contentUrl}: ${problems.join('; ')}`);
  }, [document, content, problems, contentUrl]);

  if (!content || promotionSlot === 'wait') return null;
  return (
    <FooterLayout
      config={config}
      host={host}
      content={content}
      contentUrl={contentUrl}
      platform={platform}
      reduced={reduced}
      promotion={reduced || promotionSlot === 'omit' ? undefined : promotion}
      newsletter={
        customer.loading
          ? reduced || config.hideNewsletter
            ? 'hidden'
            : 'pending'
          : showsNewsletter(config.hideNewsletter, reduced, customer.data)
            ? 'shown'
            : 'hidden'
      }
    />
  );
}

/**
 * The host reserves the footer's usual height while the content loads (no layout shift). When there is no
 * footer to show (the content failed, is missing or holds nothing), that space is given back: the page must
 * not end in an empty 40rem gap.
 */
function useReleasedReservation(host: HTMLElement, released: boolean): void {
  useLayoutEffect(() => {
    const root = host.shadowRoot;
    if (!released || !root) return;
    const sheet = sharedStyleSheet('shop-footer:released', ':host{min-height:0}');
    adoptStyleSheets(root, [sheet]);
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }, [host, released]);
}

export interface FooterLayoutProps {
  config: ShopFooterConfig;
  host: HTMLElement;
  content: FooterContent;
  contentUrl: string;
  platform: Platform;
  reduced: boolean;
  promotion: Promotion | undefined;
  /** `pending` while psdata is asked: the block's space stays reserved, so nothing jumps when it appears. */
  newsletter: 'shown' | 'pending' | 'hidden';
}

export function FooterLayout({
  config,
  host,
  content,
  contentUrl,
  platform,
  reduced,
  promotion,
  newsletter,
}: FooterLayoutProps) {
  const t = useT('footer');
  const groups = visibleGroups(content.teaser.groups, reduced, platform);
  const seo = reduced ? undefined : content.seo;
  const ids = uniqueHeadingIds([
    ...groups.map((group) => group.heading.link.text),
    seo?.heading ?? '',
    content.socialMedia?.heading ?? '',
    content.appReferences?.heading ?? '',
  ]);
  const [socialId, appsId] = [ids[groups.length + 1], ids[groups.length + 2]];
  const collapsible = platform !== 'classic';

  return (
    <footer
      className="sw-footer"
      part="base"
      data-variant={reduced ? 'reduced' : 'full'}
      data-platform={platform}
    >
      {config.preview && isStaff() && (
        <Suspense fallback={null}>
          <PreviewPanel />
        </Suspense>
      )}
      {promotion && (
        <SectionBoundary section="promotion">
          <PromotionTeaser promotion={promotion} />
        </SectionBoundary>
      )}
      {newsletter === 'pending' && (
        <div className="sw-footer__newsletter sw-footer__newsletter--pending" aria-hidden="true" />
      )}
      {newsletter === 'shown' && (
        <div className="sw-footer__newsletter">
          <SectionBoundary section="newsletter block">
            <NewsletterSignup
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
      {content.headline && <h2 className="sw-footer__headline">{content.headline}</h2>}

      <nav
        className="sw-footer__groups"
        aria-label={t('service')}
        data-collapsible={collapsible || undefined}
      >
        {groups.map((group, index) => (
          <SectionBoundary key={`${index}-${group.heading.link.text}`} section={`service group ${index + 1}`}>
            <ServiceGroup group={group} id={ids[index]} collapsible={collapsible} />
          </SectionBoundary>
        ))}
      </nav>

      {seo && (
        <SectionBoundary section="popular categories">
          <SeoLinks seo={seo} id={ids[groups.length]} collapsible={collapsible} />
        </SectionBoundary>
      )}

      {!reduced && (content.socialMedia || content.appReferences) && (
        <div className="sw-footer__follow">
          {content.socialMedia && (
            <SectionBoundary section="social media links">
              <IconLinks
                heading={content.socialMedia.heading}
                id={socialId}
                links={content.socialMedia.icons}
              />
            </SectionBoundary>
          )}
          {content.appReferences && (
            <SectionBoundary section="app links">
              <IconLinks
                heading={content.appReferences.heading}
                id={appsId}
                links={content.appReferences.appIcons}
              />
            </SectionBoundary>
          )}
        </div>
      )}

      {content.qualityLogos && (
        <SectionBoundary section="quality logos">
          <section
            className="sw-footer__quality"
            aria-label={content.qualityLogos.heading ?? t('qualityLogos')}
          >
            <ul className="sw-footer__logos">
              {content.qualityLogos.logos.map((logo, index) => (
                <li key={`${index}-${logo.image.source}`}>
                  <ExternalAwareLink link={logo.link} newTabRule>
                    <Logo image={{ ...logo.image, label: logo.link.text }} />
                  </ExternalAwareLink>
                </li>
              ))}
            </ul>
          </section>
        </SectionBoundary>
      )}

      <div className="sw-footer__bottom">
        {!hidesCountrySwitcher(platform) && (
          <SectionBoundary section="country switcher">
            <CountrySwitcher
              host={host}
              config={{ site: config.site, contentSrc: contentUrl, language: config.language }}
            />
          </SectionBoundary>
        )}
        {content.viewChanger && (
          <SectionBoundary section="view changer">
            <ViewChanger host={host} texts={content.viewChanger} platform={platform} />
          </SectionBoundary>
        )}
        <SectionBoundary section="legal links">
          <LegalLinks host={host} links={content.legalLinks} />
        </SectionBoundary>
        {content.salesTax && (
          <p className="sw-footer__sales-tax">
            {content.salesTax.textBeforeLink}{' '}
            <a href={content.salesTax.link.url}>{content.salesTax.link.text}</a>
            {content.salesTax.textAfterLink ? ` ${content.salesTax.textAfterLink}` : ''}
          </p>
        )}
      </div>
    </footer>
  );
}

/* -------------------------------------------------------------------------------------------------
 * Sections
 * -----------------------------------------------------------------------------------------------*/

function PromotionTeaser({ promotion }: { promotion: Promotion }) {
  const t = useT('footer');
  return (
    <aside className="sw-footer__promotion" aria-label={t('promotion')}>
      <p className="sw-footer__promotion-headline">{promotion.headline}</p>
      <p>{promotion.text}</p>
      {promotion.link && <a href={promotion.link.url}>{promotion.link.text}</a>}
    </aside>
  );
}

function GroupBody({ group }: { group: TeaserGroup }) {
  const t = useT('footer');
  return (
    <>
      {group.introductoryText && <p className="sw-footer__intro">{group.introductoryText}</p>}
      <ul className="sw-footer__links">
        {group.links.map((entry, index) => (
          <li key={`${index}-${entry.link.text}`}>
            <a href={entry.link.url}>{entry.link.text}</a>
          </li>
        ))}
      </ul>
      {group.images && group.images.length > 0 && (
        <ul className="sw-footer__logos sw-footer__logos--small" aria-label={t('paymentDelivery')}>
          {group.images.map((image, index) => (
            <li key={`${index}-${image.source}`}>
              <Logo image={image} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function ServiceGroup({
  group,
  id,
  collapsible,
}: {
  group: TeaserGroup;
  id: string | undefined;
  collapsible: boolean;
}) {
  const icon = isIconName(group.heading.iconName) ? group.heading.iconName : undefined;
  if (collapsible) {
    return (
      <ExpansionPanel title={group.heading.link.text} headingLevel={3} className="sw-footer__group">
        <p className="sw-footer__group-link">
          <a href={group.heading.link.url}>{group.heading.link.text}</a>
        </p>
        <GroupBody group={group} />
      </ExpansionPanel>
    );
  }
  return (
    <section className="sw-footer__group" aria-labelledby={id}>
      <h3 className="sw-footer__group-heading" id={id}>
        {icon && <Icon name={icon} size={24} />}
        <a href={group.heading.link.url}>{group.heading.link.text}</a>
      </h3>
      <GroupBody group={group} />
    </section>
  );
}

function SeoLinks({
  seo,
  id,
  collapsible,
}: {
  seo: NonNullable<FooterContent['seo']>;
  id: string | undefined;
  collapsible: boolean;
}) {
  const columns = (
    <div className="sw-footer__seo-columns">
      {seo.columns.map((column, index) => (
        <ul key={index} className="sw-footer__links">
          {column.links.map((link, linkIndex) => (
            <li key={`${linkIndex}-${link.text}`}>
              <a href={link.url}>{link.text}</a>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
  if (collapsible) {
    return (
      <ExpansionPanel title={seo.heading} headingLevel={3} className="sw-footer__seo">
        {columns}
      </ExpansionPanel>
    );
  }
  return (
    <nav className="sw-footer__seo" aria-labelledby={id}>
      <h3 id={id}>{seo.heading}</h3>
      {columns}
    </nav>
  );
}

function IconLinks({ heading, id, links }: { heading: string; id: string | undefined; links: IconLink[] }) {
  return (
    <section className="sw-footer__icons" aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      <ul>
        {links.map((entry, index) => (
          <li key={`${index}-${entry.iconName}`}>
            <a href={entry.link.url} className="sw-footer__icon-link">
              {isIconName(entry.iconName) && <Icon name={entry.iconName} size={24} />}
              <span className={isIconName(entry.iconName) ? 'sw-visually-hidden' : undefined}>
                {entry.link.text}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LegalLinks({ host, links }: { host: HTMLElement; links: LegalLink[] }) {
  const t = useT('footer');
  return (
    <nav className="sw-footer__legal" aria-label={t('legal')}>
      <ul>
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

function ViewChanger({
  host,
  texts,
  platform,
}: {
  host: HTMLElement;
  texts: { toMobile: string; toDesktop: string };
  platform: Platform;
}) {
  const view = platform === 'classic' ? 'mobile' : 'desktop';
  const change = () => {
    const proceed = emit(host, 'shop-footer-view-change', { view });
    // The host may handle the switch itself (preventDefault); otherwise the root attribute decides the platform.
    if (proceed)
      document.documentElement.setAttribute('data-platform', view === 'mobile' ? 'mobile' : 'classic');
  };
  return (
    <p className="sw-footer__view-changer">
      <button type="button" className="sw-footer__link-button" onClick={change}>
        {view === 'mobile' ? texts.toMobile : texts.toDesktop}
      </button>
    </p>
  );
}

/* -------------------------------------------------------------------------------------------------
 * Small parts
 * -----------------------------------------------------------------------------------------------*/

/** SPEC §2: legal links and quality logos open in a new tab without referrer when the address starts with http or mailto. */
function ExternalAwareLink({
  link,
  newTabRule,
  children,
}: {
  link: FooterLink;
  newTabRule: boolean;
  children: ReactNode;
}) {
  const t = useT('footer');
  if (newTabRule && opensInNewTab(link.url)) {
    return (
      <a href={link.url} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="sw-visually-hidden"> {t('newTab')}</span>
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
function Logo({ image }: { image: FooterImage }) {
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

function isIconName(name: string): name is IconName {
  return ICONS.has(name);
}
