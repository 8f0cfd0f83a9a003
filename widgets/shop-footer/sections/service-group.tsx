import { useT } from '../../../src/i18n/provider.tsx';
import { ExpansionPanel } from '../../../src/ui/expansion-panel.tsx';
import { Icon } from '../../../src/ui/icon.tsx';
import type { TeaserGroup } from '../footer-content.types.ts';
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
          <li key={`${index}-${entry.link.text}`}>
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

export function ServiceGroup({
  group,
  id,
  collapsible,
}: {
  group: TeaserGroup;
  id: string;
  collapsible: boolean;
}) {
  const icon = isIconName(group.heading.iconName) ? group.heading.iconName : undefined;
  const { content } = useFooterLanguages();
  if (collapsible) {
    return (
      <ExpansionPanel
        title={group.heading.link.text}
        headingLevel={3}
        className="sw-footer__group"
        lang={content}
      >
        <p className="sw-footer__group-link">
          <a href={group.heading.link.url}>{group.heading.link.text}</a>
        </p>
        <GroupBody group={group} />
      </ExpansionPanel>
    );
  }
  return (
    <section className="sw-footer__group" aria-labelledby={id} lang={content}>
      <h3 className="sw-footer__group-heading" id={id}>
        {icon && <Icon name={icon} size={24} />}
        <a href={group.heading.link.url}>{group.heading.link.text}</a>
      </h3>
      <GroupBody group={group} />
    </section>
  );
}
