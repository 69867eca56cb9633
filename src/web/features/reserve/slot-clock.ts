import { formatTaipei, parseUtcString } from '../../../domain/time';

/** A slot's time of day at Taiwan time (HH:mm). */
export const clock = (utc: string) => formatTaipei(parseUtcString(utc), 'HH:mm');

/** A slot's end: the day's last slot ends at 24:00 rather than 23:59. */
export const endClock = (utc: string) => (clock(utc) === '23:59' ? '24:00' : clock(utc));
