import { describe, expect, it } from 'vitest';
import { countRequests } from '../../demo/backend/store';

describe('the test environment', () => {
  it('answers relative fetches from the reference backend through msw', async () => {
    const response = await fetch('/service/customerfrontenddata/api/v1/psdata', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ loggedIn: false, newsletterStatus: null });
    expect(countRequests('/service/customerfrontenddata/api/v1/psdata')).toBe(1);
  });

  it('resets the store between tests', () => {
    expect(countRequests('/service/customerfrontenddata/api/v1/psdata')).toBe(0);
  });
});
