import { useTranslation } from 'react-i18next';
import { formatTwd } from '../../../domain/money/twd';
import type { ShopOrderResponse } from './api';
import { formatTaipeiTime } from './dates';

/** The locale key that explains a waiting application to this reader. */
export function applicationKey(order: Pick<ShopOrderResponse, 'application' | 'viewer'>): string | null {
  const { application, viewer } = order;
  if (!application) return null;
  const mine = application.by === viewer;
  return `shopOrders>application>${application.kind}>${mine ? 'mine' : 'theirs'}`;
}

/** The order's lines, total, place, note, both parties and its payment's state. */
export function OrderDetails({ order }: { order: ShopOrderResponse }) {
  const { t } = useTranslation();
  const waiting = applicationKey(order);
  return (
    <>
      {waiting && (
        <p className="shop-order__application" role="status">
          {t(waiting)}
        </p>
      )}
      <ul className="cart-lines" aria-label={t('shopOrders>lines')}>
        {order.items.map((line) => (
          <li key={line.id} className="cart-line">
            <div className="cart-line__body">
              <span className="cart-line__name">{line.item_name}</span>
              <span className="muted">{t('shopOrders>cart>planLine', { plan: line.plan_name, price: formatTwd(line.unit_price), quantity: line.quantity })}</span>
              {line.plan_description && <span className="muted">{line.plan_description}</span>}
              <strong>{formatTwd(line.subtotal)}</strong>
            </div>
          </li>
        ))}
      </ul>
      <dl className="shop-order__facts">
        <div>
          <dt>{t('shopOrders>total')}</dt>
          <dd data-testid="order-total">{formatTwd(order.total)}</dd>
        </div>
        {order.partner_discount > 0 && (
          <>
            <div>
              <dt>{t('shopOrders>order>partnerDiscount')}</dt>
              <dd data-testid="order-discount">-{formatTwd(order.partner_discount)}</dd>
            </div>
            <div>
              <dt>{t('shopOrders>order>amountDue')}</dt>
              <dd data-testid="order-amount-due">
                <strong>{formatTwd(order.amount_due)}</strong>
              </dd>
            </div>
          </>
        )}
        <div>
          <dt>{t('shopOrders>order>place')}</dt>
          <dd>{order.at_pro_place ? t('shopOrders>checkout>atProPlace') : order.address}</dd>
        </div>
        {order.note && (
          <div>
            <dt>{t('shopOrders>checkout>note')}</dt>
            <dd className="shop-order__note">{order.note}</dd>
          </div>
        )}
        <div>
          <dt>{t('shopOrders>order>service')}</dt>
          <dd>{order.service.title}</dd>
        </div>
        <div>
          <dt>{t('shopOrders>order>pro')}</dt>
          <dd>{order.pro.full_name}</dd>
        </div>
        <div>
          <dt>{t('shopOrders>order>consumer')}</dt>
          <dd>{order.consumer.full_name}</dd>
        </div>
        <div>
          <dt>{t('shopOrders>order>payment')}</dt>
          <dd data-testid="order-payment-state">{order.payment ? t(`shopOrders>paymentState>${order.payment.state}`) : t('shopOrders>order>noPayment')}</dd>
        </div>
        {order.payment && order.payment.refunded_amount > 0 && (
          <div>
            <dt>{t('shopOrders>dispute>refunded')}</dt>
            <dd data-testid="order-refunded">{`NT$ ${order.payment.refunded_amount.toLocaleString('en-US')}`}</dd>
          </div>
        )}
        {order.dispute_reason && (
          <div>
            <dt>{t('shopOrders>dispute>reasonShown')}</dt>
            <dd data-testid="order-dispute-reason">{order.dispute_reason}</dd>
          </div>
        )}
        <div>
          <dt>{t('shopOrders>order>created')}</dt>
          <dd>{formatTaipeiTime(order.created)}</dd>
        </div>
      </dl>
    </>
  );
}
