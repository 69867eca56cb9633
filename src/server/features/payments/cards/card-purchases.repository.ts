import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CardProvider, Database, PurchaseInvoice } from '../../../db/schema';
import type { PurchaseRow } from './cards.mappers';

type Db = Kysely<Database>;

/** Our order number for a card purchase: unique, at most 20 characters (TapPay allows 50). */
export function newOrderNumber(prefix: 'C' | 'B'): string {
  return `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** A purchase with the card it was paid with, as the mapper wants it. */
export function loadPurchase(db: Db, where: { id: number } | { userId: number; idempotencyKey: string } | { provider: CardProvider; reference: string }) {
  let query = db
    .selectFrom('credit_purchases as p')
    .leftJoin('payment_cards as c', 'c.id', 'p.payment_card_id')
    .select([
      'p.id',
      'p.user_id',
      'p.order_number',
      'p.pay_type',
      'p.provider',
      'p.amount',
      'p.credit',
      'p.credit_package_id',
      'p.status',
      'p.payment_code',
      'p.bank_code',
      'p.virtual_account',
      'p.expires_at',
      'p.paid_at',
      'p.error_code',
      'p.error_message',
      'p.invoice',
      'p.source',
      'p.created',
      'p.provider_reference',
      'c.brand as card_brand',
      'c.last4 as card_last4',
    ]);
  if ('id' in where) query = query.where('p.id', '=', where.id);
  else if ('idempotencyKey' in where) query = query.where('p.user_id', '=', where.userId).where('p.idempotency_key', '=', where.idempotencyKey);
  else query = query.where('p.provider', '=', where.provider).where('p.provider_reference', '=', where.reference);
  return query.executeTakeFirst() as Promise<(PurchaseRow & { user_id: number; error_code: string | null; provider_reference: string | null }) | undefined>;
}

export interface NewCardPurchase {
  userId: number;
  packageId: number | null;
  amount: number;
  credit: number;
  provider: CardProvider;
  idempotencyKey: string;
  cardId: number | null;
  invoice: PurchaseInvoice | null;
  source: string;
}

/** Creates the pending purchase; null when the user's idempotency key was used before. */
export async function insertPendingPurchase(db: Db, input: NewCardPurchase): Promise<number | null> {
  const row = await db
    .insertInto('credit_purchases')
    .values({
      user_id: input.userId,
      credit_package_id: input.packageId,
      amount: input.amount,
      credit: input.credit,
      pay_type: 'card',
      provider: input.provider,
      idempotency_key: input.idempotencyKey,
      order_number: newOrderNumber('C'),
      payment_card_id: input.cardId,
      invoice: input.invoice ? JSON.stringify(input.invoice) : null,
      source: input.source,
    })
    .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Marks a still-pending purchase failed with the gateway's code and a zh-TW message. */
export async function failPurchase(db: Db, id: number, failure: { code: string; message: string; reference?: string | null }): Promise<void> {
  await db
    .updateTable('credit_purchases')
    .set({
      status: 'failed',
      error_code: failure.code.slice(0, 100),
      error_message: failure.message,
      modified: new Date(),
      ...(failure.reference ? { provider_reference: failure.reference } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** Records what the gateway calls the payment, and the card that paid. */
export async function notePurchaseReference(db: Db, id: number, reference: string, cardId: number | null): Promise<void> {
  await db
    .updateTable('credit_purchases')
    .set({ provider_reference: reference, modified: new Date(), ...(cardId ? { payment_card_id: cardId } : {}) })
    .where('id', '=', id)
    .execute();
}

/** An active package's price and bonus. */
export function findActivePackage(db: Db, id: number) {
  return db.selectFrom('credit_packages').select(['id', 'name', 'price', 'bonus_credit']).where('id', '=', id).where('is_active', '=', true).executeTakeFirst();
}
