import { useT } from '../../../src/i18n/provider.tsx';
import { Icon } from '../../../src/ui/icon.tsx';
import type { TeaserGroup } from '../footer-content.types.ts';
import type { FooterView } from '../footer-view.ts';
import { Fold } from './fold.tsx';
import { useFooterLanguages } from './languages.ts';
import { isIconName, Logo } from './parts.tsx';

function GroupBody({ group }: { group: TeaserGroup }) {
  const t = useT('footer');
  const { page } = useFooterLanguages();
  return (
    <>
      {group.introductoryText && <p className="sw-footer__intro">{group.introductoryText}</p>}
      <ul className="sw-footer__links">
        {group.links.map((entry, index) => (
          // Kept in a footer laid out by width: CSS hides it from 1280 px, where the classic footer omits it.
          <li
            key={`${index}-${entry.link.text}`}
            className={entry.hideInClassic ? 'sw-footer__not-classic' : undefined}
          >
            <a href={entry.link.url}>{entry.link.text}</a>
          </li>
        ))}
      </ul>
      {group.images && group.images.length > 0 && (
        <ul
          className="sw-footer__logos sw-footer__logos--small"
          aria-label={t('paymentDelivery')}
          lang={page}
        >
          {group.images.map((image, index) => (
            <li key={`${index}-${image.source}`}>
              <Logo image={image} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function GroupHeading({ group }: { group: TeaserGroup }) {
  const icon = isIconName(group.heading.iconName) ? group.heading.iconName : undefined;
  return (
    <>
      {icon && <Icon name={icon} size={24} />}
      <a href={group.heading.link.url}>{group.heading.link.text}</a>
    </>
  );
}

export function ServiceGroup({
  group,
  id,
  layout,
}: {
  group: TeaserGroup;
  id: string;
  layout: FooterView['layout'];
}) {
  const { content } = useFooterLanguages();
  if (layout === 'columns') {
    return (
      <section className="sw-footer__group" aria-labelledby={id} lang={content}>
        <h3 className="sw-footer__group-heading" id={id}>
          <GroupHeading group={group} />
        </h3>
        <GroupBody group={group} />
      </section>
    );
  }
  // Folded, the summary names the group and its own page is the first link inside.
  return (
    <Fold
      title={group.heading.link.text}
      className="sw-footer__group"
      lang={content}
      headingId={id}
      columnHeading={layout === 'by-width' ? <GroupHeading group={group} /> : undefined}
      columnHeadingClass="sw-footer__group-heading"
    >
      <p className="sw-footer__group-link">
        <a href={group.heading.link.url}>{group.heading.link.text}</a>
      </p>
      <GroupBody group={group} />
    </Fold>
  );
}
