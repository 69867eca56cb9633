import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { addDays, datesBetween, type FreeSlot, type FreeSlotsResponse, taipeiMidnight } from '../../../domain/calendar';
import { taipeiDateKey, toTaipeiParts } from '../../../domain/time';
import { asFormFailure } from '../../api/error-info';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { LoadFailedState } from '../../components/load-failure';
import { decodeSegment } from '../../lib/path-segment';
import type { ScreenProps } from '../../routes/screen-types';
import { useApi } from '../../store/use-api';
import { getFreeSlots } from './api/reserve';
import { BookForm } from './book-form';
import { GreserveBookingView } from './greserve-booking';
import { clock, endClock } from './slot-clock';

/** How many days ahead a consumer can book, today included. */
export const RESERVE_DAYS = 14;

type Phase = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'ready'; data: FreeSlotsResponse };

/** service/{serviceId}/reserve, and /reserve/{googleReserveId} for one booking made through the maps service. */
export function ReserveScreen(props: ScreenProps) {
  const { serviceId, googleReserveId } = props.match.params;
  if (googleReserveId) return <GreserveBookingView serviceId={decodeSegment(serviceId)} eventId={decodeSegment(googleReserveId)} />;
  return <ReserveSlotsScreen {...props} />;
}

/** service/{serviceId}/reserve: pick a day and a free slot of the pro; signing in is needed to book. */
function ReserveSlotsScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi();
  const serviceId = decodeSegment(match.params.serviceId);
  const [search, setSearch] = useSearchParams();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [today, setToday] = useState<string | null>(null);

  // The dates depend on the clock, so they are worked out in the browser only (the server renders "loading").
  // biome-ignore lint/correctness/useExhaustiveDependencies: one read per service (and per retry).
  useEffect(() => {
    let current = true;
    const from = taipeiDateKey(new Date());
    setToday(from);
    api((client) => getFreeSlots(client, serviceId, from, addDays(from, RESERVE_DAYS - 1))).then(
      (data) => current && setPhase({ kind: 'ready', data }),
      (error: unknown) => current && setPhase({ kind: asFormFailure(error).status === 404 ? 'missing' : 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [serviceId, attempt]);

  const chosenDate = search.get('date');
  const chosenBegin = search.get('begin');
  const choose = (params: Record<string, string>) => setSearch(params, { replace: true, preventScrollReset: true });

  return (
    <main className="page reserve" id="main">
      <h1>{t('screens>service-reserve>title')}</h1>
      {phase.kind === 'loading' && <Loading />}
      {phase.kind === 'missing' && <EmptyState title={t('reserve>missing')} action={<ButtonLink to="/pro-list">{t('reserve>toProList')}</ButtonLink>} />}
      {phase.kind === 'failed' && <LoadFailedState onRetry={() => setAttempt((n) => n + 1)} />}
      {phase.kind === 'ready' && today && (
        <ReservePicker
          data={phase.data}
          today={today}
          chosenDate={chosenDate}
          chosenBegin={chosenBegin}
          onChooseDate={(date) => choose({ date })}
          onChooseSlot={(slot) => choose({ date: slot.date, begin: slot.begin_time })}
          onStale={() => setAttempt((n) => n + 1)}
        />
      )}
    </main>
  );
}

interface PickerProps {
  data: FreeSlotsResponse;
  today: string;
  chosenDate: string | null;
  chosenBegin: string | null;
  onChooseDate: (date: string) => void;
  onChooseSlot: (slot: FreeSlot) => void;
  onStale: () => void;
}

function ReservePicker({ data, today, chosenDate, chosenBegin, onChooseDate, onChooseSlot, onStale }: PickerProps) {
  const { t } = useTranslation();
  const days = useMemo(() => datesBetween(today, addDays(today, RESERVE_DAYS - 1)), [today]);
  const freeCount = (date: string) => data.slots.filter((s) => s.date === date && s.is_available === 1).length;
  const firstFree = days.find((d) => freeCount(d) > 0);
  const date = chosenDate && days.includes(chosenDate) ? chosenDate : (firstFree ?? today);
  const slots = data.slots.filter((s) => s.date === date);
  const chosen = slots.find((s) => s.begin_time === chosenBegin && s.is_available === 1);

  return (
    <>
      <p className="reserve__service">{t('reserve>intro', { service: data.quote_service.title, pro: data.quote_service.pro_name })}</p>
      {!firstFree && <EmptyState title={t('reserve>noFreeTitle')} body={t('reserve>noFreeBody')} action={<ButtonLink to={`/service/${data.quote_service.id}`}>{t('reserve>toProfile')}</ButtonLink>} />}
      <section aria-labelledby="reserve-days">
        <h2 id="reserve-days">{t('reserve>chooseDay')}</h2>
        <ul className="reserve-days">
          {days.map((d) => {
            const midnight = taipeiMidnight(d)!;
            const p = toTaipeiParts(midnight);
            const count = freeCount(d);
            return (
              <li key={d}>
                <button type="button" className={d === date ? 'reserve-day reserve-day--on' : 'reserve-day'} aria-pressed={d === date} onClick={() => onChooseDate(d)}>
                  <span className="reserve-day__date">{t('reserve>dayLabel', { month: p.month, day: p.day, weekday: t(`calendar>weekdays>${p.weekday}`) })}</span>
                  <span className="reserve-day__count">{count > 0 ? t('reserve>freeCount', { count }) : t('reserve>full')}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="reserve-slots">
        <h2 id="reserve-slots">{t('reserve>chooseSlot')}</h2>
        {slots.length === 0 ? (
          <p className="reserve__none">{t('reserve>closedDay')}</p>
        ) : (
          <ul className="reserve-slots">
            {slots.map((s) => (
              <li key={s.begin_time}>
                <button
                  type="button"
                  className={s === chosen ? 'reserve-slot reserve-slot--on' : 'reserve-slot'}
                  aria-pressed={s === chosen}
                  disabled={s.is_available === 0}
                  onClick={() => onChooseSlot(s)}
                >
                  <span className="reserve-slot__name">{t(`calendar>slotNames>${s.day_slot}`)}</span>
                  <span className="reserve-slot__time">
                    {clock(s.begin_time)}–{endClock(s.end_time)}
                  </span>
                  {s.blocked && <span className="reserve-slot__why">{t(`reserve>blocked>${s.blocked}`)}</span>}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {chosen && <BookForm key={chosen.begin_time} serviceId={data.quote_service.id} slot={chosen} onStale={onStale} />}
    </>
  );
}
