import { useT } from '../../../src/i18n/provider.tsx';
import type { Promotion } from '../promotion.ts';
import { useFooterLanguages } from './languages.ts';

export function PromotionTeaser({ promotion }: { promotion: Promotion }) {
  const t = useT('footer');
  const { content } = useFooterLanguages();
  return (
    <aside className="sw-footer__promotion" aria-label={t('promotion')}>
      <p className="sw-footer__promotion-headline" lang={content}>
        {promotion.headline}
      </p>
      <p lang={content}>{promotion.text}</p>
      {promotion.link && (
        <a href={promotion.link.url} lang={content}>
          {promotion.link.text}
        </a>
      )}
    </aside>
  );
}
