import { formatTaipei, parseUtcString } from '../../domain/time';

/** `HH:mm` in Taipei of a stored UTC string. */
export const clockOf = (utc: string) => formatTaipei(parseUtcString(utc), 'HH:mm');

/** `YYYY-MM-DD HH:mm` in Taipei of a stored UTC string. */
export const dateTimeOf = (utc: string) => formatTaipei(parseUtcString(utc), 'YYYY-MM-DD HH:mm');
