import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { footerContentSource, footerPromotionUrl } from '../content/document-urls.ts';
import { resetPageRegistryForTests } from '../elements/registry.ts';
import { server } from '../../test/msw.ts';
import { logoUrl } from '../../widgets/shop-footer/logos.ts';
import { newsletterBasePath } from './base-path.ts';
import { NewsletterClient } from './newsletter-client.ts';
import { readContract } from '../../demo/backend/contract.ts';
import { pingAssignment } from './ab-test-assignment.ts';
import { LoginClient } from './login-client.ts';
import { PreviewClient } from './preview-client.ts';
import { customerData, resetCustomerDataForTests } from './psdata.ts';
import { mayReceiveCredentials, pageUrl, serviceUrl, SERVICES_META_NAME } from './service-base.ts';
import { PSDATA_PATH } from '../contract/customer-data.ts';
import { HttpClient } from './client.ts';

/** Puts `<meta name content>` tags into the page's head, as an integrator's page would have them. */
function setMeta(entries: Record<string, string>): void {
  for (const [name, content] of Object.entries(entries)) {
    const meta = document.createElement('meta');
    meta.name = name;
    meta.content = content;
    document.head.append(meta);
  }
}

beforeEach(() => {
  resetPageRegistryForTests();
  resetCustomerDataForTests();
});

afterEach(() => {
  for (const meta of document.head.querySelectorAll(`meta[name^="${SERVICES_META_NAME}"]`)) meta.remove();
  resetPageRegistryForTests();
  resetCustomerDataForTests();
});

describe('the page-wide services setting', () => {
  it('leaves every service path relative to the page without a setting', () => {
    expect(serviceUrl(PSDATA_PATH)).toBe(PSDATA_PATH);
    expect(footerContentSource({ site: 'DE', contentSrc: '' })).toBe('/service/footer/api/v1/content/DE');
    expect(logoUrl('dhl')).toBe('/service/footer-images/logos/dhl.svg');
  });

  it('puts every service under the base for all services', () => {
    setMeta({ [SERVICES_META_NAME]: 'https://services.example.test/shop/' });
    const base = 'https://services.example.test/shop';
    expect(footerContentSource({ site: 'DE', contentSrc: '' })).toBe(
      `${base}/service/footer/api/v1/content/DE`,
    );
    expect(footerPromotionUrl('AT')).toBe(`${base}/service/promotion/api/promotion/SHOP_FOOTER?site=AT`);
    expect(logoUrl('dhl')).toBe(`${base}/service/footer-images/logos/dhl.svg`);
    expect(serviceUrl(PSDATA_PATH)).toBe(`${base}${PSDATA_PATH}`);
    expect(serviceUrl('/service/abtestfrontend/api/v1/getassignment')).toBe(
      `${base}/service/abtestfrontend/api/v1/getassignment`,
    );
    expect(serviceUrl('/service/login/api/v1/logintoken/renew')).toBe(
      `${base}/service/login/api/v1/logintoken/renew`,
    );
    expect(serviceUrl('/service/preview/api/auth/checkauth')).toBe(
      `${base}/service/preview/api/auth/checkauth`,
    );
    expect(newsletterBasePath({ hasWindow: true })).toBe(`${base}/service/newsletter/api/internal/v1`);
    expect(newsletterBasePath({ spa: true, hasWindow: true })).toBe(
      `${base}/service/newsletter/api/private/v1`,
    );
    // Not a service path: left as it is.
    expect(serviceUrl('/cms/footer.json')).toBe('/cms/footer.json');
  });

  it('lets a service of its own win over the base for all services, and takes a path on the page origin', () => {
    setMeta({
      [SERVICES_META_NAME]: 'https://services.example.test',
      [`${SERVICES_META_NAME}:footer`]: '/cms-proxy',
      [`${SERVICES_META_NAME}:login`]: 'https://login.example.test',
    });
    expect(footerContentSource({ site: 'DE', contentSrc: '' })).toBe(
      '/cms-proxy/service/footer/api/v1/content/DE',
    );
    expect(serviceUrl('/service/login/api/v1/login')).toBe(
      'https://login.example.test/service/login/api/v1/login',
    );
    expect(serviceUrl(PSDATA_PATH)).toBe(`https://services.example.test${PSDATA_PATH}`);
  });

  it("keeps an element's content-src and api-base ahead of the page's setting", () => {
    setMeta({ [SERVICES_META_NAME]: 'https://services.example.test' });
    expect(footerContentSource({ site: 'DE', contentSrc: '/cms/footer.json' })).toBe('/cms/footer.json');
    expect(newsletterBasePath({ apiBase: '/my-newsletter/', hasWindow: true })).toBe('/my-newsletter');
  });

  it.each([
    ['a script address', 'javascript:alert(1)'],
    ['a protocol-relative address', '//evil.example.test'],
    ['a relative path without a slash', 'backend'],
    ['an address with a query', 'https://services.example.test/?a=1'],
    ['another protocol', 'ftp://services.example.test'],
  ])('ignores %s with one warning naming the tag and the value', (_case, content) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setMeta({ [SERVICES_META_NAME]: content });
    expect(serviceUrl(PSDATA_PATH)).toBe(PSDATA_PATH);
    expect(serviceUrl(PSDATA_PATH)).toBe(PSDATA_PATH);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain(`<meta name="${SERVICES_META_NAME}"> is ignored`);
    expect(warn.mock.calls[0]![0]).toContain(JSON.stringify(content));
  });

  it('reads the setting once per page: a tag changed later changes nothing', () => {
    setMeta({ [SERVICES_META_NAME]: 'https://first.example.test' });
    expect(serviceUrl(PSDATA_PATH)).toBe(`https://first.example.test${PSDATA_PATH}`);
    const querySelectorAll = vi.spyOn(document, 'querySelectorAll');
    document.head.querySelector<HTMLMetaElement>(`meta[name="${SERVICES_META_NAME}"]`)!.content =
      'https://second.example.test';
    expect(serviceUrl(PSDATA_PATH)).toBe(`https://first.example.test${PSDATA_PATH}`);
    expect(querySelectorAll).not.toHaveBeenCalled();
  });

  it('sends the call to the configured origin', async () => {
    setMeta({ [`${SERVICES_META_NAME}:customerfrontenddata`]: 'https://customer.example.test' });
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => void seen.push(request.url));
    try {
      server.use(
        http.get(`https://customer.example.test${PSDATA_PATH}`, () =>
          HttpResponse.json({ loggedIn: true, newsletterStatus: null }),
        ),
      );
      expect(await customerData()).toEqual({ loggedIn: true, newsletterStatus: null });
      expect(seen).toEqual([`https://customer.example.test${PSDATA_PATH}`]);
    } finally {
      server.events.removeAllListeners('request:start');
    }
  });
});

