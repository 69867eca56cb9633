import { formatTwdRange } from '../../../../domain/money';
import { formatTaipei, parseUtcString } from '../../../../domain/time';

/** `2026-09-18 02:00:00` (UTC) as the Taipei date `2026/09/18`. */
export function publishedDate(utc: string): string {
  return formatTaipei(parseUtcString(utc), 'YYYY/MM/DD');
}

/** `NT$1,425–2,625`: the currency written once, on the low end (the house style of domain/money). */
export function twdRange(low: number, high: number): string {
  return formatTwdRange(low, high);
}
