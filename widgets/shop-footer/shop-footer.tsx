import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useSharedDocument } from '../../src/content/use-shared-document.ts';
import type { WidgetProps } from '../../src/elements/widget-tree.tsx';
import { noteDocumentProblems } from '../../src/content/document-problems.ts';
import { usePageCookies } from '../../src/elements/wake/render-snapshot.ts';
import { isStaff } from '../../src/platform/cookies.ts';
import { usePlatform } from '../../src/platform/use-platform.ts';
import { hasFooterContent, readFooterContent } from './footer-content.ts';
import { FooterLayout } from './footer-layout.tsx';
import { footerState, footerView, type FooterState } from './footer-view.ts';
import { footerSources } from './prefetch.ts';
import { useAssignmentPing, useCustomerData, usePromotion, usePromotionSlot } from './hooks.ts';
import type { ShopFooterConfig } from './shop-footer.config.ts';

/* -------------------------------------------------------------------------------------------------
 * ShopFooter: loads the content and what else the view is decided from, then draws `footerView`
 * -----------------------------------------------------------------------------------------------*/

export function ShopFooter({ config, host }: WidgetProps<ShopFooterConfig>) {
  const { site, contentSrc } = config;
  const cookies = usePageCookies();
  const {
    reduced,
    content: contentUrl,
    promotion: promotionUrl,
  } = useMemo(
    () => footerSources({ site, contentSrc, reduced: config.reduced }, cookies),
    [site, contentSrc, config.reduced, cookies],
  );
  const contentDocument = useSharedDocument(contentUrl);
  const { content, problems } = useMemo(() => {
    if (contentDocument.status !== 'ok') return { content: undefined, problems: [] };
    const read = readFooterContent(contentDocument.content);
    return hasFooterContent(read.content) ? read : { content: undefined, problems: read.problems };
  }, [contentDocument]);
  const platform = usePlatform();
  const customer = useCustomerData();
  const { promotion, settled: promotionSettled } = usePromotion(promotionUrl, config);
  const promotionSlot = usePromotionSlot(Boolean(content), promotionSettled);
  useAssignmentPing();
  useHostState(host, footerState(contentDocument.status, Boolean(content), promotionSlot));

  useEffect(() => {
    const of = { missing: '<shop-footer> no footer content', parts: 'parts', url: contentUrl, contentSrc };
    noteDocumentProblems({ ...of, tag: 'shop-footer', config }, contentDocument, Boolean(content), problems);
  }, [contentDocument, content, problems, contentUrl, contentSrc, config]);

  if (!content || promotionSlot === 'wait') return null;
  const view = footerView({
    content,
    site: config.site,
    language: config.language,
    platform,
    reduced,
    hideNewsletter: config.hideNewsletter,
    customer: customer.loading ? 'pending' : customer.data,
    cookies,
    staff: config.preview && isStaff(cookies),
    promotion: promotionSlot === 'include' ? promotion : undefined,
  });
  return <FooterLayout view={view} config={config} host={host} contentUrl={contentUrl} />;
}

/**
 * The footer's state on its host (`data-state`): the host styles give the reserved height back when it is
 * `unavailable`, and a host page can style around the footer by it. Set before paint (a change of state
 * replaces it within one commit); removed on unmount.
 */
function useHostState(host: HTMLElement, state: FooterState): void {
  useLayoutEffect(() => {
    host.setAttribute('data-state', state);
    return () => host.removeAttribute('data-state');
  }, [host, state]);
}
