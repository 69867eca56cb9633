
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { toErrorInfo } from '../../api/error-info';
import { EmptyState } from '../../components/empty-state';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { Pager } from '../../components/pager';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { useApi } from '../../store/use-api';
import { getReportsPage, type ReportStatus } from './api/moderation';
import { OpsFrame } from './ops-frame';
import { OPS_REPORTS_PATH, opsUserPath } from './ops-paths';
import { ReportResolve } from './ops-report-resolve';
import { taipeiTime } from './ops-time';
import { useOpsLoad } from './use-ops-load';

/** The list's state in the URL: `?status=handled&page=2`. */
function stateOf(search: string): { status: ReportStatus; page: number } {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return { status: params.get('status') === 'handled' ? 'handled' : 'open', page: Number.isInteger(page) && page > 0 ? page : 1 };
}

function Reports() {
  const { t } = useTranslation();
  const api = useApi();
  const location = useLocation();
  const navigate = useNavigate();
  const { status, page } = stateOf(location.search);

  const { state, reload: load } = useOpsLoad(async () => {
    const current = stateOf(location.search);
    return await api((client) => getReportsPage(client, current.status, current.page));
  }, [location.search]);

  const go = (next: ReportStatus, n: number) => navigate(`${OPS_REPORTS_PATH}?status=${next}${n > 1 ? `&page=${n}` : ''}`);

  return (
    <>
      <h1 className="ops-title">{t('ops>reports>title')}</h1>
      <nav className="ops-actions" aria-label={t('ops>reports>filter')}>
        {(['open', 'handled'] as const).map((s) => (
          <button key={s} type="button" className="ops-link-button" aria-pressed={s === status} onClick={() => go(s, 1)}>
            {t(`ops>reports>status>${s}`)}
          </button>
        ))}
      </nav>
      {state.kind === 'loading' && <Loading />}
      {state.kind === 'failed' && <FailureRetry failure={toErrorInfo(state.error)} onRetry={() => void load()} />}
      {state.kind === 'loaded' &&
        (state.data.quote_reports.length === 0 ? (
          <EmptyState title={t(`ops>reports>empty>${status}`)} />
        ) : (
          <>
            <p className="ops-count">{t('ops>reports>count', { count: state.data.count })}</p>
            <ul className="ops-reports">
              {state.data.quote_reports.map((report) => (
                <li key={report.id} className="ops-panel">
                  <p>
                    {t('ops>reports>head', {
                      id: report.quote_request.id,
                      category: report.quote_request.category_name,
                      count: report.quote_request.report_count,
                    })}
                    {report.quote_request.is_hidden && <strong> {t('ops>reports>hidden')}</strong>}
                  </p>
                  <blockquote className="ops-quote">{report.quote_request.description}</blockquote>
                  <p>
                    {t('ops>reports>by', { name: report.reporter.full_name || report.reporter.username, id: report.reporter.id, when: taipeiTime(report.created) })}
                  </p>
                  <p>{t('ops>reports>reason', { reason: report.reason })}</p>
                  <p className="ops-actions">
                    <Link to={opsUserPath(report.quote_request.user_id)}>{t('ops>reports>owner', { id: report.quote_request.user_id })}</Link>
                    <Link to={opsUserPath(report.reporter.id)}>{t('ops>reports>reporter', { id: report.reporter.id })}</Link>
                  </p>
                  {report.outcome ? (
                    <p>{t(`ops>reports>outcome>${report.outcome}`, { when: report.handled_at ? taipeiTime(report.handled_at) : '' })}</p>
                  ) : (
                    <ReportResolve report={report} onResolved={() => void load()} />
                  )}
                </li>
              ))}
            </ul>
            <Pager page={page} totalPages={state.data.total_pages} onSelect={(n) => go(status, n)} />
          </>
        ))}
    </>
  );
}

/** /ops/reports (trust_safety, admin): reported requests, open or handled, each resolved by hiding the request or dismissing. */
export default function OpsReportsScreen() {
  return (
    <OpsFrame permission={OpsPermission.ModerateUsers}>
      <Reports />
    </OpsFrame>
  );
}
