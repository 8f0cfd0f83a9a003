import type { Site } from '../../src/sites.ts';
import type { FooterLink } from '../../widgets/shop-footer/footer-content.types.ts';
import { FOOTER_CONTENT } from '../content/footer/index.ts';
import { html, type SafeHtml } from './html.ts';

/*
 * The benchmark's floor: the site's footer content as plain server-rendered HTML with a few lines
 * of CSS and no script, on the same page as the rest (`/{site}/?footer=static`). `npm run bench` compares
 * when `<shop-footer>` paints its content with when this paints.
 */

const link = ({ text, url }: FooterLink) => html`<li><a href="${url}">${text}</a></li>`;

export function staticFooter(site: Site): SafeHtml {
  const content = FOOTER_CONTENT[site];
  const groups = content.teaser.groups.map(
    (group) =>
      html`<section>
        <h2>${group.heading.link.text}</h2>
        ${group.introductoryText ? html`<p>${group.introductoryText}</p>` : ''}
        <ul>
          ${group.links.map(({ link: entry }) => link(entry))}
        </ul>
      </section>`,
  );
  const seo = content.seo
    ? html`<section>
        <h2>${content.seo.heading}</h2>
        <ul>
          ${content.seo.columns.flatMap((column) => column.links.map(link))}
        </ul>
      </section>`
    : '';
  return html`<footer class="static-footer" data-bench="footer-floor">
    <div class="static-footer__groups">${groups}</div>
    ${seo}
    <ul class="static-footer__legal">
      ${content.legalLinks.map(link)}
    </ul>
    ${
      content.salesTax
        ? html`<p>
            ${content.salesTax.textBeforeLink} ${content.salesTax.link.text} ${content.salesTax.textAfterLink}
          </p>`
        : ''
    }
  </footer>`;
}
