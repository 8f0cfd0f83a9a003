import { Icon } from '../../../src/ui/icon.tsx';
import type { IconLink } from '../footer-content.types.ts';
import { useFooterLanguages } from './languages.ts';
import { isIconName } from './parts.tsx';

export function IconLinks({ heading, id, links }: { heading: string; id: string; links: IconLink[] }) {
  const { content } = useFooterLanguages();
  return (
    <section className="sw-footer__icons" aria-labelledby={id} lang={content}>
      <h3 id={id}>{heading}</h3>
      <ul>
        {links.map((entry, index) => (
          <li key={`${index}-${entry.iconName}`}>
            <a href={entry.link.url} className="sw-footer__icon-link">
              {isIconName(entry.iconName) && <Icon name={entry.iconName} size={24} />}
              <span className={isIconName(entry.iconName) ? 'sw-visually-hidden' : undefined}>
                {entry.link.text}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
