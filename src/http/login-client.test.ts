import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../../demo/backend/customers-data.ts';
import { server } from '../../test/msw.ts';
import { LoginClient } from './login-client.ts';
import { LOGIN_PATH, loginResult } from '../contract/login.ts';

const client = new LoginClient();
const customer = DEMO_CUSTOMERS[0]!;

describe('LoginClient against the reference backend', () => {
  it('logs a demo customer in', async () => {
    expect(await client.login({ email: customer.email, password: customer.password })).toBe('SUCCESS');
  });

  it('answers UNAUTHORIZED for a wrong password', async () => {
    expect(await client.login({ email: customer.email, password: 'wrong' })).toBe('UNAUTHORIZED');
  });

  it('sends JSON with the CSRF-style header', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.post(`*${LOGIN_PATH}`, ({ request }) => {
        seen.push(request.headers.get('Content-Type'), request.headers.get('X-Requested-With'));
        return HttpResponse.json({ status: 'SUCCESS' });
      }),
    );
    await client.login({ email: customer.email, password: customer.password });
    expect(seen).toEqual(['application/json', 'XMLHttpRequest']);
  });
});

describe('loginResult', () => {
  it.each([
    [200, 'SUCCESS'],
    [401, 'UNAUTHORIZED'],
    [201, 'SERVICE_UNAVAILABLE'],
    [204, 'SERVICE_UNAVAILABLE'],
    [403, 'SERVICE_UNAVAILABLE'],
    [500, 'SERVICE_UNAVAILABLE'],
    ['network', 'SERVICE_UNAVAILABLE'],
  ] as const)('maps %s to %s', (status, result) => {
    expect(loginResult(status)).toBe(result);
  });
});
