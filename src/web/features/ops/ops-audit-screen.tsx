
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toErrorInfo } from '../../api/error-info';
import { EmptyState } from '../../components/empty-state';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { Pager } from '../../components/pager';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { useApi } from '../../store/use-api';
import { getAuditPage } from './api/ops-audit';
import { AuditFilters } from './audit-filters';
import { type AuditFormValues, auditFilterOf, auditSearch, auditStateFromSearch } from './audit-query';
import { AuditTable } from './audit-table';
import { OpsFrame } from './ops-frame';
import { OPS_AUDIT_PATH } from './ops-paths';
import { useOpsLoad } from './use-ops-load';

function AuditLog() {
  const { t } = useTranslation();
  const api = useApi();
  const location = useLocation();
  const navigate = useNavigate();
  // The filters and page live in the URL: back, forward and a shared link show the same list.
  const { form, page } = auditStateFromSearch(location.search);

  const { state, reload: load } = useOpsLoad(async () => {
    const { form: filters, page: n } = auditStateFromSearch(location.search);
    return await api((client) => getAuditPage(client, auditFilterOf(filters), n));
  }, [location.search]);

  const go = (next: AuditFormValues, n: number) => navigate(`${OPS_AUDIT_PATH}${auditSearch(next, n)}`);

  return (
    <>
      <h1 className="ops-title">{t('ops>audit>title')}</h1>
      <AuditFilters key={location.search} initial={form} onApply={(next) => go(next, 1)} />
      {state.kind === 'loading' && <Loading />}
      {state.kind === 'failed' && <FailureRetry failure={toErrorInfo(state.error)} onRetry={() => void load()} />}
      {state.kind === 'loaded' &&
        (state.data.audit_entries.length === 0 ? (
          <EmptyState title={t('ops>audit>empty')} body={t('ops>audit>emptyBody')} />
        ) : (
          <>
            <p className="ops-count">{t('ops>audit>count', { count: state.data.count })}</p>
            <div className="ops-table-wrap">
              <AuditTable entries={state.data.audit_entries} />
            </div>
            <Pager page={page} totalPages={state.data.total_pages} onSelect={(n) => go(form, n)} />
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
