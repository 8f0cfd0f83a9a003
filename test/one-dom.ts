import { afterEach, expect, vi } from 'vitest';
import { FOOTER_CONTENT } from '../demo/content/footer/index.ts';
import { FOOTER_PROMOTIONS } from '../demo/content/promotions.ts';
import { resetPageRegistryForTests } from '../src/elements/registry.ts';
import { resetCustomerDataForTests } from '../src/http/psdata.ts';
import type { Platform } from '../src/platform/platform.ts';
import { recordVisitor, serverSnapshotText } from '../src/elements/wake/server-html.ts';
import { checkEarly } from '../src/elements/wake/early-checks.ts';
import type { Site } from '../src/sites.ts';
import type { ElementModule } from '../src/elements/element-module.ts';
import { canonicalDom } from './canonical-dom.ts';
import { renderElement, type ElementAttributes, type ServerTag } from '../server/index.ts';

/*
 * One DOM, two ways: for the same inputs, what the server renders into the declarative shadow root is what
 * the element renders in the browser (the client-rendered path, as on a page that only drops the tag in).
 * Both are serialised by the same parser, and React's generated ids (`_R_…_` on a server, `_r_…_` in a browser)
 * are numbered in order of appearance; nothing else may differ.
 */

export const PLATFORMS: Platform[] = ['mobile', 'tablet', 'classic'];

/** Markup without the sign-up form's state: it may move on (its rules, asked for on a focus, may be in). */
export const withoutFormState = (markup: string) =>
  markup.replace(/(<form [^>]*) data-state="(?:waiting|ready)"/, '$1');

/** The footer's config for `site` as the tests render it, in English. */
export const footerConfig = (site: Site, reduced = false) => ({
  site,
  reduced,
  preview: false,
  hideNewsletter: false,
  contentSrc: '',
  language: 'en',
});

/** A sign-up form's block config without its block's texts and image: the form alone. */
export const NO_BLOCK_TEXTS = {
  headline: '',
  imageSrc: '',
  imageAlt: '',
  originAddition: '',
  discountText: '',
  voucherText: '',
};

/** Markup as DOM, in canonical text (`canonicalDom`). */
export function normalise(markup: string): string {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return canonicalDom(template.content);
}

/** The server's shadow-root content without its stylesheet link and snapshot. */
export function serverBody(html: string): string {
  const match =
    /<template shadowrootmode="open"><link [^>]*><script [^>]*>[^<]*<\/script>(.*)<\/template>/s.exec(html);
  if (!match) throw new Error(`no server render in ${html.slice(0, 200)}`);
  return normalise(match[1]!);
}

/** Renders the element as a page that only drops the tag in, once `settled`: its host's state and its markup. */
export async function clientRender(
  module: ElementModule<never>,
  tag: string,
  config: Record<string, unknown>,
  settled: (root: ShadowRoot) => boolean,
): Promise<string> {
  const host = document.createElement(`${tag}-client`);
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const mounted = module.mount({ host, root, config: config as never });
  const deadline = Date.now() + 5_000;
  while (!settled(root)) {
    if (Date.now() > deadline) throw new Error(`<${tag}> did not settle: ${root.innerHTML.slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const markup = hostState(host.getAttribute('data-state')) + normalise(root.innerHTML);
  mounted.unmount();
  return markup;
}

export function serverHtml(
  tag: ServerTag,
  attributes: ElementAttributes,
  site: Site,
  platform?: Platform,
): string {
  return renderElement(tag, attributes, {
    assetBase: '/static/',
    content: FOOTER_CONTENT[site],
    promotion: FOOTER_PROMOTIONS[site],
    platform,
  });
}

/** The state an element names on its host (the footer's `data-state`), as a prefix of its markup. */
const hostState = (state: string | null | undefined) => (state ? `[data-state=${state}]` : '');

export function server(
  tag: ServerTag,
  attributes: ElementAttributes,
  site: Site,
  platform?: Platform,
): string {
  const html = serverHtml(tag, attributes, site, platform);
  const openTag = /^<[^>]*>/.exec(html)?.[0] ?? '';
  return hostState(/\sdata-state="([^"]*)"/.exec(openTag)?.[1]) + serverBody(html);
}

const isHydrated = (node: Node | null) =>
  node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'));

/**
 * Hydrates a server render as the browser does (the declarative shadow root's content, the snapshot, the
 * visitor record) and answers whether React took over every node it found: none replaced, none changed, and
 * nothing said on the console.
 */
export async function hydrateServerRender(
  module: ElementModule<never>,
  html: string,
  config: Record<string, unknown>,
  /** What the visitor does before React arrives, with the loader's record of it running. */
  visit?: (root: ShadowRoot) => void,
): Promise<{ replaced: number; before: string; after: string; errors: unknown[][] }> {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const content = /<template shadowrootmode="open">(.*)<\/template>/s.exec(html)?.[1] ?? '';
  const host = document.createElement('server-rendered-host');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = content;
  const nodes = [...root.querySelectorAll('*')];
  const visitor = recordVisitor(root);
  // The email fields' check, as the wake starts it when the takeover's chunk is in: before the visitor leaves one.
  visitor.checkFields(checkEarly);
  visit?.(root);
  const before = normalise(root.innerHTML);
  const mounted = module.hydrate!(
    { host, root, config: config as never },
    { snapshot: serverSnapshotText(root)!, visitor },
  );
  const body = root.querySelector('footer, nav, .sw-newsletter');
  await vi.waitFor(() => expect(isHydrated(body)).toBe(true), { timeout: 5_000 });
  // The renders after hydration (the page's cookies, psdata's answer) come and go.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const after = normalise(root.innerHTML);
  const replaced = nodes.filter((node) => !node.isConnected).length;
  mounted.unmount();
  const calls = [...errors.mock.calls];
  errors.mockRestore();
  return { replaced, before, after, errors: calls };
}

/**
 * Sets up the test file's page for the comparisons: a blank page after each test. The file runs in a page of its
 * own (the `unit-isolated` project): it compares with a fresh page's first draw, which the form's rules loaded by an
 * earlier file would change.
 */
export function oneDomPage(): void {
  afterEach(() => {
    document.body.replaceChildren();
    document.documentElement.removeAttribute('data-platform');
    resetPageRegistryForTests();
    resetCustomerDataForTests();
  });
  // The server's HTML links each element's stylesheet in its shadow root. happy-dom loads no CSS and would print a
  // "CSS file loading is disabled" error with its stack for every link; it counts them as loaded instead (no code
  // of the elements listens to a stylesheet's load or error).
  (
    window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
  ).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
}
