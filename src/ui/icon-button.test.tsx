import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton, ICON_BUTTON_SIZES, ICON_BUTTON_VARIANTS } from './icon-button.tsx';

describe('IconButton', () => {
  it('is named by its label, with the icon itself decorative', () => {
    render(<IconButton icon="close" label="Schließen" />);
    const button = screen.getByRole('button', { name: 'Schließen' });
    expect(button).toHaveAttribute('aria-label', 'Schließen');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(button.querySelector('svg')).toHaveAttribute('data-icon', 'close');
  });

  it('is a button of type "button" by default', () => {
    render(<IconButton icon="close" label="Close" />);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('type', 'button');
  });

  it('offers the sizes small and large and the six variants', () => {
    expect(ICON_BUTTON_SIZES).toEqual(['small', 'large']);
    expect(ICON_BUTTON_VARIANTS).toEqual([
      'primary',
      'background',
      'secondary',
      'activating',
      'sale',
      'community',
    ]);
  });

  it('is large and primary by default, with a 24 px icon', () => {
    render(<IconButton icon="close" label="Close" />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveClass('sw-icon-button', 'sw-icon-button--large', 'sw-icon-button--primary');
    expect(button.querySelector('svg')).toHaveAttribute('width', '24');
  });

  it('draws a 16 px icon when small', () => {
    render(<IconButton icon="close" label="Close" size="small" />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveClass('sw-icon-button--small');
    expect(button.querySelector('svg')).toHaveAttribute('width', '16');
  });

  it.each(ICON_BUTTON_VARIANTS)('marks the %s variant with its class', (variant) => {
    render(<IconButton icon="close" label="Close" variant={variant} />);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveClass(`sw-icon-button--${variant}`);
  });

  it('calls onClick for a click, Enter and Space', async () => {
    const onClick = vi.fn();
    render(<IconButton icon="eye" label="Show password" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Show password' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('can be disabled and then calls nothing', async () => {
    const onClick = vi.fn();
    render(<IconButton icon="eye" label="Show password" disabled onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Show password' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref and passes other attributes through', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <IconButton
        ref={ref}
        icon="eye"
        label="Show"
        aria-pressed="false"
        className="toggle"
        data-testid="x"
      />,
    );
    const button = screen.getByTestId('x');
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveClass('sw-icon-button', 'toggle');
  });

  it('logs one console error when its label is blank, also under Strict Mode and on re-renders', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(
      <StrictMode>
        <IconButton icon="close" label=" " />
      </StrictMode>,
    );
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toMatch(/IconButton icon="close".*blank label/);

    view.rerender(
      <StrictMode>
        <IconButton icon="eye" label=" " variant="sale" />
      </StrictMode>,
    );
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('logs again when the label turns blank a second time', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(<IconButton icon="close" label="" />);
    view.rerender(<IconButton icon="close" label="Close" />);
    view.rerender(<IconButton icon="close" label="" />);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('logs nothing when its label is present', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<IconButton icon="close" label="Close" />);
    expect(error).not.toHaveBeenCalled();
  });

  it('includes the decorative press ripple', () => {
    render(<IconButton icon="close" label="Close" />);
    const ripple = screen.getByRole('button', { name: 'Close' }).querySelector('.sw-ripple');
    expect(ripple).toHaveAttribute('aria-hidden', 'true');
  });
});
