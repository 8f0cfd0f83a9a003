import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/msw.ts';
import { GETASSIGNMENT_PATH } from '../contract/ab-test.ts';
import { resetPageRegistryForTests } from '../elements/registry.ts';
import { pingAssignment } from './ab-test-assignment.ts';
import type { Middleware } from './configuration.ts';
import { SERVICES_META_NAME } from './service-base.ts';

/** Answers the assignment and records each request as the service saw it. */
function serve(answer: () => Response = () => HttpResponse.json({ tests: [] })) {
  const seen: Request[] = [];
  server.use(
    http.get(`*${GETASSIGNMENT_PATH}`, ({ request }) => {
      seen.push(request);
      return answer();
    }),
  );
  return seen;
}

function setServices(base: string): void {
  const meta = document.createElement('meta');
  meta.name = SERVICES_META_NAME;
  meta.content = base;
  document.head.append(meta);
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll(`meta[name^="${SERVICES_META_NAME}"]`)) meta.remove();
  delete (globalThis as { storefrontWidgets?: unknown }).storefrontWidgets;
  resetPageRegistryForTests();
});

describe('pingAssignment', () => {
  it('asks once per page, however many footers ask', async () => {
    const seen = serve();
    pingAssignment();
    pingAssignment();
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('GET');
  });

  it('goes to the base the page set for its services, with the visitor’s cookies there', async () => {
    setServices('https://services.example.test');
    const seen = serve();
    pingAssignment();
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.url).toBe(`https://services.example.test${GETASSIGNMENT_PATH}`);
    expect(seen[0]?.credentials).toBe('include');
  });

  it('swallows a failed answer and a failed network: no rejection reaches the page', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const seen = serve(() => new HttpResponse('down', { status: 503 }));
      pingAssignment();
      await vi.waitFor(() => expect(seen).toHaveLength(1));
      resetPageRegistryForTests();
      serve(() => HttpResponse.error());
      pingAssignment();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('goes through the page’s middleware when it has some, as every other call', async () => {
    const seen = serve();
    const pre = vi.fn<NonNullable<Middleware['pre']>>(({ url, init }) => ({
      url,
      init: { ...init, headers: { ...(init.headers as Record<string, string>), 'X-Shop': 'yes' } },
    }));
    (globalThis as { storefrontWidgets?: unknown }).storefrontWidgets = { middleware: [{ pre }] };
    pingAssignment();
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(pre).toHaveBeenCalledOnce();
    expect(seen[0]?.headers.get('X-Shop')).toBe('yes');
  });
});
