import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { countryToggle, firstGroupToggle, isOpen, openBrowserSession } from './harness.ts';

const session = openBrowserSession();

const TAGS = ['newsletter-signup', 'country-switcher', 'shop-footer', 'preview-panel'] as const;

/** Logs the demo staff in (the preview panel renders only for staff) and lands on `returnPath`. */
async function staffLogin(returnPath: string) {
  const { page } = session;
  await page.goto(`/staff/login?return=${encodeURIComponent(returnPath)}`);
  await page.getByLabel('User name').fill('staff');
  await page.getByLabel('Password').fill('preview');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === returnPath);
}

/**
 * `session.visit(path)` for a staff member: the login returns to `path`, and that load is the visit (the page
 * settled, then axe); no second load of the same page.
 */
async function staffVisit(path: string) {
  await staffLogin(path);
  await session.page.waitForLoadState('networkidle');
  await session.checkAccessibility(path);
}

/**
 * Waits until every element of the page has rendered its main part. On a phone-sized page the country
 * switcher is hidden (the mobile platform has no switcher), so it is not waited for there.
 */
async function allRendered(scope: Locator | typeof session.page = session.page, { phone = false } = {}) {
  await expect.poll(() => scope.locator('newsletter-signup .sw-newsletter').count()).toBeGreaterThan(0);
  if (!phone)
    await expect.poll(() => countryToggle(scope.locator('country-switcher')).count()).toBeGreaterThan(0);
  await expect.poll(() => scope.locator('shop-footer .sw-footer').count()).toBeGreaterThan(0);
}

/** Computed values compared part by part. The inherited ones cross a shadow root through its host element. */
const INHERITED = [
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'font-variant-caps',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-align',
  'text-indent',
  'text-shadow',
  'white-space-collapse',
  'text-wrap-mode',
  'word-break',
  'hyphens',
  'tab-size',
  'color',
  '-webkit-text-fill-color',
  'cursor',
  'visibility',
];

/** The page may style the host element's own box; the parts inside must not change at all. */
const PROPERTIES = [
  ...INHERITED,
  'box-sizing',
  'display',
  'background-color',
  'border-top-style',
  'padding-top',
  'margin-top',
];

interface Part {
  element: string;
  label: string;
  /** x, y, width, height; null for an element that has no box (display: none). */
  box: number[] | null;
  styles: Record<string, string>;
}

/**
 * Every element inside every widget's shadow root: its computed styles and its box relative to its host
 * element (where the host page puts the host is the host page's business; what is inside is not).
 */
function measureWidgets(): Promise<Part[]> {
  return session.page.evaluate(
    ({ tags, inherited, properties }) => {
      const parts: Part[] = [];
      document.querySelectorAll(tags.join(',')).forEach((host, hostIndex) => {
        const root = host.shadowRoot;
        if (!root) return;
        // A `display: contents` host has no box: its first part stands in for it.
        const anchor = host.getClientRects().length > 0 ? host : root.firstElementChild;
        const origin = anchor?.getBoundingClientRect() ?? new DOMRect();
        // Fixed parts (the preview button, a modal) are placed against the viewport, not the host.
        const fixed = (node: Element | null): boolean =>
          node !== null && (getComputedStyle(node).position === 'fixed' || fixed(node.parentElement));
        const element = `${host.localName}#${hostIndex}`;
        const measure = (node: Element, label: string, names: string[]) => {
          const box = node.getBoundingClientRect();
          const [x, y] = fixed(node) ? [0, 0] : [origin.x, origin.y];
          const style = getComputedStyle(node);
          parts.push({
            element,
            label,
            box: node.getClientRects().length === 0 ? null : [box.x - x, box.y - y, box.width, box.height],
            styles: Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)])),
          });
        };
        measure(host, ':host', inherited);
        root.querySelectorAll('*').forEach((node, index) => {
          const classes = [...node.classList].map((name) => `.${name}`).join('');
          measure(node, `${index} ${node.localName}${classes}`, properties);
        });
      });
      return parts;
    },
    { tags: [...TAGS], inherited: INHERITED, properties: PROPERTIES },
  );
}

