import { type Kysely, sql } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { OpsAction } from '../../../domain/ops/ops-limits';
import { QUEUE_PAGE_SIZE, type QueueAssignedFilter, QueueId } from '../../../domain/ops/queues';
import { ESCROW_ACCOUNT_TEXT } from '../../../domain/safety-payments/disputes.contract';
import { ESCROW_TRANSACTION_TEXT } from '../../../domain/safety-payments/escrow';
import { DISPUTE_REASON_TEMPLATES } from '../../../domain/safety-payments/refunds';
import { SafetyPaymentState } from '../../../domain/safety-payments/states';
import { toUtcString } from '../../../domain/time/datetime';
import type { Database } from '../../db/schema';
import { findDispute, grantedAmount, listDisputes, type OrderDisputeDecision, type RecordDecision, type SafetyPaymentRefundsService } from '../safety-payments';
import { recordAudit } from './audit.repository';
import type { OpsCaller } from './ops-caller';
import { holderOf, holdersOf, toQueueAssignment } from './queue-assignments.repository';

type Db = Kysely<Database>;

/** The audit log's target type of a safety payment. */
export const SAFETY_PAYMENT_TARGET = 'third_party_payment';

/** Decides a shop order's dispute (the order, its payment and the audit entry in one transaction). */
export interface ShopOrderDisputes {
  decideDispute(orderId: number, decided: OrderDisputeDecision): Promise<void>;
}

const notFound = () => AppError.notFound('找不到這筆退款爭議。');

/**
 * Refund disputes in the console (roles with `decide_disputes`): the list of open disputes, one
 * dispute with both sides' messages and evidence, and the decision (grant: the requested money
 * goes back as an approved refund would; deny: it stays held as before the request), audited in
 * the transaction that changes the payment.
 */
export class OpsRefundDisputesService {
  constructor(
    private readonly db: Db,
    private readonly refunds: SafetyPaymentRefundsService,
    /** Shop orders' disputes: the decision moves the order and its payment together (features/shop-orders). */
    private readonly orders?: ShopOrderDisputes,
  ) {}

  /** A page of open disputes, each with who has taken it; `assigned` keeps the operator's or nobody's. */
  async page(page: number, operatorId = 0, assigned: QueueAssignedFilter = 'all') {
    const { rows, count } = await listDisputes(this.db, this.refunds, page, QUEUE_PAGE_SIZE, { assigned, operatorId, queue: QueueId.RefundDisputes });
    const held = await holdersOf(
      this.db,
      QueueId.RefundDisputes,
      rows.map((r) => r.id),
    );
    const refund_disputes = rows.map((r) => ({ ...r, assignment: held.get(r.id) ?? null }));
    return { refund_disputes, page, total_pages: Math.max(1, Math.ceil(count / QUEUE_PAGE_SIZE)), count };
  }

  /** One dispute: both sides' messages and evidence, the payment's escrow ledger lines, who has taken it. */
  async view(id: number) {
    const dispute = await findDispute(this.db, this.refunds, id);
    if (!dispute) throw notFound();
    const [ledger, holder] = await Promise.all([ledgerOf(this.db, id), holderOf(this.db, QueueId.RefundDisputes, id)]);
    return {
      refund_dispute: { ...dispute, ledger, assignment: toQueueAssignment(holder) },
      reason_templates: { grant: [...DISPUTE_REASON_TEMPLATES.grant], deny: [...DISPUTE_REASON_TEMPLATES.deny] },
    };
  }

  /**
   * grant (the requested money back, or only `amount` of it) or deny (kept held), with the reason,
   * audited with the payment's state and money before and after. A shop order's partial grant
   * lets the order go on (docs/shop.md "Disputes"); a whole grant cancels it.
   */
  async decide(caller: OpsCaller, id: number, grant: boolean, reason: string, amount?: number) {
    const record: RecordDecision = (trx, before, after) =>
      recordAudit(trx, {
        by: caller,
        action: grant ? OpsAction.RefundDisputeGrant : OpsAction.RefundDisputeDeny,
        targetType: SAFETY_PAYMENT_TARGET,
        targetId: id,
        before: { state: before.state, refunded_amount: before.refunded_amount, refund_amount: before.refund_amount },
        after: {
          state: after.state,
          refunded_amount: after.refunded_amount ?? before.refunded_amount,
          refund_decision: after.refund_decision,
          ...(grant ? { granted_amount: after.refund_granted_amount ?? null } : {}),
        },
        reason,
      });
    const exists = await this.db.selectFrom('third_party_payments').select(['id', 'nshop_order_id', 'refund_amount', 'refund_milestone_id']).where('id', '=', id).executeTakeFirst();
    if (!exists) throw notFound();
    // Part of the request (400 naming `amount` above it); the whole request is a plain grant.
    const part = grant && amount !== undefined && grantedAmount(exists, amount) < (exists.refund_amount ?? 0) ? amount : undefined;
    // A shop order's payment moves only with its order: the order's transition decides both.
    if (exists.nshop_order_id !== null && this.orders) await this.orders.decideDispute(exists.nshop_order_id, { grant, amount: part, operatorId: caller.operator.id, reason, record });
    else if (grant) await this.refunds.grantDispute(id, caller.operator.id, reason, record, part);
    else await this.refunds.denyDispute(id, caller.operator.id, reason, record);
    return this.view(id);
  }
}

/** A payment's escrow ledger entries, oldest first (each transaction's legs together). */
async function ledgerOf(db: Db, paymentId: number) {
  const rows = await db
    .selectFrom('escrow_entries as e')
    .innerJoin('escrow_transactions as x', 'x.id', 'e.transaction_id')
    .innerJoin('escrow_accounts as a', 'a.id', 'e.account_id')
    .select(['e.id', 'e.transaction_id', 'x.kind', 'a.kind as account', 'e.amount', 'e.created'])
    .where('x.third_party_payment_id', '=', paymentId)
    .orderBy('x.id')
    .orderBy('e.id')
    .execute();
  return rows.map((r) => ({
    id: String(r.id),
    transaction_id: String(r.transaction_id),
    kind: r.kind,
    kind_text: ESCROW_TRANSACTION_TEXT[r.kind],
    account: r.account,
    account_text: ESCROW_ACCOUNT_TEXT[r.account],
    amount: r.amount,
    created: toUtcString(r.created),
  }));
}

/** Open disputes for the queue framework: all, nobody's, the operator's. */
export async function countOpenDisputes(db: Db, operatorId: number): Promise<{ open: number; unassigned: number; mine: number }> {
  const row = await db
    .selectFrom('third_party_payments as t')
    .leftJoin('ops_queue_assignments as qa', (join) => join.onRef('qa.item_id', '=', 't.id').on('qa.queue', '=', QueueId.RefundDisputes))
    .where('t.state', '=', SafetyPaymentState.Disputed)
    .select([
      sql<string>`count(*)`.as('open'),
      sql<string>`count(*) filter (where qa.id is null)`.as('unassigned'),
      sql<string>`count(*) filter (where qa.operator_id = ${operatorId})`.as('mine'),
    ])
    .executeTakeFirstOrThrow();
  return { open: Number(row.open), unassigned: Number(row.unassigned), mine: Number(row.mine) };
}

/** A payment's state for the queue framework: open while disputed (undefined: no such payment). */
export async function disputeState(db: Db, id: number) {
  const row = await db.selectFrom('third_party_payments').select('state').where('id', '=', id).executeTakeFirst();
  return row && { open: row.state === SafetyPaymentState.Disputed };
}
