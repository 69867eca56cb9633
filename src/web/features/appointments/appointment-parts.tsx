import { useTranslation } from 'react-i18next';
import type { ServiceReserve } from '../../../domain/calendar';
import { TAIPEI_LONG_PATTERN, formatTaipei, parseUtcString } from '../../../domain/time';

/** The long zh-TW date with the slot's times, Taipei time; the night slot ends at 24:00. */
export function whenText(r: Pick<ServiceReserve, 'begin_time' | 'end_time'>): string {
  const end = formatTaipei(parseUtcString(r.end_time), 'HH:mm');
  return `${formatTaipei(parseUtcString(r.begin_time), TAIPEI_LONG_PATTERN)}–${end === '23:59' ? '24:00' : end}`;
}

/** Whether the booking is still ahead (and not cancelled). */
export function isUpcoming(r: ServiceReserve, now: Date): boolean {
  return r.is_cancelled === 0 && parseUtcString(r.end_time).getTime() > now.getTime();
}

/** The state of a booking in words: cancelled (by whom), upcoming or past. */
export function StatusBadge({ reserve, now }: { reserve: ServiceReserve; now: Date }) {
  const { t } = useTranslation();
  const key = reserve.is_cancelled ? (reserve.cancelled_by_me ? 'cancelledByMe' : 'cancelledByOther') : isUpcoming(reserve, now) ? 'upcoming' : 'past';
  return <span className={`appt-badge appt-badge--${key}`}>{t(`appointments>status>${key}`)}</span>;
}
