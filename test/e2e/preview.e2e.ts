import { describe, expect, it } from 'vitest';
import { applyTeaserPreview, openBrowserSession } from './harness.ts';
import { logInAsStaff } from './logins.ts';

const session = openBrowserSession();

function staffLogin(returnPath = '/de/?preview&lang=en') {
  return logInAsStaff(session.page, returnPath);
}

describe('the staff preview panel', () => {
  it('loads no preview code and calls no preview service for a visitor', async () => {
    const { page } = session;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await session.visit('/de/?preview');
    await page.evaluate(() => document.body.append(document.createElement('preview-panel')));
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => path.includes('preview'))).toEqual([]);
    expect((await session.requests()).filter((r) => r.path.startsWith('/service/preview/'))).toEqual([]);
    expect(await page.getByRole('button', { name: 'Preview settings' }).count()).toBe(0);
  });

  it('refuses a wrong staff password and sets no cookie', async () => {
    const { page, context } = session;
    session.expectConsoleErrors(/status of 401/);
    await page.goto('/staff/login');
    await page.getByLabel('User name').fill('staff');
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Wrong user name or password.');
    expect((await context.cookies()).some((cookie) => cookie.name === 'StaffAuthToken')).toBe(false);
  });

  it('lets staff preview a date, time and A/B test group, accessible with the modal open', async () => {
    const { page } = session;
    await staffLogin();
    await page.getByRole('button', { name: 'Preview settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview settings' });
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.getByLabel('Date').fill('2026-12-01');
    await dialog.getByLabel('Time').fill('18:30');
    await expect.poll(() => dialog.getByText('Active tests found.').count()).toBe(1);
    await session.checkAccessibility('preview modal open');

    await dialog.getByRole('combobox', { name: 'Name' }).selectOption('footer-newsletter-teaser');
    await dialog.getByRole('button', { name: 'Set preview settings' }).click();
    await expect.poll(() => dialog.getByText('Please also select an A/B test group!').count()).toBe(1);
    await session.checkAccessibility('preview modal with the group missing');

    await dialog.getByRole('combobox', { name: /Group/ }).selectOption('variant-2');
    await dialog.getByRole('button', { name: 'Set preview settings' }).click();
    await expect.poll(() => dialog.getByText('Settings applied successfully.').count()).toBe(1);

    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Preview settings' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('dialog')
          .getByText(/footer-newsletter-teaser \/ variant-2/)
          .count(),
      )
      .toBe(1);
  });

  it('shows that no tests run on a date without tests', async () => {
    const { page } = session;
    await staffLogin();
    await page.getByRole('button', { name: 'Preview settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview settings' });
    await dialog.getByLabel('Date').fill('2026-09-15');
    await expect.poll(() => dialog.getByText('No active tests for this date.').count()).toBe(1);
  });

  it('closes on Escape and on the backdrop, returning focus to the button', async () => {
    const { page } = session;
    await staffLogin();
    const open = page.getByRole('button', { name: 'Preview settings' });
    await open.click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect((await session.focused()).text).toBe('Preview settings');
    await open.click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    await page.mouse.click(5, 5);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('keeps the settings it renders ahead while idle out of reach until opened', async () => {
    const { page } = session;
    await staffLogin();
    // Rendered hidden once the page is idle, so that the click only shows it.
    await expect.poll(() => page.locator('.sw-modal[hidden]').count()).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByLabel('Date').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Preview settings' }).focus();
    await page.keyboard.press('Tab');
    const inModal = await page.evaluate(() => {
      let active: Element | null = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return !!active?.closest('.sw-modal');
    });
    expect(inModal).toBe(false);
    await page.getByRole('button', { name: 'Preview settings' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    // Focus goes to the first field, the date, as without the prerendering.
    expect((await session.focused()).className).toBe('sw-field__control');
    expect(await page.getByRole('dialog').getByLabel('Date').count()).toBe(1);
  });

  it('logs out: the panel disappears and stays away after a reload that came at once', async () => {
    const { page, context } = session;
    // The reload below comes while the logout call may still be under way. The call outlives the page, so the login
    // ends either way; but when the reloaded page asks check-auth before the logout's answer cleared the cookie,
    // the service refuses the ended login with a 401, which Chromium logs.
    session.expectConsoleErrors(/status of 401/);
    await staffLogin();
    await page.getByRole('button', { name: 'Preview settings' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Preview settings' }).count()).toBe(0);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: 'Preview settings' }).count()).toBe(0);
    const staffCookie = async () => (await context.cookies()).some(({ name }) => name === 'StaffAuthToken');
    await expect.poll(staffCookie, { message: 'the staff cookie, ended by the logout' }).toBe(false);
  });
});

// Each logs in and applies a preview first: up to 30 s on a loaded machine.
describe('what staff preview, on every page in preview mode', () => {
  /** Sets a preview of 1 December 2026, 18:30, footer-newsletter-teaser group variant-2, and closes the modal. */
  async function previewTeaserGroup() {
    await staffLogin();
    await applyTeaserPreview(session.page);
  }

  const flag = () => session.page.evaluate(() => document.documentElement.getAttribute('data-sw-preview'));

  it('shows the date, time and group beside the button on the next pages too, and flags the page', async () => {
    const { page } = session;
    await previewTeaserGroup();
    const badge = page.locator('.sw-preview__badge');
    const when = 'Dec 1, 2026, 6:30 PM'; // Intl's medium date and short time for en, in the browser's zone
    await expect
      .poll(() => badge.textContent())
      .toBe(`Preview: ${when}·footer-newsletter-teaser, group variant-2`);
    // Another page in preview mode, in German: the badge is there at once, in the page language.
    await page.goto('/at/checkout?preview&lang=de-DE');
    await expect
      .poll(() => badge.textContent())
      .toBe('Vorschau: 01.12.2026, 18:30·footer-newsletter-teaser, Gruppe variant-2');
    const button = page.getByRole('button', { name: 'Vorschau-Einstellungen' });
    const describedBy = await button.evaluate((element) => element.getAttribute('aria-describedby'));
    expect(await badge.getAttribute('id')).toBe(describedBy);
    expect(await flag()).toBe(await page.evaluate(() => new Date(2026, 11, 1, 18, 30).toISOString()));
  }, 60_000);

  it('pushes no tracking event for a sign-up while previewing', async () => {
    const { page } = session;
    await previewTeaserGroup();
    const form = page.locator('main newsletter-signup');
    await form.getByRole('textbox', { name: /Email address/ }).fill('staff.tester@example.com');
    await form.getByRole('button', { name: 'Sign up now' }).click();
    await expect.poll(() => form.getByText('Thank you for signing up!').count()).toBe(1);
    expect(await page.evaluate(() => (window as { dataLayer?: unknown }).dataLayer ?? [])).toEqual([]);
  }, 60_000);

  it('ends the preview with one keyboard press on its exit, keeping the staff session', async () => {
    const { page } = session;
    await previewTeaserGroup();
    await session.checkAccessibility('preview badge');
    await page.getByRole('button', { name: 'End preview' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('button', { name: 'End preview' }).count()).toBe(0);
    expect(await flag()).toBeNull();
    expect((await session.focused()).text).toBe('Preview settings');
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByRole('button', { name: 'Preview settings' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'End preview' }).count()).toBe(0);
    expect(await flag()).toBeNull();
  }, 60_000);
});
