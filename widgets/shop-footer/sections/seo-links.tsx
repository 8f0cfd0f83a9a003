import { ExpansionPanel } from '../../../src/ui/expansion-panel.tsx';
import type { SeoColumns } from '../footer-content.types.ts';
import { useFooterLanguages } from './languages.ts';

export function SeoLinks({ seo, id, collapsible }: { seo: SeoColumns; id: string; collapsible: boolean }) {
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
  if (collapsible) {
    return (
      <ExpansionPanel title={seo.heading} headingLevel={3} className="sw-footer__seo" lang={content}>
        {columns}
      </ExpansionPanel>
    );
  }
  return (
    <nav className="sw-footer__seo" aria-labelledby={id} lang={content}>
      <h3 id={id}>{seo.heading}</h3>
      {columns}
    </nav>
  );
}
