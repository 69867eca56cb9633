import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { toErrorInfo } from '../../api/error-info';
import { EmptyState } from '../../components/empty-state';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { Pager } from '../../components/pager';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { useApi } from '../../store/use-api';
import { type AuditPage, getAuditPage } from './api/ops-audit';
import { AuditFilters } from './audit-filters';
import { type AuditFormValues, auditFilterOf, auditSearch, auditStateFromSearch } from './audit-query';
import { AuditTable } from './audit-table';
import { OpsFrame } from './ops-frame';
import { OPS_AUDIT_PATH } from './ops-paths';
import { useOpsSession } from './ops-session-context';

type Loaded = { kind: 'loading' } | { kind: 'loaded'; page: AuditPage } | { kind: 'failed'; error: unknown };

function AuditLog() {
  const { t } = useTranslation();
  const api = useApi();
  const location = useLocation();
  const navigate = useNavigate();
  const { sessionGone } = useOpsSession();
  // The filters and page live in the URL: back, forward and a shared link show the same list.
  const { form, page } = auditStateFromSearch(location.search);
  const [state, setState] = useState<Loaded>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    const { form: filters, page: n } = auditStateFromSearch(location.search);
    try {
      setState({ kind: 'loaded', page: await api((client) => getAuditPage(client, auditFilterOf(filters), n)) });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'session') return sessionGone();
      setState({ kind: 'failed', error });
    }
  }, [api, location.search, sessionGone]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one call per filters and page (the query string).
  useEffect(() => {
    void load();
  }, [location.search]);

  const go = (next: AuditFormValues, n: number) => navigate(`${OPS_AUDIT_PATH}${auditSearch(next, n)}`);

  return (
    <>
      <h1 className="ops-title">{t('ops>audit>title')}</h1>
      <AuditFilters key={location.search} initial={form} onApply={(next) => go(next, 1)} />
      {state.kind === 'loading' && <Loading />}
      {state.kind === 'failed' && <FailureRetry failure={toErrorInfo(state.error)} onRetry={() => void load()} />}
      {state.kind === 'loaded' &&
        (state.page.audit_entries.length === 0 ? (
          <EmptyState title={t('ops>audit>empty')} body={t('ops>audit>emptyBody')} />
        ) : (
          <>
            <p className="ops-count">{t('ops>audit>count', { count: state.page.count })}</p>
            <div className="ops-table-wrap">
              <AuditTable entries={state.page.audit_entries} />
            </div>
            <Pager page={page} totalPages={state.page.total_pages} onSelect={(n) => go(form, n)} />
          </>
        ))}
    </>
  );
}

/** /ops/audit: every operator action, newest first, filtered and paged, each opening to its before/after. */
export default function OpsAuditScreen() {
  return (
    <OpsFrame permission={OpsPermission.ReadAudit}>
      <AuditLog />
    </OpsFrame>
  );
}
