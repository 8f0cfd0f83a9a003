import { describe, expect, it } from 'vitest';
import { insertNumberText } from './insert-number-text.ts';

describe('insertNumberText', () => {
  it('inserts a digit at the caret and puts the caret after it', () => {
    expect(insertNumberText('12', 1, 1, '9')).toEqual({ value: '192', caret: 2 });
  });

  it('replaces the selection', () => {
    expect(insertNumberText('12345', 1, 4, '0')).toEqual({ value: '105', caret: 2 });
  });

  it('refuses a letter, a space and a sign', () => {
    expect(insertNumberText('12', 2, 2, 'a')).toBeUndefined();
    expect(insertNumberText('12', 2, 2, ' ')).toBeUndefined();
    expect(insertNumberText('12', 0, 0, '-')).toBeUndefined();
  });

  it('inserts one decimal separator, point or comma, as typed', () => {
    expect(insertNumberText('12', 2, 2, ',')).toEqual({ value: '12,', caret: 3 });
    expect(insertNumberText('12', 1, 1, '.')).toEqual({ value: '1.2', caret: 2 });
  });

  it('refuses a second separator, but allows one replacing the selected separator', () => {
    expect(insertNumberText('1.2', 3, 3, ',')).toBeUndefined();
    expect(insertNumberText('1.2', 0, 0, '.')).toBeUndefined();
    expect(insertNumberText('1.2', 1, 2, ',')).toEqual({ value: '1,2', caret: 2 });
  });

  it('refuses separators when decimals are not allowed', () => {
    expect(insertNumberText('12', 2, 2, '.', { allowDecimal: false })).toBeUndefined();
  });

  it('refuses typing past maxLength, but allows replacing a selection at the limit', () => {
    expect(insertNumberText('1234', 4, 4, '5', { maxLength: 4 })).toBeUndefined();
    expect(insertNumberText('1234', 0, 0, '5', { maxLength: 4 })).toBeUndefined();
    expect(insertNumberText('1234', 0, 1, '5', { maxLength: 4 })).toEqual({ value: '5234', caret: 1 });
  });

  it('keeps the digits and the first separator of a paste', () => {
    expect(insertNumberText('', 0, 0, '€ 12.50')).toEqual({ value: '12.50', caret: 5 });
    expect(insertNumberText('', 0, 0, '1.234,56')).toEqual({ value: '1.23456', caret: 7 });
  });

  it('drops the separator of a paste when the value already has one', () => {
    expect(insertNumberText('1,5', 3, 3, '2.5')).toEqual({ value: '1,525', caret: 5 });
  });

  it('cuts a paste to the room left by maxLength', () => {
    expect(insertNumberText('12', 1, 1, '999999', { maxLength: 5 })).toEqual({ value: '19992', caret: 4 });
  });

  it('refuses a paste with nothing usable', () => {
    expect(insertNumberText('12', 2, 2, 'abc')).toBeUndefined();
    expect(insertNumberText('12', 0, 2, '')).toBeUndefined();
  });
});
