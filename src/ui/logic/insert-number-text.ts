import type { NumberRules } from './is-number-text.ts';

/** The number input's text and caret after an insertion. */
export interface NumberInsertion {
  value: string;
  caret: number;
}

/**
 * Inserts typed or pasted text into the number input's value in place of the selection `start`..`end`,
 * keeping only what the input allows: digits, and one decimal separator if the value has none
 * yet; then as much as fits into `maxLength`. So a paste of '€ 12.50' inserts '12.50', and junk never
 * corrupts the value. Undefined when nothing of `text` can be inserted: a refused keystroke or paste
 * leaves the value and selection as they were.
 */
export function insertNumberText(
  value: string,
  start: number,
  end: number,
  text: string,
  { maxLength, allowDecimal = true }: NumberRules = {},
): NumberInsertion | undefined {
  const before = value.slice(0, start);
  const after = value.slice(end);
  let separatorFree = allowDecimal && !/[.,]/.test(before + after);
  let kept = '';
  for (const char of text) {
    if (/\d/.test(char)) kept += char;
    else if ((char === '.' || char === ',') && separatorFree) {
      kept += char;
      separatorFree = false;
    }
  }
  if (maxLength !== undefined) kept = kept.slice(0, Math.max(0, maxLength - before.length - after.length));
  if (!kept) return undefined;
  return { value: before + kept + after, caret: start + kept.length };
}
