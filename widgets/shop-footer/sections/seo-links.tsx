import type { SeoColumns } from '../footer-content.types.ts';
import type { FooterView } from '../footer-view.ts';
import { Fold } from './fold.tsx';
import { useFooterLanguages } from './languages.ts';

export function SeoLinks({ seo, id, layout }: { seo: SeoColumns; id: string; layout: FooterView['layout'] }) {
  const { content } = useFooterLanguages();
  const columns = (
    <div className="sw-footer__seo-columns">
      {seo.columns.map((column, index) => (
        <ul key={index} className="sw-footer__links">
          {column.links.map((link, linkIndex) => (
            <li key={`${linkIndex}-${link.text}`}>
              <a href={link.url}>{link.text}</a>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
  if (layout === 'columns') {
    return (
      <nav className="sw-footer__seo" aria-labelledby={id} lang={content}>
        <h3 id={id}>{seo.heading}</h3>
        {columns}
      </nav>
    );
  }
  return (
    <Fold
      title={seo.heading}
      className="sw-footer__seo"
      lang={content}
      headingId={id}
      columnHeading={layout === 'by-width' ? seo.heading : undefined}
    >
      {columns}
    </Fold>
  );
}
