import { useTranslation } from 'react-i18next';
import type { IbonOrder } from '../api/ibon-orders';
import { formatTaipei, parseUtcString, type TaipeiPattern } from '../../../../domain/time/datetime';

/** An answer's UTC time as Taipei time; empty when it cannot be read. */
export function taipeiTime(utc: string | null, format?: TaipeiPattern): string {
  if (!utc) return '';
  try {
    return formatTaipei(parseUtcString(utc), format);
  } catch {
    return '';
  }
}

/** Where the order is looked after outside the channel's list: the shop order, or the safety payment. */
export function normalPathOf(order: IbonOrder): string {
  if (order.nshop_order_id !== null) return `/dashboard/shop-consumer/order/${order.nshop_order_id}`;
  return `/dashboard/safety-payments/${order.quote_bid_id ?? 0}/${order.pid}`;
}

/** The payment's state and, for a shop order, the order's. */
export function IbonOrderStates({ order }: { order: IbonOrder }) {
  const { t } = useTranslation();
  return (
    <span className="ibon-order-states">
      <span className="ibon-badge" data-state={order.payment_state}>
        {t('partners>ibon>orders>payment', { state: order.payment_state_text })}
      </span>
      {order.order_status_text && (
        <span className="ibon-badge ibon-badge--order" data-status={order.order_status ?? undefined}>
          {t('partners>ibon>orders>order', { state: order.order_status_text })}
        </span>
      )}
    </span>
  );
}

/** The store payment code and its expiry, while the order is unpaid. */
export function IbonPaymentCode({ order }: { order: IbonOrder }) {
  const { t } = useTranslation();
  if (!order.payment_code) return null;
  return (
    <p className="ibon-code">
      <span className="ibon-code__label">{t('partners>ibon>orders>code')}</span>
      <strong className="ibon-code__value" data-testid="ibon-payment-code">
        {order.payment_code}
      </strong>
      {order.payment_expires_at && <span className="ibon-code__expiry">{t('partners>ibon>orders>expires', { time: taipeiTime(order.payment_expires_at) })}</span>}
    </p>
  );
}
