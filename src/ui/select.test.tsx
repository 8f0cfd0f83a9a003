import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithLanguage } from '../../test/render.tsx';
import { Select, type SelectOption, type SelectProps } from './select.tsx';

const SALUTATIONS: SelectOption[] = [
  { value: 'MRS', label: 'Mrs' },
  { value: 'MR', label: 'Mr' },
  { value: 'DIVERS', label: 'Diverse' },
  { value: 'COMPANY', label: 'Company', disabled: true },
];

type Props = Omit<SelectProps, 'value' | 'onValueChange' | 'options' | 'label'> & {
  initial?: string;
  label?: string;
};

function Owned({ initial = '', ...props }: Props) {
  const [value, setValue] = useState(initial);
  return (
    <Select label="Salutation" options={SALUTATIONS} {...props} value={value} onValueChange={setValue} />
  );
}

const chosen = (value: string) => value !== '';

function field(container: HTMLElement) {
  return container.querySelector('.sw-field');
}

describe('Select', () => {
  it('is a native select labelled by a visible <label for>', async () => {
    const { container } = await renderWithLanguage(<Owned />, 'en');
    const select = screen.getByRole('combobox', { name: 'Salutation' });
    expect(select.tagName).toBe('SELECT');
    expect(container.querySelector('label')).toHaveAttribute('for', select.id);
  });

  it("offers the placeholder 'Please choose' first, with the value ''", async () => {
    await renderWithLanguage(<Owned />, 'en');
    const options = screen.getAllByRole<HTMLOptionElement>('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Please choose',
      'Mrs',
      'Mr',
      'Diverse',
      'Company',
    ]);
    expect(options[0]).toHaveValue('');
    expect(screen.getByRole('combobox')).toHaveValue('');
  });

  it("offers 'Bitte wählen' in German", async () => {
    await renderWithLanguage(<Owned />, 'de-DE');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Bitte wählen');
  });

  it('takes its own placeholder, or none', async () => {
    const { rerender } = await renderWithLanguage(<Owned placeholder="None" />, 'en');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('None');
    rerender(<Owned placeholder={null} />);
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Mrs');
  });

  it('disables single options and the whole select', async () => {
    const { container } = await renderWithLanguage(<Owned disabled />, 'en');
    expect(screen.getByRole('option', { name: 'Company' })).toBeDisabled();
    expect(screen.getByRole('combobox')).toBeDisabled();
    expect(field(container)).toHaveAttribute('data-disabled');
  });

  it('describes the select by its hint, and marks it required', async () => {
    const { container } = await renderWithLanguage(<Owned hint="How we address you." required />, 'en');
    const select = screen.getByRole('combobox', { name: 'Salutation' });
    expect(select).toHaveAccessibleDescription('How we address you.');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(container.querySelector('.sw-field__required')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says optional when asked', async () => {
    await renderWithLanguage(<Owned showOptional />, 'de-DE');
    expect(screen.getByRole('combobox', { name: 'Salutation (optional)' })).toBeInTheDocument();
  });

  it("shows a controlled error with '{field} is not valid.' and aria-invalid", async () => {
    const { container } = await renderWithLanguage(<Owned state="error" hint="Hint." />, 'en');
    const select = screen.getByRole('combobox');
    expect(field(container)).toHaveAttribute('data-state', 'error');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Hint. Salutation is not valid.');
  });

  it('says it in German', async () => {
    await renderWithLanguage(<Owned label="Anrede" state="error" />, 'de-DE');
    expect(screen.getByText('Anrede ist nicht gültig.')).toBeInTheDocument();
  });

  it('shows a controlled valid state and a given error message', async () => {
    const { container, rerender } = await renderWithLanguage(<Owned state="valid" initial="MR" />, 'en');
    expect(field(container)).toHaveAttribute('data-state', 'valid');
    rerender(<Owned state="error" message="the salutation is a required field" />);
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription('the salutation is a required field');
  });

  it('validates when an option is chosen, while still focused', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    const { container } = await renderWithLanguage(<Owned validate={chosen} onCommit={onCommit} />, 'en');
    const select = screen.getByRole('combobox');
    await user.selectOptions(select, 'MR');
    expect(select).toHaveFocus();
    expect(field(container)).toHaveAttribute('data-state', 'valid');
    expect(onCommit).toHaveBeenCalledWith('MR');
    await user.selectOptions(select, '');
    expect(field(container)).toHaveAttribute('data-state', 'error');
    expect(select).toHaveAccessibleDescription('Salutation is not valid.');
  });

  it('validates on blur, hides the error on focus and shows it again on blur', async () => {
    const user = userEvent.setup();
    const { container } = await renderWithLanguage(<Owned validate={chosen} />, 'en');
    const select = screen.getByRole('combobox');
    await user.click(select);
    expect(field(container)).toHaveAttribute('data-state', 'default');
    await user.tab();
    expect(field(container)).toHaveAttribute('data-state', 'error');
    await user.click(select);
    expect(field(container)).toHaveAttribute('data-state', 'default');
    expect(select).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });

  it('is reached with Tab and left with Tab, which validates it', async () => {
    const user = userEvent.setup();
    const { container } = await renderWithLanguage(<Owned validate={chosen} />, 'en');
    await user.tab();
    expect(screen.getByRole('combobox')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('combobox')).not.toHaveFocus();
    expect(field(container)).toHaveAttribute('data-state', 'error');
  });

  it('forwards its ref to the select', async () => {
    const ref = { current: null as HTMLSelectElement | null };
    await renderWithLanguage(<Select label="Size" options={[]} value="" ref={ref} />, 'en');
    expect(ref.current).toBe(screen.getByRole('combobox', { name: 'Size' }));
  });
});