describe('credentials and the services setting', () => {
  it('lets credentials go to the page origin and to a service under the base the page set for it, nowhere else', () => {
    setMeta({
      [SERVICES_META_NAME]: 'https://services.example.test/base',
      [`${SERVICES_META_NAME}:footer`]: '/cms',
      [`${SERVICES_META_NAME}:preview`]: 'https://staff.example.test',
    });
    expect(mayReceiveCredentials('/anything')).toBe(true);
    expect(mayReceiveCredentials(`${location.origin}/service/login/x`)).toBe(true);
    expect(mayReceiveCredentials('https://services.example.test/base/service/login/api/v1/login')).toBe(true);
    expect(mayReceiveCredentials('https://staff.example.test/service/preview/api/auth/checkauth')).toBe(true);
    // Another path on a configured host, another host, another scheme.
    expect(mayReceiveCredentials('https://services.example.test/other/path')).toBe(false);
    expect(mayReceiveCredentials('https://services.example.test/base/other')).toBe(false);
    expect(mayReceiveCredentials('https://services.example.test/base/../service/login/x')).toBe(false);
    expect(mayReceiveCredentials('https://evil.example.test/base/service/login/x')).toBe(false);
    expect(mayReceiveCredentials('http://services.example.test/base/service/login/x')).toBe(false);
    // A base set for one service lends nothing to another on the same host.
    expect(mayReceiveCredentials('https://staff.example.test/service/newsletter/api/private/v1/x')).toBe(
      false,
    );
    expect(
      mayReceiveCredentials('https://services.example.test/base/service/preview/api/auth/checkauth'),
    ).toBe(false);
  });

  it("sends the login token to a newsletter service under the base the page configured, never to another api-base's", () => {
    setMeta({ [`${SERVICES_META_NAME}:newsletter`]: 'https://newsletter.example.test' });
    expect(new NewsletterClient({ site: 'DE' }).sendsCredentials).toBe(true);
    expect(
      new NewsletterClient({ site: 'DE', privateBasePath: 'https://elsewhere.example.test/nl' })
        .sendsCredentials,
    ).toBe(false);
    expect(
      new NewsletterClient({ site: 'DE', privateBasePath: 'https://newsletter.example.test/collect' })
        .sendsCredentials,
    ).toBe(false);
  });

  it('sends the login token to no api-base on a host configured for another service only', () => {
    setMeta({ [`${SERVICES_META_NAME}:footer`]: 'https://cms.example.test' });
    for (const privateBasePath of [
      'https://cms.example.test/collect',
      'https://cms.example.test/service/newsletter/api/private/v1',
    ]) {
      expect(new NewsletterClient({ site: 'DE', privateBasePath }).sendsCredentials, privateBasePath).toBe(
        false,
      );
    }
  });

  it('sends the login token nowhere but the page origin without a setting', () => {
    expect(
      new NewsletterClient({ site: 'DE', privateBasePath: 'https://newsletter.example.test/x' })
        .sendsCredentials,
    ).toBe(false);
  });

  it('sends a cookie-carrying call to an address the page allows none as same-origin', async () => {
    setMeta({ [`${SERVICES_META_NAME}:footer`]: 'https://cms.example.test' });
    const seen: RequestCredentials[] = [];
    server.events.on('request:start', ({ request }) => void seen.push(request.credentials));
    server.use(http.post('https://cms.example.test/collect', () => new HttpResponse(null, { status: 204 })));
    try {
      await new HttpClient().postJson('https://cms.example.test/collect', {});
    } finally {
      server.events.removeAllListeners('request:start');
    }
    expect(seen).toEqual(['same-origin']);
  });
});

