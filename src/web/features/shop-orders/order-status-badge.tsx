import { useTranslation } from 'react-i18next';
import type { ShopOrderResponse } from './api';

/** The order's status as a badge (the dispute's own status while the platform handles it); a waiting application is told beside it. */
export function OrderStatusBadge({ order }: { order: Pick<ShopOrderResponse, 'status' | 'application' | 'dispute'> }) {
  const { t } = useTranslation();
  return (
    <span className="shop-order-badges">
      <span className={`shop-order-badge shop-order-badge--${order.status}`} data-testid="order-status">
        {order.dispute === 'open' ? t('shopOrders>status>disputed') : t(`shopOrders>status>${order.status}`)}
      </span>
      {order.application && <span className="shop-order-badge shop-order-badge--waiting">{t(`shopOrders>application>badge>${order.application.kind}`)}</span>}
    </span>
  );
}
