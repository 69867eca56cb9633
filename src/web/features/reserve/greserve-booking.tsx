import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { GreserveEventResponse } from '../../../domain/reserve/greserve.contract';
import { formatTaipei, parseUtcString, TAIPEI_LONG_PATTERN } from '../../../domain/time';
import { asFormFailure } from '../../api/error-info';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { LoadFailedState } from '../../components/load-failure';
import { useApi } from '../../store/use-api';
import { getGreserveEvent } from './api/greserve-booking';

type State = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'ready'; event: GreserveEventResponse };

/** The slot's date and times, Taipei time; the night slot ends at 24:00. */
function slotText(e: GreserveEventResponse): string {
  const end = formatTaipei(parseUtcString(e.end_time), 'HH:mm');
  return `${formatTaipei(parseUtcString(e.begin_time), TAIPEI_LONG_PATTERN)}–${end === '23:59' ? '24:00' : end}`;
}

/**
 * service/{serviceId}/reserve/{googleReserveId}: one booking made through the maps service, for
 * the pro (signed in) or for the consumer through the link he was sent (`?h=`).
 */
export function GreserveBookingView({ serviceId, eventId }: { serviceId: string; eventId: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const [search] = useSearchParams();
  const hash = search.get('h');
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(() => {
    setState({ kind: 'loading' });
    api((client) => getGreserveEvent(client, eventId, hash)).then(
      (res) => setState(String(res.greserve_event.quote_service_id) === serviceId ? { kind: 'ready', event: res.greserve_event } : { kind: 'missing' }),
      (error: unknown) => setState({ kind: asFormFailure(error).status === 404 ? 'missing' : 'failed' }),
    );
  }, [api, eventId, hash, serviceId]);
  useEffect(load, [load]);

  return (
    <main className="page reserve" id="main">
      <h1>{t('reserve>greserve>title')}</h1>
      {state.kind === 'loading' && <Loading />}
      {state.kind === 'missing' && <EmptyState title={t('reserve>greserve>missing')} action={<ButtonLink to={`/service/${serviceId}`}>{t('reserve>toProfile')}</ButtonLink>} />}
      {state.kind === 'failed' && <LoadFailedState onRetry={load} />}
      {state.kind === 'ready' && <BookingFacts event={state.event} />}
    </main>
  );
}

function BookingFacts({ event }: { event: GreserveEventResponse }) {
  const { t } = useTranslation();
  const status = event.is_cancelled ? (event.cancelled_by === 'merchant' ? 'cancelledByPro' : 'cancelledByConsumer') : 'booked';
  return (
    <article className="greserve-view" aria-labelledby="greserve-when">
      <h2 id="greserve-when">{slotText(event)}</h2>
      <p className={`greserve-view__status greserve-view__status--${status}`}>{t(`reserve>greserve>status>${status}`)}</p>
      <dl className="greserve-view__facts">
        <dt>{t('reserve>greserve>service')}</dt>
        <dd>
          <Link to={`/service/${event.quote_service_id}`}>{event.service_title}</Link>
        </dd>
        <dt>{t('reserve>greserve>pro')}</dt>
        <dd>{event.pro_name}</dd>
        <dt>{t('reserve>greserve>consumer')}</dt>
        <dd>{event.consumer_name}</dd>
        {event.note && (
          <>
            <dt>{t('reserve>greserve>note')}</dt>
            <dd>{event.note}</dd>
          </>
        )}
        {event.cancel_reason && (
          <>
            <dt>{t('reserve>greserve>cancelReason')}</dt>
            <dd>{event.cancel_reason}</dd>
          </>
        )}
      </dl>
      {event.role === 'pro' && (
        <p>
          <Link to="/dashboard/google-reserve">{t('reserve>greserve>toDashboard')}</Link>
        </p>
      )}
    </article>
  );
}
