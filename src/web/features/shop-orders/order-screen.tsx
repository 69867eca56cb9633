import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShopOrderStatus } from '../../../domain/shop/shop-order-status';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import type { ScreenProps } from '../../routes/screen-types';
import { useMountLoad } from '../../store/use-mount-load';
import { PaymentPage } from '../safety-payments';
import { ShopFeedbackForm, ShopOrderReviews } from '../shop-feedbacks';
import { ShopOrderRefundAccount } from '../shop-order-refund';
import { ShopOrderChat } from '../shop-orders-chat';
import { loadOrder, type ShopOrderResponse } from './api';
import { OrderActions } from './order-actions';
import { OrderDetails } from './order-details';
import { OrderStatusBadge } from './order-status-badge';
import { CONSUMER_ORDERS_PATH, idOf, PRO_ORDERS_PATH } from './paths';
import './shop-orders.css';

/** Payment states in which the consumer may still pay (a CVS code or an ATM account may be issued again). */
const PAYABLE = ['requested', 'awaiting_payment'];

/** An unpaid order's payment, paid right here with the safety-payment pay screen's parts. */
function PayNow({ order, onPaid }: { order: ShopOrderResponse; onPaid: () => void }) {
  const { t } = useTranslation();
  if (order.viewer !== 'consumer' || order.status !== ShopOrderStatus.Unpaid || !order.payment || !PAYABLE.includes(order.payment.state)) return null;
  return (
    <section id="pay" className="shop-order__pay safety-payments" aria-labelledby="shop-order-pay">
      <h2 id="shop-order-pay">{t('shopOrders>order>payNow')}</h2>
      <p className="muted">{t('shopOrders>order>payLead')}</p>
      <PaymentPage paymentRef={{ pid: order.payment.pid }} onChanged={onPaid} />
    </section>
  );
}

/**
 * One order with its details, payment and status changes. `children` is the spot after the details
 * where the order's messages and its review form come (each its own section).
 */
export function OrderView({ order, onChanged, onReload, children }: { order: ShopOrderResponse; onChanged: (order: ShopOrderResponse) => void; onReload: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article className="shop-order" data-order={order.nshop_order_id}>
      <div className="shop-order__head">
        <h2 className="shop-order__number">{t('shopOrders>list>number', { id: order.nshop_order_id })}</h2>
        <OrderStatusBadge order={order} />
      </div>
      <PayNow order={order} onPaid={onReload} />
      <OrderDetails order={order} />
      <OrderActions order={order} onChanged={onChanged} />
      {children}
    </article>
  );
}

/**
 * What follows the order's details: the refund account a CVS/ATM refund waits for, the reviews of a
 * completed order (the consumer's forms, the pro's replies), and the two sides' messages.
 */
function OrderSections({ order }: { order: ShopOrderResponse }) {
  if (order.viewer === 'guest') return null;
  const completed = order.status === ShopOrderStatus.Completed;
  return (
    <>
      {order.viewer === 'consumer' && order.payment?.refund_account_needed && <ShopOrderRefundAccount key={`refund-${order.modified}`} orderId={order.nshop_order_id} payment={order.payment} />}
      {completed && (order.viewer === 'consumer' ? <ShopFeedbackForm orderId={order.nshop_order_id} /> : <ShopOrderReviews orderId={order.nshop_order_id} />)}
      <ShopOrderChat orderId={order.nshop_order_id} side={order.viewer} />
    </>
  );
}

/**
 * dashboard/shop/order/{orderId} (the pro) and dashboard/shop-consumer/order/{orderId} (the
 * consumer), flag shop. Someone else's order, or a missing one, is "not found".
 */
export default function ShopOrderScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const pro = match.route.screen === 'shop-order';
  const id = idOf(match.params.orderId);
  const [order, setOrder] = useState<ShopOrderResponse | null>();
  const { failure, load } = useMountLoad(async (call) => {
    if (id === 0) return setOrder(null);
    setOrder((await call((client) => loadOrder(client, id))).nshop_order);
  });
  const reload = useCallback(() => void load(), [load]);
  const missing = order === null || failure?.status === 404;

  return (
    <div className="page page--narrow shop-orders">
      <h1 className="page__title">{t(pro ? 'screens>shop-order>title' : 'screens>shop-consumer-order>title')}</h1>
      {missing && <EmptyState title={t('shopOrders>order>notFound')} body={t('shopOrders>order>notFoundBody')} />}
      {failure && !missing && <FailureRetry failure={failure} onRetry={reload} />}
      {!failure && order === undefined && <Loading />}
      {order && !missing && (
        <OrderView order={order} onChanged={setOrder} onReload={reload}>
          <OrderSections order={order} />
        </OrderView>
      )}
      <ButtonLink variant="ghost" to={pro ? PRO_ORDERS_PATH : CONSUMER_ORDERS_PATH}>
        {t('shopOrders>order>backToList')}
      </ButtonLink>
    </div>
  );
}
