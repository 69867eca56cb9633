import { formatTaipei as formatDate, parseUtcString } from '../../../domain/time';

/** An API time (UTC "YYYY-MM-DD HH:mm:ss") as Taiwan time, to the minute. */
export function formatTaipei(utc: string): string {
  return formatDate(parseUtcString(utc));
}

/**
 * Which task {index} in dashboard/free-credits/{index} selects: a 1-based position or a task
 * code; undefined when it names none.
 */
export function selectedTaskIndex(param: string | undefined, codes: readonly string[]): number | undefined {
  if (param === undefined) return undefined;
  if (/^[1-9]\d{0,2}$/.test(param)) {
    const i = Number(param) - 1;
    return i < codes.length ? i : undefined;
  }
  const i = codes.indexOf(param);
  return i >= 0 ? i : undefined;
}
