import type { ComponentPropsWithRef } from 'react';
import { iconShapes, type IconName } from './icons.tsx';

export type { IconName } from './icons.tsx';

/* -------------------------------------------------------------------------------------------------
 * Sizes
 * -----------------------------------------------------------------------------------------------*/

/** The icon sizes, in CSS pixels (16 is the default). */
export const ICON_SIZES = [12, 16, 24] as const;
type IconSize = (typeof ICON_SIZES)[number];

/* -------------------------------------------------------------------------------------------------
 * Icon
 * -----------------------------------------------------------------------------------------------*/

export interface IconProps extends Omit<
  ComponentPropsWithRef<'svg'>,
  'children' | 'width' | 'height' | 'viewBox' | 'role'
> {
  /** Which drawing of the set (src/ui/icons.tsx). */
  name: IconName;
  /** Width and height in CSS pixels; 16 by default. */
  size?: IconSize;
  /**
   * The icon's accessible name, already translated. Without it (or when blank) the icon is decorative and
   * hidden from assistive technology; with it, it is an image of that name.
   */
  label?: string;
}

/**
 * One icon of the kit's set as inline SVG drawn in `currentColor`, so it takes the colour of its text.
 * Decorative (`aria-hidden`) unless a `label` is given, which makes it `role="img"` named by the label.
 * Other SVG attributes pass through to the `<svg>`.
 */
export function Icon({ name, size = 16, label, className, ...rest }: IconProps) {
  const accessibleName = label?.trim() ? label : undefined;
  return (
    <svg
      {...rest}
      className={['sw-icon', `sw-icon--${size}`, className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      role={accessibleName ? 'img' : undefined}
      aria-label={accessibleName}
      aria-hidden={accessibleName ? undefined : true}
    >
      {iconShapes(name)}
    </svg>
  );
}
