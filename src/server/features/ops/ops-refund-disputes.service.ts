import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { OpsAction } from '../../../domain/ops/ops-limits';
import { QUEUE_PAGE_SIZE } from '../../../domain/ops/queues';
import { DISPUTE_REASON_TEMPLATES } from '../../../domain/safety-payments/refunds';
import type { Database } from '../../db/schema';
import { findDispute, listDisputes, type RecordDecision, type SafetyPaymentRefundsService } from '../safety-payments';
import { recordAudit } from './audit.repository';
import type { OpsCaller } from './ops-caller';

type Db = Kysely<Database>;

/** The audit log's target type of a safety payment. */
export const SAFETY_PAYMENT_TARGET = 'third_party_payment';

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
  ) {}

  async page(page: number) {
    const { rows, count } = await listDisputes(this.db, this.refunds, page, QUEUE_PAGE_SIZE);
    return { refund_disputes: rows, page, total_pages: Math.max(1, Math.ceil(count / QUEUE_PAGE_SIZE)), count };
  }

  async view(id: number) {
    const dispute = await findDispute(this.db, this.refunds, id);
    if (!dispute) throw notFound();
    return { refund_dispute: dispute, reason_templates: { grant: [...DISPUTE_REASON_TEMPLATES.grant], deny: [...DISPUTE_REASON_TEMPLATES.deny] } };
  }

  /** grant (money back) or deny (kept held), with the reason, audited with the payment's state and money before and after. */
  async decide(caller: OpsCaller, id: number, grant: boolean, reason: string) {
    const record: RecordDecision = (trx, before, after) =>
      recordAudit(trx, {
        by: caller,
        action: grant ? OpsAction.RefundDisputeGrant : OpsAction.RefundDisputeDeny,
        targetType: SAFETY_PAYMENT_TARGET,
        targetId: id,
        before: { state: before.state, refunded_amount: before.refunded_amount, refund_amount: before.refund_amount },
        after: { state: after.state, refunded_amount: after.refunded_amount ?? before.refunded_amount, refund_decision: after.refund_decision },
        reason,
      });
    const exists = await this.db.selectFrom('third_party_payments').select('id').where('id', '=', id).executeTakeFirst();
    if (!exists) throw notFound();
    if (grant) await this.refunds.grantDispute(id, caller.operator.id, reason, record);
    else await this.refunds.denyDispute(id, caller.operator.id, reason, record);
    return this.view(id);
  }
}
