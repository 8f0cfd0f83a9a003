import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberInput, type NumberInputProps } from './number-input.tsx';

type Rules = Pick<NumberInputProps, 'maxLength' | 'allowDecimal'>;

function Owner({
  initial,
  rules,
  changes,
}: {
  initial: string;
  rules: Rules;
  changes: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <NumberInput
      aria-label="Amount"
      {...rules}
      value={value}
      onValueChange={(next) => {
        changes(next);
        setValue(next);
      }}
    />
  );
}

function setup(initial = '', rules: Rules = {}) {
  const changes = vi.fn<(value: string) => void>();
  const user = userEvent.setup();
  render(<Owner initial={initial} rules={rules} changes={changes} />);
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });
  return { user, input, changes };
}

describe('NumberInput', () => {
  it('is a text input with a decimal keyboard, or a numeric one without decimals', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    render(<NumberInput aria-label="Count" allowDecimal={false} value="" onValueChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Count' })).toHaveAttribute('inputmode', 'numeric');
  });

  it('takes digits and ignores letters, spaces and signs typed', async () => {
    const { user, input, changes } = setup();
    await user.type(input, '1a2 -3e');
    expect(input).toHaveValue('123');
    expect(changes).toHaveBeenLastCalledWith('123');
  });

  it('takes one decimal part with a comma and keeps the comma', async () => {
    const { user, input } = setup();
    await user.type(input, '12,5,0');
    expect(input).toHaveValue('12,50');
  });

  it('takes one decimal part with a point and refuses a later comma', async () => {
    const { user, input } = setup();
    await user.type(input, '12.5,0');
    expect(input).toHaveValue('12.50');
  });

  it('refuses any separator when decimals are not allowed', async () => {
    const { user, input } = setup('', { allowDecimal: false });
    await user.type(input, '1.2,3');
    expect(input).toHaveValue('123');
  });

  it('blocks typing past maxLength, at the end and in the middle', async () => {
    const { user, input } = setup('', { maxLength: 4 });
    await user.type(input, '123456');
    expect(input).toHaveValue('1234');
    await user.keyboard('{Home}9');
    expect(input).toHaveValue('1234');
  });

  it('lets a digit replace a selection at maxLength', async () => {
    const { user, input } = setup('1234', { maxLength: 4 });
    await user.click(input);
    input.setSelectionRange(1, 2);
    await user.keyboard('9');
    expect(input).toHaveValue('1934');
  });

  it('keeps Backspace, Delete, arrows, Home and End working', async () => {
    const { user, input } = setup('12345', { maxLength: 5 });
    await user.click(input);
    await user.keyboard('{End}{Backspace}');
    expect(input).toHaveValue('1234');
    await user.keyboard('{Home}{Delete}');
    expect(input).toHaveValue('234');
    await user.keyboard('{ArrowRight}{Backspace}');
    expect(input).toHaveValue('34');
    await user.keyboard('{End}{ArrowLeft}0');
    expect(input).toHaveValue('304');
  });

  it('lets Tab move focus on', async () => {
    const { user, input } = setup('1');
    await user.click(input);
    await user.tab();
    expect(input).not.toHaveFocus();
  });

  it('does not refuse keys with Ctrl or Cmd, so select all, copy, cut and paste keep working', async () => {
    const { input } = setup('12');
    for (const init of [
      { key: 'a', ctrlKey: true },
      { key: 'c', metaKey: true },
      { key: 'x', ctrlKey: true },
      { key: 'v', metaKey: true },
    ]) {
      expect(fireEvent.keyDown(input, init)).toBe(true);
    }
    expect(fireEvent.keyDown(input, { key: 'a' })).toBe(false);
  });

  it('refuses a letter typed with AltGr (Ctrl+Alt)', () => {
    const { input } = setup('12');
    expect(fireEvent.keyDown(input, { key: 'q', ctrlKey: true, altKey: true })).toBe(false);
  });

  it('copies, cuts and pastes back a selection made with Ctrl+A', async () => {
    const { user, input } = setup('1234');
    await user.click(input);
    await user.keyboard('{Control>}a{/Control}');
    await user.copy();
    expect(await navigator.clipboard.readText()).toBe('1234');
    await user.cut();
    expect(input).toHaveValue('');
    await user.paste();
    expect(input).toHaveValue('1234');
  });

  it('keeps only the digits and first separator of a pasted text and puts the caret after them', async () => {
    const { user, input } = setup('');
    await user.click(input);
    await user.paste('€ 12.50');
    expect(input).toHaveValue('12.50');
    expect(input.selectionStart).toBe(5);
  });

  it('leaves the value untouched when the paste holds nothing usable', async () => {
    const { user, input, changes } = setup('12');
    await user.click(input);
    await user.paste('abc');
    expect(input).toHaveValue('12');
    expect(changes).not.toHaveBeenCalled();
  });

  it('drops the separator of a paste when the value has one and cuts it to maxLength', async () => {
    const { user, input } = setup('1,5', { maxLength: 5 });
    await user.click(input);
    input.setSelectionRange(1, 1);
    await user.paste('2.345');
    expect(input).toHaveValue('123,5');
    expect(input.selectionStart).toBe(3);
    await user.paste('9999');
    expect(input).toHaveValue('123,5');
  });

  it('refuses text from other sources (virtual keyboards, drop) that is not a number, keeping the caret', () => {
    const { input, changes } = setup('12');
    input.focus();
    input.setSelectionRange(1, 1);
    fireEvent.change(input, { target: { value: '1x2', selectionStart: 2, selectionEnd: 2 } });
    expect(input).toHaveValue('12');
    expect(input.selectionStart).toBe(1);
    expect(changes).not.toHaveBeenCalled();
  });

  it('accepts text from other sources that is a number within maxLength', () => {
    const { input, changes } = setup('12', { maxLength: 3 });
    fireEvent.change(input, { target: { value: '125' } });
    expect(changes).toHaveBeenLastCalledWith('125');
    fireEvent.change(input, { target: { value: '1256' } });
    expect(input).toHaveValue('125');
  });

  it('lets a value longer than maxLength be shortened', async () => {
    const { user, input } = setup('123456', { maxLength: 4 });
    await user.click(input);
    await user.keyboard('{End}{Backspace}');
    expect(input).toHaveValue('12345');
  });

  it('leaves a keystroke or paste alone that its own onKeyDown or onPaste handler prevented', async () => {
    const user = userEvent.setup();
    const changes = vi.fn();
    render(
      <NumberInput
        aria-label="n"
        value=""
        onValueChange={changes}
        onKeyDown={(event) => event.key === '1' && event.preventDefault()}
        onPaste={(event) => event.preventDefault()}
      />,
    );
    const input = screen.getByRole('textbox');
    await user.type(input, '1');
    await user.paste('2');
    expect(changes).not.toHaveBeenCalled();
  });
});