/** What differs between two measurements, one line per property, readable in a failure. */
function differences(expected: Part[], actual: Part[]): string[] {
  const lines: string[] = [];
  if (expected.length !== actual.length) lines.push(`${expected.length} parts, then ${actual.length}`);
  expected.forEach((part, index) => {
    const other = actual[index];
    const where = `${part.element} ${part.label}`;
    if (!other || other.label !== part.label) return void lines.push(`${where}: no such part`);
    // Sub-pixel snapping may differ by a hair where the page above moved the host; a leak moves pixels.
    const moved = (a: number[] | null, b: number[] | null) =>
      a === null || b === null ? a !== b : a.some((value, i) => Math.abs(value - b[i]!) > 0.1);
    if (moved(part.box, other.box)) lines.push(`${where} box: ${part.box} -> ${other.box}`);
    for (const [name, value] of Object.entries(part.styles)) {
      if (other.styles[name] !== value) lines.push(`${where} ${name}: ${value} -> ${other.styles[name]}`);
    }
  });
  return lines;
}

async function setHostileStyles(enabled: boolean) {
  await session.page.evaluate(async (on) => {
    const frames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    (document.getElementById('hostile-styles') as HTMLLinkElement).disabled = !on;
    // Transitions started by a click (a panel or modal opening, a ripple) end before anything is measured.
    await frames();
    const roots = [...document.querySelectorAll('*')].flatMap((host) =>
      host.shadowRoot ? [host.shadowRoot] : [],
    );
    const running = [
      ...document.getAnimations(),
      ...roots.flatMap((root) =>
        [...root.children].flatMap((child) => child.getAnimations({ subtree: true })),
      ),
    ];
    await Promise.allSettled(running.map((animation) => animation.finished));
    await frames();
  }, enabled);
}

/** The widgets measured without and with the hostile stylesheet; the page ends with it on. */
async function hostileStyleDifferences(): Promise<string[]> {
  await setHostileStyles(false);
  const plain = await measureWidgets();
  await setHostileStyles(true);
  const hostile = await measureWidgets();
  expect(plain.length).toBeGreaterThan(100);
  return differences(plain, hostile);
}

describe('a host stylesheet that restyles *, links, buttons and inputs', () => {
  it('changes the host page but nothing inside the four widgets, in any state', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    // No ripples or transitions coming and going between two measurements.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await staffVisit('/hostile/styles');
    await allRendered();
    const previewButton = page.getByRole('button', { name: 'Preview settings' });
    await expect.poll(() => previewButton.count()).toBe(1);
    // A standalone <preview-panel> has its own styles (they were once lost to a stylesheet key clash).
    // The button sits in the panel's fixed bar (with the preview badge while a preview is active).
    expect(
      await previewButton.evaluate(
        (element) => getComputedStyle(element.closest('.sw-preview__bar')!).position,
      ),
    ).toBe('fixed');

    // The stylesheet is there and bites: the host page's own controls take it.
    const hostInput = page.locator('#host-search');
    const hostFont = () => hostInput.evaluate((element) => getComputedStyle(element).fontSize);
    expect(await hostFont()).toBe('30px');
    await setHostileStyles(false);
    expect(await hostFont()).not.toBe('30px');
    await setHostileStyles(true);

    // The form expanded and typed in, the country list open.
    const block = page.locator('newsletter-signup');
    await block.getByRole('textbox', { name: /Email address/ }).fill('reader@example.com');
    await expect.poll(() => block.getByRole('combobox', { name: /Salutation/ }).count()).toBe(1);
    await countryToggle(page.locator('country-switcher'), 'Country: Polska').click();
    await expect.poll(() => page.locator('country-switcher').getByRole('link').count()).toBeGreaterThan(5);
    expect(await hostileStyleDifferences()).toEqual([]);

    // The preview modal open.
    await previewButton.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Preview settings' });
    await expect.poll(() => modal.count()).toBe(1);
    // Measured once the A/B tests have answered: "Loading tests..." turning into their answer between the two
    // measurements (with and without the host's stylesheet) is the modal's own change, not the host's.
    const answered = /^(Active tests found\.|No active tests for this date\.|Failed to fetch AB tests\.)$/;
    await expect.poll(() => modal.getByText(answered).count()).toBe(1);
    expect(await hostileStyleDifferences()).toEqual([]);
    await session.checkAccessibility('hostile styles, preview modal open');
  });

  it('changes nothing on a phone either, with the footer groups collapsible', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await session.visit('/hostile/styles');
    await allRendered(page, { phone: true });
    expect(await countryToggle(page.locator('country-switcher')).isVisible()).toBe(false);
    await firstGroupToggle(page.locator('shop-footer')).click();
    expect(await hostileStyleDifferences()).toEqual([]);
  });

  it('still lets the host theme the widgets through --sw-* custom properties', async () => {
    const { page } = session;
    await session.visit('/hostile/styles');
    await allRendered();
    await page.evaluate(() => {
      document.body.style.setProperty('--sw-font-family', 'monospace');
      document.body.style.setProperty('--sw-color-primary', 'rgb(1, 2, 3)');
    });
    const font = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).fontFamily);
    await expect
      .poll(() => font(page.locator('newsletter-signup .sw-newsletter__headline')))
      .toBe('monospace');
    await expect.poll(() => font(countryToggle(page.locator('country-switcher')))).toBe('monospace');
    await expect.poll(() => font(page.locator('shop-footer .sw-footer'))).toBe('monospace');
    const submit = page.locator('newsletter-signup').getByRole('button', { name: 'Sign up now' });
    await expect
      .poll(() => submit.evaluate((element) => getComputedStyle(element).backgroundColor), { timeout: 3000 })
      .toBe('rgb(1, 2, 3)');
  });
});

