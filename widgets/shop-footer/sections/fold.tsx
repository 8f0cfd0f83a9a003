import type { ReactNode } from 'react';

/**
 * A footer section that folds on small screens: a native `<details>` whose `<summary>` holds the section's
 * heading. It opens and closes before React has arrived and without JavaScript at all, keyboard and screen
 * readers included, and React takes the same nodes over without touching `open`.
 *
 * `columnHeading` is drawn for a footer laid out by width (`any`): from 1280 px the summary hides, the content
 * shows as a column under that heading, and below it the section folds (shop-footer.css).
 */
export function Fold({
  title,
  className,
  lang,
  headingId,
  columnHeading,
  columnHeadingClass,
  children,
}: {
  title: string;
  className: string;
  lang: string | undefined;
  headingId: string;
  columnHeading?: ReactNode;
  columnHeadingClass?: string;
  children: ReactNode;
}) {
  return (
    <details className={`${className} sw-footer__fold`} lang={lang} aria-labelledby={headingId}>
      <summary className="sw-footer__fold-summary">
        <h3 className="sw-footer__fold-title" id={columnHeading ? undefined : headingId}>
          {title}
        </h3>
        <span className="sw-footer__chevron" aria-hidden="true" />
      </summary>
      <div className="sw-footer__fold-body">
        {columnHeading && (
          <h3
            className={
              columnHeadingClass
                ? `${columnHeadingClass} sw-footer__column-heading`
                : 'sw-footer__column-heading'
            }
            id={headingId}
          >
            {columnHeading}
          </h3>
        )}
        {children}
      </div>
    </details>
  );
}
