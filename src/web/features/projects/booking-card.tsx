import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingResponse } from '../../../domain/requests/quote-request.types';
import { TAIPEI_LONG_PATTERN, formatTaipei, parseUtcString } from '../../../domain/time';
import { phoneHref } from '../../../domain/users/phone';

/** The long date of a booking and its time (14:00), Taipei time. */
export function bookingWhen(hiredOn: string): { date: string; time: string } {
  const at = parseUtcString(hiredOn);
  const time = formatTaipei(at, 'HH:mm');
  // The long pattern ends with the clock: the date is what comes before it.
  return { date: formatTaipei(at, TAIPEI_LONG_PATTERN).slice(0, -time.length), time };
}

/**
 * The agreed appointment once the consumer hired a pro, the same card on both sides: date, time,
 * address and how to reach the other side (`side` names who the contact is).
 */
export function BookingCard({ booking, side }: { booking: BookingResponse; side: 'pro' | 'consumer' }) {
  const { t } = useTranslation();
  const titleId = useId();
  const when = bookingWhen(booking.hired_on);
  const none = t('lifecycle>booking>none');
  return (
    <section className="booking-card" aria-labelledby={titleId} data-booking-bid={booking.quote_bid_id}>
      <h2 className="booking-card__title" id={titleId}>
        {t('lifecycle>booking>title')}
      </h2>
      <dl className="booking-card__facts">
        <dt>{t('lifecycle>booking>date')}</dt>
        <dd className="booking-card__date">{when.date}</dd>
        <dt>{t('lifecycle>booking>time')}</dt>
        <dd className="booking-card__time">{when.time}</dd>
        <dt>{t('lifecycle>booking>address')}</dt>
        <dd className="booking-card__address">
          {booking.place}
          {booking.address ? ` ${booking.address}` : ` (${t('lifecycle>booking>noAddress')})`}
        </dd>
        <dt>{t(`lifecycle>booking>${side}`)}</dt>
        <dd className="booking-card__name">{booking.contact.full_name}</dd>
        <dt>{t('lifecycle>booking>phone')}</dt>
        <dd className="booking-card__phone">{booking.contact.phone ? <a href={phoneHref(booking.contact.phone)}>{booking.contact.phone}</a> : none}</dd>
        <dt>{t('lifecycle>booking>email')}</dt>
        <dd className="booking-card__email">{booking.contact.email ? <a href={`mailto:${booking.contact.email}`}>{booking.contact.email}</a> : none}</dd>
      </dl>
    </section>
  );
}
