import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTwd } from '../../../domain/money';
import { ApiError } from '../../api/client';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { FormMessage } from '../../components/form-message';
import { Loading } from '../../components/loading';
import { Pager } from '../../components/pager';
import { useApi } from '../../store/use-api';
import { listPayments, type SafetyPaymentsPage } from './api/safety-payments';
import { paymentPath } from './paths';

type ListState = { kind: 'loading' } | { kind: 'ready'; page: SafetyPaymentsPage } | { kind: 'error'; text: string | undefined };

/** The caller's payments page by page, as consumer or pro; with `bidId`, only that job's (filtered by the server). */
export function PaymentList({ bidId, level = 2 }: { bidId?: number; level?: 2 | 3 }) {
  const { t } = useTranslation();
  const api = useApi();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<ListState>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'ready', page: await api((client) => listPayments(client, page, bidId)) });
    } catch (error) {
      setState({ kind: 'error', text: error instanceof ApiError ? error.message || undefined : undefined });
    }
  }, [api, page, bidId]);

  useEffect(() => {
    void load();
  }, [load]);

  if (state.kind === 'loading') return <Loading label={t('safetyPayments>loading')} />;
  if (state.kind === 'error')
    return (
      <>
        <FormMessage tone="error" text={state.text ?? t('safetyPayments>loadFailed')} />
        <Button variant="secondary" onClick={() => void load()}>
          {t('safetyPayments>retry')}
        </Button>
      </>
    );
  const payments = state.page.third_party_payments;
  if (payments.length === 0 && state.page.page === 1)
    return <EmptyState title={bidId === undefined ? t('safetyPayments>empty') : t('safetyPayments>emptyForBid')} body={bidId === undefined ? t('safetyPayments>emptyBody') : undefined} level={level} />;
  return (
    <>
      <ul className="safety-payment__list">
        {payments.map((p) => (
          <li key={p.pid} className="safety-payment__card">
            <Link to={paymentPath(p)} className="safety-payment__card-link">
              <span className="safety-payment__card-who">{p.role === 'pro' ? t('safetyPayments>asPro', { name: p.consumer_name }) : t('safetyPayments>asConsumer', { name: p.pro_name })}</span>
              <strong className="safety-payment__card-amount">{formatTwd(p.amount)}</strong>
              <span className="safety-payment__tag">{p.state_text}</span>
              <span className="safety-payment__card-due">{t('safetyPayments>dueDate', { date: p.due_date })}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Pager page={state.page.page} totalPages={state.page.total_pages} onSelect={setPage} />
    </>
  );
}
