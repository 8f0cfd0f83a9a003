import { describe, expect, it } from 'vitest';
import { SITES } from '../../src/sites.ts';
import { FOOTER_CONTENT } from '../content/footer/index.ts';
import { escapeHtml } from './html.ts';
import { sitePage } from './pages.ts';
import { staticFooter } from './static-footer.ts';

describe('staticFooter (the benchmark floor)', () => {
  it.each(SITES)(
    'holds the %s footer content as plain HTML: group headings, their links, legal links',
    (site) => {
      const markup = staticFooter(site).value;
      const content = FOOTER_CONTENT[site];
      for (const group of content.teaser.groups) {
        expect(markup).toContain(`<h2>${escapeHtml(group.heading.link.text)}</h2>`);
        for (const { link } of group.links) expect(markup).toContain(`href="${escapeHtml(link.url)}"`);
      }
      for (const legal of content.legalLinks) expect(markup).toContain(`>${escapeHtml(legal.text)}</a>`);
      expect(markup).not.toContain('<script');
    },
  );

  it('replaces <shop-footer> on a site page with ?footer=static, and only then', () => {
    const floor = sitePage('DE', new URLSearchParams('footer=static'));
    expect(floor).toContain('data-bench="footer-floor"');
    expect(floor).not.toContain('<shop-footer');
    expect(floor).toContain('<newsletter-signup');
    const normal = sitePage('DE', new URLSearchParams());
    expect(normal).toContain('<shop-footer');
    expect(normal).not.toContain('footer-floor');
  });
});
