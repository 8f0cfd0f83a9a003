import { describe, expect, it, vi } from 'vitest';
import { newsletterBasePath } from './base-path.ts';
import { NEWSLETTER_INTERNAL_PATH, NEWSLETTER_PRIVATE_PATH } from '../contract/newsletter.ts';

describe('newsletterBasePath', () => {
  it('uses the internal API, relative to the page, on a normal page', () => {
    expect(newsletterBasePath({ hasWindow: true })).toBe('/service/newsletter/api/internal/v1');
    expect(NEWSLETTER_INTERNAL_PATH).toBe('/service/newsletter/api/internal/v1');
  });

  it('uses the private API, relative to the page, in the single-page app', () => {
    expect(newsletterBasePath({ spa: true, hasWindow: true })).toBe('/service/newsletter/api/private/v1');
    expect(NEWSLETTER_PRIVATE_PATH).toBe('/service/newsletter/api/private/v1');
  });

  it('puts the path under localhost port 8080 when there is no window', () => {
    expect(newsletterBasePath({ hasWindow: false })).toBe(
      'http://localhost:8080/service/newsletter/api/internal/v1',
    );
    expect(newsletterBasePath({ spa: true, hasWindow: false })).toBe(
      'http://localhost:8080/service/newsletter/api/private/v1',
    );
  });

  it('lets an explicit base win over the single-page flag and the missing window', () => {
    expect(newsletterBasePath({ apiBase: 'https://api.example.test/nl', spa: true, hasWindow: false })).toBe(
      'https://api.example.test/nl',
    );
    expect(newsletterBasePath({ apiBase: '/custom', hasWindow: true })).toBe('/custom');
  });

  it('drops trailing slashes from an explicit base, because request paths start with a slash', () => {
    expect(newsletterBasePath({ apiBase: '/custom//' })).toBe('/custom');
  });

  it('treats an empty or null explicit base as absent', () => {
    expect(newsletterBasePath({ apiBase: '', hasWindow: true })).toBe(NEWSLETTER_INTERNAL_PATH);
    expect(newsletterBasePath({ apiBase: null, spa: true, hasWindow: true })).toBe(NEWSLETTER_PRIVATE_PATH);
  });

  it('detects the window itself when not told', () => {
    expect(newsletterBasePath()).toBe(NEWSLETTER_INTERNAL_PATH);

    vi.stubGlobal('window', undefined);

    expect(newsletterBasePath()).toBe(`http://localhost:8080${NEWSLETTER_INTERNAL_PATH}`);
  });
});
