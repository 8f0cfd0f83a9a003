/**
 * How many ASCII letters and digits stand before `end` in `text`. A caret is carried across reformatting by
 * this count: it stays behind the same character whatever spaces are added or removed around it.
 */
export function countAlphanumerics(text: string, end: number = text.length): number {
  return text.slice(0, Math.max(0, end)).replace(/[^0-9A-Za-z]/g, '').length;
}
