import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

// ---------------------------------------------------------------------------------------------- Types

/** `radio`: every panel header is a radio button; choosing one opens its panel and closes the others. */
type ExpansionPanelSelectionType = 'none' | 'radio';

/**
 * How a group coordinates its panels (only the radio selection type or a single-open group keeps
 * one panel open; other groups allow several open only when `multiple` is set):
 * - `radio`: one panel chosen at a time, and a chosen one stays open until another is chosen;
 * - `single-open`: one panel open at a time, and the open one stays open until another is opened;
 * - `multiple`: any number open, each toggles on its own;
 * - `exclusive` (neither of the above): at most one open; opening one closes the other, and the open
 *   one can be collapsed again.
 */
export type ExpansionPanelGroupMode = 'radio' | 'single-open' | 'multiple' | 'exclusive';

export interface ExpansionPanelGroupProps {
  /** `ExpansionPanel`s, possibly wrapped in other elements. */
  children: ReactNode;
  /** `radio` makes the headers radio buttons of one radio group; default `none`. Wins over the flags. */
  selectionType?: ExpansionPanelSelectionType;
  /** One panel open at a time, and it cannot be collapsed except by opening another. Wins over `multiple`. */
  singleOpen?: boolean;
  /** Several panels may be open at once (ignored with `singleOpen` or the radio selection type). */
  multiple?: boolean;
  /** The `value`s of the open panels (controlled). In every mode but `multiple` only the first counts. */
  value?: readonly string[];
  /** The `value`s of the panels open at first (uncontrolled). */
  defaultValue?: readonly string[];
  /** Called with the new list of open panels after the user opens or closes one. */
  onValueChange?: (value: string[]) => void;
  /** Name of the group: needed for the radio selection type (a named radio group), optional otherwise. */
  'aria-label'?: string;
  /** Id of a visible element naming the group; an alternative to `aria-label`. */
  'aria-labelledby'?: string;
  /** Extra class names for the group element. */
  className?: string;
}

/** What a panel learns from its group. */
export interface ExpansionPanelGroupContextValue {
  mode: ExpansionPanelGroupMode;
  /** Whether the panel with this value is open (for the radio type: chosen). */
  isExpanded: (value: string) => boolean;
  /** Whether an open panel may be collapsed by its own header (false for `radio` and `single-open`). */
  canCollapse: boolean;
  /** The user activated the header of the panel with this value. */
  toggle: (value: string) => void;
  /** Radio type only: whether this panel's radio is the group's one Tab stop (roving tabindex). */
  isTabStop: (value: string) => boolean;
}

// ------------------------------------------------------------------------------------------------ Rules

/**
 * The mode a group's props select; the radio type and `singleOpen` win over `multiple`.
 * @internal Test seam: the group's rule, tested as a table.
 */
export function groupMode({
  selectionType = 'none',
  singleOpen = false,
  multiple = false,
}: Pick<ExpansionPanelGroupProps, 'selectionType' | 'singleOpen' | 'multiple'>): ExpansionPanelGroupMode {
  if (selectionType === 'radio') return 'radio';
  if (singleOpen) return 'single-open';
  return multiple ? 'multiple' : 'exclusive';
}

/**
 * The open panels after the user activates the header of `value`, by the rules of `mode`.
 * @internal Test seam: the group's rule, tested as a table.
 */
export function nextGroupValue(
  mode: ExpansionPanelGroupMode,
  open: readonly string[],
  value: string,
): readonly string[] {
  const isOpen = open.includes(value);
  if (mode === 'multiple') return isOpen ? open.filter((item) => item !== value) : [...open, value];
  if (isOpen) return mode === 'exclusive' ? [] : open;
  return [value];
}

// -------------------------------------------------------------------------------------------- Context

const ExpansionPanelGroupContext = createContext<ExpansionPanelGroupContextValue | null>(null);

/** The enclosing group, or `null` for a panel on its own. */
export function useExpansionPanelGroup(): ExpansionPanelGroupContextValue | null {
  return useContext(ExpansionPanelGroupContext);
}

// ------------------------------------------------------------------------------------------- Keyboard

const HEADER = '.sw-expansion-panel__header';
const GROUP = '.sw-expansion-panel-group';

/** The panel headers of this group in document order, not those of groups nested inside it. */
function ownHeaders(group: HTMLElement): HTMLElement[] {
  return Array.from(group.querySelectorAll<HTMLElement>(HEADER)).filter(
    (header) => header.closest(GROUP) === group,
  );
}

const isRadio = (header: HTMLElement) => header.getAttribute('role') === 'radio';
const isDisabled = (header: HTMLElement) => header.getAttribute('aria-disabled') === 'true';

/** APG accordion: Down/Up move to the next/previous header (wrapping), Home/End to the first/last. */
function accordionTarget(headers: HTMLElement[], current: HTMLElement, key: string): HTMLElement | undefined {
  const index = headers.indexOf(current);
  const count = headers.length;
  switch (key) {
    case 'ArrowDown':
      return headers[(index + 1) % count];
    case 'ArrowUp':
      return headers[(index - 1 + count) % count];
    case 'Home':
      return headers[0];
    case 'End':
      return headers[count - 1];
    default:
      return undefined;
  }
}

