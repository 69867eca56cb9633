import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type CalendarResponse, addDays, spanRange, taipeiDateOfUtc, weekdayOfDate } from '../../../domain/calendar';
import { orderPath } from '../shop-orders';
import { VoiceAppointmentCalendarItems, voiceAppointmentsOn } from '../voice-appointments';
import { clockOf, dateTimeOf, dayParts, touchesDay } from './calendar-format';

/** Seven days from `monday`: each day's hours, pauses, hires, bookings and shop reservations, Taipei time. */
export function WeekView({ data, monday, today }: { data: CalendarResponse; monday: string; today: string }) {
  const { t } = useTranslation();
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  return (
    <ol className="cal-week" aria-label={t('calendar>weekLabel')}>
      {days.map((date) => {
        const weekday = weekdayOfDate(date);
        const { month, day } = dayParts(date);
        const hours = data.business_hours.filter((h) => h.weekday === weekday);
        const pauses = data.suspension_events.filter((p) => touchesDay(p.begin_time, p.end_time, date));
        const hires = data.hires.filter((h) => taipeiDateOfUtc(h.hired_on) === date);
        const reserves = data.service_reserves.filter((r) => r.date === date);
        const shopReservations = (data.shop_reservations ?? []).filter((r) => r.date === date);
        const headingId = `cal-day-${date}`;
        return (
          <li key={date} className={date === today ? 'cal-day cal-day--today' : 'cal-day'} aria-labelledby={headingId}>
            <h3 className="cal-day__title" id={headingId}>
              {t('calendar>dayHeading', { month, day, weekday: t(`calendar>weekdays>${weekday}`) })}
              {date === today && <span className="cal-badge">{t('calendar>today')}</span>}
            </h3>
            <p className="cal-day__hours">
              {hours.length === 0
                ? t('calendar>closed')
                : t('calendar>openHours', { spans: hours.map((h) => `${h.open_time}–${spanRange(h).end === 1440 ? '24:00' : h.close_time}`).join('、') })}
            </p>
            <ul className="cal-day__items">
              {pauses.map((p) => (
                <li key={`p${p.id}`} className="cal-item cal-item--pause">
                  {t('calendar>pauseItem', { from: dateTimeOf(p.begin_time), to: dateTimeOf(p.end_time), title: p.title || t('calendar>pauseUntitled') })}
                </li>
              ))}
              {hires.map((h) => (
                <li key={`h${h.quote_bid_id}`} className="cal-item cal-item--hire">
                  <Link to={`/dashboard/works/${h.quote_bid_id}`}>
                    {t('calendar>hireItem', { time: clockOf(h.hired_on), name: h.consumer_name, category: h.category_name })}
                  </Link>
                </li>
              ))}
              {reserves.map((r) => (
                <li key={`r${r.id}`} className="cal-item cal-item--reserve">
                  <Link to={`/dashboard/appointment/${r.id}`}>
                    {t('calendar>reserveItem', { from: clockOf(r.begin_time), to: clockOf(r.end_time), name: r.consumer_name })}
                  </Link>
                </li>
              ))}
              {shopReservations.map((r) => (
                <li key={`s${r.nshop_order_id}`} className="cal-item cal-item--shop">
                  <Link to={orderPath('pro', r.nshop_order_id)}>
                    <span className="cal-badge">{t('calendar>shopBadge')}</span>
                    <span>{t('calendar>shopItem', { from: clockOf(r.begin_time), to: clockOf(r.end_time), item: r.item_name, name: r.consumer_name })}</span>
                  </Link>
                </li>
              ))}
              <VoiceAppointmentCalendarItems appointments={data.voice_appointments} date={date} />
              {pauses.length + hires.length + reserves.length + shopReservations.length + voiceAppointmentsOn(data.voice_appointments, date) === 0 && <li className="cal-item cal-item--none">{t('calendar>nothing')}</li>}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
