import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithLanguage } from '../../test/render.tsx';
import { Notification, NOTIFICATION_TYPES } from './notification.tsx';

function stubReducedMotion(reduced: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduced && query === '(prefers-reduced-motion: reduce)',
        media: query,
      }) as MediaQueryList,
  );
}

function rootOf(element: HTMLElement): HTMLElement {
  const root = element.closest<HTMLElement>('.sw-notification');
  if (!root) throw new Error('not inside a notification');
  return root;
}

beforeEach(() => {
  stubReducedMotion(false);
});

describe('Notification', () => {
  it('offers the types info, success, error and warning', () => {
    expect(NOTIFICATION_TYPES).toEqual(['info', 'success', 'error', 'warning']);
  });

  it('announces an error assertively as an alert', async () => {
    await renderWithLanguage(<Notification type="error">Applying settings failed.</Notification>, 'en');
    expect(screen.getByRole('alert')).toHaveTextContent('Applying settings failed.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces a warning assertively as an alert, since it blocks the task', async () => {
    await renderWithLanguage(<Notification type="warning">This link is no longer valid.</Notification>, 'en');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is no longer valid.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces info politely as a status', async () => {
    await renderWithLanguage(<Notification type="info">Settings applied successfully.</Notification>, 'en');
    expect(screen.getByRole('status')).toHaveTextContent('Settings applied successfully.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces success politely as a status', async () => {
    await renderWithLanguage(<Notification type="success">Thank you!</Notification>, 'en');
    expect(screen.getByRole('status')).toHaveTextContent('Thank you!');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is an inline info notification by default', async () => {
    await renderWithLanguage(<Notification>Note</Notification>, 'en');
    const root = rootOf(screen.getByRole('status'));
    expect(root).toHaveClass('sw-notification--info', 'sw-notification--inline');
    expect(root).toHaveAttribute('data-type', 'info');
  });

  it.each(NOTIFICATION_TYPES)('shows the decorative %s icon for its type', async (type) => {
    const { container } = await renderWithLanguage(<Notification type={type}>Text</Notification>, 'en');
    const icons = container.querySelectorAll('.sw-notification__icon');
    expect(icons).toHaveLength(1);
    expect(icons[0]).toHaveAttribute('data-icon', type);
    expect(icons[0]).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows an optional title above the message, inside the announced text', async () => {
    await renderWithLanguage(
      <Notification type="error" title="Sign-up failed">
        Please try again later.
      </Notification>,
      'en',
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Sign-up failed')).toHaveClass('sw-notification__title');
    expect(alert).toHaveTextContent(/^Sign-up failedPlease try again later\.$/);
  });

  it('has no title element without a title', async () => {
    const { container } = await renderWithLanguage(<Notification>Note</Notification>, 'en');
    expect(container.querySelector('.sw-notification__title')).toBeNull();
  });

  it('has no close button unless it is closable', async () => {
    await renderWithLanguage(<Notification variant="banner">Note</Notification>, 'en');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('as a closable banner has a close button named "Close message" that calls onClose', async () => {
    const onClose = vi.fn();
    await renderWithLanguage(
      <Notification type="warning" variant="banner" onClose={onClose}>
        Expired
      </Notification>,
      'en',
    );
    expect(rootOf(screen.getByRole('alert'))).toHaveClass('sw-notification--banner');
    await userEvent.click(screen.getByRole('button', { name: 'Close message' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('names its close button "Hinweis schließen" in German', async () => {
    await renderWithLanguage(<Notification onClose={() => undefined}>Hinweis</Notification>, 'de-DE');
    expect(screen.getByRole('button', { name: 'Hinweis schließen' })).toBeInTheDocument();
  });

  it('keeps the close button out of the announced text', async () => {
    await renderWithLanguage(
      <Notification type="error" onClose={() => undefined}>
        Failed
      </Notification>,
      'en',
    );
    expect(within(screen.getByRole('alert')).queryByRole('button')).toBeNull();
  });

  it('closes from the keyboard: Tab reaches the close button, Enter and Space press it', async () => {
    const onClose = vi.fn();
    await renderWithLanguage(<Notification onClose={onClose}>Note</Notification>, 'en');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close message' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('with dismissOnClick closes when the message itself is clicked', async () => {
    const onClose = vi.fn();
    await renderWithLanguage(
      <Notification dismissOnClick onClose={onClose}>
        Loading...
      </Notification>,
      'en',
    );
    expect(rootOf(screen.getByRole('status'))).toHaveAttribute('data-dismissible');
    await userEvent.click(screen.getByText('Loading...'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('with dismissOnClick closes once, not twice, when the close button is clicked', async () => {
    const onClose = vi.fn();
    await renderWithLanguage(
      <Notification dismissOnClick onClose={onClose}>
        Loading...
      </Notification>,
      'en',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close message' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('with dismissOnClick still offers the close button to keyboard users', async () => {
    const onClose = vi.fn();
    await renderWithLanguage(
      <Notification dismissOnClick onClose={onClose}>
        Loading...
      </Notification>,
      'en',
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close when its message is clicked without dismissOnClick', async () => {
    const onClose = vi.fn();
    await renderWithLanguage(<Notification onClose={onClose}>Note</Notification>, 'en');
    expect(rootOf(screen.getByRole('status'))).not.toHaveAttribute('data-dismissible');
    await userEvent.click(screen.getByText('Note'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('scrolls itself smoothly into view on mount when asked', async () => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    await renderWithLanguage(
      <Notification type="error" scrollIntoView>
        Failed
      </Notification>,
      'en',
    );
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'nearest' });
    expect(scroll.mock.contexts[0]).toBe(rootOf(screen.getByRole('alert')));
  });

  it('scrolls without animation when the user prefers reduced motion', async () => {
    stubReducedMotion(true);
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    await renderWithLanguage(<Notification scrollIntoView>Done</Notification>, 'en');
    expect(scroll).toHaveBeenCalledWith({ behavior: 'auto', block: 'nearest' });
  });

  it('does not scroll unless asked, and scrolls when asked later', async () => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    const view = await renderWithLanguage(<Notification>Done</Notification>, 'en');
    expect(scroll).not.toHaveBeenCalled();
    view.rerender(<Notification scrollIntoView>Done</Notification>);
    expect(scroll).toHaveBeenCalledTimes(1);
    view.rerender(<Notification scrollIntoView>Done again</Notification>);
    expect(scroll).toHaveBeenCalledTimes(1);
  });

  it('passes a class, an id and other attributes to its root', async () => {
    await renderWithLanguage(
      <Notification id="newsletter-error" className="newsletter-banner" data-testid="n">
        Note
      </Notification>,
      'en',
    );
    const root = screen.getByTestId('n');
    expect(root).toHaveAttribute('id', 'newsletter-error');
    expect(root).toHaveClass('sw-notification', 'newsletter-banner');
  });
});
