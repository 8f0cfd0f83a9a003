import { describe, expect, it } from 'vitest';
import { openBrowserSession } from './harness.ts';

const session = openBrowserSession();

const section = (name: string) => session.page.locator(`[data-kit-section="${name}"]`);

/** The accessible text of the focused element, looked up through shadow roots. */
async function focusedText() {
  const { label, text } = await session.focused();
  return label ?? text;
}

describe('the kit gallery', () => {
  // The gallery's first state, checked with axe here; the tests below open it without repeating that check.
  // The same load shows that it speaks the page language: its expandable text's button in that language.
  it.each([
    ['de-DE', 'Mehr anzeigen'],
    ['en', 'Show more'],
    ['tr-TR', 'Daha fazla göster'],
  ])('has no accessibility violations in %s, and speaks the page language', async (lang, showMore) => {
    const { page } = session;
    await session.visit(`/kit/?lang=${lang}`);
    await expect.poll(() => section('buttons').count()).toBe(1);
    await expect
      .poll(() => section('expandable-text').getByRole('button', { name: showMore }).count())
      .toBeGreaterThan(0);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
  });

  it('follows the theme tokens a host page sets, and ignores host styles for its own elements', async () => {
    const { page } = session;
    await session.open('/kit/?lang=en');
    const primary = section('buttons').getByRole('button', { name: 'primary', exact: true });
    const colour = () => primary.evaluate((element) => getComputedStyle(element).backgroundColor);
    const font = () => primary.evaluate((element) => getComputedStyle(element).fontFamily);
    const original = await colour();
    await page.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(
        'button { background: lime !important; } body { --sw-color-primary: rgb(1, 2, 3); --sw-font-family: monospace; }',
      );
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
    // The button transitions its colour: poll until the transition ends.
    await expect.poll(colour, { timeout: 3000 }).toBe('rgb(1, 2, 3)');
    expect(await font()).toBe('monospace');
    expect(original).not.toBe('rgb(1, 2, 3)');
  });

  it('shows errors after a failed submit, focuses the first one, and stays accessible', async () => {
    await session.open('/kit/?lang=en');
    const form = section('formik');
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => form.locator('[aria-invalid="true"]').count()).toBeGreaterThan(3);
    expect((await session.focused()).name).toBe('email');
    await session.checkAccessibility('formik form with errors');
  });

  it('is operable with the keyboard: expansion panels toggle with Enter and Space', async () => {
    const { page } = session;
    await session.open('/kit/?lang=en');
    const panel = section('expansion-panel').getByRole('button', { name: 'Collapsed' });
    await panel.focus();
    await page.keyboard.press('Enter');
    expect(await panel.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Space');
    expect(await panel.getAttribute('aria-expanded')).toBe('false');
  });

  it('is operable with the keyboard: the radio group moves and selects with the arrow keys', async () => {
    const { page } = session;
    await session.open('/kit/?lang=en');
    const group = section('expansion-panel').getByRole('radiogroup');
    const first = group.getByRole('radio').first();
    await first.focus();
    await page.keyboard.press('Space');
    expect(await first.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await group.getByRole('radio', { checked: true }).count()).toBe(1);
    expect(await first.getAttribute('aria-checked')).toBe('false');
    await session.checkAccessibility('radio group after selection');
  });

  it('is operable with the keyboard: checkbox, select, IBAN and number fields', async () => {
    const { page } = session;
    await session.open('/kit/?lang=en');
    const form = section('formik');
    await form.getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    expect(await form.getByRole('checkbox').isChecked()).toBe(true);

    await form.getByRole('combobox', { name: /Salutation/ }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await form.getByRole('combobox', { name: /Salutation/ }).inputValue()).not.toBe('');

    const iban = form.getByRole('textbox', { name: /IBAN/ });
    await iban.focus();
    await page.keyboard.type('de89 3704-0044 0532 0130 00x');
    expect(await iban.inputValue()).toBe('DE89 3704 0044 0532 0130 00');

    const amount = form.getByRole('textbox', { name: /Amount/ });
    await amount.focus();
    await page.keyboard.type('12a3,45,6');
    expect(await amount.inputValue()).toBe('123,456');
    await page.keyboard.press('Backspace');
    expect(await amount.inputValue()).toBe('123,45');
  });

  it('is operable with the keyboard: expandable text and closable notifications', async () => {
    const { page } = session;
    await session.open('/kit/?lang=en');
    // A handle, not a locator: once expanded, "Show more" would find the next collapsed one.
    const more = (await section('expandable-text')
      .getByRole('button', { name: 'Show more' })
      .first()
      .elementHandle())!;
    await more.focus();
    await page.keyboard.press('Enter');
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    expect(await more.textContent()).toBe('Show less');

    const banners = section('notification');
    const closers = banners.getByRole('button', { name: 'Close message' });
    const before = await closers.count();
    await closers.first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => closers.count()).toBe(before - 1);
    await session.checkAccessibility('after closing a banner');
  });

  it('announces the password strength as the password grows', async () => {
    const { page } = session;
    await session.open('/kit/?lang=en');
    const form = section('formik');
    // A password input has no ARIA role to query by.
    await form.locator('input[name="password"]').focus();
    await page.keyboard.type('kaffee12');
    const meter = form.locator('[aria-live="polite"]').filter({ hasText: 'Password strength' });
    await expect.poll(() => meter.textContent()).toBe('Password strength: strong');
    await page.keyboard.type('X');
    await expect.poll(() => meter.textContent()).toBe('Password strength: very strong');
  });

  it('ignores clicks on a loading button and announces that it is loading', async () => {
    await session.open('/kit/?lang=en');
    const buttons = section('buttons');
    const send = buttons.getByRole('button', { name: 'Send' });
    await send.click();
    await expect.poll(() => buttons.getByText('Sent 1 times', { exact: false }).count()).toBe(1);
    expect(await send.getAttribute('aria-busy')).toBe('true');
    await expect
      .poll(() => buttons.locator('[role="status"]').filter({ hasText: 'Loading' }).count())
      .toBe(1);
    // force: Playwright waits for an aria-disabled button to become enabled; a person does not.
    await send.click({ force: true });
    await session.page.keyboard.press('Enter');
    expect(await buttons.getByText('Sent 1 times', { exact: false }).count()).toBe(1);
  });
});

