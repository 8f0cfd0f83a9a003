/**
 * The integrator's pages: `/blank/` is, byte for byte, the plain-HTML recipe of the README (the
 * browser test compares the two), and `/theming/` shows the same elements in a host brand through the
 * documented `--sw-*` custom properties and `::part()` names, styled by `/theming/brand.css`.
 * Neither page has inline script or style: both run under the demo server's strict CSP.
 */
import { html } from './html.ts';

/** The README's "A plain HTML page", served at `/blank/`. */
const BLANK_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>My shop</title>
    <!-- The one script: it defines all four elements. Use the address where dist/ is deployed. -->
    <script type="module" src="/static/storefront-widgets.js"></script>
  </head>
  <body>
    <main>
      <h1>My shop</h1>
      <newsletter-signup site="DE" headline="Fresh news" origin-addition="blank-page"></newsletter-signup>
      <country-switcher site="DE"></country-switcher>
    </main>
    <!-- The footer holds its own newsletter block and country switcher. -->
    <shop-footer site="DE"></shop-footer>
    <!-- Renders nothing unless a staff member is logged in. -->
    <preview-panel></preview-panel>
  </body>
</html>
`;

/** A host brand: colours (each at least WCAG AA on its surface), font, shape and two parts. */
const BRAND_THEME_CSS = `/* A host page's brand theme for storefront-widgets: custom properties inherit into the shadow roots. */
newsletter-signup,
shop-footer,
country-switcher,
preview-panel {
  --sw-font-family: Georgia, 'Times New Roman', serif;
  --sw-color-text: #2b1a12;
  --sw-color-text-muted: #5c4636;
  --sw-color-surface: #fffaf2;
  --sw-color-surface-muted: #f3e9da;
  --sw-color-border: #8a6f5a;
  --sw-color-link: #7a2e0e;
  --sw-color-focus: #b3471d;
  --sw-color-primary: #5a1e3c;
  --sw-color-on-primary: #ffffff;
  --sw-radius: 1rem;
  --sw-newsletter-accent: #9b2c2c;
  --sw-footer-background: #f3e9da;
  --sw-footer-color: #2b1a12;
}

country-switcher::part(toggle) {
  text-transform: uppercase;
  letter-spacing: 0.04em;
}

newsletter-signup::part(headline) {
  font-style: italic;
}
`;

/** The theming example: the elements of `/blank/`, themed by `/theming/brand.css`. */
function themingPage(): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Theming · storefront-widgets demo</title>
        <link rel="stylesheet" href="/demo/demo.css" />
        <link rel="stylesheet" href="/theming/brand.css" />
        <script type="module" src="/static/storefront-widgets.js"></script>
      </head>
      <body>
        <header class="shop-header">
          <p class="brand"><a href="/">storefront-widgets</a> · theming</p>
        </header>
        <main class="content">
          <h1>A brand theme</h1>
          <p>
            The elements of the <a href="/blank/">blank page</a>, restyled by the host page's own stylesheet
            <a href="/theming/brand.css">/theming/brand.css</a> through the documented
            <code>--sw-*</code> custom properties and <code>::part()</code> names (README, Theming).
          </p>
          <newsletter-signup site="DE" headline="Fresh news" origin-addition="theming"></newsletter-signup>
          <country-switcher site="DE"></country-switcher>
        </main>
        <shop-footer site="DE"></shop-footer>
      </body>
    </html> `.value;
}

export interface IntegrationResponse {
  body: string;
  type: string;
}

/** The integration routes: `/blank/`, `/theming/` and its stylesheet; undefined for any other path. */
export function integrationPage(pathname: string): IntegrationResponse | undefined {
  if (pathname === '/blank/') return { body: BLANK_PAGE, type: 'text/html; charset=utf-8' };
  if (pathname === '/theming/') return { body: themingPage(), type: 'text/html; charset=utf-8' };
  if (pathname === '/theming/brand.css') return { body: BRAND_THEME_CSS, type: 'text/css; charset=utf-8' };
  return undefined;
}
