import { describe, expect, it } from 'vitest';
import { editIban } from './edit-iban.ts';

describe('editIban', () => {
  it('accepts a typed character and puts the caret after it', () => {
    // 'DE89 370|' + '4'
    expect(editIban({ previous: 'DE89370', raw: 'DE89 3704', caret: 9, inputType: 'insertText' })).toEqual({
      value: 'DE893704',
      caret: 9,
      accepted: true,
    });
  });

  it('moves the caret past the new group space when the typed character opens a group', () => {
    // 'DE89|' + '3' → 'DE89 3|'
    expect(editIban({ previous: 'DE89', raw: 'DE893', caret: 5, inputType: 'insertText' })).toEqual({
      value: 'DE893',
      caret: 6,
      accepted: true,
    });
  });

  it('keeps the caret after a character typed just before a group boundary in the middle', () => {
    // 'DE1|2 3456' + '9' → 'DE19 2345 6' with the caret after '9'
    expect(editIban({ previous: 'DE123456', raw: 'DE192 3456', caret: 4, inputType: 'insertText' })).toEqual({
      value: 'DE1923456',
      caret: 4,
      accepted: true,
    });
  });

  it('upper-cases typed letters', () => {
    expect(editIban({ previous: 'D', raw: 'De', caret: 2, inputType: 'insertText' })).toEqual({
      value: 'DE',
      caret: 2,
      accepted: true,
    });
  });

  it('refuses a digit as first character and a letter after the country code, leaving the caret', () => {
    expect(editIban({ previous: '', raw: '1', caret: 1, inputType: 'insertText' })).toEqual({
      value: '',
      caret: 0,
      accepted: false,
    });
    // 'DE8|9 3704' + 'x'
    expect(editIban({ previous: 'DE893704', raw: 'DE8x9 3704', caret: 4, inputType: 'insertText' })).toEqual({
      value: 'DE893704',
      caret: 3,
      accepted: false,
    });
  });

  it('refuses a 35th character', () => {
    const full = `DE${'1'.repeat(32)}`;
    const shown = 'DE11 1111 1111 1111 1111 1111 1111 1111 11';
    expect(
      editIban({ previous: full, raw: `${shown}2`, caret: shown.length + 1, inputType: 'insertText' }),
    ).toEqual({ value: full, caret: shown.length, accepted: false });
  });

  it('accepts a paste in the middle and puts the caret after the pasted characters', () => {
    // 'DE89 37|04' + '12 34' → 'DE89 3712 3404' with the caret after '4' of the paste
    expect(
      editIban({ previous: 'DE893704', raw: 'DE89 3712 3404', caret: 12, inputType: 'insertFromPaste' }),
    ).toEqual({ value: 'DE8937123404', caret: 12, accepted: true });
  });

  it('cleans a pasted IBAN with dashes and lower case', () => {
    expect(
      editIban({ previous: '', raw: 'de89-3704-0044', caret: 14, inputType: 'insertFromPaste' }),
    ).toEqual({ value: 'DE8937040044', caret: 14, accepted: true });
  });

  it('refuses a paste that would put letters among the digits, with the caret back before it', () => {
    expect(
      editIban({ previous: 'DE893704', raw: 'DE89 37ab04', caret: 9, inputType: 'insertFromPaste' }),
    ).toEqual({ value: 'DE893704', caret: 7, accepted: false });
  });

  it('puts the caret where the deleted character was after Backspace', () => {
    // 'DE89 37|04' Backspace → 'DE89 3|04'
    expect(
      editIban({ previous: 'DE893704', raw: 'DE89 304', caret: 6, inputType: 'deleteContentBackward' }),
    ).toEqual({ value: 'DE89304', caret: 6, accepted: true });
  });

  it('deletes the character before a group space when Backspace took only the space', () => {
    // 'DE89 |3704' Backspace → raw 'DE893704', caret 4: '9' goes
    expect(
      editIban({ previous: 'DE893704', raw: 'DE893704', caret: 4, inputType: 'deleteContentBackward' }),
    ).toEqual({ value: 'DE83704', caret: 3, accepted: true });
  });

  it('deletes the character after a group space when Delete took only the space', () => {
    // 'DE89| 3704' Delete → raw 'DE893704', caret 4: '3' goes
    expect(
      editIban({ previous: 'DE893704', raw: 'DE893704', caret: 4, inputType: 'deleteContentForward' }),
    ).toEqual({ value: 'DE89704', caret: 4, accepted: true });
  });

  it('refuses a deletion that would leave a digit in the country code, keeping the caret', () => {
    // 'DE|89' Backspace → 'D89'
    expect(editIban({ previous: 'DE89', raw: 'D89', caret: 1, inputType: 'deleteContentBackward' })).toEqual({
      value: 'DE89',
      caret: 2,
      accepted: false,
    });
    // '|DE89' Delete → 'E89'
    expect(editIban({ previous: 'DE89', raw: 'E89', caret: 0, inputType: 'deleteContentForward' })).toEqual({
      value: 'DE89',
      caret: 0,
      accepted: false,
    });
  });

  it('accepts a space typed by the user without changing the value', () => {
    expect(editIban({ previous: 'DE89', raw: 'DE89 ', caret: 5, inputType: 'insertText' })).toEqual({
      value: 'DE89',
      caret: 4,
      accepted: true,
    });
  });
});
