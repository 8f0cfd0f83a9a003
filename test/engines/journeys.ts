import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../../demo/backend/customers-data.ts';
import { STAFF_USER } from '../../demo/backend/preview.ts';
import { BUILDER_TEXTS } from '../../demo/builder/texts.ts';
import { FOOTER_CONTENT } from '../../demo/content/footer/index.ts';
import { LONGTERM_TOKEN_COOKIE } from '../../src/contract/cookies.ts';
import { LOGIN_RENEW_PATH, LONGTERM_TOKEN_PATH } from '../../src/contract/login.ts';
import { PREVIEW_LOGOUT_PATH } from '../../src/contract/preview.ts';
import { BREAKPOINTS } from '../../src/platform/breakpoints.ts';
import { REDUCED_FOOTER_COOKIE_MARKERS } from '../../src/platform/cookies.ts';
import { ARRIVALS, pagePath, type Arrival } from '../e2e/arrivals.ts';
import { SIGNUP_PATH } from '../e2e/signup.ts';
import { TIMERS_WITHOUT_SCRIPTING, type EngineName } from './adapters.ts';
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

/** The reduced footer (`?reduced`, or the platform's cookie): no newsletter block, SEO links, social media or promotion; five groups. */
async function expectReduced(page: EnginePage): Promise<void> {
  await page.poll(
    'the reduced footer',
    async () => (await footer(page).find({ css: '.sw-footer' }).attribute('data-variant')) === 'reduced',
  );
  expect(await footer(page).find({ role: 'textbox' }).count()).toBe(0);
  expect(
    await footer(page).find({ css: '.sw-footer__seo, .sw-footer__follow, .sw-footer__promotion' }).count(),
  ).toBe(0);
  expect(await footer(page).find({ css: '.sw-footer__group' }).count()).toBe(5);
}

