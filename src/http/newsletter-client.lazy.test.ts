import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPageRegistryForTests } from '../elements/registry.ts';
import type { Report } from '../elements/report-facts.ts';
import type { NewsletterCalls } from './newsletter-calls.ts';
import { NewsletterClient, provideNewsletterCalls } from './newsletter-client.ts';

// The calls' code is a chunk of its own: here its import fails while `loading.fails` is set, as a network blip would.
const loading = vi.hoisted(() => ({ fails: false, imports: 0 }));
vi.mock('./newsletter-calls.ts', async (importOriginal) => {
  loading.imports++;
  if (loading.fails) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const page = () => globalThis as { storefrontWidgets?: { reports?: Report[] } };
const request = { email: 'lazy.reader@example.com', consents: [], origin: 'NEWSLETTER' as const };

beforeEach(() => {
  delete page().storefrontWidgets;
  resetPageRegistryForTests();
  loading.fails = false;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('NewsletterClient, its calls loaded on the first one', () => {
  it('answers every call as a failed one when the code cannot be loaded, reports it, and tries again on the next', async () => {
    loading.fails = true;
    const client = new NewsletterClient({ site: 'DE', tag: 'newsletter-signup' });
    expect(await client.createSubscriber(request)).toBe('ERROR_GENERIC');
    expect(await client.confirmDoi('token')).toBe('FAILED');
    expect(await client.getSubscriber('token')).toBeUndefined();
    expect(await client.updateSubscriber('token', { consents: [] })).toBe(false);
    await vi.waitFor(() => expect(page().storefrontWidgets?.reports).toHaveLength(4));
    expect(
      page().storefrontWidgets!.reports!.map((report) => report.kind === 'chunk-failed' && report.attempt),
    ).toEqual([1, 2, 3, 4]);
    expect(page().storefrontWidgets!.reports![0]).toMatchObject({
      kind: 'chunk-failed',
      chunk: 'element',
      element: 'newsletter-signup',
      site: 'DE',
    });
    expect(console.warn).toHaveBeenCalledTimes(1);

    // The code loads again once the network is back: the next call goes out (to the reference backend).
    loading.fails = false;
    expect(await client.createSubscriber(request)).toBe('SUCCESS');
  });

  it('sends the calls through the code the form’s rules handed over, without importing it', async () => {
    const before = loading.imports;
    const createSubscriber = vi.fn(async () => 'SUCCESS' as const);
    provideNewsletterCalls(
      class {
        createSubscriber = createSubscriber;
      } as unknown as typeof NewsletterCalls,
    );
    const client = new NewsletterClient({ site: 'AT' });
    expect(await client.createSubscriber(request)).toBe('SUCCESS');
    expect(createSubscriber).toHaveBeenCalledWith(request);
    expect(loading.imports).toBe(before);
  });
});
