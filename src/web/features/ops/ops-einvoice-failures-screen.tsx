import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { ApiError } from '../../api/client';
import { toErrorInfo } from '../../api/error-info';
import { EmptyState } from '../../components/empty-state';
import { FormMessage } from '../../components/form-message';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { Pager } from '../../components/pager';
import { failureText } from '../../lib/failure-text';
import { useApi } from '../../store/use-api';
import { getEinvoiceFailures, type OpsEinvoiceFailure, retryEinvoice } from './api/finance-queues';
import { OpsFrame } from './ops-frame';
import { OPS_EINVOICE_FAILURES_PATH, OPS_PURCHASES_PATH } from './ops-paths';
import { ntd } from './ops-refund-disputes-screen';
import { useOpsSession } from './ops-session-context';
import { taipeiTime } from './ops-time';
import { useOpsLoad } from './use-ops-load';

function pageOf(search: string): number {
  const n = Number(new URLSearchParams(search).get('page'));
  return Number.isSafeInteger(n) && n > 0 ? n : 1;
}

/** "Retry now": the failure's work is due at the e-invoice job's next run. */
function RetryButton({ failure, onDone }: { failure: OpsEinvoiceFailure; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { sessionGone } = useOpsSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const retry = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await api((client) => retryEinvoice(client, failure.einvoice_id));
      onDone(t('ops>einvoiceFailures>retried', { id: failure.einvoice_id }));
    } catch (e) {
      if (e instanceof ApiError && e.kind === 'session') return sessionGone();
      setError(failureText(t, toErrorInfo(e)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void retry()}>
        {t('ops>einvoiceFailures>retry', { id: failure.einvoice_id })}
      </button>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

function Failures() {
  const { t } = useTranslation();
  const api = useApi();
  const location = useLocation();
  const navigate = useNavigate();
  const page = pageOf(location.search);
  const { state, reload } = useOpsLoad(() => api((client) => getEinvoiceFailures(client, page)), [page]);
  const [done, setDone] = useState<string | undefined>();
  const cols = ['id', 'action', 'purchase', 'amount', 'attempts', 'error', 'next'] as const;
  return (
    <>
      <FormMessage tone="success" text={done} />
      {state.kind === 'loading' && <Loading />}
      {state.kind === 'failed' && <FailureRetry failure={toErrorInfo(state.error)} onRetry={() => void reload()} />}
      {state.kind === 'loaded' &&
        (state.data.failures.length === 0 ? (
          <EmptyState title={t('ops>einvoiceFailures>empty')} body={t('ops>einvoiceFailures>emptyBody')} />
        ) : (
          <>
            <p className="ops-count">{t('ops>queues>count', { count: state.data.count })}</p>
            <div className="ops-table-wrap">
              <table className="ops-table">
                <thead>
                  <tr>
                    {cols.map((c) => (
                      <th key={c} scope="col">
                        {t(`ops>einvoiceFailures>col>${c}`)}
                      </th>
                    ))}
                    <th scope="col">
                      <span className="visually-hidden">{t('ops>einvoiceFailures>col>retry')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {state.data.failures.map((f) => (
                    <tr key={`${f.einvoice_id}-${f.action}`} className="ops-table__row">
                      <td data-label={t('ops>einvoiceFailures>col>id')}>{`#${f.einvoice_id} ${f.relate_number}`}</td>
                      <td data-label={t('ops>einvoiceFailures>col>action')}>{t(`ops>einvoiceFailures>action>${f.action}`)}</td>
                      <td data-label={t('ops>einvoiceFailures>col>purchase')}>
                        {f.credit_purchase_id === null ? (
                          '—'
                        ) : (
                          <Link to={`${OPS_PURCHASES_PATH}?user_id=${f.user_id}`}>{t('ops>einvoiceFailures>purchaseLink', { id: f.credit_purchase_id })}</Link>
                        )}
                      </td>
                      <td data-label={t('ops>einvoiceFailures>col>amount')}>{ntd(f.amount)}</td>
                      <td data-label={t('ops>einvoiceFailures>col>attempts')}>{String(f.attempts)}</td>
                      <td data-label={t('ops>einvoiceFailures>col>error')}>{f.last_error}</td>
                      <td data-label={t('ops>einvoiceFailures>col>next')}>{f.next_attempt_at ? taipeiTime(f.next_attempt_at) : t('ops>einvoiceFailures>nextRun')}</td>
                      <td>
                        <RetryButton
                          failure={f}
                          onDone={(message) => {
                            setDone(message);
                            void reload();
                          }}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} totalPages={state.data.total_pages} onSelect={(n) => navigate(`${OPS_EINVOICE_FAILURES_PATH}${n > 1 ? `?page=${n}` : ''}`)} />
          </>
        ))}
    </>
  );
}

/** /ops/einvoices/failures: e-invoice issues, voids and allowances the provider refused or missed, with a retry each. */
export default function OpsEinvoiceFailuresScreen() {
  const { t } = useTranslation();
  return (
    <OpsFrame permission={OpsPermission.ReadFinance}>
      <h1 className="ops-title">{t('ops>einvoiceFailures>title')}</h1>
      <p>{t('ops>einvoiceFailures>lead')}</p>
      <Failures />
    </OpsFrame>
  );
}
