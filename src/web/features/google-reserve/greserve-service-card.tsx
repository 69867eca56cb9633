import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GreserveItemState } from '../../../domain/reserve/greserve';
import type { GreserveServiceResponse } from '../../../domain/reserve/greserve.contract';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { useApi } from '../../store/use-api';
import { setGreserveLaunched } from './api/greserve';
import { GreserveBookings } from './greserve-bookings';

const STATE_KEY = { [GreserveItemState.NotLaunched]: 'notLaunched', [GreserveItemState.Launched]: 'launched', [GreserveItemState.Unlaunched]: 'unlaunched' } as const;

/** One service: its state on the maps service, what launching needs, launch or take off, its bookings. */
export function GreserveServiceCard({ item, onChange }: { item: GreserveServiceResponse; onChange: (next: GreserveServiceResponse) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [showBookings, setShowBookings] = useState(false);
  const launched = item.state === GreserveItemState.Launched;
  const needs = [
    { key: 'public', ok: item.is_public, to: `/dashboard/services/${item.quote_service_id}` },
    { key: 'address', ok: item.has_address, to: `/dashboard/services/${item.quote_service_id}` },
    { key: 'hours', ok: item.has_hours, to: `/dashboard/calendar/${item.quote_service_id}` },
    { key: 'offer', ok: item.has_reservable_offer, to: `/dashboard/services/${item.quote_service_id}` },
  ] as const;

  async function toggle() {
    setBusy(true);
    setError(null);
    try {
      const res = await api((client) => setGreserveLaunched(client, item.quote_service_id, !launched));
      onChange(res.greserve_item);
    } catch (failure) {
      const info = asFormFailure(failure);
      setError(info.text ?? t(info.messageKey ?? 'errors>unknown'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="greserve-card" aria-labelledby={`greserve-${item.quote_service_id}`}>
      <h2 id={`greserve-${item.quote_service_id}`} className="greserve-card__title">
        {item.title}
      </h2>
      <p>
        <span className={`greserve-badge greserve-badge--${STATE_KEY[item.state]}`}>{t(`googleReserve>state>${STATE_KEY[item.state]}`)}</span>{' '}
        {t('googleReserve>liveCount', { count: item.live_booking_count })}
      </p>
      {!launched && (
        <ul className="greserve-card__needs" aria-label={t('googleReserve>needsTitle')}>
          {needs.map((need) => (
            <li key={need.key} className={need.ok ? 'greserve-card__need--ok' : 'greserve-card__need--missing'}>
              {need.ok ? t(`googleReserve>needs>${need.key}Ok`) : <Link to={need.to}>{t(`googleReserve>needs>${need.key}`)}</Link>}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      )}
      <div className="greserve-card__actions">
        <Button variant={launched ? 'secondary' : 'primary'} onClick={toggle} disabled={busy}>
          {busy ? t('common>sending') : t(launched ? 'googleReserve>unlaunch' : 'googleReserve>launch')}
        </Button>
        <Button variant="ghost" onClick={() => setShowBookings((v) => !v)} aria-expanded={showBookings}>
          {t(showBookings ? 'googleReserve>hideBookings' : 'googleReserve>showBookings')}
        </Button>
      </div>
      {showBookings && <GreserveBookings serviceId={item.quote_service_id} />}
    </section>
  );
}
