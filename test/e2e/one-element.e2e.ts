import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PLATFORM_COOKIE, REDUCED_FOOTER_COOKIE_MARKERS } from '../../src/platform/cookies.ts';
import { canonicalDom } from '../canonical-dom.ts';
import { holdRequests, openBrowserSession, type Session } from './harness.ts';

/*
 * One element, however it arrives: the same element composed on the server (its fragment, declarative shadow
 * DOM) and dropped in as a bare tag (rendered in the browser), side by side on one page, get the same change
 * from the host page; their shadow DOMs must then be the same. Each change is made while the elements' code is
 * held back (the composed one is still the server's HTML), then the code arrives; the change back is made once
 * React holds both.
 */

type Tag = 'shop-footer' | 'newsletter-signup' | 'country-switcher';

/**
 * The elements' code: every chunk but the loader's own, the loader chunk the entry imports before it defines
 * anything and the redraw (1 KB) it asks for on a change before React.
 */
const ELEMENT_CODE = /\/static\/chunks\/(?!loader-|redraw-)[^/]*\.js$/;

interface Change {
  name: string;
  /**
   * The demo's fragment handler draws it before the element's code arrives: a URL may set the attribute (an
   * enumeration, a boolean, or the free text the demo allows). Otherwise the server's drawing stays until then.
   */
  drawnBeforeReact: boolean;
  /** A statement run in the page on both elements, as `element`. */
  apply: string;
  /** The statement that sets the element back as it was. */
  undo: string;
}

/** The page's elements carry these attributes from the start (those a fragment URL may set in the demo). */
const START: Record<Tag, Record<string, string>> = {
  'shop-footer': { site: 'DE', lang: 'en' },
  'newsletter-signup': { site: 'DE', lang: 'en', headline: 'Stay in touch' },
  'country-switcher': { site: 'DE', lang: 'en' },
};

const setTo = (attribute: string, value: string | null) =>
  value === null
    ? `element.removeAttribute(${JSON.stringify(attribute)})`
    : `element.setAttribute(${JSON.stringify(attribute)}, ${JSON.stringify(value)})`;

/** What the demo's fragment handler lets a URL set besides enumerations and booleans. */
const DEMO_ALLOWS = ['headline', 'origin-addition'];
const FREE_TEXT = ['headline', 'origin-addition', 'image-src', 'image-alt', 'discount-text', 'voucher-text'];

/** An attribute set (or removed: `null`), and set back to `back`. */
function change(attribute: string, value: string | null, back: string | null = null): Change {
  return {
    name: value === null ? `without ${attribute}` : `${attribute}="${value}"`,
    drawnBeforeReact: !FREE_TEXT.includes(attribute) || DEMO_ALLOWS.includes(attribute),
    apply: setTo(attribute, value),
    undo: setTo(attribute, back),
  };
}

const CHANGES: Record<Tag, Change[]> = {
  'shop-footer': [
    change('site', 'PL', 'DE'),
    change('lang', 'de-DE', 'en'),
    // The page is German: without its own lang the footer follows it.
    change('lang', null, 'en'),
    change('reduced', ''),
    change('hide-newsletter', ''),
    {
      name: 'the reduced property',
      drawnBeforeReact: true,
      apply: 'element.reduced = true',
      undo: 'element.reduced = false',
    },
  ],
  'newsletter-signup': [
    change('headline', 'News for you', 'Stay in touch'),
    change('site', 'HU', 'DE'),
    change('lang', 'pl-PL', 'en'),
    change('image-src', '/demo/images/newsletter-block.svg'),
    change('discount-text', '10 % off your next order'),
  ],
  'country-switcher': [change('site', 'AT', 'DE'), change('lang', 'pl-PL', 'en')],
};

/** A page holding the element twice: `#composed` (the demo's fragment for it) and `#browser` (the bare tag). */
async function openPair(session: Session, tag: Tag): Promise<void> {
  const attributes = START[tag];
  // The page names its platform, as a shop's page does, and the fragment is drawn for it: a drawing for any
  // width stays one (CSS lays it out), which a browser never draws.
  const query = new URLSearchParams({ ...attributes, platform: 'classic' }).toString();
  const fragment = await fetch(`${session.baseUrl}/fragments/${tag}?${query}`).then((answer) =>
    answer.text(),
  );
  expect(fragment, 'the demo composes this element').toContain('shadowrootmode="open"');
  const bare = `<${tag}${Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('')}></${tag}>`;
  const html =
    `<!doctype html><html lang="de-DE" data-platform="classic"><head><meta charset="utf-8"><title>One element</title>` +
    `<script type="module" src="/static/storefront-widgets.js"></script></head><body><main>` +
    `<div id="composed">${fragment}</div><div id="browser">${bare}</div></main></body></html>`;
  await session.page.route(`${session.baseUrl}/one-element/`, (route) =>
    route.fulfill({ contentType: 'text/html', body: html }),
  );
  await session.page.goto('/one-element/');
}

