import { useEffect, useMemo, useRef } from 'react';
import { COUNTRY_LINK_ATTRIBUTE } from '../../src/content/country-link.ts';
import { footerContentSource } from '../../src/content/document-urls.ts';
import { useSharedDocument } from '../../src/content/use-shared-document.ts';
import { dismissible, DISMISSIBLE_ATTRIBUTE } from '../../src/elements/wake/dismissible.ts';
import { usePageCookies } from '../../src/elements/wake/render-snapshot.ts';
import { noteDocumentProblems } from '../../src/content/document-problems.ts';
import type { WidgetProps } from '../../src/elements/widget-tree.tsx';
import { useT } from '../../src/i18n/provider.tsx';
import { hidesCountrySwitcher } from '../../src/platform/device.ts';
import { usePlatform } from '../../src/platform/use-platform.ts';
import type { CountrySwitcherConfig } from './country-switcher.config.ts';
import { Flag } from './flags.tsx';
import { readCountryItems, selectedItem } from './international-items.ts';

/**
 * The storefront chooser: a native disclosure (`<details>`) whose summary names the current country, over a
 * list of links, one per storefront. Links (not a select that navigates on change) keep keyboard and
 * screen-reader use plain: choosing is following a link. The list opens and its links work before React has
 * arrived and without JavaScript; Escape and a press outside close it (`dismissible`).
 */
/**
 * `inFooter`: drawn by the footer. Its navigation is then named apart from a standalone switcher's, so a page
 * with both has two landmarks a screen reader tells apart.
 */
export function CountrySwitcher({
  config,
  inFooter = false,
}: WidgetProps<CountrySwitcherConfig> & { inFooter?: boolean }) {
  const t = useT('country-switcher');
  const url = footerContentSource(config);
  const content = useSharedDocument(url);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const platform = usePlatform();
  // The platform cookie as the server drew (none) while its HTML is hydrated, the page's after.
  const hidden = hidesCountrySwitcher(platform, usePageCookies());

  const { items, problems } = useMemo(
    () => (content.status === 'ok' ? readCountryItems(content.content) : { items: [], problems: [] }),
    [content],
  );

  useEffect(() => {
    const of = {
      missing: '<country-switcher> no countries',
      parts: 'entries',
      url,
      tag: 'country-switcher',
      config,
    };
    noteDocumentProblems({ ...of, contentSrc: config.contentSrc }, content, true, problems);
  }, [content, problems, url, config]);

  const shown = items.length > 0 && !hidden;
  useEffect(() => {
    const details = detailsRef.current;
    return shown && details ? dismissible(details) : undefined;
  }, [shown]);

  if (!shown) return null;
  const current = selectedItem(items, config.site);

  return (
    <nav
      className="switcher"
      aria-label={t(inFooter ? 'footerNavigationLabel' : 'navigationLabel')}
      part="base"
      // Drawn for any width by a server that did not know the platform: CSS hides it under 1280 px.
      data-platform={platform === 'any' ? 'any' : undefined}
    >
      <details ref={detailsRef} className="disclosure" {...{ [DISMISSIBLE_ATTRIBUTE]: '' }}>
        <summary className="toggle" part="toggle">
          <span className="label">{t('label')}:</span> <Flag name={current?.flagName} />
          <span className="current">{current?.label ?? t('choose')}</span>
          <span className="chevron" aria-hidden="true" />
        </summary>
        <ul className="list" part="list">
          {items.map((item) => (
            <li key={item.code}>
              <a
                className="country"
                part="country"
                href={item.href}
                {...{ [COUNTRY_LINK_ATTRIBUTE]: item.code }}
                aria-current={item === current ? 'true' : undefined}
              >
                <Flag name={item.flagName} />
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
