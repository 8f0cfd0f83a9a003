import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { countryToggle, openBrowserSession } from './harness.ts';
import { logInAsStaff } from './logins.ts';
import { docBlock } from '../docs.ts';

const session = openBrowserSession();

/** `--sw-color-primary: #5a1e3c;` in the brand theme → `rgb(90, 30, 60)`, as getComputedStyle gives it. */
function brandColourIn(theme: string, property: string): string {
  const hex = new RegExp(`${property}:\\s*#([0-9a-f]{6});`).exec(theme)?.[1];
  if (!hex) throw new Error(`${property} is not a hex colour of the brand theme`);
  const [red, green, blue] = [0, 2, 4].map((index) => parseInt(hex.slice(index, index + 2), 16));
  return `rgb(${red}, ${green}, ${blue})`;
}

const style = (selector: string, property: string) =>
  session.page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

// Playwright's CSS locators pierce open shadow roots: these reach inside the elements.
const SUBMIT = 'newsletter-signup button[type="submit"]';
const TOGGLE = 'country-switcher summary[part="toggle"]';
// The footer's newsletter block and switcher have a `base` part too: take the <footer> itself.
const FOOTER = 'shop-footer footer[part="base"]';

describe('the integrator pages', () => {
  it('serves at /blank/ exactly the plain HTML page of the README', async () => {
    const response = await session.page.request.get('/blank/');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe(docBlock('README.md', '### A plain HTML page', 'html'));
  });

  it('renders each element on the blank page, accessible and error-free', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await session.visit('/blank/');
    const signup = page.locator('main newsletter-signup');
    await expect.poll(() => signup.getByRole('heading', { name: 'Fresh news' }).count()).toBe(1);
    expect(await signup.getByRole('textbox').count()).toBe(1);
    expect(await countryToggle(page.locator('main country-switcher'), ':').count()).toBe(1);
    const footer = page.locator('shop-footer');
    await expect.poll(() => footer.getByRole('contentinfo').count()).toBe(1);
    expect(await footer.getByRole('textbox').count()).toBe(1); // its own newsletter block
    // For a visitor the preview panel renders nothing.
    expect(await page.getByRole('button', { name: 'Preview settings' }).count()).toBe(0);
  });

  it('names every landmark apart when the footer shares the page with a standalone switcher and block', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await session.open('/blank/');
    // A second CMS block under the standard title, as the footer's own block has it.
    await page.evaluate(() =>
      document.querySelector('main')!.append(document.createElement('newsletter-signup')),
    );
    const footer = page.locator('shop-footer');
    await expect
      .poll(() => footer.getByRole('navigation', { name: 'Country selection in the footer' }).count())
      .toBe(1);
    await expect.poll(() => page.locator('main').getByRole('region').count()).toBe(2);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('navigation', { name: 'Country selection', exact: true }).count()).toBe(1);
    const results = await new AxeBuilder({ page })
      .options({ preload: false })
      .withRules(['landmark-unique', 'landmark-no-duplicate-contentinfo'])
      .analyze();
    expect(
      results.violations.map(
        ({ id, nodes }) =>
          `${id}: ${nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary}`).join('; ')}`,
      ),
    ).toEqual([]);
  });

  it('runs the blank page under the host policy of the services guide with no violation: sign-up, switcher and footer logos work', async () => {
    const { page } = session;
    const policy = docBlock('docs/guides/services.md', '## Content-Security-Policy', 'http')
      .replace(/^Content-Security-Policy: /, '')
      .trim();
    // Every violation, also a report-only one or one the console does not show as an error.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    const violations = () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
    await page.setViewportSize({ width: 1440, height: 900 });
    const response = await page.goto('/blank/');
    expect(response?.headers()['content-security-policy']).toBe(policy);
    await page.waitForLoadState('networkidle');

    const signup = page.locator('main newsletter-signup');
    await signup.getByRole('textbox', { name: /Email address/ }).fill('csp.reader@example.com');
    await signup.getByRole('button', { name: 'Sign up now' }).click();
    await expect.poll(() => signup.getByText('Thank you for signing up!').count()).toBe(1);

    const switcher = page.locator('main country-switcher');
    await countryToggle(switcher).click();
    await expect.poll(() => switcher.getByRole('link').count()).toBe(9);

    // The logos are lazy: in view, each arrives from the logo service and decodes.
    const logos = page.locator('shop-footer img.sw-footer__logo');
    await logos.first().scrollIntoViewIfNeeded();
    await expect.poll(() => logos.count()).toBeGreaterThan(5);
    for (const logo of await logos.all()) {
      await logo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    }
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    expect(session.warnings.filter((text) => /Content.Security.Policy/i.test(text))).toEqual([]);
  });

  it('shows the preview panel of the blank page to a logged-in staff member', async () => {
    const { page } = session;
    await logInAsStaff(page, '/blank/');
    await expect.poll(() => page.getByRole('button', { name: 'Preview settings' }).count()).toBe(1);
    await session.checkAccessibility('/blank/ as staff');
  });

  it('applies the brand theme of /theming/ inside the shadow roots', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await session.visit('/blank/');
    await expect.poll(() => page.locator(SUBMIT).count()).toBe(1);
    const plain = {
      submit: await style(SUBMIT, 'background-color'),
      toggle: await style(TOGGLE, 'background-color'),
    };

    await session.visit('/theming/');
    // The theme as the page loads it.
    const theme = await (await page.request.get(new URL('/theming/brand.css', session.baseUrl).href)).text();
    const brandColour = (property: string) => brandColourIn(theme, property);
    await expect.poll(() => page.locator(SUBMIT).count()).toBe(1);
    await expect.poll(() => page.locator(FOOTER).count()).toBe(1);
    expect(await style(SUBMIT, 'background-color')).toBe(brandColour('--sw-color-primary'));
    expect(await style(SUBMIT, 'color')).toBe(brandColour('--sw-color-on-primary'));
    expect(await style(TOGGLE, 'background-color')).toBe(brandColour('--sw-color-surface'));
    expect(await style(TOGGLE, 'border-top-color')).toBe(brandColour('--sw-color-border'));
    expect(await style(TOGGLE, 'text-transform')).toBe('uppercase'); // country-switcher::part(toggle)
    expect(await style('newsletter-signup [part="headline"]', 'font-style')).toBe('italic');
    expect(await style(FOOTER, 'background-color')).toBe(brandColour('--sw-footer-background'));
    expect(await style(SUBMIT, 'font-family')).toMatch(/^Georgia/);
    // The defaults differ, so the theme, not the defaults, gives these colours.
    expect(plain.submit).not.toBe(brandColour('--sw-color-primary'));
    expect(plain.toggle).not.toBe(brandColour('--sw-color-surface'));
  });

  it('links both pages from the index', async () => {
    await session.visit('/');
    expect(await session.page.getByRole('link', { name: /blank page/ }).getAttribute('href')).toBe('/blank/');
    expect(await session.page.getByRole('link', { name: /brand theme/ }).getAttribute('href')).toBe(
      '/theming/',
    );
  });
});
