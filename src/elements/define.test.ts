import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { booleanAttribute, siteAttribute, stringAttribute } from './attributes.ts';
import { defineElements, lazyElement } from './define.ts';
import { CHUNK_RETRY_PAUSES_MS } from './lazy-renderer.ts';
import type { ElementConfig } from './element-definition.ts';
import type { ElementModule } from './element-module.ts';
import { pageRegistry, resetPageRegistryForTests } from './registry.ts';
import { preloadTranslations, type Namespace } from '../i18n/translation-files.ts';

vi.mock('../i18n/translation-files.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  preloadTranslations: vi.fn(),
}));

const attributes = {
  site: siteAttribute(),
  reduced: booleanAttribute(),
  headline: stringAttribute('Standard'),
};
type Config = ElementConfig<typeof attributes>;

let count = 0;

/** A fresh tag and a module that records what the element asked of it. */
function setup(
  options: {
    /** How many loads of its code fail before one succeeds. */
    failedLoads?: number;
    prefetch?: (config: Config) => void | Promise<void>;
    translations?: readonly Namespace[];
  } = {},
) {
  const tag = `test-element-${++count}`;
  const calls: { mount: Config[]; update: Config[]; unmount: number } = { mount: [], update: [], unmount: 0 };
  const module: ElementModule<Config> = {
    mount({ root, config }) {
      calls.mount.push(config);
      root.append(document.createElement('p'));
      return { update: (next) => calls.update.push(next), unmount: () => calls.unmount++ };
    },
  };
  let failures = options.failedLoads ?? 0;
  const load = vi.fn(() => (failures-- > 0 ? Promise.reject(new Error('offline')) : Promise.resolve(module)));
  const Element = lazyElement({
    tag,
    attributes,
    load,
    prefetch: options.prefetch,
    translations: options.translations,
  });
  defineElements({ [tag]: Element });
  const create = (attrs: Record<string, string> = {}) => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    document.body.append(element);
    return element;
  };
  return { tag, calls, load, create };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// An idle page: the element's code is requested in the microtask after it connects (see when-needed.test.ts
// for the viewport and idle policy itself).
beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    queueMicrotask(callback);
    return 1;
  });
  vi.stubGlobal('cancelIdleCallback', () => {});
});

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
  resetPageRegistryForTests();
});

