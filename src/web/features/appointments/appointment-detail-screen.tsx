import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ServiceReserve } from '../../../domain/calendar';
import { asFormFailure } from '../../api/error-info';
import { Button, ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { LoadFailedState } from '../../components/load-failure';
import { failureText } from '../../lib/failure-text';
import { decodeSegment } from '../../lib/path-segment';
import { useFormSend } from '../../lib/use-form-send';
import type { ScreenProps } from '../../routes/screen-types';
import { useApi } from '../../store/use-api';
import { StatusBadge, whenText } from './appointment-parts';
import { cancelAppointment, getAppointment } from './api/appointments';

type State = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'ready'; reserve: ServiceReserve };

/** dashboard/appointment/{appointmentId}: one booking, with cancel for either side. */
export default function AppointmentDetailScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi();
  const id = decodeSegment(match.params.appointmentId);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(() => {
    setState({ kind: 'loading' });
    api((client) => getAppointment(client, id)).then(
      (res) => setState({ kind: 'ready', reserve: res.service_reserve }),
      (error: unknown) => setState({ kind: asFormFailure(error).status === 404 ? 'missing' : 'failed' }),
    );
  }, [api, id]);
  useEffect(load, [load]);

  return (
    <div className="page appt">
      <p className="appt__back">
        <Link to="/dashboard/appointment">{t('appointments>back')}</Link>
      </p>
      <h1 className="page__title">{t('screens>appointment-detail>title')}</h1>
      {state.kind === 'loading' && <Loading />}
      {state.kind === 'missing' && <EmptyState title={t('appointments>missing')} action={<ButtonLink to="/dashboard/appointment">{t('appointments>back')}</ButtonLink>} />}
      {state.kind === 'failed' && <LoadFailedState onRetry={load} />}
      {state.kind === 'ready' && <AppointmentDetail reserve={state.reserve} onChange={(reserve) => setState({ kind: 'ready', reserve })} />}
    </div>
  );
}

function AppointmentDetail({ reserve, onChange }: { reserve: ServiceReserve; onChange: (r: ServiceReserve) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const [confirming, setConfirming] = useState(false);
  const { sending, failure, send } = useFormSend();
  const [now] = useState(() => new Date());
  const error = failure ? failureText(t, failure) : null;

  async function cancel() {
    await send(async () => {
      const res = await api((client) => cancelAppointment(client, reserve.id));
      setConfirming(false);
      onChange(res.service_reserve);
    });
  }

  return (
    <article className="appt-detail" aria-labelledby="appt-when">
      <h2 id="appt-when" className="appt-detail__when">
        {whenText(reserve)}
      </h2>
      <StatusBadge reserve={reserve} now={now} />
      <dl className="appt-detail__facts">
        <dt>{t('appointments>service')}</dt>
        <dd>
          <Link to={`/service/${reserve.quote_service_id}`}>{reserve.service_title}</Link>
        </dd>
        <dt>{reserve.role === 'consumer' ? t('appointments>pro') : t('appointments>client')}</dt>
        <dd>{reserve.role === 'consumer' ? reserve.pro_name : reserve.consumer_name}</dd>
        {reserve.note && (
          <>
            <dt>{t('appointments>note')}</dt>
            <dd>{reserve.note}</dd>
          </>
        )}
        {reserve.quote_bid_id !== null && (
          <>
            <dt>{t('appointments>quote')}</dt>
            <dd>
              <Link to={reserve.role === 'consumer' ? `/dashboard/projects/quote/${reserve.quote_bid_id}` : `/dashboard/works/${reserve.quote_bid_id}`}>
                {t('appointments>openQuote')}
              </Link>
            </dd>
          </>
        )}
      </dl>
      {reserve.role === 'pro' && (
        <p>
          <Link to={`/dashboard/calendar/${reserve.quote_service_id}`}>{t('appointments>toCalendar')}</Link>
        </p>
      )}
      {error && (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      )}
      {reserve.can_cancel === 1 &&
        (confirming ? (
          <div className="appt-detail__confirm">
            <p id="appt-confirm-text">{t('appointments>cancelConfirm')}</p>
            <Button onClick={cancel} disabled={sending}>
              {sending ? t('common>sending') : t('appointments>cancelYes')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={sending}>
              {t('appointments>cancelNo')}
            </Button>
          </div>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('appointments>cancel')}
          </Button>
        ))}
    </article>
  );
}
