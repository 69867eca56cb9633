import { formatTaipei, parseUtcString } from '../../../domain/time/datetime';

/** An answer's UTC time (`YYYY-MM-DD HH:mm:ss`) as a Taipei date and time; empty when it cannot be read. */
export function formatTaipeiTime(utc: string | null): string {
  if (!utc) return '';
  try {
    return formatTaipei(parseUtcString(utc));
  } catch {
    return '';
  }
}

/** An answer's UTC time as a Taipei date. */
export function formatTaipeiDate(utc: string | null): string {
  if (!utc) return '';
  try {
    return formatTaipei(parseUtcString(utc), 'YYYY/MM/DD');
  } catch {
    return '';
  }
}
