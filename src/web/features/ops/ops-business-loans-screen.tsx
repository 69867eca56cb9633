import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BUSINESS_LOAN_STATUSES } from '../../../domain/business-loans/business-loan';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { toErrorInfo } from '../../api/error-info';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { useApi } from '../../store/use-api';
import { getBusinessLoansPage } from './api/business-loans';
import { OpsFrame } from './ops-frame';
import { opsBusinessLoanPath } from './ops-paths';
import { taipeiTime } from './ops-time';
import { useOpsLoad } from './use-ops-load';

const money = (n: number) => `NT$${n.toLocaleString('en-US')}`;

/** The list, read inside the console frame (whose session the reading needs). */
function BusinessLoanList() {
  const { t } = useTranslation();
  const api = useApi();
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const { state, reload } = useOpsLoad(() => api((client) => getBusinessLoansPage(client, status, page)), [status, page]);
  return (
    <>
      <h1 className="ops-title">{t('ops>businessLoans>listTitle')}</h1>
      <label className="ops-filter">
        {t('ops>businessLoans>status')}
        <select
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setPage(1);
          }}
        >
          <option value="">{t('ops>businessLoans>allStatuses')}</option>
          {BUSINESS_LOAN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`businessLoan>statuses>${s}`)}
            </option>
          ))}
        </select>
      </label>
      {state.kind === 'loading' && <Loading />}
      {state.kind === 'failed' && <FailureRetry failure={toErrorInfo(state.error)} onRetry={() => void reload()} />}
      {state.kind === 'loaded' && state.data.business_loans.length === 0 && <EmptyState title={t('ops>businessLoans>empty')} body={t('ops>businessLoans>emptyBody')} />}
      {state.kind === 'loaded' && state.data.business_loans.length > 0 && (
        <>
          <div className="ops-table-wrap">
            <table className="ops-table">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t('ops>businessLoans>pro')}</th>
                  <th scope="col">{t('ops>businessLoans>amount')}</th>
                  <th scope="col">{t('ops>businessLoans>revenue')}</th>
                  <th scope="col">{t('ops>businessLoans>status')}</th>
                  <th scope="col">{t('ops>businessLoans>modified')}</th>
                </tr>
              </thead>
              <tbody>
                {state.data.business_loans.map((loan) => (
                  <tr key={loan.business_loan_id}>
                    <td>
                      <Link to={opsBusinessLoanPath(loan.business_loan_id)}>{loan.business_loan_id}</Link>
                    </td>
                    <td>{loan.user.full_name || loan.user.username}</td>
                    <td>
                      {money(loan.amount)} / {t('businessLoan>termValue', { months: loan.term_months })}
                    </td>
                    <td>{money(loan.revenue_summary.total)}</td>
                    <td>{t(`businessLoan>statuses>${loan.status}`)}</td>
                    <td>{taipeiTime(loan.modified)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="ops-actions">
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('ops>businessLoans>previous')}
            </Button>
            <span>{t('ops>businessLoans>pageOf', { page: state.data.page, pages: state.data.total_pages })}</span>
            <Button variant="secondary" disabled={page >= state.data.total_pages} onClick={() => setPage(page + 1)}>
              {t('ops>businessLoans>next')}
            </Button>
          </div>
        </>
      )}
    </>
  );
}

/** /ops/business_loans: the pros' loan applications (open ones first), filtered by status, a page at a time. */
export default function OpsBusinessLoansScreen() {
  return (
    <OpsFrame permission={OpsPermission.RecordBusinessLoans}>
      <BusinessLoanList />
    </OpsFrame>
  );
}
