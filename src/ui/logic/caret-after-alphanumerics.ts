/**
 * The caret position in `formatted` right after its `count`-th letter or digit: 0 for a count of 0, the
 * end for a count past the last one. The caret lands before a group's space, never after it, so the next
 * Backspace deletes a character rather than a space.
 */
export function caretAfterAlphanumerics(formatted: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/[0-9A-Za-z]/.test(formatted.charAt(index)) && ++seen === count) return index + 1;
  }
  return formatted.length;
}
