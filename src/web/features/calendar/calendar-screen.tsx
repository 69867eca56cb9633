import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addDays, type CalendarResponse, mondayOf } from '../../../domain/calendar';
import { taipeiDateKey } from '../../../domain/time';
import { asFormFailure } from '../../api/error-info';
import { Button, ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { LoadFailedState } from '../../components/load-failure';
import type { ScreenProps } from '../../routes/screen-types';
import { useAppDispatch } from '../../store/hooks';
import { useApi } from '../../store/use-api';
import { countsUpdated } from '../../store/user-slice';
import { getCalendar, getOwnServices, type OwnService } from './api/calendar';
import { dayParts } from './calendar-format';
import { HoursEditor } from './hours-editor';
import { PauseEditor } from './pause-editor';
import { WeekView } from './week-view';

/** dashboard/calendar/{serviceId}: the pro's week, hours and pauses; without an id, pick a service. */
export default function CalendarScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const serviceId = match.params.serviceId;
  return (
    <div className="page cal">
      <h1 className="page__title">{t('screens>calendar>title')}</h1>
      {serviceId && /^\d+$/.test(serviceId) ? <ServiceCalendar key={serviceId} serviceId={serviceId} /> : <ServicePicker />}
    </div>
  );
}

function ServicePicker() {
  const { t } = useTranslation();
  const api = useApi();
  const [state, setState] = useState<{ kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; services: OwnService[] }>({ kind: 'loading' });
  const load = useCallback(() => {
    setState({ kind: 'loading' });
    api(getOwnServices).then(
      (res) => setState({ kind: 'ready', services: res.quote_services }),
      () => setState({ kind: 'failed' }),
    );
  }, [api]);
  useEffect(load, [load]);

  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'failed') return <LoadFailedState onRetry={load} />;
  if (state.services.length === 0) return <EmptyState title={t('calendar>noServices')} body={t('calendar>noServicesBody')} action={<ButtonLink to="/dashboard/services">{t('calendar>toServices')}</ButtonLink>} />;
  return (
    <section aria-labelledby="cal-pick-title">
      <h2 id="cal-pick-title">{t('calendar>pickService')}</h2>
      <ul className="cal-services">
        {state.services.map((s) => (
          <li key={s.id}>
            <Link className="cal-services__link" to={`/dashboard/calendar/${s.id}`}>
              {s.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

type CalendarState = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'ready'; data: CalendarResponse };

function ServiceCalendar({ serviceId }: { serviceId: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const [today] = useState(() => taipeiDateKey(new Date()));
  const [monday, setMonday] = useState(() => mondayOf(today));
  const [state, setState] = useState<CalendarState>({ kind: 'loading' });

  const load = useCallback(
    (quiet = false) => {
      if (!quiet) setState({ kind: 'loading' });
      api((client) => getCalendar(client, serviceId, monday, addDays(monday, 6))).then(
        (data) => {
          setState({ kind: 'ready', data });
          // Showing the calendar sees its bookings; the menu's count is what is left elsewhere.
          dispatch(countsUpdated({ unreadBookingCount: data.unread_booking_count }));
        },
        (error: unknown) => setState({ kind: asFormFailure(error).status === 404 ? 'missing' : 'failed' }),
      );
    },
    [api, dispatch, serviceId, monday],
  );
  useEffect(() => load(), [load]);

  if (state.kind === 'missing') return <EmptyState title={t('calendar>missing')} action={<ButtonLink to="/dashboard/calendar">{t('calendar>pickService')}</ButtonLink>} />;
  const first = dayParts(monday);
  const last = dayParts(addDays(monday, 6));
  return (
    <>
      {state.kind === 'ready' && <p className="cal-service-title">{state.data.quote_service.title}</p>}
      <nav className="cal-week-nav" aria-label={t('calendar>weekNav')}>
        <Button variant="secondary" onClick={() => setMonday(addDays(monday, -7))}>
          {t('calendar>prevWeek')}
        </Button>
        <h2 className="cal-week-nav__label" aria-live="polite">
          {t('calendar>weekRange', { fromMonth: first.month, fromDay: first.day, toMonth: last.month, toDay: last.day })}
        </h2>
        <Button variant="secondary" onClick={() => setMonday(addDays(monday, 7))}>
          {t('calendar>nextWeek')}
        </Button>
        {monday !== mondayOf(today) && (
          <Button variant="ghost" onClick={() => setMonday(mondayOf(today))}>
            {t('calendar>thisWeek')}
          </Button>
        )}
      </nav>
      {state.kind === 'loading' && <Loading />}
      {state.kind === 'failed' && <LoadFailedState onRetry={() => load()} />}
      {state.kind === 'ready' && (
        <div className="cal-layout">
          <WeekView data={state.data} monday={monday} today={today} />
          <div className="cal-side">
            <HoursEditor serviceId={state.data.quote_service.id} initial={state.data.day_slots} onSaved={() => load(true)} />
            <PauseEditor serviceId={state.data.quote_service.id} today={today} onChanged={() => load(true)} />
          </div>
        </div>
      )}
    </>
  );
}
