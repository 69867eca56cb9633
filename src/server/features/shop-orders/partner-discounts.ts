import { type Kysely, sql } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { DISCOUNT_CODE_FIELD, DiscountRefusal, discountRefusalText, judgeDiscount } from '../../../domain/partners/partner-discounts';
import { ShopOrderStatus } from '../../../domain/shop/shop-order-status';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A code accepted for an order: what it takes off, written with the order. */
export interface AcceptedDiscount {
  codeId: number;
  discount: number;
}

const refuse = (text: string) => AppError.invalid([{ field: DISCOUNT_CODE_FIELD, message: text }]);

/**
 * Judges the partner's discount code for an order of `total` NT$ in the caller's transaction
 * (docs/fet.md). The code's row is locked first, so two orders counting its last use are taken
 * one after the other; uses of cancelled orders do not count. Refusals are 400 naming `discount_code`.
 */
export async function acceptDiscount(trx: Db, args: { code: string; channel: string | null; userId: number; total: number; now: Date }): Promise<AcceptedDiscount | null> {
  const code = args.code.trim().toUpperCase();
  // Codes are per partner: outside a channel the code is looked up among none.
  const row = args.channel
    ? await trx.selectFrom('partner_discount_codes').selectAll().where('partner_id', '=', args.channel).where('code', '=', code).forUpdate().executeTakeFirst()
    : undefined;
  if (!row) {
    const elsewhere = await trx.selectFrom('partner_discount_codes').select('id').where('code', '=', code).executeTakeFirst();
    throw refuse(discountRefusalText(elsewhere ? DiscountRefusal.NotInChannel : DiscountRefusal.Unknown));
  }
  const counts = await trx
    .selectFrom('partner_discount_redemptions as r')
    .innerJoin('nshop_orders as o', 'o.id', 'r.nshop_order_id')
    .where('r.code_id', '=', row.id)
    .where('o.status', '<>', ShopOrderStatus.Cancelled)
    .select([sql<string>`count(*)`.as('uses'), sql<string>`count(*) filter (where r.user_id = ${args.userId})`.as('user_uses')])
    .executeTakeFirstOrThrow();
  const decision = judgeDiscount(
    {
      partnerId: row.partner_id,
      amountOff: row.amount_off,
      percentOff: row.percent_off,
      minOrder: row.min_order,
      validFrom: row.valid_from,
      validUntil: row.valid_until,
      maxUses: row.max_uses,
      perUserLimit: row.per_user_limit,
      active: row.active,
      uses: Number(counts.uses),
      userUses: Number(counts.user_uses),
    },
    args.channel,
    args.total,
    args.now,
  );
  if (!decision.ok) throw refuse(discountRefusalText(decision.refusal, row.min_order));
  return decision.discount > 0 ? { codeId: row.id, discount: decision.discount } : null;
}

/** Records the order's use of the code (inside the order's transaction). */
export async function recordRedemption(trx: Db, accepted: AcceptedDiscount, orderId: number, userId: number, now: Date): Promise<void> {
  await trx.insertInto('partner_discount_redemptions').values({ code_id: accepted.codeId, nshop_order_id: orderId, user_id: userId, discount: accepted.discount, created: now }).execute();
}
