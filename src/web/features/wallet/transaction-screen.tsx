import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { LedgerList } from './ledger-list';
import { PagedBody } from './paged-body';
import { useTransactionsPage } from './use-wallet-page';
import { readPage } from './wallet-format';

const pathOf = (page: number) => (page > 1 ? `/dashboard/transaction?page=${page}` : '/dashboard/transaction');

/** dashboard/transaction: the credit history, 20 a page, newest first. */
export default function TransactionScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const page = readPage(search.get('page'));
  const { list, ids, rows, retry } = useTransactionsPage(page);

  if (ids !== undefined && ids.length === 0 && page > list.totalPages) return <Navigate to={pathOf(list.totalPages)} replace />;

  return (
    <div className="page wallet">
      <h1 className="page__title">{t('wallet>history>title')}</h1>
      <p className="page__lead">{t('wallet>history>lead')}</p>
      <PagedBody
        list={list}
        page={page}
        ids={ids}
        count={t('wallet>history>count', { count: list.count })}
        loading={t('wallet>history>loading')}
        empty={
          <EmptyState
            title={t('wallet>history>emptyTitle')}
            body={t('wallet>history>emptyBody')}
            action={<ButtonLink to="/dashboard/pricing">{t('wallet>buy')}</ButtonLink>}
          />
        }
        onPage={(p) => navigate(pathOf(p))}
        onRetry={retry}
      >
        <LedgerList rows={rows} />
      </PagedBody>
    </div>
  );
}
