import type { Kysely } from 'kysely';
import type { PayType } from '../../../domain/payments/pay-type';
import type { TransactionTypeId } from '../../../domain/wallet/ledger';
import type { Database } from '../../db/schema';
import { newKey } from '../payments/cards/cards.test-support';

type Db = Kysely<Database>;

/**
 * Writes a ledger entry at a chosen time, moving the wallet with it (so wallet = sum of entries
 * still holds): the finance reports read days in the past, which the ledger functions (always
 * "now") cannot write.
 */
export async function seedEntry(db: Db, userId: number, type: TransactionTypeId, amount: number, created: Date, creditPurchaseId: number | null = null) {
  return db.transaction().execute(async (trx) => {
    const wallet = await trx
      .insertInto('wallets')
      // The CHECK (balance >= 0) reads the row proposed for insert even when it conflicts.
      .values({ user_id: userId, balance: Math.max(amount, 0) })
      .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ balance: eb('wallets.balance', '+', amount) })))
      .returning('balance')
      .executeTakeFirstOrThrow();
    return trx
      .insertInto('wallet_entries')
      .values({ user_id: userId, transaction_type: type, amount, balance_after: wallet.balance, credit_purchase_id: creditPurchaseId, created })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
}

/** A purchase row as the gateways leave it: paid at `paidAt` (null: still pending), with its reference. */
export async function seedPurchase(db: Db, userId: number, payType: PayType, amount: number, credit: number, paidAt: Date | null) {
  const key = newKey();
  return db
    .insertInto('credit_purchases')
    .values({
      user_id: userId,
      amount,
      credit,
      pay_type: payType,
      provider: payType === 'card' ? 'sandbox' : 'ecpay',
      status: paidAt ? 'paid' : 'pending',
      paid_at: paidAt,
      provider_reference: paidAt ? `REF-${key}` : null,
      idempotency_key: key,
      order_number: `F${key}`,
      created: paidAt ?? new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
