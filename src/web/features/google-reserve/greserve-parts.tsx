import { useTranslation } from 'react-i18next';
import type { GreserveEventResponse } from '../../../domain/reserve/greserve.contract';
import { formatTaipei, parseUtcString, TAIPEI_LONG_PATTERN } from '../../../domain/time';

/** The long zh-TW date with the slot's times, Taipei time; the night slot ends at 24:00. */
export function slotText(e: Pick<GreserveEventResponse, 'begin_time' | 'end_time'>): string {
  const end = formatTaipei(parseUtcString(e.end_time), 'HH:mm');
  return `${formatTaipei(parseUtcString(e.begin_time), TAIPEI_LONG_PATTERN)}–${end === '23:59' ? '24:00' : end}`;
}

/** A maps booking's state in words: cancelled (by whom), upcoming or past. */
export function GreserveStatus({ event, now }: { event: GreserveEventResponse; now: Date }) {
  const { t } = useTranslation();
  const key = event.is_cancelled ? (event.cancelled_by === 'merchant' ? 'cancelledByPro' : 'cancelledByConsumer') : parseUtcString(event.end_time) > now ? 'upcoming' : 'past';
  return <span className={`greserve-badge greserve-badge--${key}`}>{t(`googleReserve>status>${key}`)}</span>;
}