/** Ids inside one shadow root: duplicates, and references (label for, aria-*) that point at nothing there. */
function brokenIds(host: Locator): Promise<string[]> {
  return host.evaluate((element) => {
    const root = element.shadowRoot!;
    const problems: string[] = [];
    const ids = [...root.querySelectorAll('[id]')].map((node) => node.id);
    ids.filter((id, index) => ids.indexOf(id) !== index).forEach((id) => problems.push(`duplicate id ${id}`));
    root.querySelectorAll('label[for]').forEach((label) => {
      const target = root.getElementById(label.getAttribute('for')!);
      if (!target || !['input', 'select', 'textarea'].includes(target.localName))
        problems.push(`label for=${label.getAttribute('for')} points at ${target?.localName ?? 'nothing'}`);
    });
    for (const attribute of ['aria-labelledby', 'aria-describedby', 'aria-controls']) {
      root.querySelectorAll(`[${attribute}]`).forEach((node) => {
        for (const id of node.getAttribute(attribute)!.split(/\s+/).filter(Boolean)) {
          if (!root.getElementById(id)) problems.push(`${attribute}=${id} points at nothing`);
        }
      });
    }
    return problems;
  });
}

describe('two of every element on one page', () => {
  const twin = (name: 'a' | 'b') => session.page.locator(`#twin-${name}`);

  it('renders both with ids that resolve inside their own shadow root', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    await staffVisit('/hostile/twins');
    for (const name of ['a', 'b'] as const) await allRendered(twin(name));
    await expect.poll(() => page.getByRole('button', { name: 'Preview settings' }).count()).toBe(2);
    for (const name of ['a', 'b'] as const) {
      await twin(name)
        .getByRole('textbox', { name: /Email address/ })
        .first()
        .focus();
      await expect
        .poll(() =>
          twin(name)
            .getByRole('combobox', { name: /Salutation/ })
            .count(),
        )
        .toBe(1);
    }
    await page.getByRole('button', { name: 'Preview settings' }).first().press('Enter');
    await expect.poll(() => page.getByRole('dialog', { name: 'Preview settings' }).count()).toBe(1);

    for (const tag of TAGS) {
      const hosts = page.locator(tag);
      expect(await hosts.count(), tag).toBe(2);
      for (const index of [0, 1]) expect(await brokenIds(hosts.nth(index)), `${tag} ${index}`).toEqual([]);
    }
    // Each label names its own field: one labelled email field per form, first-name field per form.
    for (const name of ['a', 'b'] as const) {
      const block = twin(name).locator('newsletter-signup');
      expect(await block.getByLabel(/Email address/).count()).toBe(1);
      expect(await block.getByLabel(/First name/).count()).toBe(1);
    }
  });

  it('keeps the two newsletter forms apart: typing, errors and a sign-up touch only one', async () => {
    const { page } = session;
    await session.visit('/hostile/twins');
    const first = twin('a').locator('newsletter-signup');
    const second = twin('b').locator('newsletter-signup');
    await expect.poll(() => second.getByRole('textbox', { name: /Email address/ }).count()).toBe(1);

    await first.getByRole('textbox', { name: /Email address/ }).fill('first@example.com');
    await first.getByRole('textbox', { name: /First name/ }).fill('Anna');
    expect(await second.getByRole('textbox', { name: /Email address/ }).inputValue()).toBe('');
    // The second form never got focus, so it stays collapsed: no name fields.
    expect(await second.getByRole('textbox', { name: /First name/ }).count()).toBe(0);

    await second.getByRole('textbox', { name: /Email address/ }).focus();
    await second.getByRole('button', { name: 'Sign up now' }).click();
    await expect.poll(() => second.getByText('The email address is a required field').count()).toBe(1);
    expect(await first.getByText('The email address is a required field').count()).toBe(0);
    expect(await first.getByRole('textbox', { name: /Email address/ }).inputValue()).toBe(
      'first@example.com',
    );

    await first.getByRole('button', { name: 'Sign up now' }).click();
    await expect.poll(() => first.getByText('Thank you for signing up!').count()).toBe(1);
    expect(await second.getByText('Thank you for signing up!').count()).toBe(0);
    expect(await second.getByRole('button', { name: 'Sign up now' }).count()).toBe(1);
    // Each form has its own funnel, in the order the visitor went through them.
    const step = (event: string, twin: string) => ({
      event,
      form_id: `NEWSLETTER-twin-${twin}`,
      form_name: 'newsletter',
    });
    expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer)).toEqual([
      step('form_start', 'a'),
      step('form_start', 'b'),
      step('form_submit', 'b'),
      step('form_submit', 'a'),
      { event: 'sign_up', subject: 'newsletter', origin: 'NEWSLETTER-twin-a', type: 'ga4' },
    ]);
  });

  it('opens a footer group, a country list or a preview modal in one element only', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 375, height: 800 });
    await staffVisit('/hostile/twins');
    const groupToggle = (name: 'a' | 'b') => firstGroupToggle(twin(name).locator('shop-footer'));
    await expect.poll(() => isOpen(groupToggle('b'))).toBe(false);
    await groupToggle('a').click();
    expect(await isOpen(groupToggle('a'))).toBe(true);
    expect(await isOpen(groupToggle('b'))).toBe(false);

    // The country switcher exists on the classic (desktop) platform only.
    await page.setViewportSize({ width: 1280, height: 800 });
    const switcher = (name: 'a' | 'b') => countryToggle(twin(name).locator('country-switcher'));
    await expect.poll(() => switcher('b').isVisible()).toBe(true);
    await switcher('b').click();
    expect(await isOpen(switcher('b'))).toBe(true);
    expect(await isOpen(switcher('a'))).toBe(false);
    await page.keyboard.press('Escape');

    // The two panels' buttons sit on the same fixed spot: use the keyboard, not a pointer.
    await twin('b').getByRole('button', { name: 'Preview settings' }).press('Enter');
    await expect.poll(() => twin('b').getByRole('dialog', { name: 'Preview settings' }).count()).toBe(1);
    expect(await twin('a').getByRole('dialog').count()).toBe(0);
    await session.checkAccessibility('twins, one preview modal open');
  });
});