/** Both shadow roots as canonical text (`canonicalDom`), each with its host's `data-state`. */
async function bothDoms(page: Page, tag: Tag): Promise<{ composed: string; browser: string; trees: number }> {
  const read = async (id: string) => {
    const host = page.locator(`#${id} > ${tag}`);
    const root = await host.evaluateHandle((element) => element.shadowRoot!);
    const markup = await root.evaluate(canonicalDom);
    await root.dispose();
    return `[data-state=${await host.getAttribute('data-state')}]${markup}`;
  };
  // Drawn trees: the composed root's elements other than the stylesheet link and the snapshot.
  const trees = await page.evaluate(
    (tag) =>
      [...document.querySelector(`#composed > ${tag}`)!.shadowRoot!.children].filter(
        (child) => child.localName !== 'link' && !child.hasAttribute('data-sw-snapshot'),
      ).length,
    tag,
  );
  return { composed: await read('composed'), browser: await read('browser'), trees };
}

/** Waits until both elements show the same DOM (they settle at their own pace), asserts it and returns it. */
async function expectSameDom(page: Page, tag: Tag, label: string): Promise<string> {
  let last = await bothDoms(page, tag);
  const deadline = Date.now() + 15_000;
  while (last.composed !== last.browser && Date.now() < deadline) {
    await page.waitForTimeout(100);
    last = await bothDoms(page, tag);
  }
  expect(last.composed, label).toBe(last.browser);
  // One tree, or none where the element draws nothing (a country switcher in the shop's app).
  expect(last.trees, `${label}: never two drawn trees in the composed element`).toBeLessThanOrEqual(1);
  return last.browser;
}

/** Runs `statement` in the page with `element` bound to each of the two elements, in one task. */
function applyToBoth(page: Page, tag: Tag, statement: string): Promise<void> {
  return page.evaluate(
    `for (const element of document.querySelectorAll('#composed > ${tag}, #browser > ${tag}')) { ${statement}; }`,
  );
}

describe('one element, however it arrives: a host page changing attributes', () => {
  const session = openBrowserSession();

  for (const tag of Object.keys(CHANGES) as Tag[]) {
    for (const { name, drawnBeforeReact, apply, undo } of CHANGES[tag]) {
      it(`<${tag}> ${name}: before React arrives and back after, the composed element shows what the browser-rendered one shows`, async () => {
        const { page } = session;
        const code = await holdRequests(page, ELEMENT_CODE);
        await openPair(session, tag);
        const before = await bothDoms(page, tag);
        expect(before.trees).toBe(1);
        await applyToBoth(page, tag, apply);
        // While the code is held: the handler's new drawing, or the server's first one until the code is in;
        // one tree either way, never a second beside the first.
        let held = await bothDoms(page, tag);
        const deadline = Date.now() + 10_000;
        while (drawnBeforeReact && held.composed === before.composed && Date.now() < deadline) {
          await page.waitForTimeout(100);
          held = await bothDoms(page, tag);
        }
        if (!drawnBeforeReact) await page.waitForTimeout(500);
        held = await bothDoms(page, tag);
        expect(held.trees).toBe(1);
        if (!drawnBeforeReact) expect(held.composed, 'the server’s drawing stays').toBe(before.composed);
        code.release();
        const browser = await expectSameDom(page, tag, `${name}, once the code is in`);
        // Drawn before any of its code: what the browser-rendered element drew once its code was in.
        if (drawnBeforeReact) expect(held.composed, `${name}, before the code`).toBe(browser);
        await applyToBoth(page, tag, undo);
        await expectSameDom(page, tag, `${name} undone, after React`);
        await session.checkAccessibility(`<${tag}> ${name}`);
      });
    }
  }
});

describe('one element, however it arrives: what only the browser knows', () => {
  const session = openBrowserSession();

  const cookies = [
    { name: PLATFORM_COOKIE, value: 'TABLET', says: 'the shop’s app (platform cookie)' },
    { name: REDUCED_FOOTER_COOKIE_MARKERS[0], value: '4711', says: 'a reduced-footer cookie' },
  ];
  for (const cookie of cookies) {
    for (const tag of ['shop-footer', 'country-switcher'] as Tag[]) {
      it(`<${tag}> for ${cookie.says}: shows what the browser-rendered one shows`, async () => {
        const { page, context, baseUrl } = session;
        await context.addCookies([{ name: cookie.name, value: cookie.value, url: baseUrl }]);
        const code = await holdRequests(page, ELEMENT_CODE);
        await openPair(session, tag);
        if (cookie.name === PLATFORM_COOKIE) {
          // In the app the switcher is hidden at once, before any of the element's code.
          await page.waitForFunction(
            (tag) => {
              const root = document.querySelector(`#composed > ${tag}`)!.shadowRoot!;
              const switcher = root.querySelector('.switcher');
              return switcher === null || getComputedStyle(switcher).display === 'none';
            },
            tag,
            { timeout: 5_000 },
          );
        }
        code.release();
        await expectSameDom(page, tag, cookie.says);
        await session.checkAccessibility(`<${tag}> ${cookie.says}`);
      });
    }
  }
});
