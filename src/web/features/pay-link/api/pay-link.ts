import type { Answer } from '../../../../domain/http/envelope';
import type { Purchase, purchaseAnswerShape } from '../../../../domain/payments/payments.contract';
import type { ApiClient } from '../../../api/client';

/** The purchase JSON of the payments contract, as far as the pay-by-link pages read it. */
export type PayOrder = Pick<
  Purchase,
  | 'id'
  | 'order_number'
  | 'pay_type'
  | 'pay_type_text'
  | 'amount'
  | 'credit'
  | 'status'
  | 'status_text'
  | 'payment_code'
  | 'bank_code'
  | 'virtual_account'
  | 'expires_at'
  | 'paid_at'
  | 'error_message'
  | 'instructions'
  | 'source'
  | 'needs_pay_type'
>;

export type OrderRef = { orderNumber: string } | { hash: string };

/** dashboard/payfee/{orderID} reads the order by number; payment/{hash} by its link. */
export async function getOrder(api: ApiClient, ref: OrderRef, options: { guestOk?: boolean } = {}): Promise<PayOrder> {
  const path = 'orderNumber' in ref ? `/purchases/order/${encodeURIComponent(ref.orderNumber)}.json` : `/purchases/payment/${encodeURIComponent(ref.hash)}.json`;
  const { purchase } = await api.request<Answer<typeof purchaseAnswerShape>>(path, { quiet: true, guestOk: options.guestOk ?? false });
  return purchase;
}

/** Chooses how to pay an open order: ECPay issues the convenience-store code or the ATM account. */
export async function payOrder(api: ApiClient, order: PayOrder, payType: 'cvs' | 'atm'): Promise<PayOrder> {
  const { purchase } = await api.request<Answer<typeof purchaseAnswerShape>>('/new/v1/ecpay/purchase.json', {
    method: 'POST',
    body: { pay_type: payType, order_number: order.order_number, idempotency_key: `order-${order.order_number}-${payType}` },
    quiet: true,
  });
  return purchase;
}
