import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { FormMessage } from '../../components/form-message';
import { Loading } from '../../components/loading';
import { failureText } from '../../lib/failure-text';
import { PagedBody } from './paged-body';
import { PurchaseCard } from './purchase-card';
import { useReturnedPurchase } from './use-returned-purchase';
import { usePurchasesPage } from './use-wallet-page';
import { readPage } from './wallet-format';

function readId(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

const pathOf = (page: number) => (page > 1 ? `/dashboard/purchases?page=${page}` : '/dashboard/purchases');

/** dashboard/purchases: every purchase of credit, 20 a page; ?purchase={id} opens one (back from 3-D Secure). */
export default function PurchasesScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const page = readPage(search.get('page'));
  const openId = readId(search.get('purchase'));
  const { list, ids, rows, retry } = usePurchasesPage(page);
  const returned = useReturnedPurchase(openId);
  const highlight = useRef<HTMLElement>(null);
  const arrived = returned.purchase !== undefined;

  // The purchase the visitor came back for gets the focus, so it is read first.
  useEffect(() => {
    if (arrived) highlight.current?.focus();
  }, [arrived]);

  if (ids !== undefined && ids.length === 0 && page > list.totalPages) return <Navigate to={pathOf(list.totalPages)} replace />;

  return (
    <div className="page wallet">
      <h1 className="page__title">{t('wallet>purchases>title')}</h1>
      <p className="page__lead">{t('wallet>purchases>lead')}</p>
      {openId !== null && (
        <section className="wallet__returned" aria-labelledby="wallet-returned">
          <h2 id="wallet-returned">{t('wallet>purchases>returned')}</h2>
          {returned.purchase ? (
            <PurchaseCard ref={highlight} purchase={returned.purchase} highlighted />
          ) : returned.failure ? (
            <FormMessage tone="error" text={failureText(t, returned.failure)} />
          ) : (
            <Loading />
          )}
        </section>
      )}
      <PagedBody
        list={list}
        page={page}
        ids={ids}
        count={t('wallet>purchases>count', { count: list.count })}
        loading={t('wallet>purchases>loading')}
        empty={
          <EmptyState
            title={t('wallet>purchases>emptyTitle')}
            body={t('wallet>purchases>emptyBody')}
            action={<ButtonLink to="/dashboard/pricing">{t('wallet>buy')}</ButtonLink>}
          />
        }
        onPage={(p) => navigate(pathOf(p))}
        onRetry={retry}
      >
        <ul className="wallet__purchases">
          {rows
            .filter((p) => p.id !== openId)
            .map((purchase) => (
              <li key={purchase.id}>
                <PurchaseCard purchase={purchase} />
              </li>
            ))}
        </ul>
      </PagedBody>
    </div>
  );
}
