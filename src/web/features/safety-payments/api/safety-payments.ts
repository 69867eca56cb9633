import type { Answer } from '../../../../domain/http/envelope';
import type { PayType } from '../../../../domain/payments/pay-type';
import type {
  AddSafetyPaymentInput,
  SafetyPayment,
  safetyPaymentAnswerShape,
  safetyPaymentsPageShape,
} from '../../../../domain/safety-payments/safety-payments.contract';
import type { ApiClient } from '../../../api/client';

export type { SafetyPayment };
export type SafetyPaymentsPage = Answer<typeof safetyPaymentsPageShape>;

const BASE = '/new/v1/third_party_payments';

/** The actions of `change_status/{action}/{pid}.json` these screens ask for. */
export type PaymentAction =
  | 'read'
  | 'cancel_request'
  | 'cancel'
  | 'approve_export_instruct'
  | 'apply_refund'
  | 'cancel_refund'
  | 'edit_refund_info'
  | 'approve_refund'
  | 'decline_refund';

/** The caller's payments, as consumer or pro, 20 a page, newest first; with `bidId`, that job's only. */
export function listPayments(api: ApiClient, page: number, bidId?: number): Promise<SafetyPaymentsPage> {
  const bid = bidId === undefined ? '' : `quote_bid_id:${bidId}/`;
  return api.request<SafetyPaymentsPage>(`${BASE}/index/${bid}page:${page}.json`, { quiet: true });
}

/** One payment by its public id (the parties only), or by the guest link's hash (anyone holding it). */
export async function getPayment(api: ApiClient, ref: { pid: string } | { hash: string }): Promise<SafetyPayment> {
  const path = 'pid' in ref ? `${BASE}/view/${encodeURIComponent(ref.pid)}.json` : `${BASE}/hash/${encodeURIComponent(ref.hash)}.json`;
  const { third_party_payment } = await api.request<Answer<typeof safetyPaymentAnswerShape>>(path, { quiet: true, guestOk: 'hash' in ref });
  return third_party_payment;
}

/** The pro asks the consumer of a hired bid for a payment. */
export async function addPayment(api: ApiClient, body: AddSafetyPaymentInput): Promise<SafetyPayment> {
  const { third_party_payment } = await api.request<Answer<typeof safetyPaymentAnswerShape>>(`${BASE}/add.json`, { method: 'POST', body, quiet: true });
  return third_party_payment;
}

/** One action of the payment's transition function; the body carries its details (a milestone, a refund's amount and reason, bank details). */
export async function changePayment(api: ApiClient, action: PaymentAction, pid: string, body: Record<string, unknown> = {}): Promise<SafetyPayment> {
  const { third_party_payment } = await api.request<Answer<typeof safetyPaymentAnswerShape>>(`${BASE}/change_status/${action}/${encodeURIComponent(pid)}.json`, {
    method: 'POST',
    body,
    quiet: true,
  });
  return third_party_payment;
}

/** What a pay call sends: CVS, ATM, a bound card (signed in) or a new card's prime; a guest pays through the link's hash. */
export type PayBody =
  | { pay_type: Exclude<PayType, 'card'>; idempotency_key: string; hash?: string }
  | { pay_type: 'card'; card_id: number; idempotency_key: string }
  | { pay_type: 'card'; prime: string; idempotency_key: string; hash?: string };

/** Pays: the answer carries the payment (a CVS code or ATM account to pay, or paid by card) and where 3-D Secure goes, if anywhere. */
export async function payPayment(api: ApiClient, pid: string, body: PayBody): Promise<{ payment: SafetyPayment; paymentUrl: string | null }> {
  const answer = await api.request<Answer<typeof safetyPaymentAnswerShape> & { payment_url?: string | null }>(`${BASE}/pay/${encodeURIComponent(pid)}.json`, {
    method: 'POST',
    body,
    quiet: true,
    guestOk: 'hash' in body && body.hash !== undefined,
  });
  return { payment: answer.third_party_payment, paymentUrl: answer.payment_url ?? null };
}
