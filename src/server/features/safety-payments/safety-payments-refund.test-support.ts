import type { Kysely } from 'kysely';
import type { PayType } from '../../../domain/payments/pay-type';
import type { Database } from '../../db/schema';
import { postEscrow } from './escrow-ledger';
import { seedPayment } from './safety-payments.test-support';

/**
 * A payment paid and held in trust, as the pay step leaves it: paid by `payType` (with the
 * gateway's reference for a card), `payment_received` posted to the escrow ledger.
 */
export async function seedHeldPayment(db: Kysely<Database>, bidId: number, options: { amount: number; payType: PayType; reference?: string; milestones?: number[] }) {
  const payment = await seedPayment(db, bidId, { amount: options.amount, state: 'held', milestones: options.milestones });
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('third_party_payments')
      .set({ pay_type: options.payType, payment_id: options.reference ?? `ECPAY-${payment.pid}`, paid_at: new Date() })
      .where('id', '=', payment.id)
      .execute();
    await postEscrow(trx, { posting: { kind: 'payment_received', paymentId: payment.id, amount: options.amount }, reference: 'paid' });
  });
  return payment;
}

/** A held CVS payment with a refund request standing (the transfer account given), as apply_refund leaves it. */
export async function seedRefundRequest(db: Kysely<Database>, bidId: number, options: { amount: number; state?: 'refund_requested' | 'disputed' }) {
  const payment = await seedHeldPayment(db, bidId, { amount: options.amount, payType: 'cvs' });
  const now = new Date();
  await db
    .updateTable('third_party_payments')
    .set({
      state: options.state ?? 'refund_requested',
      refund_amount: options.amount,
      refund_reason: '沒有施工',
      refund_requested_at: now,
      refund_bank_code: '808',
      refund_bank_branch: '0012',
      refund_holder_name: '王小明',
      refund_declined_at: options.state === 'disputed' ? now : null,
      refund_decline_reason: options.state === 'disputed' ? '已完工' : null,
    })
    .where('id', '=', payment.id)
    .execute();
  return payment;
}