describe('a host page that moves, removes and changes elements', () => {
  const slot = (name: 'a' | 'b') => session.page.locator(`#slot-${name}`);

  it.each(['append', 'moveBefore'] as const)(
    'keeps what was typed in the newsletter form when the page moves it (%s)',
    async (method) => {
      const { page } = session;
      await session.visit('/hostile/dom');
      const block = page.locator('newsletter-signup');
      await block.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill('mover@example.com');
      await block.getByRole('textbox', { name: /Vorname/ }).fill('Moritz');
      const moved = await page.evaluate((how) => {
        const element = document.querySelector('newsletter-signup')!;
        const target = document.getElementById('slot-b')!;
        const parent = target as unknown as { moveBefore?(node: Node, child: Node | null): void };
        if (how === 'moveBefore') {
          if (!parent.moveBefore) return false;
          parent.moveBefore(element, null);
        } else target.append(element);
        return true;
      }, method);
      expect(moved, `${method} is available in this Chromium`).toBe(true);
      const inB = slot('b').locator('newsletter-signup');
      expect(await inB.count()).toBe(1);
      await expect.poll(() => inB.getByRole('textbox', { name: /Vorname/ }).count()).toBe(1);
      expect(await inB.getByRole('textbox', { name: /E-Mail-Adresse/ }).inputValue()).toBe(
        'mover@example.com',
      );
      expect(await inB.getByRole('textbox', { name: /Vorname/ }).inputValue()).toBe('Moritz');
      // Still one working form: it validates and signs up from its new place.
      await inB.getByRole('button', { name: 'Jetzt anmelden' }).click();
      await expect.poll(() => inB.getByText('Vielen Dank für Ihre Anmeldung!').count()).toBe(1);
    },
  );

  it('renders again, without errors, each element removed and added back, many times', async () => {
    const { page } = session;
    await staffVisit('/hostile/dom');
    await allRendered(slot('a'));
    await expect.poll(() => slot('a').getByRole('button', { name: 'Preview settings' }).count()).toBe(1);
    for (let round = 0; round < 3; round++) {
      const emptied = await page.evaluate(
        async (even) => {
          const elements = [...document.querySelectorAll('#slot-a > *, #slot-b > *')];
          elements.forEach((element) => element.remove());
          await new Promise((resolve) => setTimeout(resolve, 50));
          const left = elements.map((element) => element.shadowRoot?.childNodes.length ?? -1);
          document.getElementById(even ? 'slot-b' : 'slot-a')!.append(...elements);
          return left;
        },
        round % 2 === 0,
      );
      // Removed for longer than a move, each element unmounted and left its shadow root empty.
      expect(emptied).toEqual([0, 0, 0, 0]);
      const target = slot(round % 2 === 0 ? 'b' : 'a');
      await allRendered(target);
      await expect.poll(() => target.getByRole('button', { name: 'Preview settings' }).count()).toBe(1);
      expect(await target.locator('newsletter-signup').getByRole('heading').textContent()).toBe(
        'Custom headline',
      );
    }
    const block = page.locator('newsletter-signup');
    await block.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill('again@example.com');
    await block.getByRole('button', { name: 'Jetzt anmelden' }).click();
    await expect.poll(() => block.getByText('Vielen Dank für Ihre Anmeldung!').count()).toBe(1);
  });

  it('resets each attribute the page removes to its default', async () => {
    const { page } = session;
    await session.visit('/hostile/dom');
    const block = page.locator('newsletter-signup');
    const switcher = page.locator('country-switcher');
    const footer = page.locator('shop-footer');
    await allRendered();
    await expect.poll(() => footer.locator('.sw-footer').getAttribute('data-variant')).toBe('reduced');
    const remove = (tag: string, attribute: string) =>
      page.evaluate(
        ([name, value]) => document.querySelector(name!)!.removeAttribute(value!),
        [tag, attribute],
      );

    await remove('newsletter-signup', 'headline');
    await expect.poll(() => block.getByRole('heading').textContent()).toBe('Newsletter abonnieren');
    await remove('newsletter-signup', 'lang');
    await expect.poll(() => block.getByRole('heading').textContent()).toBe('Subscribe to our newsletter');
    await block.getByRole('textbox', { name: /Email address/ }).focus();
    await expect.poll(() => block.getByRole('combobox', { name: /Salutation/ }).count()).toBe(1);
    await remove('newsletter-signup', 'site');
    await expect.poll(() => block.getByRole('combobox', { name: /Salutation/ }).count()).toBe(0);

    await remove('country-switcher', 'site');
    await expect.poll(() => countryToggle(switcher, 'Kraj: Deutschland').count()).toBe(1);
    await remove('country-switcher', 'lang');
    await expect.poll(() => countryToggle(switcher, 'Country: Deutschland').count()).toBe(1);

    await remove('shop-footer', 'reduced');
    await expect.poll(() => footer.locator('.sw-footer').getAttribute('data-variant')).toBe('full');
    await remove('shop-footer', 'site');
    await expect
      .poll(async () =>
        (await session.requests()).some((r) => r.path === '/service/footer/api/v1/content/DE'),
      )
      .toBe(true);
    await session.checkAccessibility('every attribute removed');
  });
});

