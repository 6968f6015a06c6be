// An instant in a datetime-local input: shown as yyyy-mm-ddThh:mm in the browser's time, sent to the API
// as ISO 8601 (UTC), whatever the browser's own display of the picker.

/** An ISO instant as the input shows it; anything unreadable as it is; empty: ''. */
export function localDateTime(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** What the input holds as the API's instant; blank: null. */
export const isoInstant = (text: string): string | null => (text ? new Date(text).toISOString() : null);
