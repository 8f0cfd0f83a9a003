import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithLanguage } from '../../test/render.tsx';
import { Checkbox, type CheckboxProps } from './checkbox.tsx';

type Props = Omit<CheckboxProps, 'checked' | 'onCheckedChange' | 'children'> & {
  initial?: boolean;
  children?: ReactNode;
};

const TERMS = (
  <>
    I accept the <a href="#terms">terms</a>
  </>
);

function Owned({ initial = false, children = TERMS, ...props }: Props) {
  const [checked, setChecked] = useState(initial);
  return (
    <Checkbox {...props} checked={checked} onCheckedChange={setChecked}>
      {children}
    </Checkbox>
  );
}

const ticked = (checked: boolean) => checked || 'Please accept the terms';

function field(container: HTMLElement) {
  return container.querySelector('.sw-field');
}

describe('Checkbox', () => {
  it('is a native checkbox named by its rich label', async () => {
    await renderWithLanguage(<Owned />, 'en');
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAttribute('type', 'checkbox');
    expect(box).not.toBeChecked();
  });

  it('toggles when the label text is clicked, and takes focus', async () => {
    const user = userEvent.setup();
    await renderWithLanguage(<Owned />, 'en');
    await user.click(screen.getByText(/I accept the/));
    const box = screen.getByRole('checkbox');
    expect(box).toBeChecked();
    expect(box).toHaveFocus();
    await user.click(screen.getByText(/I accept the/));
    expect(box).not.toBeChecked();
  });

  it('follows a link in the label without toggling', async () => {
    const user = userEvent.setup();
    await renderWithLanguage(<Owned />, 'en');
    const link = screen.getByRole('link', { name: 'terms' });
    const clicks: boolean[] = [];
    link.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    await user.click(link);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(clicks).toEqual([false]);
  });

  it('follows a link in the label opened with Enter without toggling', async () => {
    const user = userEvent.setup();
    await renderWithLanguage(<Owned />, 'en');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'terms' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('toggles with Space', async () => {
    const user = userEvent.setup();
    await renderWithLanguage(<Owned />, 'en');
    await user.tab();
    expect(screen.getByRole('checkbox')).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('does not toggle from the label when disabled', async () => {
    const user = userEvent.setup();
    const { container } = await renderWithLanguage(<Owned disabled />, 'en');
    await user.click(screen.getByText(/I accept the/));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('checkbox')).toBeDisabled();
    expect(field(container)).toHaveAttribute('data-disabled');
  });

  it('describes the box by its hint and marks it required', async () => {
    const { container } = await renderWithLanguage(
      <Owned hint="You can withdraw at any time." required />,
      'en',
    );
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAccessibleDescription('You can withdraw at any time.');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(container.querySelector('.sw-field__required')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says optional when asked', async () => {
    await renderWithLanguage(<Owned showOptional>Send me offers</Owned>, 'en');
    expect(screen.getByRole('checkbox', { name: 'Send me offers (optional)' })).toBeInTheDocument();
  });

  it('validates when ticked or unticked, while focused', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    const { container } = await renderWithLanguage(<Owned validate={ticked} onCommit={onCommit} />, 'en');
    const box = screen.getByRole('checkbox');
    await user.click(box);
    expect(field(container)).toHaveAttribute('data-state', 'valid');
    expect(onCommit).toHaveBeenLastCalledWith(true);
    await user.click(box);
    expect(box).toHaveFocus();
    expect(field(container)).toHaveAttribute('data-state', 'error');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please accept the terms');
  });

  it('validates on blur, hides the error on focus and shows it again on blur', async () => {
    const user = userEvent.setup();
    const { container } = await renderWithLanguage(<Owned validate={ticked} />, 'en');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    expect(field(container)).toHaveAttribute('data-state', 'error');
    await user.tab({ shift: true });
    expect(screen.getByRole('checkbox')).toHaveFocus();
    expect(field(container)).toHaveAttribute('data-state', 'default');
    expect(screen.getByRole('checkbox')).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(field(container)).toHaveAttribute('data-state', 'error');
  });

  it("names the box by its label text in the default message '{field} is not valid.'", async () => {
    await renderWithLanguage(<Owned state="error" />, 'en');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('I accept the terms is not valid.');
  });

  it('names the box by fieldName in the German default message', async () => {
    await renderWithLanguage(<Owned state="error" fieldName="Einwilligung" />, 'de-DE');
    expect(screen.getByText('Einwilligung ist nicht gültig.')).toBeInTheDocument();
  });

  it('shows a controlled valid state', async () => {
    const { container } = await renderWithLanguage(<Owned state="valid" initial />, 'en');
    expect(field(container)).toHaveAttribute('data-state', 'valid');
    expect(screen.getByRole('checkbox')).not.toHaveAttribute('aria-invalid');
  });

  it('submits its name and value', async () => {
    await renderWithLanguage(<Owned name="consents" value="DNE" />, 'en');
    expect(screen.getByRole('checkbox')).toHaveAttribute('name', 'consents');
    expect(screen.getByRole('checkbox')).toHaveAttribute('value', 'DNE');
  });

  it('forwards its ref to the input', async () => {
    const ref = { current: null as HTMLInputElement | null };
    await renderWithLanguage(<Owned ref={ref} />, 'en');
    expect(ref.current).toBe(screen.getByRole('checkbox'));
  });
});
