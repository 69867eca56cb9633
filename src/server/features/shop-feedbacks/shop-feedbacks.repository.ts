import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** The shop's reviews (0092): the orders they are of, the reviews with their pro's comment, the items' ratings. */

type Db = Kysely<Database>;

/** An order as a review needs it: whose it is and whether it is completed. */
export function orderOfSide(db: Db, orderId: number, userId: number) {
  return db
    .selectFrom('nshop_orders')
    .select(['id', 'status', 'consumer_user_id', 'pro_user_id', 'quote_service_id'])
    .where('id', '=', orderId)
    .where((eb) => eb.or([eb('consumer_user_id', '=', userId), eb('pro_user_id', '=', userId)]))
    .executeTakeFirst();
}

/** One line of an order. */
export function orderLine(db: Db, orderId: number, lineId: number) {
  return db.selectFrom('nshop_order_items').select(['id', 'shop_item_id']).where('id', '=', lineId).where('nshop_order_id', '=', orderId).executeTakeFirst();
}

function feedbackQuery(db: Db) {
  return db
    .selectFrom('nshop_feedbacks as f')
    .innerJoin('nshop_order_items as oi', 'oi.id', 'f.nshop_order_item_id')
    .innerJoin('users as u', 'u.id', 'f.consumer_user_id')
    .selectAll('f')
    .select(['oi.item_name', 'oi.plan_name', 'u.last_name', 'u.first_name', 'u.username']);
}
export type FeedbackRow = Awaited<ReturnType<ReturnType<typeof feedbackQuery>['executeTakeFirstOrThrow']>>;

export function findFeedback(db: Db, id: number) {
  return feedbackQuery(db).where('f.id', '=', id).executeTakeFirst();
}

/** An order's reviews, by line. */
export function feedbacksOfOrder(db: Db, orderId: number) {
  return feedbackQuery(db).where('f.nshop_order_id', '=', orderId).execute();
}

export function linesOfOrder(db: Db, orderId: number) {
  return db.selectFrom('nshop_order_items').select(['id', 'shop_item_id', 'item_name', 'plan_name']).where('nshop_order_id', '=', orderId).orderBy('position').execute();
}

export interface NewFeedback {
  nshop_order_id: number;
  nshop_order_item_id: number;
  shop_item_id: number;
  quote_service_id: number;
  consumer_user_id: number;
  pro_user_id: number;
  score: number;
  feedback: string;
  attachments: string[];
  created: Date;
}

/**
 * Writes a review and adds its score to its item's rating, in one transaction; null when the line
 * has a review already (the unique line decides under concurrent requests).
 */
export async function insertFeedback(trx: Db, feedback: NewFeedback): Promise<number | null> {
  const row = await trx
    .insertInto('nshop_feedbacks')
    .values(feedback)
    .onConflict((oc) => oc.column('nshop_order_item_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  await trx
    .updateTable('shop_items')
    .set((eb) => ({ rating_sum: eb('rating_sum', '+', feedback.score), rating_count: eb('rating_count', '+', 1) }))
    .where('id', '=', feedback.shop_item_id)
    .execute();
  return row.id;
}

/** The pro's review (locked), with whether its item is deleted. */
export function lockFeedbackOfPro(trx: Db, id: number, proUserId: number) {
  return trx
    .selectFrom('nshop_feedbacks as f')
    .innerJoin('shop_items as i', 'i.id', 'f.shop_item_id')
    .select(['f.id', 'f.comment', sql<boolean>`i.deleted_at is not null`.as('item_deleted')])
    .where('f.id', '=', id)
    .where('f.pro_user_id', '=', proUserId)
    .forUpdate('f')
    .executeTakeFirst();
}

export async function setComment(trx: Db, id: number, comment: string, now: Date): Promise<void> {
  await trx.updateTable('nshop_feedbacks').set({ comment, commented_at: now }).where('id', '=', id).execute();
}

/** An undeleted item's rating (whether its reviews are shown is the product page's rule, not this). */
export function itemRating(db: Db, itemId: number) {
  return db.selectFrom('shop_items').select(['id', 'rating_sum', 'rating_count']).where('id', '=', itemId).where('deleted_at', 'is', null).executeTakeFirst();
}

/** A page of an item's reviews, newest first (on the item's index). */
export function feedbacksOfItem(db: Db, itemId: number, limit: number, offset: number) {
  return feedbackQuery(db).where('f.shop_item_id', '=', itemId).orderBy('f.created', 'desc').orderBy('f.id', 'desc').limit(limit).offset(offset).execute();
}
