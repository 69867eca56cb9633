/**
 * A route parameter as it was meant: the browser keeps the path percent-encoded ('%40'),
 * so it is decoded once; a malformed escape is kept as it is.
 */
export function decodeSegment(value: string | undefined): string {
  if (value === undefined) return '';
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
