import { useEffect, useState } from 'react';
import { Button, BUTTON_SIZES, BUTTON_VARIANTS, type ButtonProps } from './button.tsx';
import { exampleSet, type KitExample } from './kit-examples.tsx';

/** How long the simulated submit stays loading. */
const SEND_MS = 2000;

interface ButtonExampleProps {
  buttons: ButtonProps[];
  /** One under the other (for full-width buttons) instead of in a row. */
  stacked?: boolean;
  /** A toggle before the buttons turns their loading state on and off. */
  loadingToggle?: boolean;
  /** A click "sends": the buttons load for this many milliseconds, and the sends are counted. */
  sendsFor?: number;
}

/** Buttons in a row, holding their own loading state when the example toggles or sends. */
function ButtonExample({ buttons, stacked = false, loadingToggle = false, sendsFor }: ButtonExampleProps) {
  const [loading, setLoading] = useState(false);
  const [sent, setSent] = useState(0);

  useEffect(() => {
    if (!loading || sendsFor === undefined) return;
    const timer = setTimeout(() => setLoading(false), sendsFor);
    return () => clearTimeout(timer);
  }, [loading, sendsFor]);

  // Counted at click time: a click that reached the handler while loading would show up here.
  const send = () => {
    setSent((count) => count + 1);
    setLoading(true);
  };

  return (
    <div className={stacked ? 'kit-stack' : 'kit-row'}>
      {loadingToggle && (
        <Button variant="secondary" aria-pressed={loading} onClick={() => setLoading((was) => !was)}>
          Loading state
        </Button>
      )}
      {buttons.map((props, index) => (
        <Button
          key={index}
          {...props}
          loading={loadingToggle || sendsFor !== undefined ? loading : props.loading}
          onClick={sendsFor === undefined ? props.onClick : send}
        />
      ))}
      {sendsFor !== undefined && <p>Sent {sent} times. Clicks while loading are ignored.</p>}
    </div>
  );
}

const examples: KitExample<ButtonExampleProps>[] = [
  {
    name: 'Variants (medium, the default size)',
    props: { buttons: BUTTON_VARIANTS.map((variant) => ({ variant, children: variant })) },
  },
  ...BUTTON_SIZES.map((size) => ({
    name: `Size ${size}`,
    props: { buttons: BUTTON_VARIANTS.map((variant) => ({ variant, size, children: `${variant} ${size}` })) },
  })),
  {
    name: 'Disabled',
    props: {
      buttons: BUTTON_VARIANTS.map((variant) => ({
        variant,
        disabled: true,
        children: `${variant} disabled`,
      })),
    },
  },
  {
    name: 'Loading (toggle it)',
    props: {
      loadingToggle: true,
      buttons: BUTTON_VARIANTS.map((variant) => ({ variant, children: `Subscribe (${variant})` })),
    },
  },
  {
    name: `Loading after a click (${SEND_MS / 1000} s)`,
    props: { sendsFor: SEND_MS, buttons: [{ children: 'Send' }] },
  },
  {
    name: 'Full width',
    props: {
      stacked: true,
      buttons: [
        { fullWidth: true, children: 'Full width primary' },
        { fullWidth: true, variant: 'omnichannel-secondary', children: 'Full width omnichannel-secondary' },
      ],
    },
  },
];

/** `Button`'s examples: every variant in every size and state; loading can be toggled and tried out. */
export const buttonExamples = exampleSet(
  'buttons',
  'Button',
  (props) => <ButtonExample {...props} />,
  examples,
);
