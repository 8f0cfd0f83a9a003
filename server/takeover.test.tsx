import { describe, expect, it, vi } from 'vitest';
import type { ElementModule } from '../src/elements/element-module.ts';
import { recordVisitor, serverSnapshotText } from '../src/elements/wake/server-html.ts';
import newsletterModule from '../widgets/newsletter-signup/newsletter-signup.module.ts';
import footerModule from '../widgets/shop-footer/shop-footer.module.ts';
import { footerConfig, NO_BLOCK_TEXTS, oneDomPage, serverHtml } from '../test/one-dom.ts';

/*
 * The takeover of server HTML that is not what this script would draw: another release's, text a page script or a
 * translation tool changed, an element added, a snapshot of another shape. Each ends as one element that works, with
 * what the visitor typed, and the hand-over makes the events typing makes (the funnel's first step) in every case.
 */

oneDomPage();

const SIGNUP_CONFIG = {
  site: 'DE',
  ...NO_BLOCK_TEXTS,
  headline: 'Jetzt anmelden',
  originAddition: 'cms-block',
  origin: 'NEWSLETTER',
  apiBase: '',
  spa: false,
  doiToken: '',
  language: 'en',
};

const signupHtml = () =>
  serverHtml(
    'newsletter-signup',
    { site: 'DE', headline: 'Jetzt anmelden', 'origin-addition': 'cms-block', lang: 'en' },
    'DE',
  );

type Change = (root: ShadowRoot) => void;

/** The snapshot's JSON rewritten by `edit` (another release's, another shape). */
const snapshotEdited =
  (edit: (snapshot: Record<string, unknown>) => unknown): Change =>
  (root) => {
    const script = root.querySelector('script[data-sw-snapshot]')!;
    script.textContent = JSON.stringify(edit(JSON.parse(script.textContent!) as Record<string, unknown>));
  };

/** A change to the server's HTML, and whether React draws the element anew for it (with one warning). */
const FAULTS: [string, Change, boolean][] = [
  ['as drawn', () => {}, false],
  [
    'with a text a translation tool rewrote',
    (root) => {
      const headline = root.querySelector('h2, h3')!;
      headline.textContent = headline.textContent!.replace(' ', '\u00a0');
    },
    true,
  ],
  [
    'with an element a page script added at the top',
    (root) => {
      const added = document.createElement('div');
      added.textContent = 'added by a script';
      root.querySelector('script[data-sw-snapshot]')!.after(added);
    },
    false,
  ],
  ['drawn by another release', snapshotEdited((snapshot) => ({ ...snapshot, release: '0.0.1' })), true],
  [
    'drawn by another release, its markup another',
    (root) => {
      snapshotEdited((snapshot) => ({ ...snapshot, release: '0.0.1' }))(root);
      root.querySelector('form')!.classList.add('from-another-release');
    },
    true,
  ],
  ['with a snapshot of another shape', snapshotEdited(() => ({ format: 'another-release', body: [] })), true],
];

interface TakenOver {
  root: ShadowRoot;
  warnings: unknown[][];
  errors: unknown[][];
  dataLayer: () => unknown[];
  unmount: () => void;
}

/**
 * The server's HTML changed by `change`, a visitor who typed `typed` into its email field and kept the focus there,
 * then the element's code taking it over, as the loader hands it on.
 */
