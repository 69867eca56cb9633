/** What the job health page keeps of each background job's runs. */

/** The outcomes stored (a run skipped for another copy's lock, or still busy here, is not a run). */
export const JOB_RUN_OUTCOMES = ['ran', 'failed'] as const;
export type JobRunOutcome = (typeof JOB_RUN_OUTCOMES)[number];

/** Runs older than this are deleted when the same job records a new one. */
export const JOB_RUN_KEEP_DAYS = 30;
/** A failure's message is kept up to this many characters. */
export const JOB_ERROR_MAX_CHARS = 500;
/** The window of "failures lately" on the job health page. */
export const JOB_FAILURE_WINDOW_HOURS = 24;

/** A failure's message as stored: its first line(s), cut to the limit. */
export function jobErrorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > JOB_ERROR_MAX_CHARS ? `${text.slice(0, JOB_ERROR_MAX_CHARS - 1)}…` : text;
}
