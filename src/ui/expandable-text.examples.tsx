import { useState } from 'react';
import { Button } from './button.tsx';
import { ExpandableText, EXPANDABLE_TEXT_LINES, type ExpandableTextProps } from './expandable-text.tsx';
import { exampleSet, type KitExample } from './kit-examples.tsx';

const LONG_TEXT =
  'Every 11th coffee in our stores is free with the loyalty card. Collect a stamp with every coffee you ' +
  'buy, in any of our stores, and the card remembers them for you. The offer applies to all hot drinks of ' +
  'the coffee menu, whatever the size, and cannot be combined with other vouchers. Prices include VAT. ' +
  'Cards are personal; lost cards can be replaced at the till with the points kept, as long as the card ' +
  'was registered online before it went missing.';

interface ExpandableTextExampleProps extends Omit<
  ExpandableTextProps,
  'expanded' | 'onExpandedChange' | 'children'
> {
  /** The page holds the state (controlled) and has a button of its own that toggles it. */
  controlledByPage?: boolean;
}

function ControlledByPage(props: Omit<ExpandableTextExampleProps, 'controlledByPage'>) {
  const [expanded, setExpanded] = useState(false);
  return (
    <div className="kit-stack">
      <div className="kit-row">
        <Button variant="secondary" size="small" onClick={() => setExpanded((was) => !was)}>
          {expanded ? 'Collapse from outside' : 'Expand from outside'}
        </Button>
        <p>State held by the page: {expanded ? 'expanded' : 'collapsed'}.</p>
      </div>
      <ExpandableText {...props} expanded={expanded} onExpandedChange={setExpanded}>
        {LONG_TEXT}
      </ExpandableText>
    </div>
  );
}

const examples: KitExample<ExpandableTextExampleProps>[] = [
  { name: 'Collapsed (the default: 3 lines, toggle texts in the page language)', props: {} },
  { name: 'Expanded at first', props: { defaultExpanded: true } },
  ...EXPANDABLE_TEXT_LINES.map((lines) => ({
    name: `Collapsed to ${lines} ${lines === 1 ? 'line' : 'lines'}`,
    props: { lines },
  })),
  {
    name: 'Own toggle texts',
    props: { moreLabel: 'Read the whole offer', lessLabel: 'Read less of the offer' },
  },
  { name: 'Controlled by the page', props: { controlledByPage: true } },
];

/** `ExpandableText`'s examples: collapsed and expanded, every line count, own texts, controlled. */
export const expandableTextExamples = exampleSet(
  'expandable-text',
  'Expandable text',
  ({ controlledByPage = false, ...props }) =>
    controlledByPage ? (
      <ControlledByPage {...props} />
    ) : (
      <ExpandableText {...props}>{LONG_TEXT}</ExpandableText>
    ),
  examples,
);
