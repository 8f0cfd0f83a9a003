import { useState, useSyncExternalStore } from 'react';
import { Button, type ButtonProps } from './button.tsx';
import { IconButton, type IconButtonProps } from './icon-button.tsx';
import { exampleSet, type KitExample } from './kit-examples.tsx';
import { RIPPLE_MIN_DURATION_MS } from './ripple.tsx';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotion(onChange: () => void): () => void {
  const list = window.matchMedia(REDUCED_MOTION);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToMotion, () => window.matchMedia(REDUCED_MOTION).matches);
}

interface RippleExampleProps {
  buttons?: ButtonProps[];
  iconButtons?: IconButtonProps[];
  /** Counts the presses and says whether ripples are shown (the motion preference now). */
  counted?: boolean;
}

/** Buttons to press; a counted example shows the presses and the current motion preference. */
function RippleExample({ buttons = [], iconButtons = [], counted = false }: RippleExampleProps) {
  const reduced = useReducedMotion();
  const [presses, setPresses] = useState(0);
  const press = counted ? () => setPresses((count) => count + 1) : undefined;
  return (
    <>
      <div className="kit-row">
        {buttons.map((button, index) => (
          <Button key={index} {...button} onClick={press} />
        ))}
        {iconButtons.map((button) => (
          <IconButton key={button.label} {...button} onClick={press} />
        ))}
      </div>
      {counted && (
        <p aria-live="polite">
          Pressed {presses} times. Motion preference now:{' '}
          {reduced ? 'reduced, so no ripple is shown' : 'full motion, so ripples are shown'}.
        </p>
      )}
    </>
  );
}

const examples: KitExample<RippleExampleProps>[] = [
  {
    name: 'On buttons',
    props: {
      counted: true,
      buttons: [
        { children: 'Press me' },
        { variant: 'secondary', children: 'Press me (secondary)' },
        { variant: 'sale', size: 'large', children: 'Press me (large)' },
      ],
    },
  },
  {
    name: 'On icon buttons',
    props: {
      counted: true,
      iconButtons: [
        { icon: 'check', label: 'Press me (icon, large)' },
        { icon: 'check', label: 'Press me (icon, small)', size: 'small', variant: 'background' },
      ],
    },
  },
  {
    name: 'Not on disabled or loading buttons',
    props: {
      buttons: [
        { disabled: true, children: 'Disabled' },
        { loading: true, children: 'Loading' },
      ],
    },
  },
];

/** The press feedback of `Button` and `IconButton` (`Ripple`), with the motion preference shown. */
export const rippleExamples = exampleSet(
  'ripple',
  'Ripple',
  (props) => <RippleExample {...props} />,
  examples,
  `Press a button: a wave grows from the pointer, stays at least ${RIPPLE_MIN_DURATION_MS} ms (hold to keep ` +
    'it) and fades. Keyboard presses show the focus ring instead.',
);
