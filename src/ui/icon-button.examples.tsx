import { useState } from 'react';
import { IconButton, ICON_BUTTON_SIZES, ICON_BUTTON_VARIANTS, type IconButtonProps } from './icon-button.tsx';
import { exampleSet, type KitExample } from './kit-examples.tsx';

type IconButtonExampleProps =
  /** Icon buttons in a row. */
  | { buttons: IconButtonProps[] }
  /** An icon button in use: it shows and hides this secret, its icon and name following. */
  | { secret: string };

function SecretToggle({ secret }: { secret: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="kit-row">
      <IconButton
        icon={visible ? 'eye-off' : 'eye'}
        label={visible ? 'Hide the secret' : 'Show the secret'}
        variant="secondary"
        onClick={() => setVisible((was) => !was)}
      />
      <p>{visible ? `The secret is: ${secret}.` : 'The secret is hidden.'}</p>
    </div>
  );
}

const examples: KitExample<IconButtonExampleProps>[] = [
  ...ICON_BUTTON_SIZES.map((size) => ({
    name: `Size ${size}`,
    props: {
      buttons: ICON_BUTTON_VARIANTS.map((variant): IconButtonProps => ({
        icon: 'close',
        label: `Close (${variant}, ${size})`,
        variant,
        size,
      })),
    },
  })),
  {
    name: 'Disabled',
    props: {
      buttons: ICON_BUTTON_VARIANTS.map((variant): IconButtonProps => ({
        icon: 'close',
        label: `Close (${variant}, disabled)`,
        variant,
        disabled: true,
      })),
    },
  },
  { name: 'In use: showing and hiding a secret', props: { secret: 'coffee' } },
];

/** `IconButton`'s examples: every variant in every size and state, and one in use. */
export const iconButtonExamples = exampleSet(
  'icon-button',
  'Icon button',
  (props) =>
    'secret' in props ? (
      <SecretToggle secret={props.secret} />
    ) : (
      <div className="kit-row">
        {props.buttons.map((button) => (
          <IconButton key={button.label} {...button} />
        ))}
      </div>
    ),
  examples,
);
