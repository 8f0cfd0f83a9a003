import { http, HttpResponse } from 'msw';
import { FOOTER_PROMOTION_PATH } from '../../src/content/footer-content.ts';
import { toSite } from '../../src/sites.ts';
import { internationalItems } from '../content/international.ts';

/**
 * GET the footer promotion of a site (`?site=`, default DE). The CMS wraps the document in `contentJSON`,
 * a JSON string (SPEC §3). An unknown site has no promotion: 404.
 */
export const footerHandlers = [
  http.get(`*${FOOTER_PROMOTION_PATH}`, ({ request }) => {
    const site = toSite(new URL(request.url).searchParams.get('site') ?? 'DE');
    if (!site) return HttpResponse.json({ error: 'unknown site' }, { status: 404 });
    const content = { international: { items: internationalItems(site) } };
    return HttpResponse.json({ contentJSON: JSON.stringify(content) });
  }),
];