describe('the kit modal in Chromium', () => {
  async function scrollState() {
    return session.page.evaluate(() => ({
      htmlStyle: document.documentElement.getAttribute('style'),
      bodyStyle: document.body.getAttribute('style'),
      overflow:
        getComputedStyle(document.documentElement).overflow + '/' + getComputedStyle(document.body).overflow,
      scrollY: window.scrollY,
    }));
  }

  it('opens from the keyboard, traps focus, closes on Escape and returns focus to its opener', async () => {
    const { page } = session;
    await session.open('/kit/?lang=en');
    const opener = section('modal').getByRole('button', { name: 'Open size M modal' });
    await opener.focus();
    // What the visitor sees of the page: its lock undone, and the opener where it was on screen. Not the page's
    // scrollY: a section above that settles its height meanwhile moves it (scroll anchoring keeps the view still).
    const pageAsSeen = async () => {
      const { scrollY: _scrollY, ...state } = await scrollState();
      return { ...state, openerTop: await opener.evaluate((button) => button.getBoundingClientRect().top) };
    };
    const before = await pageAsSeen();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Size M modal' });
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await session.checkAccessibility('open modal');
    expect((await scrollState()).overflow).toContain('hidden');

    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      seen.add(await focusedText());
    }
    expect([...seen].sort()).toEqual(['Cancel', 'Close', 'Save', ''].sort().filter((x) => seen.has(x)));
    expect(seen.has('Open size M modal')).toBe(false);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await focusedText()).toBe('Open size M modal');
    await expect.poll(() => pageAsSeen()).toEqual(before);
  });

  it('closes on a click on the backdrop but not on a click inside', async () => {
    const { page } = session;
    await session.open('/kit/?lang=en');
    await section('modal').getByRole('button', { name: 'Open size S modal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Size S modal' });
    await dialog.getByRole('heading', { name: 'Size S modal' }).click();
    expect(await dialog.count()).toBe(1);
    await page.mouse.click(5, 5);
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('locks the page scroll while open and restores it exactly, also after two modals in sequence', async () => {
    const { page } = session;
    await session.open('/kit/?lang=en');
    await page.evaluate(() => window.scrollTo(0, 400));
    const start = section('modal').getByRole('button', { name: 'Start two steps' });
    await start.scrollIntoViewIfNeeded();
    const before = await scrollState();
    await start.click();
    await page.getByRole('dialog', { name: 'Step 1 of 2' }).getByRole('button', { name: 'Continue' }).click();
    const second = page.getByRole('dialog', { name: 'Step 2 of 2' });
    await expect.poll(() => second.count()).toBe(1);
    expect((await scrollState()).overflow).toContain('hidden');
    await page.mouse.wheel(0, 800);
    expect((await scrollState()).scrollY).toBe(before.scrollY);
    await second.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => second.count()).toBe(0);
    expect(await scrollState()).toEqual(before);
  });

  it('closes only the top modal on Escape when two are open', async () => {
    const { page } = session;
    await session.open('/kit/?lang=en');
    await section('modal').getByRole('button', { name: 'Open a modal that opens another' }).click();
    await page.getByRole('button', { name: 'Open another modal' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'On top' }).count()).toBe(1);
    await session.checkAccessibility('two modals');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog', { name: 'On top' }).count()).toBe(0);
    expect(await page.getByRole('dialog', { name: 'Staff preview settings' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });
});
