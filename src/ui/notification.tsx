import { useEffect, useRef, type ComponentPropsWithoutRef, type MouseEvent, type ReactNode } from 'react';
import { useT } from '../i18n/provider.tsx';
import { Icon, type IconName } from './icon.tsx';
import { IconButton } from './icon-button.tsx';

/* -------------------------------------------------------------------------------------------------
 * Types and their announcement
 * -----------------------------------------------------------------------------------------------*/

/** The notification types: info, success, error, warning. */
export const NOTIFICATION_TYPES = ['info', 'success', 'error', 'warning'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** 'inline' sits in the flow of a form or panel; 'banner' spans its container, e.g. above a form. */
type NotificationVariant = 'inline' | 'banner';

/*
 * Errors and warnings interrupt (`alert`, assertive): in this kit a warning is something that stops the
 * user's task, such as the expired sign-up link, and waiting for a pause in speech would let the user go
 * on typing into a form that cannot succeed. Info and success wait their turn (`status`, polite).
 */
const LIVE_ROLE = {
  error: 'alert',
  warning: 'alert',
  info: 'status',
  success: 'status',
} as const satisfies Record<NotificationType, 'alert' | 'status'>;

const TYPE_ICON = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'error',
} as const satisfies Record<NotificationType, IconName>;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/* -------------------------------------------------------------------------------------------------
 * Notification
 * -----------------------------------------------------------------------------------------------*/

export interface NotificationProps extends Omit<
  ComponentPropsWithoutRef<'div'>,
  'title' | 'role' | 'onClick'
> {
  /** 'info' by default. */
  type?: NotificationType;
  /** 'inline' by default. */
  variant?: NotificationVariant;
  /** An optional bold first line, already translated. */
  title?: ReactNode;
  /** The message, already translated (text, or text with links). */
  children: ReactNode;
  /** Makes it closable: a close button named `ui:notification.close` calls this. */
  onClose?: () => void;
  /** With `onClose`: a click anywhere on the notification closes it too (the close button stays for keys). */
  dismissOnClick?: boolean;
  /** Scrolls itself into view when mounted, and again whenever this turns true. */
  scrollIntoView?: boolean;
}

/**
 * A message of one of four types, with an icon per type and the live-region role that fits the type:
 * `role="alert"` for error and warning, `role="status"` for info and success. The role sits on the text only,
 * so the close button's name is not read out as part of the message.
 *
 * - Closable when `onClose` is given (any variant; the closable banner is `variant="banner"` + `onClose`):
 *   the close button calls it, and so does a click on the notification when `dismissOnClick` is set.
 *   The caller unmounts the notification and decides where the focus goes next.
 * - `scrollIntoView`: brings the notification into view on mount, smoothly unless the user prefers reduced
 *   motion, moving the page as little as possible (`block: 'nearest'`).
 * - Live regions announce what changes inside them; a status that must be heard should be mounted early
 *   and change its text, or be an alert.
 */
export function Notification({
  type = 'info',
  variant = 'inline',
  title,
  children,
  onClose,
  dismissOnClick = false,
  scrollIntoView = false,
  className,
  ...rest
}: NotificationProps) {
  const t = useT('ui');
  const rootRef = useRef<HTMLDivElement>(null);
  const dismissible = dismissOnClick && onClose !== undefined;

  useEffect(() => {
    if (!scrollIntoView) return;
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
    rootRef.current?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'nearest' });
  }, [scrollIntoView]);

  const close = (event: MouseEvent) => {
    // One close per click, whether the button or the dismissible body received it.
    event.stopPropagation();
    onClose?.();
  };

  const classes = ['sw-notification', `sw-notification--${type}`, `sw-notification--${variant}`, className];
  return (
    <div
      {...rest}
      ref={rootRef}
      className={classes.filter(Boolean).join(' ')}
      data-type={type}
      data-dismissible={dismissible || undefined}
      onClick={dismissible ? close : undefined}
    >
      <Icon name={TYPE_ICON[type]} size={24} className="sw-notification__icon" />
      <div className="sw-notification__body" role={LIVE_ROLE[type]}>
        {title && <p className="sw-notification__title">{title}</p>}
        <div className="sw-notification__message">{children}</div>
      </div>
      {onClose && (
        <IconButton
          className="sw-notification__close"
          icon="close"
          label={t('notification.close')}
          size="small"
          variant="secondary"
          onClick={close}
        />
      )}
    </div>
  );
}
