import { http } from 'msw';
import { collectorHandlers } from './collector.ts';
import { customerHandlers } from './customer.ts';
import { footerHandlers } from './footer.ts';
import { loginHandlers } from './login.ts';
import { newsletterHandlers } from './newsletter.ts';
import { previewHandlers } from './preview.ts';
import { recordRequest } from './store.ts';

/**
 * Every endpoint of the reference backend. The same array is served by msw in Vitest (test/msw.ts), by the
 * demo server over real HTTP (demo/server.ts) and so to the browser tests. Feature modules add theirs here.
 */
export const handlers = [
  // Records each service call, then falls through (a resolver that returns nothing lets the next one answer).
  http.all('*/service/*', ({ request }) => {
    recordRequest(request);
  }),
  ...customerHandlers,
  ...footerHandlers,
  ...newsletterHandlers,
  ...loginHandlers,
  ...previewHandlers,
  ...collectorHandlers,
];
