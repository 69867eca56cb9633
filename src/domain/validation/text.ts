import { z } from 'zod';

/**
 * A text field that must be filled in: trimmed, not empty and at most `max` characters. A missing
 * or non-text value and an empty one both get `missing`; a long one gets `tooLong`.
 */
export function requiredText(missing: string, max: number, tooLong: string) {
  return z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);
}
