import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ServiceReserve } from '../../../domain/calendar';
import { Button, ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { useApi } from '../../store/use-api';
import { StatusBadge, isUpcoming, whenText } from './appointment-parts';
import { getAppointments } from './appointments-api';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; reserves: ServiceReserve[] };

/** dashboard/appointment: the user's bookings, those they made and those made with them. */
export default function AppointmentsScreen() {
  const { t } = useTranslation();
  const api = useApi();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [now] = useState(() => new Date());
  const load = useCallback(() => {
    setState({ kind: 'loading' });
    api(getAppointments).then(
      (res) => setState({ kind: 'ready', reserves: res.service_reserves }),
      () => setState({ kind: 'failed' }),
    );
  }, [api]);
  useEffect(load, [load]);

  const upcoming = state.kind === 'ready' ? state.reserves.filter((r) => isUpcoming(r, now)).reverse() : [];
  const others = state.kind === 'ready' ? state.reserves.filter((r) => !isUpcoming(r, now)) : [];
  return (
    <div className="page appt">
      <h1 className="page__title">{t('screens>appointment>title')}</h1>
      {state.kind === 'loading' && <Loading />}
      {state.kind === 'failed' && <EmptyState title={t('common>loadFailed')} action={<Button variant="secondary" onClick={load}>{t('common>retry')}</Button>} />}
      {state.kind === 'ready' && state.reserves.length === 0 && (
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
