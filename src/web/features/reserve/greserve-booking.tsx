import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { GRESERVE_CANCEL_REASON_MAX } from '../../../domain/reserve/greserve';
import type { GreserveEventResponse } from '../../../domain/reserve/greserve.contract';
import { formatTaipei, parseUtcString, TAIPEI_LONG_PATTERN } from '../../../domain/time';
import { asFormFailure } from '../../api/error-info';
import { Button, ButtonLink } from '../../components/button';
import { CancelAndConfirm } from '../../components/cancel-and-confirm';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { LoadFailedState } from '../../components/load-failure';
import { Modal } from '../../components/modal';
import { TextareaField } from '../../components/textarea-field';
import { failureText } from '../../lib/failure-text';
import { useFormSend } from '../../lib/use-form-send';
import { useApi } from '../../store/use-api';
import { cancelGreserveBooking, getGreserveEvent } from './api/greserve-booking';

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
      {state.kind === 'ready' && <BookingFacts event={state.event} onChange={(event) => setState({ kind: 'ready', event })} />}
    </main>
  );
}

function BookingFacts({ event, onChange }: { event: GreserveEventResponse; onChange: (next: GreserveEventResponse) => void }) {
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
      {event.role === 'pro' && event.can_cancel === 1 && <CancelBooking event={event} onChange={onChange} />}
      {event.role === 'pro' && (
        <p>
          <Link to="/dashboard/google-reserve">{t('reserve>greserve>toDashboard')}</Link>
        </p>
      )}
    </article>
  );
}

/** The pro cancels the booking after giving a reason (the consumer is told it), in a dialog. */
function CancelBooking({ event, onChange }: { event: GreserveEventResponse; onChange: (next: GreserveEventResponse) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const { sending, failure, send } = useFormSend();
  const error = reasonMissing ? t('reserve>greserve>reasonRequired') : failure ? failureText(t, failure) : undefined;

  async function confirm() {
    const text = reason.trim();
    setReasonMissing(!text);
    if (!text) return;
    await send(async () => {
      const res = await api((client) => cancelGreserveBooking(client, event.id, text));
      setOpen(false);
      onChange(res.greserve_event);
    });
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('reserve>greserve>cancel')}
      </Button>
      <Modal
        open={open}
        title={t('reserve>greserve>cancelTitle')}
        onClose={() => !sending && setOpen(false)}
        footer={<CancelAndConfirm busy={sending} onCancel={() => setOpen(false)} onConfirm={() => void confirm()} label={t('reserve>greserve>cancelYes')} busyLabel={t('common>sending')} />}
      >
        <p>{t('reserve>greserve>cancelBody', { when: slotText(event) })}</p>
        <TextareaField
          id={`greserve-cancel-reason-${event.id}`}
          name="cancel_reason"
          label={t('reserve>greserve>cancelReason')}
          hint={t('reserve>greserve>cancelHint')}
          rows={4}
          maxLength={GRESERVE_CANCEL_REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={error}
        />
      </Modal>
    </>
  );
}
