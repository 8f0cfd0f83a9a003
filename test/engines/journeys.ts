import { afterAll, describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '../../src/platform/breakpoints.ts';
import { ARRIVALS, pagePath, type Arrival } from '../e2e/arrivals.ts';
import { SIGNUP_PATH } from '../e2e/signup.ts';
import type { EngineName } from './adapters.ts';
import { openEngineSession, type EnginePage, type Target } from './driver.ts';
import { picture, writeReviewPage } from './pictures.ts';

/*
 * A visitor's main journeys on a demo storefront page, written once and run in each engine
 * (test/engines/<engine>.engines.ts) and in both arrivals of the page (test/e2e/arrivals.ts). Pictures are taken
 * of the composed page only: both arrivals draw the same DOM (the one-DOM unit tests hold it), and a picture per
 * arrival would double the baselines for no other finding.
 */

const REQUIRED = 'The email address is a required field';
const INVALID = 'Please enter a valid email address';
const THANKS = 'Thank you for signing up!';
const GENERIC = 'For technical reasons the newsletter sign-up is not possible. Please try again later.';

/** The newsletter block in the page's `<main>` (the CMS block). */
const block = (page: EnginePage) => page.locate({ css: 'main newsletter-signup' });
const footer = (page: EnginePage) => page.locate({ css: 'shop-footer' });
/** The block's email field, in English (`?lang=en`). */
const emailField = (page: EnginePage) => block(page).find({ role: 'textbox', name: /Email address/ });
const countryToggle = (page: EnginePage) => footer(page).find({ css: 'summary[part="toggle"]' });

/** Whether `text` is shown in `scope` now: an element whose whole text it is (or that matches it). */
const shows = async (scope: Target, text: string | RegExp) => (await scope.find({ text }).count()) > 0;

/** The sign-ups the reference backend got. */
const signUps = async (page: EnginePage) =>
  (await page.requests()).filter((request) => request.method === 'POST' && request.path === SIGNUP_PATH)
    .length;

export function journeys(engine: EngineName): void {
  const session = openEngineSession(engine);
  afterAll(() => writeReviewPage(engine, session.version));

  describe.each(ARRIVALS)(`${engine}: a demo storefront page, $arrival`, (arrival: Arrival) => {
    const composed = arrival.query === '';

    it('draws /de/ with its footer and newsletter block at 1440 px, and on a phone folds the groups and hides the switcher, accessible', async () => {
      const { page } = session;
      await page.setViewport(1440, 900);
      await page.goto(pagePath('/de/', arrival));
      await footer(page).find({ role: 'contentinfo' }).waitFor();
      expect(await footer(page).find({ css: '.sw-footer__group' }).count()).toBe(8);
      expect(await countryToggle(page).text()).toBe('Land: Deutschland');
      await block(page).find({ role: 'textbox' }).waitFor();
      await page.checkAccessibility('/de/ at 1440 px');
      if (composed) {
        await picture(page, 'de-1440');
        await picture(page, 'footer-1440', footer(page));
      }

      // WebKit's window is 447 px at its narrowest (MiniBrowser's toolbar): the same breakpoint range as 375 px.
      const { width } = await page.setViewport(375, 800);
      expect(width).toBeGreaterThan(BREAKPOINTS.xs);
      expect(width).toBeLessThanOrEqual(BREAKPOINTS.s);
      const firstGroup = footer(page).find({ css: '.sw-footer__group > summary', nth: 0 });
      await page.poll('the first group folded', async () => !(await firstGroup.isOpen()));
      // Composed, the switcher is there and hidden by CSS; rendered in the browser, it is not drawn for a phone.
      await page.poll(
        'the switcher hidden',
        async () => (await countryToggle(page).count()) === 0 || !(await countryToggle(page).isVisible()),
      );
      await page.checkAccessibility(`/de/ at ${width} px`);
      await firstGroup.click();
      await page.poll('the first group open', () => firstGroup.isOpen());
      await page.checkAccessibility(`/de/ at ${width} px, first group open`);
      if (composed) {
        await picture(page, 'footer-groups-phone', footer(page));
        await page.evaluate(() => scrollTo(0, 0), undefined);
        await picture(page, 'de-phone');
      }
    });

    it('says what is wrong with the email address when it is left (Tab), then signs up on /de/?lang=en, accessible in each state', async () => {
      const { page } = session;
      await page.setViewport(1440, 900);
      await page.goto(pagePath('/de/', arrival, 'lang=en'));
      const email = emailField(page);
      await email.click();
      await page.poll('the whole form', () => shows(block(page), /I am at least/));
      await page.checkAccessibility('the open form');
      if (composed) await picture(page, 'form-open', block(page));

      await page.press('Tab');
      await page.poll(`"${REQUIRED}"`, () => shows(block(page), REQUIRED));
      expect(await email.attribute('aria-invalid')).toBe('true');
      await page.checkAccessibility('the form with an error');
      if (composed) await picture(page, 'form-error', block(page));

      await email.fill('reader@example');
      await page.press('Tab');
      await page.poll(`"${INVALID}"`, () => shows(block(page), INVALID));
      expect(await shows(block(page), REQUIRED)).toBe(false);

      await email.fill('reader@example.com');
      await block(page).find({ role: 'button', name: 'Sign up now' }).click();
      await page.poll(`"${THANKS}"`, () => shows(block(page), THANKS));
      expect(await signUps(page)).toBe(1);
      await page.checkAccessibility('the thanks');
      if (composed) await picture(page, 'form-success', block(page));
    });

    it('keeps the address when the service fails, says so, and signs up on the next try; the funnel in the dataLayer', async () => {
      const { page } = session;
      page.expectProblems(/status of 500/);
      await page.setViewport(1440, 900);
      await page.goto(pagePath('/de/', arrival, 'lang=en'));
      const email = emailField(page);
      const button = block(page).find({ role: 'button', name: 'Sign up now' });
      await email.click();
      // The reference backend fails every sign-up of this domain with 500.
      await email.fill('reader@fail.example');
      await button.click();
      await page.poll('the failure banner', () => shows(block(page), GENERIC));
      expect(await email.value()).toBe('reader@fail.example');
      await page.checkAccessibility('the failure banner');
      await email.fill('reader@example.com');
      await button.click();
      await page.poll(`"${THANKS}"`, () => shows(block(page), THANKS));
      expect(await signUps(page)).toBe(2);
      // The funnel from inside the shadow root: each step once, a sign_up after each answered submit.
      const events = await page.evaluate(
        () => ((window as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((entry) => entry.event),
        undefined,
      );
      expect(events).toEqual(['form_start', 'form_submit', 'sign_up', 'sign_up']);
    });

    it('signs up with the keyboard alone: Tab from the address through the consent and the legal links to the button, Space, Enter', async () => {
      const { page } = session;
      await page.setViewport(1440, 900);
      await page.goto(pagePath('/de/', arrival, 'lang=en'));
      await emailField(page).click();
      await page.type('keys.only@example.com');
      const next = async () => {
        await page.press('Tab');
        const focused = await page.focused();
        return `${focused?.tag}${focused?.name ? `[name=${focused.name}]` : ''} ${focused?.text ?? ''}`.trim();
      };
      expect(await next()).toBe('input[name=consents]');
      await page.press('Space');
      expect(
        await block(page)
          .find({ role: 'checkbox', name: /personalised offers/ })
          .checked(),
      ).toBe(true);
      expect([await next(), await next(), await next()]).toEqual([
        'a contact form',
        'a privacy notice',
        'button Sign up now',
      ]);
      await page.press('Enter');
      await page.poll(`"${THANKS}"`, () => shows(block(page), THANKS));
      expect(await signUps(page)).toBe(1);
    });

    it('closes the country list on Escape and moves the visitor to /cz/ from it', async () => {
      const { page } = session;
      await page.setViewport(1440, 900);
      await page.goto(pagePath('/de/', arrival));
      const toggle = countryToggle(page);
      await toggle.click();
      await page.poll('the country list open', () => toggle.isOpen());
      await page.checkAccessibility('the open country list');
      if (composed)
        await picture(
          page,
          'country-list',
          footer(page).find({ css: 'details:has(> summary[part="toggle"])' }),
        );
      await page.press('Escape');
      await page.poll('the country list closed', async () => !(await toggle.isOpen()));
      expect(await toggle.isFocused()).toBe(true);

      await toggle.click();
      await footer(page).find({ role: 'link', name: 'Česko' }).click();
      await page.poll('the Czech storefront', async () => (await page.location()).startsWith('/cz/'));
      await page.poll('its switcher', async () => (await countryToggle(page).count()) > 0);
      expect(await countryToggle(page).text()).toBe('Země: Česko');
    });

    it('shows the Polish footer when the page sets site="PL" after load', async () => {
      const { page } = session;
      await page.setViewport(1440, 900);
      await page.goto(pagePath('/de/', arrival));
      await countryToggle(page).waitFor();
      await footer(page).setAttribute('site', 'PL');
      // The page is German: the footer stays in its language, its country Poland.
      await page.poll(
        'the switcher on Poland',
        async () => (await countryToggle(page).text()) === 'Land: Polska',
      );
      await page.checkAccessibility('the footer after site="PL"');
    });
  });
}
