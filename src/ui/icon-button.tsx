import { useEffect, useRef, type ComponentPropsWithRef } from 'react';
import { Icon, type IconName } from './icon.tsx';
import { Ripple } from './ripple.tsx';

/* -------------------------------------------------------------------------------------------------
 * Sizes and variants
 * -----------------------------------------------------------------------------------------------*/

/** The icon button sizes the kit offers. */
export const ICON_BUTTON_SIZES = ['small', 'large'] as const;
type IconButtonSize = (typeof ICON_BUTTON_SIZES)[number];

/** The icon button variants the kit offers. */
export const ICON_BUTTON_VARIANTS = [
  'primary',
  'background',
  'secondary',
  'activating',
  'sale',
  'community',
] as const;
type IconButtonVariant = (typeof ICON_BUTTON_VARIANTS)[number];

/** The icon drawn in each button size. */
const ICON_SIZE = { small: 16, large: 24 } as const;

/* -------------------------------------------------------------------------------------------------
 * IconButton
 * -----------------------------------------------------------------------------------------------*/

export interface IconButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'aria-label' | 'aria-labelledby'
> {
  /** The drawing shown. */
  icon: IconName;
  /** The button's accessible name, already translated. Required: the icon alone names nothing. */
  label: string;
  /** 'small' (2 rem, 16 px icon) or 'large' (3 rem, 24 px icon, the default). */
  size?: IconButtonSize;
  /** 'primary' by default. */
  variant?: IconButtonVariant;
}

/**
 * A round button showing only an icon, with press feedback (Ripple). Its accessible name is always `label`
 * (as `aria-label`; the icon itself is decorative). A blank label is a bug in the caller: TypeScript requires
 * the prop and the component logs one `console.error` per blank value, in production too, because a label
 * usually comes from a translation or CMS text that can go missing there. `type` is 'button' unless given;
 * `ref` and other button attributes pass through.
 */
export function IconButton({
  icon,
  label,
  size = 'large',
  variant = 'primary',
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  useBlankLabelError(label, icon);

  const classes = ['sw-icon-button', `sw-icon-button--${variant}`, `sw-icon-button--${size}`, className];
  return (
    <button {...rest} type={type} className={classes.filter(Boolean).join(' ')} aria-label={label}>
      <Icon name={icon} size={ICON_SIZE[size]} />
      <Ripple />
    </button>
  );
}

/* -------------------------------------------------------------------------------------------------
 * The missing-name check
 * -----------------------------------------------------------------------------------------------*/

function useBlankLabelError(label: string, icon: IconName) {
  // Whether the current blank spell was reported: re-renders and Strict Mode's second effect run stay quiet,
  // a label that turns blank again is reported again.
  const reported = useRef(false);
  useEffect(() => {
    if (label.trim()) {
      reported.current = false;
      return;
    }
    if (reported.current) return;
    reported.current = true;
    console.error(
      `storefront-widgets: <IconButton icon="${icon}"> has a blank label; an icon button needs an accessible name.`,
    );
  }, [label, icon]);
}
