import { useRef, useState } from 'react';
import { Button } from './button.tsx';
import { exampleSet, type KitExample } from './kit-examples.tsx';
import {
  Notification,
  NOTIFICATION_TYPES,
  type NotificationProps,
  type NotificationType,
} from './notification.tsx';

const MESSAGES: Record<NotificationType, string> = {
  info: 'Settings applied successfully.',
  success: 'Thank you! Please confirm your subscription in the email we sent you.',
  error: 'For technical reasons the newsletter sign-up is not possible. Please try again later.',
  warning: 'Unfortunately this link is no longer valid. Please sign up for the newsletter again.',
};

/** A notification of the example; with `reopen`, it is closable and this button brings it back. */
interface ExampleNotification extends Omit<NotificationProps, 'onClose'> {
  reopen?: string;
}

type NotificationExampleProps =
  /** Notifications one under the other. */
  | { notifications: ExampleNotification[] }
  /** A notification that appears below this many filler lines, out of view, and scrolls itself into view. */
  | { appearsBelow: number; notification: NotificationProps };

/** A closable notification that can be brought back; the focus goes to the re-open button on close. */
function Reopenable({ reopen, ...props }: ExampleNotification & { reopen: string }) {
  const [open, setOpen] = useState(true);
  const button = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    // The close button is about to disappear: keep keyboard users in place.
    requestAnimationFrame(() => button.current?.focus());
  };

  if (open) return <Notification {...props} onClose={close} />;
  return (
    <Button ref={button} variant="secondary" size="small" onClick={() => setOpen(true)}>
      {reopen}
    </Button>
  );
}

function ScrollsIntoView({
  appearsBelow,
  notification,
}: {
  appearsBelow: number;
  notification: NotificationProps;
}) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <div className="kit-row">
        <Button onClick={() => setShown(true)} disabled={shown}>
          Show a notification further down
        </Button>
        <Button variant="secondary" onClick={() => setShown(false)} disabled={!shown}>
          Remove it
        </Button>
      </div>
      <p>The list below pushes the notification out of view; it scrolls itself into view when it appears.</p>
      <ol>
        {Array.from({ length: appearsBelow }, (_, index) => (
          <li key={index}>
            Filler line {index + 1} of {appearsBelow}
          </li>
        ))}
      </ol>
      {shown && <Notification {...notification} scrollIntoView onClose={() => setShown(false)} />}
    </>
  );
}

const examples: KitExample<NotificationExampleProps>[] = [
  {
    name: 'Types, inline (errors and warnings are alerts, info and success are statuses)',
    props: {
      notifications: NOTIFICATION_TYPES.map((type) => ({ type, children: `${type}: ${MESSAGES[type]}` })),
    },
  },
  {
    name: 'With a title',
    props: {
      notifications: NOTIFICATION_TYPES.map((type) => ({
        type,
        title: `Title of the ${type} notification`,
        children: MESSAGES[type],
      })),
    },
  },
  {
    name: 'Banners',
    props: {
      notifications: NOTIFICATION_TYPES.map((type) => ({
        type,
        variant: 'banner',
        children: `${type}: ${MESSAGES[type]}`,
      })),
    },
  },
  {
    name: 'Closable banners (close one, then bring it back)',
    props: {
      notifications: NOTIFICATION_TYPES.map((type) => ({
        type,
        variant: 'banner',
        reopen: `Show the ${type} banner again`,
        children: MESSAGES[type],
      })),
    },
  },
  {
    name: 'Dismissed by clicking it (the close button stays for keyboards)',
    props: {
      notifications: [
        {
          type: 'info',
          variant: 'banner',
          dismissOnClick: true,
          reopen: 'Show the loading message again',
          children: 'Loading...',
        },
      ],
    },
  },
  {
    name: 'Scrolls itself into view',
    props: { appearsBelow: 24, notification: { type: 'error', variant: 'banner', children: MESSAGES.error } },
  },
];

/** `Notification`'s examples: every type inline and as a banner, with a title, closable, scrolling. */
export const notificationExamples = exampleSet(
  'notification',
  'Notification',
  (props) =>
    'notifications' in props ? (
      <div className="kit-stack">
        {props.notifications.map(({ reopen, ...notification }, index) =>
          reopen === undefined ? (
            <Notification key={index} {...notification} />
          ) : (
            <Reopenable key={index} reopen={reopen} {...notification} />
          ),
        )}
      </div>
    ) : (
      <ScrollsIntoView {...props} />
    ),
  examples,
);
