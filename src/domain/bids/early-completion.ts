import { taipeiDateKey } from '../time';

/**
 * Completing a hired job before its booked day (Taipei time) is allowed, but only when the pro
 * confirms it: the API refuses a `completed` without `confirm_early=1` until that day comes, and
 * the screen asks first (確定提早回報完工).
 */
export const CONFIRM_EARLY_FIELD = 'confirm_early';

/** Whether reporting the job done now is before the day it was booked for. */
export function isEarlyCompletion(hiredOn: Date | null, now: Date): boolean {
  return hiredOn !== null && taipeiDateKey(now) < taipeiDateKey(hiredOn);
}

/** Whether a request body confirms an early completion (1, "1", true or "true"). */
export function confirmsEarly(body: Record<string, unknown>): boolean {
  const value = body[CONFIRM_EARLY_FIELD];
  return value === 1 || value === true || value === '1' || value === 'true';
}
