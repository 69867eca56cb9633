import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTwd } from '../../../domain/money/twd';
import { asFormFailure, type FormFailure } from '../../api/error-info';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { Pager } from '../../components/pager';
import type { ScreenProps } from '../../routes/screen-types';
import { useApi } from '../../store/use-api';
import { formatTaipeiDate } from './dates';
import { loadOrders, type ShopOrdersPage } from './api';
import { OrderStatusBadge } from './order-status-badge';
import { orderPath } from './paths';
import './shop-orders.css';

/**
 * dashboard/shop/orders (the pro's sales) and dashboard/shop-consumer/orders (the consumer's
 * purchases), flag shop: newest first, 10 a page, each with its status.
 */
export default function ShopOrdersScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const pro = match.route.screen === 'shop-orders';
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<ShopOrdersPage>();
  const [failure, setFailure] = useState<FormFailure>();
  const api = useApi();
  const side = pro ? 'provider' : 'consumer';
  const load = useCallback(() => {
    setAnswer(undefined);
    setFailure(undefined);
    api((client) => loadOrders(client, side, page)).then(setAnswer, (error: unknown) => setFailure(asFormFailure(error)));
  }, [api, side, page]);
  useEffect(load, [load]);

  return (
    <div className="page shop-orders">
      <h1 className="page__title">{t(pro ? 'screens>shop-orders>title' : 'screens>shop-consumer-orders>title')}</h1>
      {failure && <FailureRetry failure={failure} onRetry={load} />}
      {!failure && !answer && <Loading />}
      {answer && answer.count === 0 && (
        <EmptyState
          title={t(pro ? 'shopOrders>list>emptyPro' : 'shopOrders>list>emptyConsumer')}
          body={t(pro ? 'shopOrders>list>emptyProBody' : 'shopOrders>list>emptyConsumerBody')}
          action={pro ? <ButtonLink to="/dashboard/shop">{t('shopOrders>list>toShop')}</ButtonLink> : <ButtonLink to="/">{t('shopOrders>cart>browse')}</ButtonLink>}
        />
      )}
      {answer && answer.count > 0 && (
        <>
          <ul className="shop-order-list">
            {answer.nshop_orders.map((order) => (
              <li key={order.nshop_order_id} className="shop-order-row" data-order={order.nshop_order_id}>
                <Link to={orderPath(pro ? 'pro' : 'consumer', order.nshop_order_id)} className="shop-order-row__link">
                  {t('shopOrders>list>number', { id: order.nshop_order_id })} · {order.items[0]?.item_name ?? ''}
                  {order.items.length > 1 ? t('shopOrders>list>more', { count: order.items.length - 1 }) : ''}
                </Link>
                <OrderStatusBadge order={order} />
                <span className="muted">
                  {pro ? order.consumer.full_name : order.service.title} · {formatTaipeiDate(order.created)} · <strong>{formatTwd(order.total)}</strong>
                </span>
              </li>
            ))}
          </ul>
          <Pager page={answer.page} totalPages={answer.total_pages} onSelect={setPage} />
        </>
      )}
    </div>
  );
}