interface HostPage {
  calls: string[];
  react: object;
  reactDom: object;
  i18next: { language: string };
  define: object;
  dataLayer: unknown[];
  push: unknown;
  snapshot: string;
  globalsBefore: string[];
}

describe('a host page with its own React, i18next and dataLayer', () => {
  it('keeps its globals, and gets the sign-up event appended to its own dataLayer', async () => {
    const { page } = session;
    await staffLogin('/hostile/globals');
    await page.waitForLoadState('networkidle');
    await allRendered();
    await expect.poll(() => page.getByRole('button', { name: 'Preview settings' }).count()).toBe(1);
    expect(await page.locator('#host-globals-status').textContent()).toBe(
      'React 18.2.0-host, i18next (fr), dataLayer with 2 entries',
    );
    // The widgets speak the page language, not the host i18next's French; the host React is a stub, so
    // rendering at all shows they use their own.
    const block = page.locator('newsletter-signup');
    expect(await block.getByRole('heading').textContent()).toBe('Hostile page, friendly form');
    await block.getByRole('textbox', { name: /Email address/ }).fill('host.globals@example.com');
    await block.getByRole('combobox', { name: /Salutation/ }).selectOption('MRS');
    await block.getByRole('button', { name: 'Sign up now' }).click();
    await expect.poll(() => block.getByText('Thank you for signing up!').count()).toBe(1);

    const state = await page.evaluate(() => {
      const host = (window as unknown as { hostPage: HostPage }).hostPage;
      const scope = window as unknown as Record<string, unknown>;
      return {
        same: {
          React: scope['React'] === host.react,
          ReactDOM: scope['ReactDOM'] === host.reactDom,
          i18next: scope['i18next'] === host.i18next,
          define: scope['define'] === host.define,
          dataLayer: scope['dataLayer'] === host.dataLayer,
          push: host.dataLayer.push === host.push,
        },
        unchanged: JSON.stringify({
          react: host.react,
          reactDom: host.reactDom,
          i18next: host.i18next,
          amd: (host.define as { amd: unknown }).amd,
          dataLayer: host.dataLayer.slice(0, 2),
        }),
        snapshot: host.snapshot,
        calls: host.calls,
        dataLayer: host.dataLayer,
        newGlobals: Object.getOwnPropertyNames(window).filter((name) => !host.globalsBefore.includes(name)),
      };
    });
    expect(state.same).toEqual({
      React: true,
      ReactDOM: true,
      i18next: true,
      define: true,
      dataLayer: true,
      push: true,
    });
    expect(state.unchanged).toBe(state.snapshot);
    // The host's push was the one called, once per event of the sign-up's funnel; nothing else of the host was
    // called.
    expect(state.calls).toEqual([
      'dataLayer.push(form_start)',
      'dataLayer.push(form_submit)',
      'dataLayer.push(sign_up)',
    ]);
    const step = (event: string) => ({
      event,
      form_id: 'NEWSLETTER-hostile-globals',
      form_name: 'newsletter',
    });
    expect(state.dataLayer).toEqual([
      { 'gtm.start': 1767225600000, event: 'gtm.js' },
      { event: 'host.pageview', page: 'hostile-globals' },
      step('form_start'),
      step('form_submit'),
      { event: 'sign_up', subject: 'newsletter', origin: 'NEWSLETTER-hostile-globals', type: 'ga4' },
    ]);
    // One global of the widgets' own, documented: `storefrontWidgets` (the release in use, the reports).
    expect(state.newGlobals).toEqual(['storefrontWidgets']);
    await session.checkAccessibility('host globals, after the sign-up');
  });
});

