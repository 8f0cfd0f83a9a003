import { describe, expect, it } from 'vitest';
import * as httpLayer from './index.ts';

describe('the http entry point', () => {
  it('re-exports the whole public API', () => {
    expect(Object.keys(httpLayer).sort()).toEqual(
      [
        'CSRF_HEADER',
        'CSRF_VALUE',
        'Configuration',
        'FETCH_ERROR_MESSAGE',
        'FetchError',
        'HttpClient',
        'NEWSLETTER_INTERNAL_PATH',
        'NEWSLETTER_PRIVATE_PATH',
        'NO_WINDOW_ORIGIN',
        'PSDATA_PATH',
        'REQUEST_TIMEOUT_MS',
        'RESPONSE_ERROR_MESSAGE',
        'ResponseError',
        'buildUrl',
        'customerData',
        'isJsonMime',
        'isSuccessStatus',
        'isTimeout',
        'loadCustomerData',
        'mergeHeaders',
        'newsletterBasePath',
        'postJson',
        'readJson',
        'resetCustomerDataForTests',
      ].sort(),
    );
  });
});
