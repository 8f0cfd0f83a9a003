import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useT } from '../i18n/provider.tsx';

/* -------------------------------------------------------------------------------------------------
 * Lines and state
 * -----------------------------------------------------------------------------------------------*/

/** How many lines the collapsed preview may show; expandable-text.css has one rule per value. */
export const EXPANDABLE_TEXT_LINES = [1, 2, 3, 4, 5, 6] as const;
type ExpandableTextLines = (typeof EXPANDABLE_TEXT_LINES)[number];

type ExpandableTextState = 'collapsed' | 'expanded';

function useExpanded(
  expanded: boolean | undefined,
  defaultExpanded: boolean,
  onExpandedChange: ((expanded: boolean) => void) | undefined,
) {
  const [own, setOwn] = useState(defaultExpanded);
  const controlled = expanded !== undefined;
  const current = controlled ? expanded : own;
  const toggle = () => {
    if (!controlled) setOwn(!current);
    onExpandedChange?.(!current);
  };
  return [current, toggle] as const;
}

/* -------------------------------------------------------------------------------------------------
 * ExpandableText
 * -----------------------------------------------------------------------------------------------*/

export interface ExpandableTextProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The text (or rich content) to show. */
  children: ReactNode;
  /** Lines shown while collapsed; 3 by default. */
  lines?: ExpandableTextLines;
  /** Controlled: whether the whole text shows. Pair with `onExpandedChange`. */
  expanded?: boolean;
  /** Uncontrolled: whether it starts expanded; false by default. */
  defaultExpanded?: boolean;
  /** Called with the requested state on every toggle, controlled or not. */
  onExpandedChange?: (expanded: boolean) => void;
  /** The toggle's text while collapsed, already translated; `ui:expandableText.more` by default. */
  moreLabel?: string;
  /** The toggle's text while expanded, already translated; `ui:expandableText.less` by default. */
  lessLabel?: string;
}

/**
 * A text shown as a preview of a few lines (CSS line clamp) with a button that shows all of it and collapses
 * it again. The button says 'Mehr anzeigen' / 'Weniger anzeigen' in the page language unless `moreLabel` /
 * `lessLabel` are given, carries `aria-expanded`, and points at the text with `aria-controls`. The state is
 * `data-state="collapsed" | "expanded"` on the root. Controlled (`expanded` + `onExpandedChange`) or
 * uncontrolled (`defaultExpanded`). The whole text stays in the accessibility tree while clamped: the clamp
 * is a visual shortening only.
 */
export function ExpandableText({
  children,
  lines = 3,
  expanded,
  defaultExpanded = false,
  onExpandedChange,
  moreLabel,
  lessLabel,
  className,
  ...rest
}: ExpandableTextProps) {
  const t = useT('ui');
  const contentId = useId();
  const [isExpanded, toggle] = useExpanded(expanded, defaultExpanded, onExpandedChange);
  const state: ExpandableTextState = isExpanded ? 'expanded' : 'collapsed';

  return (
    <div {...rest} className={['sw-expandable-text', className].filter(Boolean).join(' ')} data-state={state}>
      <div id={contentId} className="sw-expandable-text__content" data-lines={lines}>
        {children}
      </div>
      <button
        type="button"
        className="sw-expandable-text__toggle"
        aria-expanded={isExpanded}
        aria-controls={contentId}
        onClick={toggle}
      >
        {isExpanded ? (lessLabel ?? t('expandableText.less')) : (moreLabel ?? t('expandableText.more'))}
      </button>
    </div>
  );
}
