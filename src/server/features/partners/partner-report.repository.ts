import { type Kysely, sql } from 'kysely';
import { EscrowAccountKind, EscrowTransactionKind } from '../../../domain/safety-payments/escrow';
import { TransactionType } from '../../../domain/wallet/ledger';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The month's counts and NT$ of one partner, before the revenue share. */
export interface PartnerMonthFigures {
  requests: number;
  quote_fee_count: number;
  quote_fee_credits: number;
  safety_paid_count: number;
  safety_paid_twd: number;
  safety_refunded_count: number;
  safety_refunded_twd: number;
  shop_orders: number;
  shop_paid_count: number;
  shop_paid_twd: number;
  shop_refunded_count: number;
  shop_refunded_twd: number;
}

const T = TransactionType;
const FEE_TYPES = [T.QuoteFee, T.AutoQuoteFee, T.ContactFee];
const K = EscrowTransactionKind;
const REFUND_KINDS = [K.CardRefund, K.RefundOwed];

/**
 * One aggregate statement for a partner and a [start, end) range: requests and shop orders made
 * in it; quote fees taken (less given back) on the partner's requests; and, from the escrow
 * ledger, the money of the partner's safety payments and shop orders received and given back
 * (the payment's trust-liability leg), each counted once per payment.
 */
export async function partnerMonthFigures(db: Db, partnerId: string, range: { start: Date; end: Date }): Promise<PartnerMonthFigures> {
  const { start, end } = range;
  const { rows } = await sql<Record<keyof PartnerMonthFigures, string>>`
    with fees as (
      select count(*) filter (where e.transaction_type in (${sql.join(FEE_TYPES)})) as quote_fee_count,
        coalesce(-sum(e.amount) filter (where e.transaction_type in (${sql.join(FEE_TYPES)})), 0)
          - coalesce(sum(e.amount) filter (where e.transaction_type = ${T.Refund}), 0) as quote_fee_credits
      from quote_requests r
      join quote_bids b on b.quote_request_id = r.id
      join wallet_entries e on e.quote_bid_id = b.id
      where r.partner_id = ${partnerId} and e.created >= ${start} and e.created < ${end}
        and e.transaction_type in (${sql.join([...FEE_TYPES, T.Refund])})
    ), escrow as (
      select
        count(distinct t.id) filter (where x.kind = ${K.PaymentReceived} and t.nshop_order_id is null) as safety_paid_count,
        coalesce(-sum(n.amount) filter (where x.kind = ${K.PaymentReceived} and t.nshop_order_id is null), 0) as safety_paid_twd,
        count(distinct t.id) filter (where x.kind in (${sql.join(REFUND_KINDS)}) and t.nshop_order_id is null) as safety_refunded_count,
        coalesce(sum(n.amount) filter (where x.kind in (${sql.join(REFUND_KINDS)}) and t.nshop_order_id is null), 0) as safety_refunded_twd,
        count(distinct t.id) filter (where x.kind = ${K.PaymentReceived} and t.nshop_order_id is not null) as shop_paid_count,
        coalesce(-sum(n.amount) filter (where x.kind = ${K.PaymentReceived} and t.nshop_order_id is not null), 0) as shop_paid_twd,
        count(distinct t.id) filter (where x.kind in (${sql.join(REFUND_KINDS)}) and t.nshop_order_id is not null) as shop_refunded_count,
        coalesce(sum(n.amount) filter (where x.kind in (${sql.join(REFUND_KINDS)}) and t.nshop_order_id is not null), 0) as shop_refunded_twd
      from third_party_payments t
      join escrow_transactions x on x.third_party_payment_id = t.id
      join escrow_entries n on n.transaction_id = x.id
      join escrow_accounts a on a.id = n.account_id and a.kind = ${EscrowAccountKind.TrustLiability}
      where t.partner_id = ${partnerId} and x.created >= ${start} and x.created < ${end}
        and x.kind in (${sql.join([K.PaymentReceived, ...REFUND_KINDS])})
    )
    select
      (select count(*) from quote_requests where partner_id = ${partnerId} and created >= ${start} and created < ${end}) as requests,
      (select count(*) from nshop_orders where partner_id = ${partnerId} and created >= ${start} and created < ${end}) as shop_orders,
      fees.*, escrow.*
    from fees, escrow`.execute(db);
  const row = rows[0]!;
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as unknown as PartnerMonthFigures;
}
