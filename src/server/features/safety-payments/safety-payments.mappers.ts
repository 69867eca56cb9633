import { fullName } from '../../../domain/users/full-name';
import { consumerNameForPro, maskedName } from '../../../domain/users/mask-name';
import { payTypesFor } from '../../../domain/safety-payments/limits';
import type { SafetyPayment } from '../../../domain/safety-payments/safety-payments.contract';
import { MILESTONE_STATE_TEXT, SAFETY_PAYMENT_STATE_TEXT } from '../../../domain/safety-payments/states';
import { toUtcString } from '../../../domain/time/datetime';
import type { PaymentRecord } from './safety-payments.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
export type Viewer = 'pro' | 'consumer' | 'guest';

/** When held money is released by itself: the completion report plus the configured days. */
export function autoReleaseAt(completionReportedAt: Date | null, days: number): Date | null {
  return completionReportedAt ? new Date(completionReportedAt.getTime() + days * DAY_MS) : null;
}

const utc = (date: Date | null) => (date ? toUtcString(date) : null);

/** The open pay attempt's code or account, or its failure (only while unpaid). */
function paymentInfoOf(record: PaymentRecord): SafetyPayment['payment_info'] {
  if (!record.pay_type || (record.state !== 'awaiting_payment' && record.state !== 'requested')) return null;
  return {
    pay_type: record.pay_type,
    payment_code: record.payment_code,
    bank_code: record.bank_code,
    virtual_account: record.virtual_account,
    expires_at: utc(record.payment_expires_at),
    error: record.pay_error,
  };
}

/** The payment JSON of the contract, as `viewer` may see it. */
export function toSafetyPaymentResponse(record: PaymentRecord, viewer: Viewer, autoReleaseDays: number): SafetyPayment {
  const proName = record.service_title.trim() || fullName(record.pro);
  const consumerName =
    viewer === 'consumer' ? fullName(record.consumer) : viewer === 'pro' ? consumerNameForPro(record.consumer, { hiredByConsumer: record.hired_by_requester }) : maskedName(record.consumer);
  return {
    pid: record.pid,
    quote_bid_id: record.quote_bid_id,
    nshop_order_id: record.nshop_order_id,
    amount: record.amount,
    fee: record.fee,
    pro_receives: record.amount - record.fee,
    items: record.items,
    milestones: record.milestones.map((m) => ({
      id: m.id,
      position: m.position,
      amount: m.amount,
      description: m.description,
      state: m.state,
      state_text: MILESTONE_STATE_TEXT[m.state],
    })),
    due_date: record.due_date,
    state: record.state,
    state_text: SAFETY_PAYMENT_STATE_TEXT[record.state],
    role: viewer,
    pro_name: proName,
    consumer_name: consumerName,
    pay_types: payTypesFor(record.amount),
    pay_type: record.pay_type,
    card_info: record.card_brand && record.card_last4 ? `${record.card_brand}-${record.card_last4}` : null,
    payment_info: paymentInfoOf(record),
    released_amount: record.released_amount,
    refunded_amount: record.refunded_amount,
    read_at: utc(record.read_at),
    paid_at: utc(record.paid_at),
    completion_reported_at: utc(record.completion_reported_at),
    auto_release_at: utc(autoReleaseAt(record.completion_reported_at, autoReleaseDays)),
    cancelled_at: utc(record.cancelled_at),
    fee_invoices: [],
    hash: viewer === 'guest' ? null : record.hash,
    created: toUtcString(record.created),
    modified: toUtcString(record.modified),
  };
}
