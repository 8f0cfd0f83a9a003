import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../i18n/languages.ts';
import { reactElement } from './react-mount.tsx';
import { resetPageRegistryForTests } from './registry.ts';

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
});
