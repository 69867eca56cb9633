import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHOP_ORDER_DISPUTE_REASON_MAX, SHOP_ORDER_DISPUTE_REASON_MIN } from '../../../domain/shop/shop-orders.contract';
import { ShopOrderStatus, type ShopOrderUserAction } from '../../../domain/shop/shop-order-status';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { CancelAndConfirm } from '../../components/cancel-and-confirm';
import { FormMessage } from '../../components/form-message';
import { Modal } from '../../components/modal';
import { TextareaField } from '../../components/textarea-field';
import { useApi } from '../../store/use-api';
import { changeOrderStatus, type ShopOrderResponse } from './api';

/** The locale key of what an action does with the money, told in its confirmation. */
export function moneyNoteKey(order: Pick<ShopOrderResponse, 'status'>, action: ShopOrderUserAction): string {
  // Cancelling an unpaid order moves no money; a paid one is refunded.
  if (action === 'cancel') return order.status === ShopOrderStatus.Unpaid ? 'shopOrders>money>cancelUnpaid' : 'shopOrders>money>cancel';
  return `shopOrders>money>${action}`;
}

/** The button's locale key: cancelling an unpaid order is the consumer's own, not an answer to an application. */
export function actionLabelKey(order: Pick<ShopOrderResponse, 'status'>, action: ShopOrderUserAction): string {
  return action === 'cancel' && order.status === ShopOrderStatus.Unpaid ? 'shopOrders>actions>cancelUnpaid' : `shopOrders>actions>${action}`;
}

/** One button per change the reader may make now; each is confirmed in a dialog that says what happens to the money. */
export function OrderActions({ order, onChanged }: { order: ShopOrderResponse; onChanged: (order: ShopOrderResponse) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const [asking, setAsking] = useState<ShopOrderUserAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // Taking the order to the platform needs the consumer's own reason (the pro and the operator read it).
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  if (order.actions.length === 0) return null;

  const run = async () => {
    if (!asking) return;
    const trimmed = reason.trim();
    if (asking === 'dispute' && (trimmed.length < SHOP_ORDER_DISPUTE_REASON_MIN || trimmed.length > SHOP_ORDER_DISPUTE_REASON_MAX)) {
      setReasonError(t('shopOrders>dispute>reasonInvalid', { min: SHOP_ORDER_DISPUTE_REASON_MIN, max: SHOP_ORDER_DISPUTE_REASON_MAX }));
      return;
    }
    setReasonError(undefined);
    setBusy(true);
    setError(undefined);
    try {
      const { nshop_order } = await api((client) => changeOrderStatus(client, asking, order.nshop_order_id, asking === 'dispute' ? trimmed : undefined));
      onChanged(nshop_order);
    } catch (failure) {
      const info = asFormFailure(failure);
      setError(info.fields[0]?.message ?? info.text ?? t('shopOrders>actions>failed'));
    } finally {
      setAsking(null);
      setBusy(false);
    }
  };

  return (
    <section className="shop-order__actions" aria-label={t('shopOrders>actions>label')}>
      <div className="shop-order__buttons">
        {order.actions.map((action) => (
          <Button key={action} variant={action.startsWith('reject') || action.includes('cancel') ? 'secondary' : 'primary'} onClick={() => setAsking(action)} disabled={busy}>
            {t(actionLabelKey(order, action))}
          </Button>
        ))}
      </div>
      <FormMessage tone="error" text={error} />
      <Modal
        open={asking !== null}
        title={asking ? t(actionLabelKey(order, asking)) : ''}
        onClose={() => !busy && setAsking(null)}
        footer={
          <CancelAndConfirm busy={busy} onCancel={() => setAsking(null)} onConfirm={() => void run()} label={asking ? t('shopOrders>actions>confirmYes', { action: t(actionLabelKey(order, asking)) }) : ''} busyLabel={t('common>sending')} />
        }
      >
        <p>{asking && t(moneyNoteKey(order, asking))}</p>
        {asking === 'dispute' && (
          <TextareaField
            id="shop-order-dispute-reason"
            name="reason"
            label={t('shopOrders>dispute>reasonLabel')}
            hint={t('shopOrders>dispute>reasonHint', { min: SHOP_ORDER_DISPUTE_REASON_MIN, max: SHOP_ORDER_DISPUTE_REASON_MAX })}
            rows={4}
            maxLength={SHOP_ORDER_DISPUTE_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={reasonError}
          />
        )}
      </Modal>
    </section>
  );
}
