import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ServiceReserve } from '../../../domain/calendar';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { LoadFailedState } from '../../components/load-failure';
import { useApi } from '../../store/use-api';
import { StatusBadge, isUpcoming, whenText } from './appointment-parts';
import { getAppointments, getHiredJobs } from './api/appointments';
import type { HiredJobResponse } from '../../../domain/requests/quote-request.types';
import { bookingWhen } from '../projects';
import { taipeiDateKey } from '../../../domain/time';
import { consumerHirePath, HireCalendar } from './hire-calendar';
import { MyVoiceAppointments } from '../voice-appointments';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; reserves: ServiceReserve[]; hires: HiredJobResponse[] };

/** dashboard/appointment: the user's bookings, those they made and those made with them. */
export default function AppointmentsScreen() {
  const { t } = useTranslation();
  const api = useApi();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [now] = useState(() => new Date());
  const load = useCallback(() => {
    setState({ kind: 'loading' });
    Promise.all([api(getAppointments), api(getHiredJobs)]).then(
      ([res, jobs]) => setState({ kind: 'ready', reserves: res.service_reserves, hires: jobs.hires }),
      () => setState({ kind: 'failed' }),
    );
  }, [api]);
  useEffect(load, [load]);

  const upcoming = state.kind === 'ready' ? state.reserves.filter((r) => isUpcoming(r, now)).reverse() : [];
  const others = state.kind === 'ready' ? state.reserves.filter((r) => !isUpcoming(r, now)) : [];
  // The consumer's hires on a month calendar (a pro has his own calendar screen).
  const consumerHires = state.kind === 'ready' ? state.hires.filter((h) => h.role === 'consumer') : [];
  return (
    <div className="page appt">
      <h1 className="page__title">{t('screens>appointment>title')}</h1>
      <MyVoiceAppointments />
      {state.kind === 'loading' && <Loading />}
      {state.kind === 'failed' && <LoadFailedState onRetry={load} />}
      {state.kind === 'ready' && consumerHires.length > 0 && <HireCalendar hires={consumerHires} today={taipeiDateKey(now)} />}
      {state.kind === 'ready' && state.hires.length > 0 && <HiredJobList jobs={state.hires} />}
      {state.kind === 'ready' && state.reserves.length === 0 && state.hires.length === 0 && (
        <EmptyState title={t('appointments>emptyTitle')} body={t('appointments>emptyBody')} action={<ButtonLink to="/pro-list">{t('appointments>findPros')}</ButtonLink>} />
      )}
      {upcoming.length > 0 && <AppointmentList title={t('appointments>upcoming')} reserves={upcoming} now={now} />}
      {others.length > 0 && <AppointmentList title={t('appointments>earlier')} reserves={others} now={now} />}
    </div>
  );
}

function AppointmentList({ title, reserves, now }: { title: string; reserves: ServiceReserve[]; now: Date }) {
  const { t } = useTranslation();
  return (
    <section className="appt-section" aria-label={title}>
      <h2>{title}</h2>
      <ul className="appt-list">
        {reserves.map((r) => (
          <li key={r.id} className="appt-card">
            <Link className="appt-card__link" to={`/dashboard/appointment/${r.id}`}>
              <span className="appt-card__when">{whenText(r)}</span>
              <span className="appt-card__who">
                {r.role === 'consumer' ? t('appointments>withPro', { service: r.service_title, name: r.pro_name }) : t('appointments>withClient', { name: r.consumer_name, service: r.service_title })}
              </span>
            </Link>
            <StatusBadge reserve={r} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Jobs the user hired a pro for, or was hired for: the agreed date and time of each and its stage (hired, completed, reviewed), latest first. */
function HiredJobList({ jobs }: { jobs: HiredJobResponse[] }) {
  const { t } = useTranslation();
  const title = t('lifecycle>appointments>hiresTitle');
  return (
    <section className="appt-section" aria-label={title}>
      <h2>{title}</h2>
      <ul className="appt-list">
        {jobs.map((job) => {
          const when = bookingWhen(job.hired_on);
          const to = job.role === 'consumer' ? consumerHirePath(job) : `/dashboard/works/${job.quote_bid_id}`;
          const stage = job.is_reviewed ? 'reviewed' : job.is_completed ? 'completed' : 'hired';
          const params = { name: job.contact.full_name, category: job.category_name };
          return (
            <li key={job.quote_bid_id} className="appt-card" data-hire-bid={job.quote_bid_id}>
              <Link className="appt-card__link" to={to}>
                <span className="appt-card__when">
                  {when.date} {when.time}
                </span>
                <span className="appt-card__who">{job.role === 'consumer' ? t('lifecycle>appointments>withPro', params) : t('lifecycle>appointments>withClient', params)}</span>
                {job.address && <span className="appt-card__who">{`${job.place} ${job.address}`}</span>}
              </Link>
              <span className={`appt-badge appt-badge--${stage === 'hired' ? 'upcoming' : 'past'}`}>{t(`lifecycle>appointments>${stage}`)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