/** Logs in on one of the demo's login forms (a plain form posting to the demo server) and lands on `returnPath`. */
async function logIn(
  page: EnginePage,
  form: string,
  user: [string, string],
  password: string,
  returnPath: string,
) {
  await page.goto(`${form}?return=${encodeURIComponent(returnPath)}`);
  await page.locate({ role: 'textbox', name: user[0] }).fill(user[1]);
  await page.locate({ css: 'input[type=password]' }).fill(password);
  await page.locate({ role: 'button', name: 'Log in' }).click();
  await page.poll(`back on ${returnPath}`, async () => (await page.location()) === returnPath);
}

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
      if (composed)
        await picture(page, 'footer-groups-closed-phone', footer(page).find({ css: '.sw-footer__groups' }));
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

    // The checkout page writes the footer's `reduced` as `?reduced` does (demo/pages/pages.ts): its footer is this one.
    it('draws the reduced footer for ?reduced and for the reduced-footer cookie the platform sets, accessible', async () => {
      const { page } = session;
      await page.setViewport(1440, 900);
      await page.goto(pagePath('/at/', arrival, 'reduced'));
      await expectReduced(page);
      await page.checkAccessibility('the reduced footer');
      await page.evaluate((name) => {
        document.cookie = `${name}=4711; path=/`;
      }, REDUCED_FOOTER_COOKIE_MARKERS[0]);
      await page.goto(pagePath('/at/', arrival));
      await expectReduced(page);
      await page.checkAccessibility('the reduced footer for the cookie');
    });

    it('asks for a missing long-term token first, once for the page however many elements hold the session, and renews nothing', async () => {
      const { page } = session;
      const customer = DEMO_CUSTOMERS[0]!;
      const path = pagePath('/de/', arrival);
      // Logged in on the demo's index, a page without the widgets: no renewal ran yet.
      await logIn(page, '/account/login', ['Email', customer.email], customer.password, '/');
      // The login set both tokens; without the long-term one, the next page's renewal asks for it at its start.
      await page.evaluate((name) => {
        document.cookie = `${name}=; path=/; max-age=0`;
      }, LONGTERM_TOKEN_COOKIE);
      const before = (await page.requests()).length;
      await page.goto(path);
      const hasLongtermToken = () =>
        page.evaluate(
          (name) => document.cookie.split('; ').some((cookie) => cookie.startsWith(`${name}=`)),
          LONGTERM_TOKEN_COOKIE,
        );
      await page.poll('a new long-term token', hasLongtermToken);
      // Both elements of the page hold the session (the state every copy of the bundle shares on the page).
      const holders = () =>
        page.evaluate(() => {
          const shared = (globalThis as Record<symbol, { holders: Set<object> } | undefined>)[
            Symbol.for('storefront-widgets.session')
          ];
          return shared?.holders.size ?? 0;
        }, undefined);
      await page.poll(
        'the footer and the newsletter block holding the session',
        async () => (await holders()) === 2,
      );
      const loginCalls = (await page.requests())
        .slice(before)
        .filter(({ path }) => path === LONGTERM_TOKEN_PATH || path === LOGIN_RENEW_PATH);
      expect(loginCalls).toEqual([{ method: 'GET', path: LONGTERM_TOKEN_PATH }]);
    });
  });

  describe(`${engine}: the journeys that do not depend on the arrival`, () => {
    it("follows the footer's links and the country list's links with scripting off, accessible", async () => {
      const page = await session.withoutJavaScript();
      await page.setViewport(1440, 900);
      await page.goto('/de/');
      // The bundle never ran: no element is defined, the page is the server's HTML alone.
      expect(await page.evaluate(() => customElements.get('shop-footer') === undefined, undefined)).toBe(
        true,
      );
      // The server's HTML: every link of the footer's content there as a link, the country list's nine.
      const de = FOOTER_CONTENT.DE;
      const hrefs = [
        ...de.teaser.groups.flatMap((group) => [
          group.heading.link.url,
          ...group.links.map(({ link }) => link.url),
        ]),
        ...de.seo!.columns.flatMap((column) => column.links.map((link) => link.url)),
        ...de.international!.items.map((item) => item.href),
      ];
      for (const href of new Set(hrefs))
        expect(
          await footer(page)
            .find({ css: `a[href="${href}"]` })
            .count(),
          href,
        ).toBeGreaterThan(0);
      expect(await footer(page).find({ css: '.switcher a[href]' }).count()).toBe(9);
      // axe waits on timers, which only WebKit runs for the driver's scripts while the page's are off; the same
      // server HTML is checked with scripting on, before anything wakes it, by the first journey.
      if (TIMERS_WITHOUT_SCRIPTING[engine]) await page.checkAccessibility('/de/ without JavaScript');

      // The country list opens without script (a <details>), and its link is followed.
      await countryToggle(page).click();
      await page.poll('the country list open', () => countryToggle(page).isOpen());
      await footer(page).find({ role: 'link', name: 'Österreich' }).click();
      await page.poll('the Austrian storefront', async () => (await page.location()) === '/at/');

      // On a phone the groups open without script, and a group's link is followed.
      await page.setViewport(375, 800);
      const group = FOOTER_CONTENT.AT.teaser.groups[0]!;
      await footer(page).find({ css: '.sw-footer__group > summary', nth: 0 }).click();
      // The demo serves no page behind the footer's content links: the one followed answers 404, and nothing
      // before it may fail.
      expect(await page.tab.takeProblems()).toEqual([]);
      page.expectProblems(/status of 404/);
      await footer(page).find({ role: 'link', name: group.links[0]!.link.text }).click();
      const target = new URL(group.links[0]!.link.url, 'http://demo.invalid').pathname;
      await page.poll(`the group's link ${target}`, async () => (await page.location()).startsWith(target));
    });

    it("keeps the focus in the kit's modal with the keyboard alone: Tab cycles inside, Escape closes, the focus returns", async () => {
      const { page } = session;
      await page.setViewport(1440, 900);
      await page.goto('/kit/?lang=en');
      const opener = page
        .locate({ css: '[data-kit-section="modal"]' })
        .find({ role: 'button', name: 'Open size M modal' });
      await opener.focus();
      await page.press('Enter');
      const dialog = page.locate({ role: 'dialog', name: 'Size M modal' });
      await dialog.waitFor();
      expect(await dialog.attribute('aria-modal')).toBe('true');
      // Focus moves into the modal when it opens (the effect that does it may come a frame later).
      const focusInDialog = async () => (await dialog.find({ css: ':focus' }).count()) > 0;
      await page.poll('the focus in the modal', focusInDialog);
      await page.checkAccessibility('the open modal');
      // The dialog alone: the page behind the backdrop settles its sections' heights at its own pace.
      await picture(page, 'kit-modal', dialog);

      // Round and round: each Tab lands inside, and the first stop comes back.
      const stops: string[] = [];
      for (let presses = 0; presses < 6; presses++) {
        await page.press('Tab');
        expect(await focusInDialog(), `Tab ${presses + 1} stays in the modal`).toBe(true);
        const focused = await page.focused();
        stops.push(`${focused?.tag}${focused?.name ? `[name=${focused.name}]` : ''} ${focused?.text ?? ''}`);
      }
      expect(new Set(stops).size).toBeGreaterThan(1);
      expect(new Set(stops).size).toBeLessThan(stops.length);

      await page.press('Escape');
      await page.poll('the modal closed', async () => (await dialog.count()) === 0);
      expect(await opener.isFocused()).toBe(true);
    });

    it('logs staff in to the preview panel and out again, accessible with its settings open', async () => {
      const { page } = session;
      await page.setViewport(1440, 900);
      const path = '/de/?preview&lang=en';
      await logIn(page, '/staff/login', ['User name', STAFF_USER.username], STAFF_USER.password, path);
      const settings = page.locate({ role: 'button', name: 'Preview settings' });
      await settings.click();
      const dialog = page.locate({ role: 'dialog', name: 'Preview settings' });
      await dialog.waitFor();
      await page.checkAccessibility('the preview settings open');
      await dialog.find({ role: 'button', name: 'Logout' }).click();
      await page.poll('the panel gone', async () => (await settings.count()) === 0);
      // The panel hides on the click; the logout call it sent may reach the backend a moment later.
      const logouts = async () => (await page.requests()).filter(({ path }) => path === PREVIEW_LOGOUT_PATH);
      await page.poll('the logout call at the backend', async () => (await logouts()).length > 0);
      expect(await logouts()).toHaveLength(1);
      await page.checkAccessibility('the page after the logout');
    });

    it('previews the block as a headline is typed in the block builder, with its markup', async () => {
      const { page } = session;
      const en = BUILDER_TEXTS.en;
      await page.setViewport(1440, 900);
      await page.goto('/builder/?element=newsletter-signup&lang=en');
      await page.locate({ role: 'textbox', name: new RegExp(`^${en.labels.headline}\\b`) }).click();
      await page.type('Fresh beans');
      const preview = page.locate({ css: '#builder-preview newsletter-signup' });
      await page.poll(
        'the headline in the preview',
        async () =>
          (await preview.find({ css: '[part~="headline"]' }).count()) > 0 &&
          (await preview.find({ css: '[part~="headline"]' }).text()) === 'Fresh beans',
      );
      expect(await page.locate({ css: '#builder-markup' }).text()).toBe(
        '<newsletter-signup site="DE" headline="Fresh beans"></newsletter-signup>',
      );
      await page.checkAccessibility('the builder with a headline');
      await picture(page, 'builder-preview', page.locate({ css: '#builder-preview' }));
    });
  });
}
