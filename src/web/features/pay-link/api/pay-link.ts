import type { ApiClient } from '../../../api/client';

/** The purchase JSON of the payments contract, as the pay-by-link pages read it. */
export interface PayOrder {
  id: number;
  order_number: string;
  pay_type: 'card' | 'cvs' | 'atm';
  pay_type_text: string;
  amount: number;
  credit: number;
  status: 'pending' | 'paid' | 'failed' | 'expired' | 'refunded';
  status_text: string;
  payment_code: string | null;
  bank_code: string | null;
  virtual_account: string | null;
  expires_at: string | null;
  paid_at: string | null;
  error_message: string | null;
  instructions: string[];
  source: string;
  needs_pay_type: boolean;
}

export type OrderRef = { orderNumber: string } | { hash: string };

/** dashboard/payfee/{orderID} reads the order by number; payment/{hash} by its link. */
export async function getOrder(api: ApiClient, ref: OrderRef, options: { guestOk?: boolean } = {}): Promise<PayOrder> {
  const path = 'orderNumber' in ref ? `/purchases/order/${encodeURIComponent(ref.orderNumber)}.json` : `/purchases/payment/${encodeURIComponent(ref.hash)}.json`;
  const { purchase } = await api.request<{ purchase: PayOrder }>(path, { quiet: true, guestOk: options.guestOk ?? false });
  return purchase;
}

/** Chooses how to pay an open order: ECPay issues the convenience-store code or the ATM account. */
export async function payOrder(api: ApiClient, order: PayOrder, payType: 'cvs' | 'atm'): Promise<PayOrder> {
  const { purchase } = await api.request<{ purchase: PayOrder }>('/new/v1/ecpay/purchase.json', {
    method: 'POST',
    body: { pay_type: payType, order_number: order.order_number, idempotency_key: `order-${order.order_number}-${payType}` },
    quiet: true,
  });
  return purchase;
}
