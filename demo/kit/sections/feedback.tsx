import { useRef, useState } from 'react';
import { Button } from '../../../src/ui/button.tsx';
import { ExpandableText, EXPANDABLE_TEXT_LINES } from '../../../src/ui/expandable-text.tsx';
import { Notification, NOTIFICATION_TYPES, type NotificationType } from '../../../src/ui/notification.tsx';

/* -------------------------------------------------------------------------------------------------
 * Notification
 * -----------------------------------------------------------------------------------------------*/

const MESSAGES: Record<NotificationType, string> = {
  info: 'Settings applied successfully.',
  success: 'Thank you! Please confirm your subscription in the email we sent you.',
  error: 'For technical reasons the newsletter sign-up is not possible. Please try again later.',
  warning: 'Unfortunately this link is no longer valid. Please sign up for the newsletter again.',
};

/** A closable notification that can be brought back; the focus goes to the re-open button on close. */
function Reopenable({
  type,
  label,
  dismissOnClick = false,
  children,
}: {
  type: NotificationType;
  label: string;
  dismissOnClick?: boolean;
  children: string;
}) {
  const [open, setOpen] = useState(true);
  const reopen = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    // The close button is about to disappear: keep keyboard users in place.
    requestAnimationFrame(() => reopen.current?.focus());
  };

  if (open) {
    return (
      <Notification type={type} variant="banner" onClose={close} dismissOnClick={dismissOnClick}>
        {children}
      </Notification>
    );
  }
  return (
    <Button ref={reopen} variant="secondary" size="small" onClick={() => setOpen(true)}>
      {label}
    </Button>
  );
}

function ScrollIntoViewDemo() {
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
        {Array.from({ length: 24 }, (_, index) => (
          <li key={index}>Filler line {index + 1} of 24</li>
        ))}
      </ol>
      {shown && (
        <Notification type="error" variant="banner" scrollIntoView onClose={() => setShown(false)}>
          {MESSAGES.error}
        </Notification>
      )}
    </>
  );
}

/** Every notification type inline and as a banner, with title, closable, dismissed by a click, scrolling. */
export function NotificationSection() {
  return (
    <>
      <h2>Notification</h2>

      <h3>Types, inline (errors and warnings are alerts, info and success are statuses)</h3>
      <div className="kit-stack">
        {NOTIFICATION_TYPES.map((type) => (
          <Notification key={type} type={type}>
            {type}: {MESSAGES[type]}
          </Notification>
        ))}
      </div>

      <h3>With a title</h3>
      <div className="kit-stack">
        {NOTIFICATION_TYPES.map((type) => (
          <Notification key={type} type={type} title={`Title of the ${type} notification`}>
            {MESSAGES[type]}
          </Notification>
        ))}
      </div>

      <h3>Banners</h3>
      {NOTIFICATION_TYPES.map((type) => (
        <Notification key={type} type={type} variant="banner">
          {type}: {MESSAGES[type]}
        </Notification>
      ))}

      <h3>Closable banners (close one, then bring it back)</h3>
      <div className="kit-stack">
        {NOTIFICATION_TYPES.map((type) => (
          <Reopenable key={type} type={type} label={`Show the ${type} banner again`}>
            {MESSAGES[type]}
          </Reopenable>
        ))}
      </div>

      <h3>Dismissed by clicking it (the close button stays for keyboards)</h3>
      <Reopenable type="info" label="Show the loading message again" dismissOnClick>
        Loading...
      </Reopenable>

      <h3>Scrolls itself into view</h3>
      <ScrollIntoViewDemo />
    </>
  );
}

/* -------------------------------------------------------------------------------------------------
 * ExpandableText
 * -----------------------------------------------------------------------------------------------*/

const LONG_TEXT =
  'Every 11th coffee in our stores is free with the loyalty card. Collect a stamp with every coffee you ' +
  'buy, in any of our stores, and the card remembers them for you. The offer applies to all hot drinks of ' +
  'the coffee menu, whatever the size, and cannot be combined with other vouchers. Prices include VAT. ' +
  'Cards are personal; lost cards can be replaced at the till with the points kept, as long as the card ' +
  'was registered online before it went missing.';

function ControlledDemo() {
  const [expanded, setExpanded] = useState(false);
  return (
    <div className="kit-stack">
      <div className="kit-row">
        <Button variant="secondary" size="small" onClick={() => setExpanded((was) => !was)}>
          {expanded ? 'Collapse from outside' : 'Expand from outside'}
        </Button>
        <p>State held by the page: {expanded ? 'expanded' : 'collapsed'}.</p>
      </div>
      <ExpandableText expanded={expanded} onExpandedChange={setExpanded}>
        {LONG_TEXT}
      </ExpandableText>
    </div>
  );
}

/** Collapsed and expanded, every line count, own toggle texts, controlled from outside. */
export function ExpandableTextSection() {
  return (
    <>
      <h2>Expandable text</h2>

      <h3>Collapsed (the default: 3 lines, toggle texts in the page language)</h3>
      <div className="kit-stack">
        <ExpandableText>{LONG_TEXT}</ExpandableText>
      </div>

      <h3>Expanded at first</h3>
      <div className="kit-stack">
        <ExpandableText defaultExpanded>{LONG_TEXT}</ExpandableText>
      </div>

      <h3>Line counts</h3>
      <div className="kit-stack">
        {EXPANDABLE_TEXT_LINES.map((lines) => (
          <div key={lines}>
            <h4>
              {lines} {lines === 1 ? 'line' : 'lines'}
            </h4>
            <ExpandableText lines={lines}>{LONG_TEXT}</ExpandableText>
          </div>
        ))}
      </div>

      <h3>Own toggle texts</h3>
      <div className="kit-stack">
        <ExpandableText moreLabel="Read the whole offer" lessLabel="Read less of the offer">
          {LONG_TEXT}
        </ExpandableText>
      </div>

      <h3>Controlled by the page</h3>
      <ControlledDemo />
    </>
  );
}
