import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatTwd } from '../../../../domain/money/twd';
import { asFormFailure, type FormFailure } from '../../../api/error-info';
import { ButtonLink } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { FailureRetry } from '../../../components/load-failure';
import { Loading } from '../../../components/loading';
import { Pager } from '../../../components/pager';
import type { ScreenProps } from '../../../routes/screen-types';
import { useApi } from '../../../store/use-api';
import { type IbonOrdersPage, loadIbonOrders } from '../api/ibon-orders';
import { IbonOrderStates, IbonPaymentCode, taipeiTime } from './ibon-order-parts';
import './ibon.css';

const pageOf = (value: string | undefined) => (value !== undefined && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1);

/**
 * /dashboard/ibon-orders[/{pageNumber}]: the consumer's shop orders and safety payments made in
 * the ibon channel, newest first, 10 a page, with their states and, while unpaid, the store code.
 */
export default function IbonOrdersScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const page = pageOf(match.params.pageNumber);
  const [answer, setAnswer] = useState<IbonOrdersPage>();
  const [failure, setFailure] = useState<FormFailure>();
  const api = useApi();
  const load = useCallback(() => {
    setAnswer(undefined);
    setFailure(undefined);
    api((client) => loadIbonOrders(client, page)).then(setAnswer, (error: unknown) => setFailure(asFormFailure(error)));
  }, [api, page]);
  useEffect(load, [load]);

  return (
    <div className="page ibon-orders">
      <h1 className="page__title">{t('screens>ibon-orders>title')}</h1>
      {failure && <FailureRetry failure={failure} onRetry={load} />}
      {!failure && !answer && <Loading />}
      {answer && answer.count === 0 && (
        <EmptyState
          title={t('partners>ibon>orders>empty')}
          body={t('partners>ibon>orders>emptyBody')}
          action={<ButtonLink to="/ibon-app">{t('partners>ibon>orders>toLanding')}</ButtonLink>}
        />
      )}
      {answer && answer.count > 0 && (
        <>
          <ul className="ibon-order-list">
            {answer.ibon_orders.map((order) => (
              <li key={order.id} className="ibon-order-row" data-ibon-order={order.id}>
                <Link to={`/dashboard/ibon-order/${order.id}`} className="ibon-order-row__link">
                  {t(`partners>ibon>kind>${order.kind}`)} · {order.title}
                </Link>
                <IbonOrderStates order={order} />
                <span className="muted">
                  {taipeiTime(order.created, 'YYYY/MM/DD')} · <strong>{formatTwd(order.amount)}</strong>
                </span>
                <IbonPaymentCode order={order} />
              </li>
            ))}
          </ul>
          <Pager page={answer.page} totalPages={answer.total_pages} onSelect={(n) => navigate(n === 1 ? '/dashboard/ibon-orders' : `/dashboard/ibon-orders/${n}`)} />
        </>
      )}
    </div>
  );
}