describe('a page enforcing Trusted Types with no policy allowed', () => {
  it('is really enforced: a string written to innerHTML is refused and reported', async () => {
    const { page } = session;
    const response = await page.goto('/hostile/trusted-types');
    expect(response?.headers()['content-security-policy']).toContain(
      "require-trusted-types-for 'script'; trusted-types 'none'",
    );
    const refused = await page.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<b>host</b>';
        return 'written';
      } catch (error) {
        return (error as Error).name;
      }
    });
    expect(refused).toBe('TypeError');
    await expect
      .poll(() =>
        session.problems.filter((problem) => problem.startsWith('CSP violation: require-trusted-types-for')),
      )
      .toHaveLength(1);
    session.problems.length = 0; // seen and expected: the page enforces Trusted Types and the harness sees it
  });

  it('renders all four elements and signs up with no violation', async () => {
    const { page } = session;
    await staffLogin('/hostile/trusted-types');
    await page.waitForLoadState('networkidle');
    await allRendered();
    await page.getByRole('button', { name: 'Preview settings' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Preview settings' }).count()).toBe(1);
    await page.keyboard.press('Escape');

    const block = page.locator('newsletter-signup');
    await block.getByRole('textbox', { name: /Email address/ }).fill('trusted@example.com');
    await block.getByRole('combobox', { name: /Salutation/ }).selectOption('MR');
    await block.getByRole('button', { name: 'Sign up now' }).click();
    await expect.poll(() => block.getByText('Thank you for signing up!').count()).toBe(1);
    await countryToggle(page.locator('country-switcher'), 'Country: Polska').click();
    await page.locator('country-switcher').getByRole('link', { name: 'Deutschland' }).focus();
    expect(session.problems).toEqual([]);
    await session.checkAccessibility('Trusted Types, after the sign-up');
  });
});
