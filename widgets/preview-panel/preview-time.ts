/** The previewed date and time as the page language writes them, in the browser's time zone. */
export function formatPreviewTime(dateTime: string, language: string): string {
  const date = new Date(dateTime);
  if (Number.isNaN(date.getTime())) return dateTime;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
