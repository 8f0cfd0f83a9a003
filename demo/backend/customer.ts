import { http, HttpResponse } from 'msw';

export const PSDATA_PATH = '/service/customerfrontenddata/api/v1/psdata';

/** The CSRF-style header the customer-data and login services insist on (a cross-site form cannot set it). */
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_VALUE = 'XMLHttpRequest';

export const customerHandlers = [
  http.get(`*${PSDATA_PATH}`, ({ request }) => {
    if (request.headers.get(CSRF_HEADER) !== CSRF_VALUE) {
      return HttpResponse.json({ error: 'missing CSRF header' }, { status: 403 });
    }
    return HttpResponse.json(
      { loggedIn: false, newsletterStatus: null },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  }),
];