/** APG radio group: arrows move to the next/previous enabled radio (wrapping) and choose it. */
function radioTarget(headers: HTMLElement[], current: HTMLElement, key: string): HTMLElement | undefined {
  const radios = headers.filter((header) => isRadio(header) && (header === current || !isDisabled(header)));
  const index = radios.indexOf(current);
  const count = radios.length;
  if (key === 'ArrowDown' || key === 'ArrowRight') return radios[(index + 1) % count];
  if (key === 'ArrowUp' || key === 'ArrowLeft') return radios[(index - 1 + count) % count];
  return undefined;
}

// ----------------------------------------------------------------------------------------------- Group

/**
 * Coordinates the `ExpansionPanel`s inside it (see `ExpansionPanelGroupMode` for the rules). State is
 * the list of open panel `value`s, controlled (`value` + `onValueChange`) or not (`defaultValue`); the
 * panels' own `expanded`, `defaultExpanded` and `onExpandedChange` are ignored inside a group. Locked
 * panels stay open and disabled panels keep their state; neither takes part in the rules.
 *
 * Semantics and keyboard:
 * - Accordion (every mode but radio): headers are buttons with `aria-expanded` (WAI-ARIA accordion
 *   pattern). Enter/Space toggle; Down/Up move focus to the next/previous header, wrapping; Home/End to
 *   the first/last. Where the open panel may not be collapsed (`single-open`), its header carries
 *   `aria-disabled="true"`, as the pattern asks.
 * - Radio selection type: choosing a panel is a choice between options, so assistive technology is told
 *   so: the group is a `radiogroup` and each header a `radio` with `aria-checked` (and `aria-controls` to
 *   its region); the visual radio indicator is decorative. Keyboard as the APG radio group: one Tab stop
 *   (the chosen radio, else the first enabled one); arrow keys move to the next/previous enabled radio
 *   and choose it; Space (and Enter) choose the focused one. A locked panel in a radio group is no option:
 *   it keeps accordion semantics and is skipped by the arrows.
 *
 * `data-mode` on the group element names the mode.
 */
export function ExpansionPanelGroup({
  children,
  selectionType,
  singleOpen,
  multiple,
  value,
  defaultValue,
  onValueChange,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  className,
}: ExpansionPanelGroupProps) {
  const mode = groupMode({ selectionType, singleOpen, multiple });
  const groupRef = useRef<HTMLDivElement>(null);
  const [uncontrolled, setUncontrolled] = useState<readonly string[]>(defaultValue ?? []);
  const given = value ?? uncontrolled;
  const open = useMemo(() => (mode === 'multiple' ? given : given.slice(0, 1)), [mode, given]);

  // The radio type's one Tab stop is the checked radio, else the first enabled one; which is first is
  // known only from the rendered DOM, so it is read after each commit that may change it (the children
  // carry the panels' `disabled` and `value` props).
  const [tabStop, setTabStop] = useState<string | null>(null);
  useLayoutEffect(() => {
    const group = groupRef.current;
    if (mode !== 'radio' || !group) return;
    const radios = ownHeaders(group).filter(isRadio);
    const stop =
      radios.find((radio) => radio.getAttribute('aria-checked') === 'true') ??
      radios.find((radio) => !isDisabled(radio));
    const next = stop?.dataset.value ?? null;
    setTabStop((previous) => (previous === next ? previous : next));
  }, [mode, open, children]);

  const context = useMemo<ExpansionPanelGroupContextValue>(
    () => ({
      mode,
      isExpanded: (item) => open.includes(item),
      canCollapse: mode === 'multiple' || mode === 'exclusive',
      toggle: (item) => {
        const next = nextGroupValue(mode, open, item);
        if (next === open) return;
        if (value === undefined) setUncontrolled(next);
        onValueChange?.([...next]);
      },
      isTabStop: (item) => item === tabStop,
    }),
    [mode, open, value, onValueChange, tabStop],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const group = groupRef.current;
    const current = event.target;
    if (!group || !(current instanceof HTMLElement) || event.altKey || event.ctrlKey || event.metaKey) return;
    const headers = ownHeaders(group);
    if (!headers.includes(current)) return;
    if (mode === 'radio') {
      const target = isRadio(current) ? radioTarget(headers, current, event.key) : undefined;
      if (!target) return;
      event.preventDefault();
      target.focus();
      target.click();
      return;
    }
    const target = accordionTarget(headers, current, event.key);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  const labelled = ariaLabel !== undefined || ariaLabelledBy !== undefined;
  return (
    <ExpansionPanelGroupContext.Provider value={context}>
      <div
        ref={groupRef}
        className={className ? `sw-expansion-panel-group ${className}` : 'sw-expansion-panel-group'}
        data-mode={mode}
        role={mode === 'radio' ? 'radiogroup' : labelled ? 'group' : undefined}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </ExpansionPanelGroupContext.Provider>
  );
}
