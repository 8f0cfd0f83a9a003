import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IbanInput } from './iban.tsx';

/** An IbanInput owned like a form owns it; `changes` records every compact value handed out. */
function Owner({ initial = '', changes }: { initial?: string; changes?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <IbanInput
      aria-label="IBAN"
      value={value}
      onValueChange={(next) => {
        changes?.(next);
        setValue(next);
      }}
    />
  );
}

function setup(initial = '') {
  const changes = vi.fn<(value: string) => void>();
  const user = userEvent.setup();
  render(<Owner initial={initial} changes={changes} />);
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'IBAN' });
  return { user, input, changes };
}

/** Puts the caret at `position` (the input has focus). */
async function caretAt(user: ReturnType<typeof userEvent.setup>, input: HTMLInputElement, position: number) {
  await user.click(input);
  input.setSelectionRange(position, position);
}

describe('IbanInput', () => {
  it('groups by four, upper-cases and hands out the compact value while typing', async () => {
    const { user, input, changes } = setup();
    await user.type(input, 'de89370400440532013000');
    expect(input).toHaveValue('DE89 3704 0044 0532 0130 00');
    expect(changes).toHaveBeenLastCalledWith('DE89370400440532013000');
  });

  it('shows a compact or messy initial value grouped', () => {
    setup('de89-3704 0044');
    expect(screen.getByRole('textbox')).toHaveValue('DE89 3704 0044');
  });

  it('is a plain text input with upper-case hints for virtual keyboards', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('autocapitalize', 'characters');
    expect(input).toHaveAttribute('spellcheck', 'false');
  });

  it('ignores typed spaces, dashes and other signs', async () => {
    const { user, input } = setup();
    await user.type(input, 'DE 89-37/04');
    expect(input).toHaveValue('DE89 3704');
  });

  it('refuses a digit before the country code', async () => {
    const { user, input, changes } = setup();
    await user.type(input, '1');
    expect(input).toHaveValue('');
    expect(changes).not.toHaveBeenCalled();
  });

  it('refuses a letter after the country code and keeps the caret where it was', async () => {
    const { user, input } = setup('DE893704');
    await caretAt(user, input, 3);
    await user.keyboard('x');
    expect(input).toHaveValue('DE89 3704');
    expect(input.selectionStart).toBe(3);
    await user.keyboard('1');
    expect(input).toHaveValue('DE81 9370 4');
  });

  it('stops at 34 characters', async () => {
    const { user, input } = setup(`DE${'1'.repeat(32)}`);
    await user.click(input);
    await user.keyboard('{End}5');
    expect(input).toHaveValue('DE11 1111 1111 1111 1111 1111 1111 1111 11');
  });

  it('puts the caret past the new space when a typed character opens a group', async () => {
    const { user, input } = setup();
    await user.type(input, 'DE893');
    expect(input).toHaveValue('DE89 3');
    expect(input.selectionStart).toBe(6);
  });

  it('keeps the caret after a character typed just before a group boundary in the middle', async () => {
    const { user, input } = setup('DE123456');
    await caretAt(user, input, 3);
    await user.keyboard('9');
    expect(input).toHaveValue('DE19 2345 6');
    expect(input.selectionStart).toBe(4);
    await user.keyboard('8');
    expect(input).toHaveValue('DE19 8234 56');
    expect(input.selectionStart).toBe(6);
  });

  it('keeps the caret where the character was after Backspace in the middle', async () => {
    const { user, input } = setup('DE893704');
    await caretAt(user, input, 7);
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('DE89 304');
    expect(input.selectionStart).toBe(6);
  });

  it('deletes the character before a group space with Backspace after the space', async () => {
    const { user, input } = setup('DE893704');
    await caretAt(user, input, 5);
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('DE83 704');
    expect(input.selectionStart).toBe(3);
  });

  it('deletes the character after a group space with Delete before the space', async () => {
    const { user, input } = setup('DE893704');
    await caretAt(user, input, 4);
    await user.keyboard('{Delete}');
    expect(input).toHaveValue('DE89 704');
    expect(input.selectionStart).toBe(4);
  });

  it('refuses deleting a country letter that would leave digits first', async () => {
    const { user, input } = setup('DE89');
    await caretAt(user, input, 2);
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('DE89');
    expect(input.selectionStart).toBe(2);
  });

  it('accepts a pasted IBAN in any spacing and case', async () => {
    const { user, input, changes } = setup();
    await user.click(input);
    await user.paste(' de89 3704-0044 0532 0130 00 ');
    expect(input).toHaveValue('DE89 3704 0044 0532 0130 00');
    expect(changes).toHaveBeenLastCalledWith('DE89370400440532013000');
  });

  it('puts the caret after a paste in the middle', async () => {
    const { user, input } = setup('DE893704');
    await caretAt(user, input, 7);
    await user.paste('12 34');
    expect(input).toHaveValue('DE89 3712 3404');
    expect(input.selectionStart).toBe(12);
  });

  it('refuses a paste that would put letters among the digits, keeping value and caret', async () => {
    const { user, input, changes } = setup('DE893704');
    await caretAt(user, input, 7);
    await user.paste('ab');
    expect(input).toHaveValue('DE89 3704');
    expect(input.selectionStart).toBe(7);
    expect(changes).not.toHaveBeenCalled();
  });

  it('lets arrow keys, Home and End move the caret untouched', async () => {
    const { user, input } = setup('DE893704');
    await caretAt(user, input, 9);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(input.selectionStart).toBe(7);
    await user.keyboard('{Home}');
    expect(input.selectionStart).toBe(0);
    await user.keyboard('{End}');
    expect(input.selectionStart).toBe(9);
    expect(input).toHaveValue('DE89 3704');
  });

  it('passes other input props and forwards its ref to the input', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(<IbanInput aria-label="Account" value="" onValueChange={() => {}} ref={ref} disabled />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Account' }));
    expect(ref.current).toBeDisabled();
  });
});
