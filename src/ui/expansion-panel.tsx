import { useId, useState, type ReactNode } from 'react';
import { useExpansionPanelGroup } from './expansion-panel-group.tsx';

// ---------------------------------------------------------------------------------------------- Types

/** The panel's state, exposed as `data-state` on the panel, its header and its region. */
type ExpansionPanelState = 'expanded' | 'collapsed';

type ExpansionPanelHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface ExpansionPanelProps {
  /** The header text; it names the header button and the region. */
  title: ReactNode;
  /** A second, smaller line in the header (a summary of the content); it describes the button. */
  subtitle?: ReactNode;
  /** The content shown when expanded. It stays mounted when collapsed, so form state survives. */
  children?: ReactNode;
  /** The level of the heading that wraps the header button, to fit the page outline; default 3. */
  headingLevel?: ExpansionPanelHeadingLevel;
  /** Expanded state (controlled; outside a group only). */
  expanded?: boolean;
  /** Expanded state at first (uncontrolled; outside a group only); default false. */
  defaultExpanded?: boolean;
  /** Called with the requested state when the user toggles the header (outside a group only). */
  onExpandedChange?: (expanded: boolean) => void;
  /** The header cannot be toggled; it stays focusable and says so with `aria-disabled`. */
  disabled?: boolean;
  /** Always expanded; the header cannot collapse it and carries `aria-disabled="true"` (APG). */
  lockedOpen?: boolean;
  /** The panel's identity in an `ExpansionPanelGroup`'s `value`; default a generated id. */
  value?: string;
  /** Extra class names for the panel element. */
  className?: string;
  /** The language of the panel's title and content, when it differs from the page's. */
  lang?: string;
}

// ---------------------------------------------------------------------------------------------- State

/**
 * The panel's expanded state and how to toggle it: from the group when in one, else controlled or
 * uncontrolled. Locked panels are always expanded; disabled and locked panels ignore toggles.
 */
function useExpandedState(
  value: string,
  {
    expanded,
    defaultExpanded = false,
    onExpandedChange,
    disabled = false,
    lockedOpen = false,
  }: ExpansionPanelProps,
) {
  const group = useExpansionPanelGroup();
  const [own, setOwn] = useState(defaultExpanded);
  const isExpanded = lockedOpen || (group ? group.isExpanded(value) : (expanded ?? own));
  const collapsible = !group || group.canCollapse;
  const fixed = disabled || lockedOpen || (isExpanded && !collapsible);

  const toggle = () => {
    if (disabled || lockedOpen) return;
    if (group) {
      group.toggle(value);
      return;
    }
    if (expanded === undefined) setOwn(!isExpanded);
    onExpandedChange?.(!isExpanded);
  };

  return { group, isExpanded, collapsible, fixed, toggle };
}

// ---------------------------------------------------------------------------------------------- Panel

/**
 * An expansion panel (WAI-ARIA accordion pattern): a heading holding a header button with
 * `aria-expanded` and `aria-controls`, and a content region with `role="region"` labelled by the title.
 *
 * - Enter and Space toggle (native button); inside an `ExpansionPanelGroup` the arrow keys, Home and End
 *   move between headers and the group decides which panels may be open together.
 * - `disabled`: cannot be toggled; `lockedOpen`: always expanded. Both keep the header focusable and mark
 *   it `aria-disabled="true"`.
 * - The content is hidden with the `hidden` attribute when collapsed (out of the tab order and the
 *   accessibility tree); the height animates with `--_duration`, which is 0 under reduced motion.
 *
 * `data-state` (`expanded` | `collapsed`), `data-disabled` and `data-locked` are exposed for styling.
 */
export function ExpansionPanel(props: ExpansionPanelProps) {
  const {
    title,
    subtitle,
    children,
    headingLevel = 3,
    disabled = false,
    lockedOpen = false,
    className,
    lang,
  } = props;
  const generatedId = useId();
  const value = props.value ?? generatedId;
  const { group, isExpanded, collapsible, fixed, toggle } = useExpandedState(value, props);

  const headerId = `${generatedId}-header`;
  const titleId = `${generatedId}-title`;
  const subtitleId = `${generatedId}-subtitle`;
  const regionId = `${generatedId}-region`;
  const state: ExpansionPanelState = isExpanded ? 'expanded' : 'collapsed';
  const asRadio = group?.mode === 'radio' && !lockedOpen;
  const Heading = `h${headingLevel}` as const;

  const headerRole = asRadio
    ? {
        role: 'radio',
        'aria-checked': isExpanded,
        'aria-disabled': disabled || undefined,
        tabIndex: group.isTabStop(value) ? 0 : -1,
      }
    : { 'aria-expanded': isExpanded, 'aria-disabled': fixed || undefined };

  return (
    <div
      className={className ? `sw-expansion-panel ${className}` : 'sw-expansion-panel'}
      lang={lang}
      data-state={state}
      data-disabled={disabled ? '' : undefined}
      data-locked={lockedOpen ? '' : undefined}
    >
      <Heading className="sw-expansion-panel__heading">
        <button
          type="button"
          id={headerId}
          className="sw-expansion-panel__header"
          data-state={state}
          data-value={value}
          aria-controls={regionId}
          aria-labelledby={titleId}
          aria-describedby={subtitle !== undefined ? subtitleId : undefined}
          onClick={toggle}
          {...headerRole}
        >
          {asRadio && (
            <span
              className="sw-expansion-panel__radio"
              data-state={isExpanded ? 'checked' : 'unchecked'}
              aria-hidden="true"
            />
          )}
          <span className="sw-expansion-panel__titles">
            <span id={titleId} className="sw-expansion-panel__title">
              {title}
            </span>
            {subtitle !== undefined && (
              <span id={subtitleId} className="sw-expansion-panel__subtitle">
                {subtitle}
              </span>
            )}
          </span>
          {!asRadio && !lockedOpen && !(isExpanded && !collapsible) && (
            <span className="sw-expansion-panel__chevron" aria-hidden="true" />
          )}
        </button>
      </Heading>
      <div
        id={regionId}
        role="region"
        aria-labelledby={titleId}
        className="sw-expansion-panel__region"
        data-state={state}
        hidden={!isExpanded}
      >
        <div className="sw-expansion-panel__clip">
          <div className="sw-expansion-panel__content">{children}</div>
        </div>
      </div>
    </div>
  );
}
