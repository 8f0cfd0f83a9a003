import { describe, expect, it } from 'vitest';
import { openBrowserSession } from './harness.ts';
import { signUp } from './signup.ts';
import { docBlock } from '../docs.ts';

/*
 * The middleware recipe of docs/guides/services.md ("Middleware: a header on every call, an answer when the
 * network fails") as written: its script, loaded before the bundle on a plain page on the demo's origin, adds its header to every
 * call the widgets make (a sign-up too, answered 201), and when the footer's content gets no answer at all, its
 * `onError` gives the offline copy in its place and the footer shows.
 */

const session = openBrowserSession();

/** The guide's middleware script, as written. */
function recipeScript(): string {
  return docBlock(
    'docs/guides/services.md',
    '### Middleware: a header on every call, an answer when the network fails',
    'js',
  );
}

const PAGE = `<!doctype html>
<html lang="de-DE">
  <head>
    <meta charset="utf-8" />
    <title>Middleware</title>
    <script src="/js/storefront-settings.js"></script>
    <script type="module" src="/static/storefront-widgets.js"></script>
  </head>
  <body>
    <main><newsletter-signup site="DE"></newsletter-signup></main>
    <shop-footer site="DE"></shop-footer>
  </body>
</html>
`;

describe("the services guide's middleware recipe", () => {
  it('adds its header to every call, and answers for the footer content when the network fails', async () => {
    const { page, baseUrl } = session;
    // The footer's content gets no answer at all; the page's own offline copy is the service's document.
    session.expectConsoleErrors(/Failed to load resource|ERR_FAILED/);
    const content = await (await fetch(`${baseUrl}/service/footer/api/v1/content/DE`)).text();
    await page.route(`${baseUrl}/middleware/`, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: PAGE }),
    );
    await page.route(`${baseUrl}/js/storefront-settings.js`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: recipeScript() }),
    );
    await page.route(`${baseUrl}/offline/footer-de.json`, (route) =>
      route.fulfill({ contentType: 'application/json', body: content }),
    );
    await page.route(`${baseUrl}/service/footer/api/v1/content/DE`, (route) => route.abort('failed'));
    const traced: string[] = [];
    const untraced: string[] = [];
    page.on('request', (request) => {
      // The widgets' calls; the logos are images, which no middleware sees.
      if (request.resourceType() !== 'fetch' || !new URL(request.url()).pathname.startsWith('/service/'))
        return;
      (request.headers()['x-trace-id'] ? traced : untraced).push(request.url());
    });

    await page.goto(`${baseUrl}/middleware/`);
    await expect.poll(() => page.locator('shop-footer').getByRole('contentinfo').count()).toBe(1);
    await page.waitForLoadState('networkidle');
    await signUp(page, 'traced.reader@example.org', baseUrl);

    expect(untraced).toEqual([]);
    expect(traced).toContain(`${baseUrl}/service/footer/api/v1/content/DE`);
    expect(traced.some((url) => url.endsWith('/newsletter-subscribers'))).toBe(true);
  });
});
