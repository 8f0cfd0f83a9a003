// @vitest-environment node
// The reference backend's answers, each checked against the service contract (test/contract/answers.ts).
import { getResponse } from '../../test/contract/answers.ts';
import { describe, expect, it } from 'vitest';
import { handlers } from './handlers.ts';
import { issueStaffToken } from './preview.ts';
import { store } from './store.ts';
import {
  PREVIEW_CHECK_AUTH_PATH,
  PREVIEW_LOGOUT_PATH,
  PREVIEW_RENEW_PATH,
  PREVIEW_TOKEN_PATH,
} from '../../src/contract/preview.ts';

// The staff endpoints that change state (logout, renew, the preview token) against requests another site makes
// through a staff member's browser. Logout stays a GET (as the preview service defines it,
// src/http/preview-client.ts): it must be harmless when another site links to it.

const ORIGIN = 'http://shop.example:4173';
const SETTINGS = { dateTime: '2026-11-20T10:00:00.000Z' };

async function call(path: string, init: RequestInit = {}, headers: Record<string, string> = {}) {
  const response = await getResponse(
    handlers,
    new Request(ORIGIN + path, {
      ...init,
      headers: { Cookie: `StaffAuthToken=${issueStaffToken()}`, ...init.headers, ...headers },
    }),
  );
  if (!response) throw new Error(`no handler answered ${path}`);
  return response;
}

const setPreview = (headers: Record<string, string> = {}, type = 'application/json') =>
  call(
    PREVIEW_TOKEN_PATH,
    {
      method: 'POST',
      headers: { 'Content-Type': type },
      body: JSON.stringify({ previewDateTime: '2026-09-10T08:00:00.000Z' }),
    },
    headers,
  );

const CROSS_SITE: [string, Record<string, string>][] = [
  ['a link or form on another site (Sec-Fetch-Site: cross-site)', { 'Sec-Fetch-Site': 'cross-site' }],
  ['a sibling host (Sec-Fetch-Site: same-site)', { 'Sec-Fetch-Site': 'same-site' }],
  ["another site's script (Origin)", { Origin: 'https://evil.example' }],
  ['the same host over another scheme (Origin)', { Origin: 'https://shop.example:4173' }],
];

const OWN: [string, Record<string, string>][] = [
  ['the panel on our own page', { 'Sec-Fetch-Site': 'same-origin', Origin: ORIGIN }],
  ['a non-browser client', {}],
];

describe('staff logout (a GET, as the preview service defines it)', () => {
  it.each(CROSS_SITE)('is refused with 403 and logs nobody out from %s', async (_, headers) => {
    store.preview.set('staff-1', { ...SETTINGS });
    const response = await call(PREVIEW_LOGOUT_PATH, {}, headers);
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(store.preview.get('staff-1')).toEqual(SETTINGS);
  });

  it.each(OWN)('logs out from %s', async (_, headers) => {
    store.preview.set('staff-1', { ...SETTINGS });
    const response = await call(PREVIEW_LOGOUT_PATH, {}, headers);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(/^StaffAuthToken=;.*Max-Age=0/)]);
    expect(store.preview.has('staff-1')).toBe(false);
  });
});

describe('staff login renewal', () => {
  it.each(CROSS_SITE)('hands out no token to %s', async (_, headers) => {
    const response = await call(PREVIEW_RENEW_PATH, {}, headers);
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it.each(OWN)('renews for %s', async (_, headers) => {
    const response = await call(PREVIEW_RENEW_PATH, {}, headers);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toHaveLength(1);
  });
});

describe('the preview token call', () => {
  it.each(CROSS_SITE)('is refused with 403 and changes nothing from %s', async (_, headers) => {
    store.preview.set('staff-1', { ...SETTINGS });
    expect((await setPreview(headers)).status).toBe(403);
    expect(store.preview.get('staff-1')).toEqual(SETTINGS);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', ''])(
    'needs a JSON body: %j, which a form on another site could send, is 415',
    async (type) => {
      store.preview.set('staff-1', { ...SETTINGS });
      expect((await setPreview({}, type)).status).toBe(415);
      expect(store.preview.get('staff-1')).toEqual(SETTINGS);
    },
  );

  it.each(OWN)('sets the preview for %s', async (_, headers) => {
    expect((await setPreview(headers)).status).toBe(200);
    expect(store.preview.get('staff-1')).toEqual({ dateTime: '2026-09-10T08:00:00.000Z' });
  });
});

describe('ending the preview (DELETE token)', () => {
  const endPreview = (headers: Record<string, string> = {}) =>
    call(PREVIEW_TOKEN_PATH, { method: 'DELETE' }, headers);

  it.each(CROSS_SITE)('is refused with 403 and keeps the preview from %s', async (_, headers) => {
    store.preview.set('staff-1', { ...SETTINGS });
    expect((await endPreview(headers)).status).toBe(403);
    expect(store.preview.get('staff-1')).toEqual(SETTINGS);
  });

  it.each(OWN)('ends it and keeps the staff session for %s', async (_, headers) => {
    store.preview.set('staff-1', { ...SETTINGS });
    const response = await endPreview(headers);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'SUCCESS' });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(store.preview.has('staff-1')).toBe(false);
    expect(await (await call(PREVIEW_CHECK_AUTH_PATH)).json()).toEqual({ status: 'SUCCESS' });
  });

  it('answers 401 without a staff session', async () => {
    const response = await getResponse(
      handlers,
      new Request(ORIGIN + PREVIEW_TOKEN_PATH, { method: 'DELETE' }),
    );
    expect(response?.status).toBe(401);
  });
});

describe('a staff logout', () => {
  const withToken = (path: string, token: string) =>
    call(path, { headers: { Cookie: `StaffAuthToken=${token}` } });

  it('ends its token at once: check-auth, renewal and the preview token refuse it afterwards', async () => {
    const token = issueStaffToken();
    expect((await withToken(PREVIEW_CHECK_AUTH_PATH, token)).status).toBe(200);
    expect((await withToken(PREVIEW_LOGOUT_PATH, token)).status).toBe(200);
    expect((await withToken(PREVIEW_CHECK_AUTH_PATH, token)).status).toBe(401);
    const renewal = await withToken(PREVIEW_RENEW_PATH, token);
    expect(renewal.status).toBe(401);
    expect(renewal.headers.getSetCookie()).toEqual([]);
    const preview = await call(PREVIEW_TOKEN_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `StaffAuthToken=${token}` },
      body: JSON.stringify({ previewDateTime: '2026-09-10T08:00:00.000Z' }),
    });
    expect(preview.status).toBe(401);
    expect(store.preview.has('staff-1')).toBe(false);
  });

  it("leaves the staff member's other sessions (another browser's token) valid", async () => {
    const here = issueStaffToken();
    const elsewhere = issueStaffToken();
    await withToken(PREVIEW_LOGOUT_PATH, here);
    expect((await withToken(PREVIEW_CHECK_AUTH_PATH, elsewhere)).status).toBe(200);
  });

  it('forgets a revoked token once it would have expired anyway', async () => {
    await withToken(PREVIEW_LOGOUT_PATH, issueStaffToken());
    expect(store.revokedTokens.size).toBe(1);
    store.clockOffsetMs = (8 * 60 * 60 + 1) * 1000;
    await withToken(PREVIEW_LOGOUT_PATH, issueStaffToken());
    expect(store.revokedTokens.size).toBe(1);
  });
});
