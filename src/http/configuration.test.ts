import { describe, expect, it, vi } from 'vitest';
import { Configuration } from './configuration.ts';
import { REQUEST_TIMEOUT_MS } from './request-timeout.ts';

describe('Configuration', () => {
  it('defaults to no base path, no headers, no credentials and the 15 s time-out', () => {
    const configuration = new Configuration();

    expect(configuration.basePath).toBe('');
    expect(configuration.headers).toEqual({});
    expect(configuration.credentials).toBeUndefined();
    expect(configuration.timeoutMs).toBe(15000);
    expect(REQUEST_TIMEOUT_MS).toBe(15000);
  });

  it('keeps the values it was given', () => {
    const fetchApi = vi.fn<(input: string, init: RequestInit) => Promise<Response>>();
    const configuration = new Configuration({
      basePath: '/base',
      headers: { 'X-A': '1' },
      credentials: 'include',
      fetchApi,
      timeoutMs: 50,
    });

    expect(configuration.basePath).toBe('/base');
    expect(configuration.headers).toEqual({ 'X-A': '1' });
    expect(configuration.credentials).toBe('include');
    expect(configuration.fetchApi).toBe(fetchApi);
    expect(configuration.timeoutMs).toBe(50);
  });

  it('does not let a caller change its headers later through objects it handed over', () => {
    const params = { headers: { 'X-A': '1' } };
    const configuration = new Configuration(params);

    configuration.headers['X-A'] = 'changed';
    params.headers['X-A'] = 'changed too';
    Object.assign(params, { headers: { 'X-B': '2' } });

    expect(configuration.headers).toEqual({ 'X-A': '1' });
  });

  it('looks the global fetch up when a request is made, not when the configuration or its fetchApi is read', async () => {
    const fetchApi = new Configuration().fetchApi;
    const stub = vi.fn(async () => new Response('stubbed'));
    vi.stubGlobal('fetch', stub);

    const response = await fetchApi('/x', {});

    expect(stub).toHaveBeenCalledWith('/x', {});
    await expect(response.text()).resolves.toBe('stubbed');
  });
});
