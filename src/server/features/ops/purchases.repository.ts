import type { Kysely } from 'kysely';
import { OPS_PURCHASES_PAGE_SIZE, type OpsPurchase, type PurchaseFilter } from '../../../domain/ops/finance.contract';
import { toUtcString } from '../../../domain/time/datetime';
import type { Database } from '../../db/schema';
import { taipeiDayRange } from './finance-days';
import { pagedWithCount } from './ops-paging';

type Db = Kysely<Database>;

/** One page of every user's purchases for the console, newest first, filtered and paged in SQL (indexes of 0014 and 0066). */
export async function listOpsPurchases(db: Db, filter: PurchaseFilter, page: number): Promise<{ rows: OpsPurchase[]; count: number }> {
  let query = db.selectFrom('credit_purchases as p').innerJoin('users as u', 'u.id', 'p.user_id');
  if (filter.user_id !== undefined) query = query.where('p.user_id', '=', filter.user_id);
  if (filter.status) query = query.where('p.status', '=', filter.status);
  if (filter.pay_type) query = query.where('p.pay_type', '=', filter.pay_type);
  if (filter.from) query = query.where('p.created', '>=', taipeiDayRange(filter.from).start);
  if (filter.to) query = query.where('p.created', '<', taipeiDayRange(filter.to).end);
  const { rows, count } = await pagedWithCount(
    query
      .select([
        'p.id',
        'p.user_id',
        'p.order_number',
        'p.amount',
        'p.credit',
        'p.pay_type',
        'p.provider',
        'p.status',
        'p.provider_reference',
        'p.created',
        'p.paid_at',
        'p.refunded_at',
        'p.refund_method',
        'p.refund_reason',
        'p.refunded_amount',
        'p.refunded_credit',
      ])
      .select(['u.username', 'u.first_name', 'u.last_name'])
      .orderBy('p.created', 'desc')
      .orderBy('p.id', 'desc'),
    query,
    page,
    OPS_PURCHASES_PAGE_SIZE,
  );
  return {
    count,
    rows: rows.map((r) => ({
      id: r.id,
      user_id: r.user_id,
      user_name: `${r.last_name}${r.first_name}`.trim() || r.username,
      order_number: r.order_number,
      amount: r.amount,
      credit: r.credit,
      pay_type: r.pay_type,
      provider: r.provider,
      status: r.status,
      provider_reference: r.provider_reference,
      created: toUtcString(r.created),
      paid_at: r.paid_at ? toUtcString(r.paid_at) : null,
      refunded_at: r.refunded_at ? toUtcString(r.refunded_at) : null,
      refund_method: r.refund_method,
      refund_reason: r.refund_reason,
      refunded_amount: r.refunded_amount,
      refunded_credit: r.refunded_credit,
    })),
  };
}