describe('lazyElement', () => {
  it('imports the element code only when the first instance connects, and once for many', async () => {
    const { load, create, tag } = setup();
    document.createElement(tag);
    expect(load).not.toHaveBeenCalled();
    create();
    create();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders into an open shadow root with the host styles adopted before the code arrives', async () => {
    const { create, calls } = setup();
    const element = create();
    expect(element.shadowRoot).not.toBeNull();
    expect(element.shadowRoot?.mode).toBe('open');
    expect(element.shadowRoot?.adoptedStyleSheets).toHaveLength(1);
    expect(calls.mount).toHaveLength(0);
    await settle();
    expect(calls.mount).toHaveLength(1);
    expect(element.shadowRoot?.querySelector('p')).not.toBeNull();
  });

  it('shares one stylesheet object between all instances of a tag', () => {
    const { create } = setup();
    const [first, second] = [create(), create()];
    expect(first.shadowRoot?.adoptedStyleSheets[0]).toBe(second.shadowRoot?.adoptedStyleSheets[0]);
  });

  it('hands the component parsed attributes with their defaults and the resolved language', async () => {
    const { create, calls } = setup();
    create({ site: 'hu', reduced: '' });
    await settle();
    expect(calls.mount[0]).toEqual({ site: 'HU', reduced: true, headline: 'Standard', language: 'hu-HU' });
  });

  it('updates when an attribute changes and resets a removed attribute to its default', async () => {
    const { create, calls } = setup();
    const element = create({ site: 'AT', headline: 'Hallo' });
    await settle();
    element.setAttribute('site', 'PL');
    expect(calls.update.at(-1)).toMatchObject({ site: 'PL', headline: 'Hallo', language: 'pl-PL' });
    element.removeAttribute('headline');
    expect(calls.update.at(-1)).toMatchObject({ headline: 'Standard' });
    element.removeAttribute('site');
    expect(calls.update.at(-1)).toMatchObject({ site: 'DE', language: 'de-DE' });
  });

  it('turns a boolean on when it is added without a value and off when removed', async () => {
    const { create, calls } = setup();
    const element = create();
    await settle();
    element.setAttribute('reduced', '');
    expect(calls.update.at(-1)?.reduced).toBe(true);
    element.removeAttribute('reduced');
    expect(calls.update.at(-1)?.reduced).toBe(false);
  });

  it('reflects a property set by script to the attribute and the component', async () => {
    const { create, calls } = setup();
    const element = create() as HTMLElement & { site?: string };
    await settle();
    element.site = 'TR';
    expect(element.getAttribute('site')).toBe('TR');
    expect(calls.update.at(-1)).toMatchObject({ site: 'TR', language: 'tr-TR' });
  });

  it('starts its data requests when it is needed, with the chunk, and mounts even when that throws', async () => {
    const prefetch = vi.fn<(config: Config) => void>(() => {
      throw new Error('no network API');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { create, calls, load } = setup({ prefetch });
    create({ site: 'at' });
    expect(prefetch).not.toHaveBeenCalled();
    await settle();
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch.mock.calls[0]?.[0]).toMatchObject({ site: 'AT' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls.mount).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not start its requests early'));
  });

  it('mounts once its early requests are under way, whose code may come after its own', async () => {
    let started: () => void = () => {};
    const prefetch = vi.fn(() => new Promise<void>((resolve) => (started = resolve)));
    const { create, calls, load } = setup({ prefetch });
    create();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(calls.mount).toHaveLength(0);
    started();
    await settle();
    expect(calls.mount).toHaveLength(1);
  });

  it('mounts when its early requests fail, and warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { create, calls } = setup({ prefetch: () => Promise.reject(new Error('chunk gone')) });
    create();
    await settle();
    expect(calls.mount).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('could not start its requests early: Error: chunk gone'),
    );
  });

  it('fetches its translation files in the page language when it is needed, with the chunk', async () => {
    vi.mocked(preloadTranslations).mockClear();
    const { create, load } = setup({ translations: ['footer', 'ui'] });
    create({ site: 'at' });
    expect(preloadTranslations).not.toHaveBeenCalled();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(preloadTranslations).toHaveBeenCalledTimes(1);
    expect(preloadTranslations).toHaveBeenCalledWith('de-AT', ['footer', 'ui']);
  });

  it('takes a boolean property the HTML way: false removes the attribute, true sets it', async () => {
    const { create, calls } = setup();
    const element = create({ reduced: '' }) as HTMLElement & { reduced: unknown };
    await settle();
    expect(element.reduced).toBe(true);
    element.reduced = false;
    expect(element.hasAttribute('reduced')).toBe(false);
    expect(element.reduced).toBe(false);
    expect(calls.update.at(-1)).toMatchObject({ reduced: false });
    element.reduced = true;
    expect(element.getAttribute('reduced')).toBe('');
    expect(calls.update.at(-1)).toMatchObject({ reduced: true });
    element.reduced = undefined;
    expect(element.hasAttribute('reduced')).toBe(false);
  });

  it('follows its own lang attribute, then <html lang>', async () => {
    const { create, calls } = setup();
    const element = create({ site: 'DE' });
    await settle();
    document.documentElement.setAttribute('lang', 'fr-CH');
    await settle();
    expect(calls.update.at(-1)?.language).toBe('fr-CH');
    element.setAttribute('lang', 'en');
    expect(calls.update.at(-1)?.language).toBe('en');
    element.removeAttribute('lang');
    expect(calls.update.at(-1)?.language).toBe('fr-CH');
  });

  it('keeps its rendered state when moved in the DOM and unmounts when removed', async () => {
    const { create, calls } = setup();
    const element = create();
    await settle();
    const other = document.createElement('div');
    document.body.append(other);
    other.append(element);
    await settle();
    expect(calls.unmount).toBe(0);
    expect(calls.mount).toHaveLength(1);
    element.remove();
    await settle();
    expect(calls.unmount).toBe(1);
  });

  it('renders again when removed and added back', async () => {
    const { create, calls } = setup();
    const element = create();
    await settle();
    element.remove();
    await settle();
    document.body.append(element);
    await settle();
    expect(calls.mount).toHaveLength(2);
  });

  it('asks for its code again after a pause when it fails to load, and mounts once it arrives', async () => {
    vi.useFakeTimers();
    try {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { create, calls, load } = setup({ failedLoads: 2 });
      create();
      await vi.advanceTimersByTimeAsync(0);
      expect(load).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(CHUNK_RETRY_PAUSES_MS[0]);
      expect(load).toHaveBeenCalledTimes(2);
      expect(calls.mount).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(CHUNK_RETRY_PAUSES_MS[1]);
      expect(load).toHaveBeenCalledTimes(3);
      expect(calls.mount).toHaveLength(1);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('warns once when its code fails at every try, and tries again on the next connect', async () => {
    vi.useFakeTimers();
    try {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const tries = CHUNK_RETRY_PAUSES_MS.length + 1;
      const { create, calls, load, tag } = setup({ failedLoads: tries });
      const element = create();
      await vi.advanceTimersByTimeAsync(CHUNK_RETRY_PAUSES_MS.reduce((sum, pause) => sum + pause, 0));
      expect(load).toHaveBeenCalledTimes(tries);
      expect(warn).toHaveBeenCalledWith(`<${tag}> could not load its code: Error: offline`);
      expect(calls.mount).toHaveLength(0);
      element.remove();
      await vi.advanceTimersByTimeAsync(0);
      document.body.append(element);
      await vi.advanceTimersByTimeAsync(0);
      expect(load).toHaveBeenCalledTimes(tries + 1);
      expect(calls.mount).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never loads the code of an element removed before it arrived', async () => {
    const { create, calls } = setup();
    create().remove();
    await settle();
    expect(calls.mount).toHaveLength(0);
  });

  it('parses an element’s attributes again only when their texts changed', () => {
    const parsed: string[] = [];
    const counted = (name: string) => ({
      ...stringAttribute(),
      parse: (raw: string) => (parsed.push(name), raw),
    });
    const tag = `test-element-${++count}`;
    const load = vi.fn(() => new Promise<never>(() => {}));
    const counts = { first: counted('first'), second: counted('second') };
    defineElements({ [tag]: lazyElement({ tag, attributes: counts, load }) });
    const host = document.createElement(tag) as HTMLElement & {
      attributeChangedCallback(name: string, previous: string | null, value: string | null): void;
    };
    host.setAttribute('first', 'x');
    host.setAttribute('second', 'x');
    document.body.append(host);
    parsed.length = 0;
    // What Chromium does when it upgrades an element or parses one from HTML: each attribute present is reported
    // on its own, all of them already set.
    host.attributeChangedCallback('first', null, 'x');
    host.attributeChangedCallback('second', null, 'x');
    expect(parsed).toEqual([]);
    host.setAttribute('second', 'y');
    expect(parsed.sort()).toEqual(['first', 'second']);
  });
});

describe('a server-rendered element', () => {
  /** An element with a declarative shadow root holding a snapshot, as the server renders it, then defined. */
  function renderedByServer(stale: () => boolean) {
    const tag = `test-element-${++count}`;
    const host = document.createElement(tag);
    const root = host.attachShadow({ mode: 'open' });
    const snapshot = document.createElement('script');
    snapshot.type = 'application/json';
    snapshot.setAttribute('data-sw-snapshot', '');
    root.append(snapshot);
    document.body.append(host);
    const hydrate = vi.fn(() => ({ update() {}, unmount() {} }));
    const load = vi.fn(() => Promise.resolve({ mount: hydrate, hydrate }));
    const beforeReact = vi.fn(stale);
    defineElements({ [tag]: lazyElement({ tag, attributes, load, beforeReact }) });
    return { host, load, beforeReact };
  }

  it('keeps its nodes and runs its step before React in a task after the upgrade, not inside it', async () => {
    const { host, load, beforeReact } = renderedByServer(() => false);
    expect(beforeReact).not.toHaveBeenCalled();
    expect(host.shadowRoot?.querySelector('script[data-sw-snapshot]')).not.toBeNull();
    await settle();
    expect(beforeReact).toHaveBeenCalledOnce();
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('is taken over in that task when the server’s HTML is stale for this page', async () => {
    const { load, beforeReact } = renderedByServer(() => true);
    expect(load).not.toHaveBeenCalled();
    await settle();
    expect(beforeReact).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledOnce();
  });

  it('leaves its step before React to React when the visitor reached for it first', async () => {
    const { host, load, beforeReact } = renderedByServer(() => false);
    const button = document.createElement('button');
    host.shadowRoot?.append(button);
    button.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    expect(load).toHaveBeenCalledOnce();
    await settle();
    expect(beforeReact).not.toHaveBeenCalled();
  });
});

describe('defineElements', () => {
  it('defines nothing twice and throws nothing when a second copy runs', () => {
    const { tag } = setup();
    const Again = lazyElement({ tag, attributes, load: () => new Promise<never>(() => {}) });
    const first = customElements.get(tag);
    expect(() => defineElements({ [tag]: Again })).not.toThrow();
    expect(customElements.get(tag)).toBe(first);
  });

  it('warns once when the copy that defined the elements has another version', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    pageRegistry().version = '0.0.1-other';
    defineElements({});
    defineElements({});
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('was loaded on a page where 0.0.1-other already defined'),
    );
  });

  it('stays silent when the second copy has the same version', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    defineElements({});
    defineElements({});
    expect(warn).not.toHaveBeenCalled();
  });
});
