import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import { TransactionType } from '../../../domain/wallet/ledger';
import type { CreditPurchasesTable, Database } from '../../db/schema';
import { type PurchaseEinvoiceRow, queuePurchaseInvoice } from '../einvoices';
import { rewardReferralOnFirstPurchase } from '../referrals';
import { creditWallet, type LedgerEntry } from '../wallet';

type Db = Kysely<Database>;

export interface ConfirmResult {
  /** True when this call moved the purchase to paid and credited the wallet. */
  credited: boolean;
  entry: LedgerEntry | null;
  purchaseId: number;
}

/**
 * Marks a pending purchase paid and adds its credit to the wallet, in one transaction, exactly
 * once: the conditional UPDATE lets only one of any number of concurrent confirmations (a card
 * answer, a gateway notification delivered twice, a replay) through, and the ledger's unique
 * index on the purchase backs it up. A purchase that is already paid is left as it is.
 * `providerReference` is stored when the gateway names the payment only now.
 */
export async function confirmPurchase(
  db: Db,
  purchaseId: number,
  providerReference: string | null,
  paidAt: Date = new Date(),
): Promise<ConfirmResult> {
  return db.transaction().execute(async (trx) => confirmPurchaseIn(trx, purchaseId, providerReference, paidAt));
}

/** confirmPurchase inside a transaction the caller holds. */
export async function confirmPurchaseIn(
  trx: Db,
  purchaseId: number,
  providerReference: string | null,
  paidAt: Date = new Date(),
): Promise<ConfirmResult> {
  const paid = await trx
    .updateTable('credit_purchases')
    .set({
      status: 'paid',
      paid_at: paidAt,
      modified: new Date(),
      provider_reference: providerReference === null ? sql<string | null>`provider_reference` : providerReference,
      error_code: null,
      error_message: null,
    })
    .where('id', '=', purchaseId)
    // an expired code paid late is still money received: credit it
    .where('status', 'in', ['pending', 'expired', 'failed'])
    .returning(['user_id', 'credit'])
    .executeTakeFirst();
  if (!paid) return { credited: false, entry: null, purchaseId };
  const entry = await creditWallet(trx, {
    userId: paid.user_id,
    amount: paid.credit,
    type: TransactionType.Purchase,
    creditPurchaseId: purchaseId,
    note: '購買點數',
  });
  // A referred user's first purchase rewards both sides once (same transaction).
  await rewardReferralOnFirstPurchase(trx, paid.user_id, purchaseId);
  // The sale's e-invoice, queued with the credit: the issue-einvoices job issues it, so a provider outage loses no sale.
  await queuePurchaseInvoice(trx, purchaseId);
  return { credited: true, entry, purchaseId };
}

/** A purchase row with the bound card it was paid with (brand and last four), if any. */
type PurchaseDb = Database & { p: CreditPurchasesTable; c: Database['payment_cards']; e: Database['einvoices'] };
export type PurchaseRow = Selectable<CreditPurchasesTable> & { card_brand: string | null; card_last4: string | null } & PurchaseEinvoiceRow;

function purchasesOf(db: Db, userId: number): SelectQueryBuilder<PurchaseDb, 'p' | 'c' | 'e', PurchaseRow> {
  return db
    .selectFrom('credit_purchases as p')
    .leftJoin('payment_cards as c', 'c.id', 'p.payment_card_id')
    .leftJoin('einvoices as e', 'e.credit_purchase_id', 'p.id')
    .selectAll('p')
    .select(['c.brand as card_brand', 'c.last4 as card_last4'])
    .select(['e.status as einvoice_status', 'e.invoice_number as einvoice_number', 'e.invoice_date as einvoice_date', 'e.random_number as einvoice_random'])
    .select((eb) =>
      eb
        .selectFrom('einvoice_allowances as a')
        .select(sql<string>`sum(a.amount)`.as('total'))
        .whereRef('a.einvoice_id', '=', 'e.id')
        .where('a.status', '=', 'issued')
        .as('einvoice_allowed'),
    )
    .where('p.user_id', '=', userId);
}

/** One page of a user's purchases, newest first, and how many there are. */
export async function listPurchases(db: Db, userId: number, page: number, perPage: number): Promise<{ rows: PurchaseRow[]; count: number }> {
  const rows = await purchasesOf(db, userId)
    .orderBy('p.created', 'desc')
    .orderBy('p.id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const { count } = await db
    .selectFrom('credit_purchases')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { rows, count: Number(count) };
}

/** The user's own purchase by id, order number or pay-link hash; undefined for anyone else's. */
export function findOwnPurchase(db: Db, userId: number, by: { id: number } | { orderNumber: string } | { linkHash: string }): Promise<PurchaseRow | undefined> {
  const query = purchasesOf(db, userId);
  if ('id' in by) return query.where('p.id', '=', by.id).executeTakeFirst();
  if ('orderNumber' in by) return query.where('p.order_number', '=', by.orderNumber).executeTakeFirst();
  return query.where('p.link_hash', '=', by.linkHash).executeTakeFirst();
}

/** Marks unpaid codes whose deadline has passed as expired; a late payment still credits them. */
export async function expireUnpaidPurchases(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db
    .updateTable('credit_purchases')
    .set({ status: 'expired', modified: now })
    .where('status', '=', 'pending')
    .where('expires_at', '<', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
