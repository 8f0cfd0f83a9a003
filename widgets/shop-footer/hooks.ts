import { useEffect, useMemo, useState } from 'react';
import { useSharedDocument } from '../../src/content/use-shared-document.ts';
import { warnOnce } from '../../src/elements/registry.ts';
import { reportFailedCall } from '../../src/http/failed-call.ts';
import { serviceWarning } from '../../src/http/service-failure.ts';
import { useServerRender } from '../../src/elements/wake/render-snapshot.ts';
import { pingAssignment } from '../../src/http/ab-test-assignment.ts';
import { customerData, type CustomerData } from '../../src/http/psdata.ts';
import { useLatestAnswer } from '../../src/http/use-latest-answer.ts';
import { readPromotion, type Promotion } from './promotion.ts';
import type { PromotionSlot } from './footer-view.ts';

/**
 * psdata through the page-wide loader: `loading` until it answered, then the data (undefined on failure). A
 * server render knows no customer and draws as for an unknown one; hydrating it starts from the same.
 */
export function useCustomerData(): { loading: boolean; data: CustomerData | undefined } {
  const serverRender = useServerRender();
  const [state, setState] = useState<{ loading: boolean; data: CustomerData | undefined }>(() => ({
    loading: !serverRender,
    data: undefined,
  }));
  useLatestAnswer(customerData, (data) => setState({ loading: false, data }));
  return state;
}

/** The A/B-test assignment call fires when the footer loads (once per page: `pingAssignment`). */
export function useAssignmentPing(): void {
  useEffect(pingAssignment, []);
}

/**
 * The SHOP_FOOTER promotion: a 404, a parse failure or a wrong shape all give nothing. `settled`
 * once the answer (or its failure) is in; no address (a reduced footer has no promotion) is settled at once. A failed
 * call is reported for the footer of `config`.
 */
export function usePromotion(
  url: string | undefined,
  config: object,
): {
  promotion: Promotion | undefined;
  settled: boolean;
} {
  const state = useSharedDocument(url);
  return useMemo(() => {
    if (
      state.status === 'failed' &&
      url &&
      warnOnce(serviceWarning('<shop-footer> no promotion', url, state.reason))
    )
      reportFailedCall('promotion', state.call, 'shop-footer', config);
    return {
      promotion: state.status === 'ok' ? readPromotion(state.content) : undefined,
      settled: state.status !== 'loading',
    };
  }, [state, url, config]);
}

/**
 * How long a footer whose content is ready waits for its promotion before it renders without one.
 * @internal Test seam: the tests wait on both sides of it.
 */
export const PROMOTION_GRACE_MS = 1_000;

/**
 * Whether the footer waits for the promotion, shows it, or leaves it out. The promotion is the footer's first
 * section: inserted after the rest has rendered it would push the whole footer down (layout shift). So the
 * footer waits for it, at most PROMOTION_GRACE_MS once its content is ready; a promotion later than that is
 * left out for this page view.
 */
export function usePromotionSlot(contentReady: boolean, settled: boolean): PromotionSlot {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!contentReady || settled) return;
    const timer = setTimeout(() => setLate(true), PROMOTION_GRACE_MS);
    return () => clearTimeout(timer);
  }, [contentReady, settled]);
  if (late) return 'omit';
  return settled ? 'include' : 'wait';
}
