import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../i18n/languages.ts';
import { reactElement } from './react-mount.tsx';
import { resetPageRegistryForTests } from './registry.ts';
import { recordVisitor, SNAPSHOT_ATTRIBUTE, serverSnapshotText } from './wake/server-html.ts';

type Config = { language: Language; site: string };

afterEach(() => {
  document.body.replaceChildren();
  resetPageRegistryForTests();
});

describe('reactElement', () => {
  it('prepares the data of the first render when it mounts, before that render', async () => {
    const events: string[] = [];
    const prepare = vi.fn((config: Config) => events.push(`prepare ${config.site}`));
    const module = reactElement<Config>({
      tag: 'test-prepared',
      component: ({ config }) => {
        events.push(`render ${config.site}`);
        return <p>{config.site}</p>;
      },
      styles: '',
      namespaces: ['ui'],
      prepare,
    });
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const mounted = module.mount({ host, root, config: { language: 'en', site: 'AT' } });
    expect(events).toEqual(['prepare AT']);
    await waitFor(() => expect(root.textContent).toBe('AT'));
    expect(events[0]).toBe('prepare AT');
    expect(events.slice(1).every((event) => event === 'render AT')).toBe(true);
    expect(prepare).toHaveBeenCalledTimes(1);
    mounted.unmount();
  });

  describe('hydrating a server render', () => {
    function serverRendered(site: string) {
      const renders: string[] = [];
      const module = reactElement<Config>({
        tag: 'test-hydrated',
        component: ({ config }) => {
          renders.push(`${config.language} ${config.site}`);
          return <p>{config.site}</p>;
        },
        styles: '',
        namespaces: ['ui'],
      });
      const host = document.createElement('div');
      document.body.append(host);
      const root = host.attachShadow({ mode: 'open' });
      root.innerHTML =
        `<script type="application/json" ${SNAPSHOT_ATTRIBUTE}>` +
        `{"release":"${__SW_VERSION__}","language":"en","platform":"any","documents":{}}</script><p>${site}</p>`;
      const paragraph = root.querySelector('p');
      const hydrate = (config: Config, drawn?: Config) =>
        module.hydrate!(
          { host, root, config },
          { snapshot: serverSnapshotText(root)!, visitor: recordVisitor(root), drawn },
        );
      const isHydrated = () => Object.keys(paragraph!).some((key) => key.startsWith('__reactFiber'));
      return { renders, root, paragraph, hydrate, isHydrated };
    }

    it("draws once when the element's values are the ones the server drew with: no second pass after it", async () => {
      const { renders, hydrate, isHydrated } = serverRendered('AT');
      const mounted = hydrate({ language: 'en', site: 'AT' });
      await waitFor(() => expect(isHydrated()).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      // StrictMode renders each pass twice in development: one pass.
      expect(renders).toEqual(['en AT', 'en AT']);
      mounted.unmount();
    });

    it("draws again in the element's own values when they differ from the server's, on the same nodes", async () => {
      const { renders, root, paragraph, hydrate, isHydrated } = serverRendered('AT');
      const mounted = hydrate({ language: 'de-DE', site: 'AT' });
      await waitFor(() => expect(isHydrated()).toBe(true));
      await waitFor(() => expect(renders.at(-1)).toBe('de-DE AT'));
      expect(renders[0]).toBe('en AT');
      mounted.update({ language: 'de-DE', site: 'CH' });
      await waitFor(() => expect(root.querySelector('p')?.textContent).toBe('CH'));
      expect(root.querySelector('p')).toBe(paragraph);
      mounted.unmount();
    });

    it('draws what the server drew with first when the page changed an attribute before React, then the change, in place', async () => {
      const { renders, root, paragraph, hydrate, isHydrated } = serverRendered('AT');
      const errors = vi.spyOn(console, 'error');
      const mounted = hydrate({ language: 'en', site: 'PL' }, { language: 'en', site: 'AT' });
      await waitFor(() => expect(isHydrated()).toBe(true));
      await waitFor(() => expect(root.querySelector('p')?.textContent).toBe('PL'));
      expect(renders[0]).toBe('en AT');
      // One tree: the server's paragraph, now saying PL; no second one beside it, no mismatch.
      expect(root.querySelectorAll('p')).toHaveLength(1);
      expect(root.querySelector('p')).toBe(paragraph);
      expect(errors).not.toHaveBeenCalled();
      mounted.unmount();
    });
  });
});
