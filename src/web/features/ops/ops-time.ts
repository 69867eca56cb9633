import { formatTaipei } from '../../../domain/time/datetime';

/** A server time (ISO, or `YYYY-MM-DD HH:mm:ss` in UTC) as Taipei time; as given when unreadable. */
export function taipeiTime(value: string): string {
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? value : formatTaipei(date, 'YYYY-MM-DD HH:mm');
}
