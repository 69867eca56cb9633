import { type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { Database, ThirdPartyPaymentMilestonesTable, ThirdPartyPaymentsTable } from '../../db/schema';

/** The safety payments' rows: one payment with its milestones and the names of its parties. */

type Db = Kysely<Database>;

export type PaymentRow = Selectable<ThirdPartyPaymentsTable>;
export type MilestoneRow = Selectable<ThirdPartyPaymentMilestonesTable>;

/** A payment as the answers need it: the row, its milestones, the parties' names and the bid's hire. */
export interface PaymentRecord extends PaymentRow {
  milestones: MilestoneRow[];
  service_title: string;
  hired_by_requester: boolean;
  pro: { first_name: string; last_name: string; username: string };
  consumer: { first_name: string; last_name: string; username: string };
}

/** The bid a payment request is for, as add needs it: whose it is and where it stands. */
export function findBidForPayment(db: Db, bidId: number) {
  return db
    .selectFrom('quote_bids as b')
    .innerJoin('quote_requests as r', 'r.id', 'b.quote_request_id')
    .select(['b.id', 'b.user_id as pro_user_id', 'r.user_id as consumer_user_id', 'b.quote_status_id', 'r.partner_id as request_partner_id'])
    .where('b.id', '=', bidId)
    .executeTakeFirst();
}

export interface NewPayment {
  pid: string;
  hash: string;
  /** The bid's payment; null for a shop order's (then `nshop_order_id` is set). */
  quote_bid_id: number | null;
  nshop_order_id?: number | null;
  pro_user_id: number;
  consumer_user_id: number;
  amount: number;
  fee: number;
  items: string[];
  due_date: string;
  created: Date;
  /** The partner channel it is attributed to (docs/partners.md), or null. */
  partner_id: string | null;
  milestones: { amount: number; description: string }[];
}

/** Writes a payment request and its milestones (inside the caller's transaction). */
export async function insertPayment(trx: Db, input: NewPayment): Promise<number> {
  const { milestones, items, ...row } = input;
  const { id } = await trx
    .insertInto('third_party_payments')
    .values({ ...row, items: JSON.stringify(items), modified: input.created })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (milestones.length > 0) {
    await trx
      .insertInto('third_party_payment_milestones')
      .values(milestones.map((m, i) => ({ third_party_payment_id: id, position: i + 1, amount: m.amount, description: m.description })))
      .execute();
  }
  return id;
}

function recordQuery(db: Db) {
  return db
    .selectFrom('third_party_payments as t')
    // A bid's payment, or a shop order's (0090): the service is the bid's or the order's.
    .leftJoin('quote_bids as b', 'b.id', 't.quote_bid_id')
    .leftJoin('nshop_orders as o', 'o.id', 't.nshop_order_id')
    .innerJoin('quote_services as s', (join) => join.on((eb) => eb('s.id', '=', eb.fn.coalesce('b.quote_service_id', 'o.quote_service_id'))))
    .innerJoin('users as pu', 'pu.id', 't.pro_user_id')
    .innerJoin('users as cu', 'cu.id', 't.consumer_user_id')
    .selectAll('t')
    .select((eb) => [
      's.title as service_title',
      // A shop order is the consumer's own choice, as a hire by the requester.
      eb.fn.coalesce('b.hired_by_requester', sql<boolean>`true`).as('hired_by_requester'),
      'pu.first_name as pro_first_name',
      'pu.last_name as pro_last_name',
      'pu.username as pro_username',
      'cu.first_name as consumer_first_name',
      'cu.last_name as consumer_last_name',
      'cu.username as consumer_username',
    ]);
}
type RecordRow = Awaited<ReturnType<ReturnType<typeof recordQuery>['executeTakeFirstOrThrow']>>;

async function withMilestones(db: Db, rows: RecordRow[]): Promise<PaymentRecord[]> {
  const ids = rows.map((r) => r.id);
  const milestones = ids.length
    ? await db.selectFrom('third_party_payment_milestones').selectAll().where('third_party_payment_id', 'in', ids).orderBy('third_party_payment_id').orderBy('position').execute()
    : [];
  return rows.map((r) => {
    const {
      service_title,
      hired_by_requester,
      pro_first_name,
      pro_last_name,
      pro_username,
      consumer_first_name,
      consumer_last_name,
      consumer_username,
      ...payment
    } = r;
    return {
      ...payment,
      milestones: milestones.filter((m) => m.third_party_payment_id === r.id),
      service_title,
      hired_by_requester,
      pro: { first_name: pro_first_name, last_name: pro_last_name, username: pro_username },
      consumer: { first_name: consumer_first_name, last_name: consumer_last_name, username: consumer_username },
    };
  });
}

/** One payment by its public id or its guest link's hash. */
export async function findPayment(db: Db, by: { pid: string } | { hash: string }): Promise<PaymentRecord | undefined> {
  const query = 'pid' in by ? recordQuery(db).where('t.pid', '=', by.pid) : recordQuery(db).where('t.hash', '=', by.hash);
  const row = await query.executeTakeFirst();
  return row ? (await withMilestones(db, [row]))[0] : undefined;
}

/**
 * The caller's payments as consumer or as pro, newest first, and how many in all; with `bidId`,
 * only that bid's (paged in SQL on `third_party_payments_bid_idx`).
 */
export async function listPayments(db: Db, userId: number, page: number, perPage: number, bidId?: number): Promise<{ rows: PaymentRecord[]; count: number }> {
  const rows = await recordQuery(db)
    .where((eb) => eb.or([eb('t.consumer_user_id', '=', userId), eb('t.pro_user_id', '=', userId)]))
    .$if(bidId !== undefined, (q) => q.where('t.quote_bid_id', '=', bidId!))
    .orderBy('t.created', 'desc')
    .orderBy('t.id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const { count } = await db
    .selectFrom('third_party_payments as t')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where((eb) => eb.or([eb('t.consumer_user_id', '=', userId), eb('t.pro_user_id', '=', userId)]))
    .$if(bidId !== undefined, (q) => q.where('t.quote_bid_id', '=', bidId!))
    .executeTakeFirstOrThrow();
  return { rows: await withMilestones(db, rows), count: Number(count) };
}

/** The payment row locked for a change (inside the caller's transaction). */
export function lockPayment(trx: Db, id: number) {
  return trx.selectFrom('third_party_payments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/**
 * Writes a change to a payment read at `version`, bumping it. False when the row moved on since
 * (another change came first): nothing is written then.
 */
export async function updatePayment(trx: Db, id: number, version: number, changes: Updateable<ThirdPartyPaymentsTable>): Promise<boolean> {
  const result = await trx
    .updateTable('third_party_payments')
    .set({ ...changes, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
