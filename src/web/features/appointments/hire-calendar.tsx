import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HiredJobResponse } from '../../../domain/requests/quote-request.types';
import { useAppSelector } from '../../store/hooks';
import { dayParts } from '../calendar';
import { bookingWhen } from '../projects';
import { hireIcs, hiresByDate, initialMonth, type MonthKey, monthOf, monthWeeks, shiftMonth } from './hire-calendar-model';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Where a consumer's hired appointment opens: the request with its booking card and the hired pro's quote. */
export const consumerHirePath = (hire: HiredJobResponse) => `/dashboard/projects/quotelist/${hire.quote_request_id}`;

/**
 * The consumer's hired appointments on a month calendar (Monday first, Taipei time), phone
 * first: days with an appointment are marked and pick that day; under the month, its
 * appointments with date, time and pro, each opening the request, with an .ics to add it to
 * the phone's own calendar.
 */
export function HireCalendar({ hires, today }: { hires: HiredJobResponse[]; today: string }) {
  const { t } = useTranslation();
  const publicUrl = useAppSelector((s) => s.app.publicUrl);
  const [month, setMonth] = useState<MonthKey>(() => initialMonth(hires, today));
  const [picked, setPicked] = useState<string | null>(null);
  const byDate = useMemo(() => hiresByDate(hires), [hires]);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const title = t('lifecycle>calendar>title');
  const shown = [...byDate.entries()].filter(([date]) => (picked ? date === picked : monthOf(date) === month)).flatMap(([, list]) => list);
  const go = (delta: number) => {
    setMonth(shiftMonth(month, delta));
    setPicked(null);
  };

  return (
    <section className="appt-section hire-cal" aria-label={title}>
      <h2>{title}</h2>
      <div className="hire-cal__nav">
        <button type="button" className="hire-cal__step" onClick={() => go(-1)} aria-label={t('lifecycle>calendar>prevMonth')}>
          ‹
        </button>
        <p className="hire-cal__month" aria-live="polite">
          {t('lifecycle>calendar>month', { year, month: monthNumber })}
        </p>
        <button type="button" className="hire-cal__step" onClick={() => go(1)} aria-label={t('lifecycle>calendar>nextMonth')}>
          ›
        </button>
      </div>
      <table className="hire-cal__grid">
        <caption className="visually-hidden">{t('lifecycle>calendar>month', { year, month: monthNumber })}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((w) => (
              <th key={w} scope="col">
                {t(`lifecycle>calendar>weekdays>${w}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week[0]}>
              {week.map((date) => {
                if (monthOf(date) !== month) return <td key={date} />;
                const { month: m, day } = dayParts(date);
                const count = byDate.get(date)?.length ?? 0;
                const cls = ['hire-cal__day', date === today ? 'hire-cal__day--today' : '', count > 0 ? 'hire-cal__day--busy' : ''].filter(Boolean).join(' ');
                return (
                  <td key={date}>
                    {count > 0 ? (
                      <button
                        type="button"
                        className={cls}
                        aria-pressed={picked === date}
                        aria-label={t('lifecycle>calendar>dayLabel', { month: m, day, count })}
                        onClick={() => setPicked(picked === date ? null : date)}
                      >
                        {day}
                      </button>
                    ) : (
                      <span className={cls}>{day}</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {picked && (
        <button type="button" className="hire-cal__all" onClick={() => setPicked(null)}>
          {t('lifecycle>calendar>showMonth')}
        </button>
      )}
      {shown.length === 0 ? (
        <p className="hire-cal__none">{t('lifecycle>calendar>none')}</p>
      ) : (
        <ul className="appt-list hire-cal__list">
          {shown.map((hire) => {
            const when = bookingWhen(hire.hired_on);
            const name = t('lifecycle>appointments>withPro', { name: hire.contact.full_name, category: hire.category_name });
            const to = consumerHirePath(hire);
            const ics = hireIcs(hire, `${publicUrl}${to}`, name);
            return (
              <li key={hire.quote_bid_id} className="appt-card hire-cal__item" data-calendar-bid={hire.quote_bid_id}>
                <Link className="appt-card__link" to={to}>
                  <span className="appt-card__when">
                    {when.date} {when.time}
                  </span>
                  <span className="appt-card__who">{name}</span>
                </Link>
                <a
                  className="hire-cal__ics"
                  href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`}
                  download={`appointment-${hire.quote_bid_id}.ics`}
                  aria-label={t('lifecycle>calendar>addLabel', { when: `${when.date} ${when.time}` })}
                >
                  {t('lifecycle>calendar>add')}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
