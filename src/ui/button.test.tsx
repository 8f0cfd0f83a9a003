import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithLanguage } from '../../test/render.tsx';
import { Button, BUTTON_SIZES, BUTTON_VARIANTS } from './button.tsx';

describe('Button', () => {
  it('is a native button of type "button" by default, so it never submits a form by accident', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    await renderWithLanguage(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Save</Button>
      </form>,
      'en',
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes another type when given one', async () => {
    await renderWithLanguage(<Button type="submit">Send</Button>, 'en');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('offers the three sizes and the seven variants', () => {
    expect(BUTTON_SIZES).toEqual(['small', 'medium', 'large']);
    expect(BUTTON_VARIANTS).toEqual([
      'primary',
      'secondary',
      'activating',
      'sale',
      'community',
      'omnichannel',
      'omnichannel-secondary',
    ]);
  });

  it('is primary and medium by default', async () => {
    await renderWithLanguage(<Button>Go</Button>, 'en');
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveClass('sw-button', 'sw-button--primary', 'sw-button--medium');
    expect(button).not.toHaveClass('sw-button--full-width');
  });

  it.each(BUTTON_VARIANTS)('marks the %s variant with its class', async (variant) => {
    await renderWithLanguage(<Button variant={variant}>Go</Button>, 'en');
    expect(screen.getByRole('button', { name: 'Go' })).toHaveClass(`sw-button--${variant}`);
  });

  it.each(BUTTON_SIZES)('marks the %s size with its class', async (size) => {
    await renderWithLanguage(<Button size={size}>Go</Button>, 'en');
    expect(screen.getByRole('button', { name: 'Go' })).toHaveClass(`sw-button--${size}`);
  });

  it('can take the full width and keeps the caller’s own class', async () => {
    await renderWithLanguage(
      <Button fullWidth className="newsletter-submit">
        Go
      </Button>,
      'en',
    );
    expect(screen.getByRole('button', { name: 'Go' })).toHaveClass(
      'sw-button',
      'sw-button--full-width',
      'newsletter-submit',
    );
  });

  it('calls onClick for a click, Enter and Space', async () => {
    const onClick = vi.fn();
    await renderWithLanguage(<Button onClick={onClick}>Go</Button>, 'en');
    const button = screen.getByRole('button', { name: 'Go' });
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('while loading is busy, aria-disabled rather than disabled, and shows a progress indicator', async () => {
    const { container } = await renderWithLanguage(<Button loading>Subscribe</Button>, 'en');
    const button = screen.getByRole('button', { name: 'Subscribe' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('data-loading');
    expect(container.querySelector('.sw-button__spinner')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is not busy and shows no progress indicator when not loading', async () => {
    const { container } = await renderWithLanguage(<Button>Subscribe</Button>, 'en');
    const button = screen.getByRole('button', { name: 'Subscribe' });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).not.toHaveAttribute('data-loading');
    expect(container.querySelector('.sw-button__spinner')).toBeNull();
  });

  it('ignores clicks, Enter and Space while loading', async () => {
    const onClick = vi.fn();
    await renderWithLanguage(
      <Button loading onClick={onClick}>
        Subscribe
      </Button>,
      'en',
    );
    const button = screen.getByRole('button', { name: 'Subscribe' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    await renderWithLanguage(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading>
          Subscribe
        </Button>
      </form>,
      'en',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the focus when loading starts, so keyboard users do not lose their place', async () => {
    const view = await renderWithLanguage(<Button>Subscribe</Button>, 'en');
    const button = screen.getByRole('button', { name: 'Subscribe' });
    button.focus();
    view.rerender(<Button loading>Subscribe</Button>);
    // A disabled button would drop out of the tab order and, in browsers, lose the focus.
    expect(button).not.toBeDisabled();
    expect(button).toHaveFocus();
  });

  it('announces "Loading" politely in English when loading starts and clears it when done', async () => {
    const view = await renderWithLanguage(<Button>Subscribe</Button>, 'en');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^$/);
    expect(status).toHaveClass('sw-visually-hidden');

    view.rerender(<Button loading>Subscribe</Button>);
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent(/^Loading$/);

    view.rerender(<Button>Subscribe</Button>);
    expect(status).toHaveTextContent(/^$/);
  });

  it('announces "Wird geladen" in German', async () => {
    await renderWithLanguage(<Button loading>Anmelden</Button>, 'de-DE');
    expect(screen.getByRole('status')).toHaveTextContent(/^Wird geladen$/);
  });

  it('is natively disabled with `disabled` and then calls nothing', async () => {
    const onClick = vi.fn();
    await renderWithLanguage(
      <Button disabled onClick={onClick}>
        Go
      </Button>,
      'en',
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('treats a caller’s aria-disabled="true" like loading: focusable but not clickable', async () => {
    const onClick = vi.fn();
    await renderWithLanguage(
      <Button aria-disabled="true" onClick={onClick}>
        Go
      </Button>,
      'en',
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref to the <button>', async () => {
    const ref = createRef<HTMLButtonElement>();
    await renderWithLanguage(<Button ref={ref}>Go</Button>, 'en');
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Go' }));
  });

  it('passes other button attributes through', async () => {
    await renderWithLanguage(
      <Button name="action" value="save" aria-describedby="hint" data-testid="save" form="f1">
        Go
      </Button>,
      'en',
    );
    const button = screen.getByTestId('save');
    expect(button).toHaveAttribute('name', 'action');
    expect(button).toHaveAttribute('value', 'save');
    expect(button).toHaveAttribute('aria-describedby', 'hint');
    expect(button).toHaveAttribute('form', 'f1');
  });

  it('includes the decorative press ripple', async () => {
    await renderWithLanguage(<Button>Go</Button>, 'en');
    const ripple = screen.getByRole('button', { name: 'Go' }).querySelector('.sw-ripple');
    expect(ripple).toHaveAttribute('aria-hidden', 'true');
  });
});
