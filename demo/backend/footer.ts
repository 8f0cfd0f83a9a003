import { http, HttpResponse } from 'msw';
import { route } from './routes.ts';
import { toSite } from '../../src/sites.ts';
import { FOOTER_CONTENT } from '../content/footer/index.ts';
import { FOOTER_PROMOTIONS } from '../content/promotions.ts';
import { GETASSIGNMENT_PATH } from '../../src/contract/ab-test.ts';
import { FOOTER_CONTENT_PATH, FOOTER_PROMOTION_PATH } from '../../src/contract/footer.ts';

/**
 * The footer's services: the content document of a site (plain JSON), the SHOP_FOOTER promotion (its
 * document as a JSON string in `contentJSON`; 404 for a site without one) and the A/B-test
 * assignment the footer fires on load.
 */
export const footerHandlers = [
  http.get(route(FOOTER_CONTENT_PATH), ({ params }) => {
    const site = toSite(String(params.site));
    if (!site) return HttpResponse.json({ error: 'unknown site' }, { status: 404 });
    return HttpResponse.json(FOOTER_CONTENT[site], { headers: { 'Cache-Control': 'public, max-age=300' } });
  }),
  http.get(route(FOOTER_PROMOTION_PATH), ({ request }) => {
    const site = toSite(new URL(request.url).searchParams.get('site') ?? 'DE');
    const promotion = site ? FOOTER_PROMOTIONS[site] : undefined;
    if (!promotion) return HttpResponse.json({ error: 'no promotion' }, { status: 404 });
    return HttpResponse.json({ contentJSON: JSON.stringify(promotion) });
  }),
  http.get(route(GETASSIGNMENT_PATH), () => HttpResponse.json({ assignments: [] })),
];
