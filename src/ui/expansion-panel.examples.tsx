import { ExpansionPanel, type ExpansionPanelProps } from './expansion-panel.tsx';
import { ExpansionPanelGroup, type ExpansionPanelGroupProps } from './expansion-panel-group.tsx';
import { exampleSet, type KitExample } from './kit-examples.tsx';

interface ExpansionPanelExampleProps {
  panels: ExpansionPanelProps[];
  /** Drawn in a group of these props; without it, the panels stand alone. */
  group?: Omit<ExpansionPanelGroupProps, 'children'>;
}

const examples: KitExample<ExpansionPanelExampleProps>[] = [
  {
    name: 'Single panels',
    props: {
      panels: [
        { title: 'Collapsed', children: <p>Content of a panel that starts collapsed.</p> },
        {
          title: 'Expanded',
          subtitle: 'With a subtitle that summarises the content',
          defaultExpanded: true,
          children: <p>Content of a panel that starts expanded.</p>,
        },
        { title: 'Disabled', disabled: true, children: <p>Content that cannot be shown.</p> },
        {
          title: 'Disabled while expanded',
          disabled: true,
          defaultExpanded: true,
          children: <p>Content that cannot be hidden.</p>,
        },
        {
          title: 'Locked open',
          subtitle: 'Always expanded',
          lockedOpen: true,
          children: <p>Content that is always shown.</p>,
        },
        {
          title: 'With a form field',
          children: (
            <label>
              Note for the courier <input name="courier-note" />
            </label>
          ),
        },
      ],
    },
  },
  {
    name: 'Radio selection group',
    props: {
      group: { selectionType: 'radio', 'aria-label': 'Payment method', defaultValue: ['card'] },
      panels: [
        {
          title: 'Credit card',
          subtitle: 'Visa, Mastercard',
          value: 'card',
          children: (
            <label>
              Card holder <input name="card-holder" />
            </label>
          ),
        },
        { title: 'Invoice', value: 'invoice', children: <p>Pay within 14 days of delivery.</p> },
        {
          title: 'Instalments',
          subtitle: 'Not available for this order',
          value: 'instalments',
          disabled: true,
          children: <p>Pay in monthly instalments.</p>,
        },
        { title: 'Direct debit', value: 'debit', children: <p>The amount is taken from your account.</p> },
      ],
    },
  },
  {
    name: 'Single-open group',
    props: {
      group: { singleOpen: true, defaultValue: ['delivery'] },
      panels: [
        { title: 'Delivery', value: 'delivery', children: <p>Delivered in 2 to 4 working days.</p> },
        { title: 'Returns', value: 'returns', children: <p>Return within 30 days.</p> },
        { title: 'Warranty', value: 'warranty', children: <p>Two years of warranty.</p> },
      ],
    },
  },
  {
    name: 'Multiple group',
    props: {
      group: { multiple: true, defaultValue: ['size', 'care'] },
      panels: [
        { title: 'Size', value: 'size', children: <p>Fits true to size.</p> },
        { title: 'Material', value: 'material', children: <p>100 percent cotton.</p> },
        { title: 'Care', value: 'care', children: <p>Machine wash at 30 degrees.</p> },
        {
          title: 'Sustainability',
          value: 'sustainability',
          disabled: true,
          children: <p>No information yet.</p>,
        },
      ],
    },
  },
  {
    name: 'Group without multiple',
    props: {
      group: {},
      panels: [
        {
          title: 'Good to know',
          subtitle: 'Locked open',
          value: 'info',
          lockedOpen: true,
          children: <p>This panel stays open whatever else opens.</p>,
        },
        { title: 'Opening hours', value: 'hours', children: <p>Monday to Saturday, 9:00 to 20:00.</p> },
        { title: 'Contact', value: 'contact', children: <p>Write to us or call the customer line.</p> },
      ],
    },
  },
];

/** `ExpansionPanel`'s examples: alone in every state, and in groups of every kind (`ExpansionPanelGroup`). */
export const expansionPanelExamples = exampleSet(
  'expansion-panel',
  'Expansion panel',
  ({ panels, group }) => {
    // Under the gallery's example heading (an h3).
    const drawn = panels.map((panel, index) => (
      <ExpansionPanel key={panel.value ?? index} headingLevel={4} {...panel} />
    ));
    return (
      <div className="kit-stack">
        {group ? <ExpansionPanelGroup {...group}>{drawn}</ExpansionPanelGroup> : drawn}
      </div>
    );
  },
  examples,
);
