import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { toErrorInfo } from '../../api/error-info';
import { EmptyState } from '../../components/empty-state';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { Pager } from '../../components/pager';
import { useApi } from '../../store/use-api';
import { getPurchasesPage, type OpsPurchase, } from './api/finance';
import { OpsFrame } from './ops-frame';
import { OPS_PURCHASES_PATH } from './ops-paths';
import { PurchaseFilters } from './ops-purchase-filters';
import { type PurchaseFormValues, purchaseFilterOf, purchaseSearch, purchaseStateFromSearch } from './ops-purchase-query';
import { PurchaseRefund } from './ops-purchase-refund';
import { PurchaseTable } from './ops-purchase-table';
import { useOpsLoad } from './use-ops-load';

function Purchases() {
  const { t } = useTranslation();
  const api = useApi();
  const location = useLocation();
  const navigate = useNavigate();
  // The filters and page live in the URL: back, forward and a shared link show the same list.
  const { form, page } = purchaseStateFromSearch(location.search);
  const [refunding, setRefunding] = useState<OpsPurchase | undefined>();

  const { state, reload: load } = useOpsLoad(async () => {
    const { form: filters, page: n } = purchaseStateFromSearch(location.search);
    return await api((client) => getPurchasesPage(client, purchaseFilterOf(filters), n));
  }, [location.search]);

  const go = (next: PurchaseFormValues, n: number) => navigate(`${OPS_PURCHASES_PATH}${purchaseSearch(next, n)}`);

  if (refunding) {
    return (
      <>
        <h1 className="ops-title">{t('ops>purchases>title')}</h1>
        <PurchaseRefund
          purchase={refunding}
          onClose={(refunded) => {
            setRefunding(undefined);
            if (refunded) void load();
          }}
        />
      </>
    );
  }
  return (
    <>
      <h1 className="ops-title">{t('ops>purchases>title')}</h1>
      <PurchaseFilters key={location.search} initial={form} onApply={(next) => go(next, 1)} />
      {state.kind === 'loading' && <Loading />}
      {state.kind === 'failed' && <FailureRetry failure={toErrorInfo(state.error)} onRetry={() => void load()} />}
      {state.kind === 'loaded' &&
        (state.data.purchases.length === 0 ? (
          <EmptyState title={t('ops>purchases>empty')} body={t('ops>purchases>emptyBody')} />
        ) : (
          <>
            <p className="ops-count">{t('ops>purchases>count', { count: state.data.count })}</p>
            <div className="ops-table-wrap">
              <PurchaseTable purchases={state.data.purchases} onRefund={setRefunding} />
            </div>
            <Pager page={page} totalPages={state.data.total_pages} onSelect={(n) => go(form, n)} />
          </>
        ))}
    </>
  );
}

/** /ops/purchases (finance, admin): every purchase, filtered and paged, each paid one refundable with a reason. */
export default function OpsPurchasesScreen() {
  return (
    <OpsFrame permission={OpsPermission.AdjustWallets}>
      <Purchases />
    </OpsFrame>
  );
}