async function takeOver(
  module: ElementModule<never>,
  html: string,
  config: Record<string, unknown>,
  change: Change,
  typed: string,
): Promise<TakenOver> {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const layer: unknown[] = [];
  (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  const content = /<template shadowrootmode="open">(.*)<\/template>/s.exec(html)?.[1] ?? '';
  const host = document.createElement('server-rendered-host');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = content;
  change(root);
  const visitor = recordVisitor(root);
  const email = root.querySelector<HTMLInputElement>('input[name="email"]')!;
  email.focus();
  // The browser types: the value changes, nothing of React hears it.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(email, typed);
  const mounted = module.hydrate!(
    { host, root, config: config as never },
    { snapshot: serverSnapshotText(root)!, visitor },
  );
  return {
    root,
    warnings: warnings.mock.calls,
    errors: errors.mock.calls,
    dataLayer: () => layer,
    unmount: () => {
      mounted.unmount();
      errors.mockRestore();
      warnings.mockRestore();
    },
  };
}

const formState = (root: ShadowRoot) => root.querySelector('form')?.getAttribute('data-state');

describe('the takeover of server HTML', () => {
  it.each(FAULTS)(
    '<newsletter-signup> %s: one working form, the text typed kept with its focus, form_start pushed',
    async (_fault, change, redrawn) => {
      const taken = await takeOver(
        newsletterModule as ElementModule<never>,
        signupHtml(),
        SIGNUP_CONFIG,
        change,
        'early@example.com',
      );
      const { root } = taken;
      // The form's rules run it (they arrive on the focus React is handed): it works.
      await vi.waitFor(() => expect(formState(root)).toBe('ready'), { timeout: 5_000 });
      expect(root.querySelectorAll('form')).toHaveLength(1);
      expect(root.querySelectorAll('input[name="email"]')).toHaveLength(1);
      expect(root.querySelectorAll('script[data-sw-snapshot]').length).toBeLessThanOrEqual(1);
      // Nothing of another release's drawing is left. (An element a page script put into the root is left where it
      // is when React takes the rest over: React passes over what it does not know at the top of a root.)
      expect(root.querySelectorAll('section.sw-newsletter')).toHaveLength(1);
      expect(root.querySelector('.from-another-release')).toBeNull();
      const email = root.querySelector<HTMLInputElement>('input[name="email"]')!;
      expect(email.value).toBe('early@example.com');
      expect(root.activeElement).toBe(email);
      // Typed before React, the funnel starts as it does for typing after: without a submit.
      await vi.waitFor(() =>
        expect(taken.dataLayer()).toEqual([
          { event: 'form_start', form_id: 'NEWSLETTER-cms-block', form_name: 'newsletter' },
        ]),
      );
      // No error a host must act on; at most one warning, naming the cause.
      expect(taken.errors).toEqual([]);
      if (redrawn) {
        expect(taken.warnings).toHaveLength(1);
        expect(String(taken.warnings[0]![0])).toMatch(/^<newsletter-signup> .+: it drew itself anew/);
      } else expect(taken.warnings).toEqual([]);
      taken.unmount();
    },
  );

  it.each(FAULTS.filter(([, , redrawn]) => redrawn))(
    '<newsletter-signup site=HU> %s: the names and the salutation chosen before React are kept and start the funnel',
    async (_fault, change) => {
      const html = serverHtml('newsletter-signup', { site: 'HU', lang: 'en' }, 'HU');
      const taken = await takeOver(
        newsletterModule as ElementModule<never>,
        html,
        { ...SIGNUP_CONFIG, site: 'HU', headline: '', originAddition: '' },
        (root) => {
          change(root);
          // The visitor opened the form, chose a salutation and typed their names, as the browser does it.
          root.querySelector<HTMLElement>('[data-revealed-by]')!.hidden = false;
          root.querySelector<HTMLSelectElement>('select[name="salutation"]')!.value = 'MRS';
          for (const [name, value] of [
            ['firstName', 'Éva'],
            ['lastName', 'Kovács'],
          ])
            Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
              root.querySelector(`input[name="${name}"]`),
              value,
            );
        },
        'eva@example.hu',
      );
      const { root } = taken;
      await vi.waitFor(() => expect(formState(root)).toBe('ready'), { timeout: 5_000 });
      expect(root.querySelectorAll('form')).toHaveLength(1);
      const value = (selector: string) => root.querySelector<HTMLInputElement>(selector)!.value;
      expect(value('select[name="salutation"]')).toBe('MRS');
      expect(value('input[name="firstName"]')).toBe('Éva');
      expect(value('input[name="lastName"]')).toBe('Kovács');
      expect(root.activeElement).toBe(root.querySelector('input[name="email"]'));
      await vi.waitFor(() =>
        expect(taken.dataLayer()).toEqual([
          { event: 'form_start', form_id: 'NEWSLETTER', form_name: 'newsletter' },
        ]),
      );
      // The form holds them, not only the fields: Hungary requires the salutation and both names, and it signs up.
      root.querySelector('form')!.requestSubmit();
      await vi.waitFor(() => expect(root.textContent).toContain('Thank you for signing up!'), {
        timeout: 5_000,
      });
      expect(taken.errors).toEqual([]);
      taken.unmount();
    },
  );

  it.each(FAULTS)(
    '<shop-footer> %s: one footer, its newsletter field keeps what was typed',
    async (_fault, change, redrawn) => {
      const html = serverHtml('shop-footer', { site: 'DE', lang: 'en' }, 'DE');
      const taken = await takeOver(
        footerModule as ElementModule<never>,
        html,
        footerConfig('DE'),
        change,
        'footer@example.com',
      );
      const { root } = taken;
      await vi.waitFor(() => expect(formState(root)).toBe('ready'), { timeout: 5_000 });
      expect(root.querySelectorAll('footer')).toHaveLength(1);
      expect(root.querySelectorAll('form')).toHaveLength(1);
      const email = root.querySelector<HTMLInputElement>('input[name="email"]')!;
      expect(email.value).toBe('footer@example.com');
      expect(root.activeElement).toBe(email);
      expect(taken.errors).toEqual([]);
      expect(taken.warnings).toHaveLength(redrawn ? 1 : 0);
      taken.unmount();
    },
  );
});
