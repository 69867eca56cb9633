import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GreserveEventResponse } from '../../../domain/reserve/greserve.contract';
import { Button } from '../../components/button';
import { Loading } from '../../components/loading';
import { LoadFailedState } from '../../components/load-failure';
import { failureText } from '../../lib/failure-text';
import { useFormSend } from '../../lib/use-form-send';
import { TextareaField } from '../../components/textarea-field';
import { useApi } from '../../store/use-api';
import { cancelGreserveEvent, getGreserveEvents } from './api/greserve';
import { GreserveStatus, slotText } from './greserve-parts';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; events: GreserveEventResponse[] };

/** The maps bookings of one service, each with cancel (and a reason) while it has not started. */
export function GreserveBookings({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(() => {
    setState({ kind: 'loading' });
    api((client) => getGreserveEvents(client, serviceId)).then(
      (res) => setState({ kind: 'ready', events: res.greserve_events }),
      () => setState({ kind: 'failed' }),
    );
  }, [api, serviceId]);
  useEffect(load, [load]);

  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'failed') return <LoadFailedState onRetry={load} />;
  if (state.events.length === 0) return <p className="greserve__empty">{t('googleReserve>noBookings')}</p>;
  const replace = (next: GreserveEventResponse) => setState({ kind: 'ready', events: state.events.map((e) => (e.id === next.id ? next : e)) });
  return (
    <ul className="greserve__bookings">
      {state.events.map((event) => (
        <li key={event.id}>
          <GreserveBooking event={event} onChange={replace} />
        </li>
      ))}
    </ul>
  );
}

function GreserveBooking({ event, onChange }: { event: GreserveEventResponse; onChange: (e: GreserveEventResponse) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const [now] = useState(() => new Date());
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const { sending, failure, send } = useFormSend();
  const error = reasonMissing ? t('googleReserve>reasonRequired') : failure ? failureText(t, failure) : undefined;

  async function cancel() {
    setReasonMissing(!reason.trim());
    if (!reason.trim()) return;
    await send(async () => {
      const res = await api((client) => cancelGreserveEvent(client, event.id, reason));
      setCancelling(false);
      onChange(res.greserve_event);
    });
  }

  return (
    <article className="greserve-booking" aria-label={slotText(event)}>
      <h3 className="greserve-booking__when">
        <Link to={`/service/${event.quote_service_id}/reserve/${event.id}`}>{slotText(event)}</Link>
      </h3>
      <GreserveStatus event={event} now={now} />
      <dl className="greserve-booking__facts">
        <dt>{t('googleReserve>consumer')}</dt>
        <dd>{event.consumer_name || t('googleReserve>noName')}</dd>
        {event.consumer_phone && (
          <>
            <dt>{t('googleReserve>phone')}</dt>
            <dd>{event.consumer_phone}</dd>
          </>
        )}
        {event.email && (
          <>
            <dt>{t('googleReserve>email')}</dt>
            <dd className="greserve-booking__email">{event.email}</dd>
          </>
        )}
        {event.note && (
          <>
            <dt>{t('googleReserve>note')}</dt>
            <dd>{event.note}</dd>
          </>
        )}
        {event.cancel_reason && (
          <>
            <dt>{t('googleReserve>cancelReason')}</dt>
            <dd>{event.cancel_reason}</dd>
          </>
        )}
      </dl>
      {event.can_cancel === 1 &&
        (cancelling ? (
          <div className="greserve-booking__cancel">
            <TextareaField
              id={`greserve-reason-${event.id}`}
              label={t('googleReserve>cancelReason')}
              hint={t('googleReserve>cancelHint')}
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
              error={error}
            />
            <Button onClick={cancel} disabled={sending}>
              {sending ? t('common>sending') : t('googleReserve>cancelYes')}
            </Button>
            <Button variant="ghost" onClick={() => setCancelling(false)} disabled={sending}>
              {t('googleReserve>cancelNo')}
            </Button>
          </div>
        ) : (
          <Button variant="secondary" onClick={() => setCancelling(true)}>
            {t('googleReserve>cancel')}
          </Button>
        ))}
    </article>
  );
}