describe('a <base href> and <meta> tags outside the head', () => {
  afterEach(() => {
    for (const element of document.querySelectorAll(`base, body meta[name^="${SERVICES_META_NAME}"]`))
      element.remove();
  });

  it("resolves the widgets' addresses against the page, never against a <base href>", async () => {
    const base = document.createElement('base');
    base.href = 'http://evil.example.test/';
    document.head.prepend(base);
    expect(document.baseURI).toBe('http://evil.example.test/');
    expect(pageUrl('/service/x')).toBe(`${location.origin}/service/x`);
    const client = new NewsletterClient({ site: 'DE', privateBasePath: newsletterBasePath({ spa: true }) });
    expect(client.sendsCredentials).toBe(true);
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => void seen.push(request.url));
    try {
      await client.customerBaseData('a-login-token');
    } finally {
      server.events.removeAllListeners('request:start');
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]!.startsWith(`${location.origin}/service/newsletter/`)).toBe(true);
  });

  it('ignores a services setting in the body (a CMS block), with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const meta = document.createElement('meta');
    meta.name = `${SERVICES_META_NAME}:newsletter`;
    meta.content = 'http://evil.example.test';
    document.body.append(meta);
    expect(new NewsletterClient({ site: 'DE' }).sendsCredentials).toBe(true);
    expect(newsletterBasePath({ spa: true }).startsWith('/service/newsletter/')).toBe(true);
    expect(mayReceiveCredentials('http://evil.example.test/service/newsletter/api/private/v1/x')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain("is ignored: it is not in the page's <head>");
    warn.mockRestore();
  });
});

describe('every service call goes through the setting', () => {
  /**
   * Each operation of the service contract, and how it is made here with the page's setting for every service.
   * The footer's documents and logos are addresses the footer derives (footerContentSource, footerPromotionUrl,
   * logoUrl, tested above); the session renewal's calls go through the same HTTP client (src/session/session.test.ts).
   */
  const BASE = 'https://services.example.test';
  const CALLS: Record<string, (() => Promise<unknown>) | 'derived address' | 'session renewal'> = {
    createNewsletterSubscriber: () =>
      new NewsletterClient({ site: 'DE' }).createSubscriber({
        email: 'a@example.test',
        consents: [],
        origin: 'NEWSLETTER',
      }),
    getNewsletterSubscriber: () => new NewsletterClient({ site: 'DE' }).getSubscriber('t'),
    updateNewsletterSubscriber: () =>
      new NewsletterClient({ site: 'DE' }).updateSubscriber('t', { consents: [] }),
    confirmNewsletterSubscription: () => new NewsletterClient({ site: 'DE' }).confirmDoi('t'),
    getCustomerBaseData: () => new NewsletterClient({ site: 'DE' }).customerBaseData('token'),
    getCustomerData: () => customerData(),
    getFooterContent: 'derived address',
    getFooterPromotion: 'derived address',
    getFooterLogo: 'derived address',
    getAbTestAssignment: async () => {
      pingAssignment();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    getAbTestsAt: () => new PreviewClient().testsAt('2026-01-01T00:00:00Z').catch(() => undefined),
    checkPreviewAuth: () => new PreviewClient().checkAuth(),
    previewLogout: () => new PreviewClient().logout(),
    renewPreviewLogin: () => new PreviewClient().renewLogin(),
    setPreview: () => new PreviewClient().setPreview('', '', '2026-01-01T00:00:00Z'),
    endPreview: () => new PreviewClient().endPreview(),
    login: () => new LoginClient().login({ email: 'a@example.test', password: 'p' }),
    renewLoginToken: 'session renewal',
    getLongtermToken: 'session renewal',
  };

  it('names every operation of the contract, so a new one is placed here', () => {
    const ids = Object.values(
      readContract().paths as Record<string, Record<string, { operationId?: string }>>,
    )
      .flatMap((item) => Object.values(item).map((operation) => operation?.operationId))
      .filter((id): id is string => typeof id === 'string');
    expect(Object.keys(CALLS).sort()).toEqual(ids.sort());
  });

  it.each(
    Object.entries(CALLS).filter(
      (entry): entry is [string, () => Promise<unknown>] => typeof entry[1] === 'function',
    ),
  )('%s is sent under the base the page set', async (_id, call) => {
    setMeta({ [SERVICES_META_NAME]: BASE });
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => void seen.push(request.url));
    try {
      await call();
    } finally {
      server.events.removeAllListeners('request:start');
    }
    expect(seen.length).toBeGreaterThan(0);
    for (const url of seen) expect(url.startsWith(`${BASE}/service/`), url).toBe(true);
  });
});
