/** Points of a password: 0 (weak) to 3 (very strong). */
export type PasswordScore = 0 | 1 | 2 | 3;

/**
 * Scores a password: under 8 characters nothing counts; from 8, one point each for a lowercase
 * letter, a digit and an uppercase letter. Characters are code points (an emoji is one), and letters and
 * digits are Unicode ones, so 'ä', 'Ä' and '٣' count like 'a', 'A' and '3'.
 */
export function scorePassword(password: string): PasswordScore {
  // Passwords shorter than 8 score 0 whatever they contain: 8 is the minimum length for scoring.
  if ([...password].length < 8) return 0;
  const points = [/\p{Ll}/u, /\p{Nd}/u, /\p{Lu}/u].filter((pattern) => pattern.test(password)).length;
  return points as PasswordScore;
}
