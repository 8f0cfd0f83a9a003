import { afterEach, describe, expect, it } from 'vitest';
import { REDUCED_FOOTER_COOKIE_MARKERS } from '../../src/platform/cookies.ts';
import { footerDocuments } from './prefetch.ts';

const [MARKER] = REDUCED_FOOTER_COOKIE_MARKERS;

afterEach(() => {
  document.cookie = `${MARKER}=; Max-Age=0; Path=/`;
});

describe('footerDocuments', () => {
  it('are the site content and its promotion', () => {
    expect(footerDocuments({ site: 'AT', contentSrc: '', reduced: false })).toEqual([
      '/service/footer/api/v1/content/AT',
      '/service/promotion/api/promotion/SHOP_FOOTER?site=AT',
    ]);
  });

  it('take the content from content-src when it is set', () => {
    expect(footerDocuments({ site: 'PL', contentSrc: '/cms/footer.json', reduced: false })[0]).toBe(
      '/cms/footer.json',
    );
  });

  it('leave the promotion out of a reduced footer, by attribute or by cookie', () => {
    expect(footerDocuments({ site: 'DE', contentSrc: '', reduced: true })).toEqual([
      '/service/footer/api/v1/content/DE',
    ]);
    document.cookie = `${MARKER}=4711; Path=/`;
    expect(footerDocuments({ site: 'DE', contentSrc: '', reduced: false })).toHaveLength(1);
  });
});
