import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BUILDER_TEXTS } from '../../demo/builder/texts.ts';
import { openBrowserSession } from './harness.ts';

const session = openBrowserSession();
const en = BUILDER_TEXTS.en;
const de = BUILDER_TEXTS.de;

const markup = (page: Page) => page.locator('#builder-markup').textContent();

/** Presses Tab until the element with `id` has the focus, as someone on the keyboard would. */
async function tabTo(page: Page, id: string): Promise<void> {
  for (let presses = 0; presses < 30; presses++) {
    if (await page.evaluate((wanted) => document.activeElement?.id === wanted, id)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`#${id} never got the focus with Tab`);
}

/** The text of the first node matching `selector` in the previewed element's shadow root, or null. */
const textInPreview = (page: Page, tag: string, selector: string) =>
  page.evaluate(
    ([tag, selector]) =>
      document
        .querySelector(`#builder-preview ${tag}`)
        ?.shadowRoot?.querySelector(selector)
        ?.textContent?.trim() ?? null,
    [tag, selector] as const,
  );

const headlineInPreview = (page: Page) => textInPreview(page, 'newsletter-signup', '[part~="headline"]');

describe('the block builder', () => {
  it('is linked from the demo index and has no accessibility violations, in English and German', async () => {
    const { page } = session;
    await session.open('/');
    await page.getByRole('link', { name: 'the block builder' }).click();
    await page.waitForURL(/\/builder\/\?element=newsletter-signup$/);
    await session.visit('/builder/?element=shop-footer');
    expect(await page.getByRole('combobox', { name: en.labels.site }).inputValue()).toBe('DE');
    await session.visit('/builder/?element=country-switcher&lang=de');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(de.title);
    expect(await page.getByRole('combobox', { name: de.labels.site }).count()).toBe(1);
  });

  it('updates the preview and the markup as a headline is typed, and copies the markup (keyboard only)', async () => {
    const { page, context, baseUrl } = session;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await session.open('/builder/?element=newsletter-signup&lang=en');
    await tabTo(page, 'builder-field-site');
    await page.keyboard.press('End');
    expect(await page.getByRole('combobox', { name: en.labels.site }).inputValue()).toBe('TR');
    await tabTo(page, 'builder-field-headline');
    await page.keyboard.type('Fresh "beans" & <more>');
    expect(await markup(page)).toBe(
      '<newsletter-signup site="TR" headline="Fresh &quot;beans&quot; &amp; &lt;more&gt;"></newsletter-signup>',
    );
    await expect.poll(() => headlineInPreview(page)).toBe('Fresh "beans" & <more>');
    await tabTo(page, 'builder-field-spa');
    await page.keyboard.press('Space');
    expect(await markup(page)).toContain(' spa></newsletter-signup>');

    const copy = page.getByRole('button', { name: en.copyMarkup });
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').filter({ hasText: en.copied }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await markup(page));
    await session.checkAccessibility('builder after typing and copying');
  });

  it("previews the block in its storefront's language, as a page of that storefront shows it", async () => {
    const { page } = session;
    await session.open('/builder/?element=newsletter-signup&lang=en');
    await page.getByRole('combobox', { name: en.labels.site }).selectOption('PL');
    const button = () => textInPreview(page, 'newsletter-signup', 'button[type="submit"]');
    // The sign-up button in Polish; the markup names no language (the shop page's own decides).
    await expect.poll(button).toBe('Zapisz się teraz');
    expect(await markup(page)).toBe('<newsletter-signup site="PL"></newsletter-signup>');
    // An image on the CMS's own origin: this page's policy keeps it out of the preview, and the builder says so.
    const note = page.locator('#builder-elsewhere');
    expect(await note.isVisible()).toBe(false);
    await page.getByRole('textbox', { name: en.labels['image-src'] }).fill('https://cms.example/spring.jpg');
    await expect.poll(() => note.textContent()).toContain('image-src: https://cms.example');
    expect(await note.isVisible()).toBe(true);
    await session.checkAccessibility('builder with an image on another origin');
  });

  it('refuses a javascript: image address at its field, with the message linked, and keeps it out of the markup', async () => {
    const { page } = session;
    await session.open('/builder/?element=newsletter-signup&lang=en');
    const field = page.getByRole('textbox', { name: en.labels['image-src'] });
    await field.focus();
    await page.keyboard.type('javascript:alert(document.cookie)');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    const described = (await field.getAttribute('aria-describedby'))!.split(' ');
    const messages = await Promise.all(described.map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(messages).toContain(en.refused['not-a-web-address']);
    expect(await markup(page)).toBe('<newsletter-signup site="DE"></newsletter-signup>');
    expect(await markup(page)).not.toContain('javascript');
    // The preview follows once typing pauses: then the element is there, without the address.
    await expect.poll(() => page.locator('#builder-preview newsletter-signup[site="DE"]').count()).toBe(1);
    const placed = await page.evaluate(
      () => document.querySelector('#builder-preview newsletter-signup')?.getAttribute('image-src') ?? null,
    );
    expect(placed).toBeNull();
    await session.checkAccessibility('builder with a refused address');

    // At once: typed a letter at a time, the preview would ask for each partial address (404s).
    await field.fill('/demo/images/newsletter-block.svg');
    expect(await field.getAttribute('aria-invalid')).toBe('false');
    expect(await field.getAttribute('aria-describedby')).not.toContain('message');
    expect(await markup(page)).toBe(
      '<newsletter-signup site="DE" image-src="/demo/images/newsletter-block.svg"></newsletter-signup>',
    );

    // The preview at a slot's width the editor picks: the block lays itself out by it (narrow: no image beside).
    const width = page.getByRole('combobox', { name: en.previewWidth });
    const block = page.locator('#builder-preview newsletter-signup');
    const layout = () =>
      block.evaluate((host) => {
        const image = host.shadowRoot!.querySelector('.sw-newsletter__image')!.getBoundingClientRect();
        const text = host.shadowRoot!.querySelector('.sw-newsletter__content')!.getBoundingClientRect();
        return {
          width: Math.round(host.getBoundingClientRect().width),
          beside: image.width > 0 && image.right <= text.left,
        };
      });
    await width.selectOption('320');
    expect(await layout()).toEqual({ width: 320, beside: false });
    await width.selectOption('768');
    expect(await layout()).toEqual({ width: 768, beside: true });
    await width.selectOption({ label: en.fullWidth });
    expect((await layout()).width).toBeGreaterThan(320);
    await session.checkAccessibility('builder with the preview width');
  });

  it('speaks German: labels, the refusal and the copy button', async () => {
    const { page } = session;
    await session.open('/builder/?element=newsletter-signup&lang=de');
    const field = page.getByRole('textbox', { name: de.labels['image-src'] });
    await field.fill('data:image/svg+xml,<svg/>');
    expect(await page.getByText(de.refused['not-a-web-address']).count()).toBe(1);
    expect(await page.getByRole('button', { name: de.copyMarkup }).count()).toBe(1);
    expect(await page.getByRole('combobox', { name: de.previewWidth }).count()).toBe(1);
  });

  it('switches to the server-rendered fragment: the element with its declarative shadow root, and the include line', async () => {
    const { page } = session;
    await session.open('/builder/?element=shop-footer&lang=en');
    await page.getByRole('combobox', { name: en.labels.site }).selectOption('PL');
    await page.getByRole('checkbox', { name: en.labels.reduced }).check();
    expect(await markup(page)).toBe('<shop-footer site="PL" reduced></shop-footer>');

    const fragment = page.waitForResponse((response) => response.url().includes('/fragments/shop-footer?'));
    await page.getByRole('switch', { name: en.serverRendered }).focus();
    await page.keyboard.press('Space');
    const response = await fragment;
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<template shadowrootmode="open">');
    await expect.poll(() => page.getByRole('status').filter({ hasText: en.fragmentShown }).count()).toBe(1);
    const preview = await page.evaluate(() => {
      const footer = document.querySelector('#builder-preview shop-footer');
      return {
        site: footer?.getAttribute('site'),
        reduced: footer?.hasAttribute('reduced'),
        // setHTMLUnsafe attaches the root; innerHTML would have left a <template> in the light DOM.
        template: document.querySelector('#builder-preview template') !== null,
        rendered: footer?.shadowRoot?.querySelector('[part~="base"]') !== null && footer?.shadowRoot !== null,
      };
    });
    expect(preview).toEqual({ site: 'PL', reduced: true, template: false, rendered: true });
    expect(await page.locator('#builder-include').textContent()).toBe(
      '<!--# include virtual="/fragments/shop-footer?site=PL&reduced=" -->',
    );
    expect(await page.locator('#builder-include-note').isHidden()).toBe(true);
    await session.checkAccessibility('builder showing the fragment');
  });

  it('shows the fragment server’s refusal of free text its allowAttributes does not list, naming the attribute', async () => {
    const { page } = session;
    await session.open('/builder/?element=newsletter-signup&lang=en');
    session.expectConsoleErrors(/Failed to load resource: the server responded with a status of 400/);
    await page.getByRole('textbox', { name: en.labels['image-alt'] }).fill('A cup of coffee');
    const fragment = page.waitForResponse((response) =>
      response.url().includes('/fragments/newsletter-signup?'),
    );
    await page.getByRole('switch', { name: en.serverRendered }).focus();
    await page.keyboard.press('Space');
    expect((await fragment).status()).toBe(400);
    const status = page.getByRole('status').filter({ hasText: en.fragmentRefused });
    await expect.poll(() => status.count()).toBe(1);
    const text = await status.textContent();
    expect(text).toContain('"image-alt"');
    expect(text).toContain('allowAttributes');
    expect(text).not.toContain('A cup of coffee');
    expect(await page.locator('#builder-include-note').isHidden()).toBe(false);
  });
});
