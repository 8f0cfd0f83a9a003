import type { SalesTax } from '../footer-content.types.ts';
import { useFooterLanguages } from './languages.ts';

/** The sales-tax note: text, a link, and text after it (some countries). */
export function SalesTaxNote({ salesTax }: { salesTax: SalesTax }) {
  const { content } = useFooterLanguages();
  return (
    <p className="sw-footer__sales-tax" lang={content}>
      {salesTax.textBeforeLink} <a href={salesTax.link.url}>{salesTax.link.text}</a>
      {salesTax.textAfterLink ? ` ${salesTax.textAfterLink}` : ''}
    </p>
  );
}
