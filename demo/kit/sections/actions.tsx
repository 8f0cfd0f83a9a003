import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button, BUTTON_SIZES, BUTTON_VARIANTS } from '../../../src/ui/button.tsx';
import { Icon, ICON_SIZES } from '../../../src/ui/icon.tsx';
import { IconButton, ICON_BUTTON_SIZES, ICON_BUTTON_VARIANTS } from '../../../src/ui/icon-button.tsx';
import { ICON_NAMES } from '../../../src/ui/icons.tsx';
import { RIPPLE_MIN_DURATION_MS } from '../../../src/ui/ripple.tsx';

/* -------------------------------------------------------------------------------------------------
 * Button
 * -----------------------------------------------------------------------------------------------*/

/** How long the "Send" demo stays loading. */
const DEMO_LOADING_MS = 2000;

function SimulatedSubmit() {
  const [loading, setLoading] = useState(false);
  const [sent, setSent] = useState(0);

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setLoading(false), DEMO_LOADING_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  // Counted at click time: a click that reached the handler while loading would show up here.
  const send = () => {
    setSent((count) => count + 1);
    setLoading(true);
  };

  return (
    <div className="kit-row">
      <Button loading={loading} onClick={send}>
        Send
      </Button>
      <p>Sent {sent} times. Clicks while loading are ignored.</p>
    </div>
  );
}

function LoadingToggle() {
  const [loading, setLoading] = useState(false);
  return (
    <div className="kit-row">
      <Button variant="secondary" aria-pressed={loading} onClick={() => setLoading((was) => !was)}>
        Loading state
      </Button>
      {BUTTON_VARIANTS.map((variant) => (
        <Button key={variant} variant={variant} loading={loading}>
          Subscribe ({variant})
        </Button>
      ))}
    </div>
  );
}

/** Every button variant in every size and state; the loading state can be toggled and tried out. */
export function ButtonSection() {
  return (
    <>
      <h2>Button</h2>

      <h3>Variants (medium, the default size)</h3>
      <div className="kit-row">
        {BUTTON_VARIANTS.map((variant) => (
          <Button key={variant} variant={variant}>
            {variant}
          </Button>
        ))}
      </div>

      {BUTTON_SIZES.map((size) => (
        <div key={size}>
          <h3>Size {size}</h3>
          <div className="kit-row">
            {BUTTON_VARIANTS.map((variant) => (
              <Button key={variant} variant={variant} size={size}>
                {variant} {size}
              </Button>
            ))}
          </div>
        </div>
      ))}

      <h3>Disabled</h3>
      <div className="kit-row">
        {BUTTON_VARIANTS.map((variant) => (
          <Button key={variant} variant={variant} disabled>
            {variant} disabled
          </Button>
        ))}
      </div>

      <h3>Loading (toggle it)</h3>
      <LoadingToggle />

      <h3>Loading after a click ({DEMO_LOADING_MS / 1000} s)</h3>
      <SimulatedSubmit />

      <h3>Full width</h3>
      <div className="kit-stack">
        <Button fullWidth>Full width primary</Button>
        <Button fullWidth variant="omnichannel-secondary">
          Full width omnichannel-secondary
        </Button>
      </div>
    </>
  );
}

/* -------------------------------------------------------------------------------------------------
 * Icon and IconButton
 * -----------------------------------------------------------------------------------------------*/

function VisibilityToggle() {
  const [visible, setVisible] = useState(false);
  return (
    <div className="kit-row">
      <IconButton
        icon={visible ? 'eye-off' : 'eye'}
        label={visible ? 'Hide the secret' : 'Show the secret'}
        variant="secondary"
        onClick={() => setVisible((was) => !was)}
      />
      <p>{visible ? 'The secret is: coffee.' : 'The secret is hidden.'}</p>
    </div>
  );
}

/** The whole icon set, the icon sizes, and every icon button variant, size and state. */
export function IconSection() {
  return (
    <>
      <h2>Icon and IconButton</h2>

      <h3>Icon set (24 px, decorative, named beside)</h3>
      <div className="kit-row">
        {ICON_NAMES.map((name) => (
          <span key={name}>
            <Icon name={name} size={24} /> {name}
          </span>
        ))}
      </div>

      <h3>Icon sizes</h3>
      <div className="kit-row">
        {ICON_SIZES.map((size) => (
          <span key={size}>
            <Icon name="info" size={size} /> {size} px
          </span>
        ))}
      </div>

      <h3>Icon with an accessible name</h3>
      <p>
        <Icon name="warning" label="Warning" /> This icon is an image named “Warning”; all others are
        decorative.
      </p>

      {ICON_BUTTON_SIZES.map((size) => (
        <div key={size}>
          <h3>IconButton, size {size}</h3>
          <div className="kit-row">
            {ICON_BUTTON_VARIANTS.map((variant) => (
              <IconButton
                key={variant}
                icon="close"
                label={`Close (${variant}, ${size})`}
                variant={variant}
                size={size}
              />
            ))}
          </div>
        </div>
      ))}

      <h3>IconButton, disabled</h3>
      <div className="kit-row">
        {ICON_BUTTON_VARIANTS.map((variant) => (
          <IconButton
            key={variant}
            icon="close"
            label={`Close (${variant}, disabled)`}
            variant={variant}
            disabled
          />
        ))}
      </div>

      <h3>IconButton in use</h3>
      <VisibilityToggle />
    </>
  );
}

/* -------------------------------------------------------------------------------------------------
 * Ripple
 * -----------------------------------------------------------------------------------------------*/

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotion(onChange: () => void): () => void {
  const list = window.matchMedia(REDUCED_MOTION);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToMotion, () => window.matchMedia(REDUCED_MOTION).matches);
}

/** The press feedback on buttons and icon buttons, with the current motion preference shown. */
export function RippleSection() {
  const reduced = useReducedMotion();
  const [presses, setPresses] = useState(0);
  const press = () => setPresses((count) => count + 1);

  return (
    <>
      <h2>Ripple</h2>
      <p>
        Press a button: a wave grows from the pointer, stays at least {RIPPLE_MIN_DURATION_MS} ms (hold to
        keep it) and fades. Keyboard presses show the focus ring instead.
      </p>
      <p>
        Motion preference now:{' '}
        {reduced ? 'reduced, so no ripple is shown' : 'full motion, so ripples are shown'}.
      </p>

      <h3>On buttons</h3>
      <div className="kit-row">
        <Button onClick={press}>Press me</Button>
        <Button variant="secondary" onClick={press}>
          Press me (secondary)
        </Button>
        <Button variant="sale" size="large" onClick={press}>
          Press me (large)
        </Button>
      </div>

      <h3>On icon buttons</h3>
      <div className="kit-row">
        <IconButton icon="check" label="Press me (icon, large)" onClick={press} />
        <IconButton
          icon="check"
          label="Press me (icon, small)"
          size="small"
          variant="background"
          onClick={press}
        />
      </div>

      <h3>Not on disabled or loading buttons</h3>
      <div className="kit-row">
        <Button disabled>Disabled</Button>
        <Button loading>Loading</Button>
      </div>

      <p aria-live="polite">Pressed {presses} times.</p>
    </>
  );
}
