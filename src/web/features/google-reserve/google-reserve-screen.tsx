import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GreserveServiceResponse } from '../../../domain/reserve/greserve.contract';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { LoadFailedState } from '../../components/load-failure';
import { useApi } from '../../store/use-api';
import { getGreserveItems } from './api/greserve';
import { GreserveServiceCard } from './greserve-service-card';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; items: GreserveServiceResponse[] };

/** dashboard/google-reserve: each service's state on the maps service, launch and take off, its bookings. */
export default function GoogleReserveScreen() {
  const { t } = useTranslation();
  const api = useApi();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(() => {
    setState({ kind: 'loading' });
    api((client) => getGreserveItems(client)).then(
      (res) => setState({ kind: 'ready', items: res.greserve_items }),
      () => setState({ kind: 'failed' }),
    );
  }, [api]);
  useEffect(load, [load]);

  const replace = (next: GreserveServiceResponse) =>
    setState((s) => (s.kind === 'ready' ? { kind: 'ready', items: s.items.map((i) => (i.quote_service_id === next.quote_service_id ? next : i)) } : s));

  return (
    <div className="page greserve">
      <h1 className="page__title">{t('screens>google-reserve>title')}</h1>
      <p className="greserve__intro">{t('googleReserve>intro')}</p>
      {state.kind === 'loading' && <Loading />}
      {state.kind === 'failed' && <LoadFailedState onRetry={load} />}
      {state.kind === 'ready' && state.items.length === 0 && (
        <EmptyState title={t('googleReserve>noServices')} action={<ButtonLink to="/dashboard/services">{t('googleReserve>toServices')}</ButtonLink>} />
      )}
      {state.kind === 'ready' && state.items.map((item) => <GreserveServiceCard key={item.quote_service_id} item={item} onChange={replace} />)}
    </div>
  );
}
