import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useT } from '../i18n/provider.tsx';
import { Ripple } from './ripple.tsx';

/* -------------------------------------------------------------------------------------------------
 * Sizes and variants
 * -----------------------------------------------------------------------------------------------*/

/** The button sizes the kit offers. */
export const BUTTON_SIZES = ['small', 'medium', 'large'] as const;
type ButtonSize = (typeof BUTTON_SIZES)[number];

/** The button variants the kit offers. */
export const BUTTON_VARIANTS = [
  'primary',
  'secondary',
  'activating',
  'sale',
  'community',
  'omnichannel',
  'omnichannel-secondary',
] as const;
type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

/* -------------------------------------------------------------------------------------------------
 * Button
 * -----------------------------------------------------------------------------------------------*/

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** 'medium' by default. */
  size?: ButtonSize;
  /** 'primary' by default. */
  variant?: ButtonVariant;
  /** Takes the whole width of its container. */
  fullWidth?: boolean;
  /**
   * Work in progress: shows a progress indicator, sets `aria-busy`, announces 'Loading' (translated) politely
   * and ignores clicks, while keeping the button focusable.
   */
  loading?: boolean;
}

/**
 * The kit's button, a native `<button>` with press feedback (Ripple).
 *
 * - `type` is 'button' unless given, so a button inside a form never submits it by accident.
 * - `loading`: a progress indicator replaces the label visually (the label keeps the button's width and its
 *   accessible name), `aria-busy="true"`, `aria-disabled="true"` instead of `disabled` so the focus stays
 *   on the button, and clicks (mouse, Enter, Space, implicit form submission) do nothing: `onClick` is not
 *   called and a submit is prevented. A polite live region beside the button says `ui:button.loading`.
 * - `aria-disabled="true"` passed by the caller blocks clicks the same way; `disabled` is the native state.
 * - `ref` and every other button attribute pass through to the `<button>`.
 */
export function Button({
  size = 'medium',
  variant = 'primary',
  fullWidth = false,
  loading = false,
  type = 'button',
  className,
  children,
  onClick,
  'aria-disabled': ariaDisabled,
  ...rest
}: ButtonProps) {
  const t = useT('ui');
  const inert = loading || ariaDisabled === true || ariaDisabled === 'true';

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  const classes = [
    'sw-button',
    `sw-button--${variant}`,
    `sw-button--${size}`,
    fullWidth && 'sw-button--full-width',
    className,
  ];

  return (
    <>
      <button
        {...rest}
        type={type}
        className={classes.filter(Boolean).join(' ')}
        aria-disabled={inert ? true : ariaDisabled}
        aria-busy={loading || undefined}
        data-loading={loading || undefined}
        onClick={handleClick}
      >
        <span className="sw-button__label">{children}</span>
        {loading && <span className="sw-button__spinner" aria-hidden="true" />}
        <Ripple />
      </button>
      {/* Present before the text arrives, so screen readers announce the change. */}
      <span role="status" className="sw-visually-hidden">
        {loading ? t('button.loading') : ''}
      </span>
    </>
  );
}
