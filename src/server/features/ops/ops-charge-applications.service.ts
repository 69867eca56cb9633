import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { CHARGE_APPLICATION_STATUS_TEXT, ChargeApplicationStatus, nextChargeApplicationStatus } from '../../../domain/charge-applications/charge-application-status';
import type { OpsChargeApplicationsFilter } from '../../../domain/charge-applications/charge-applications.contract';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { OpsAction } from '../../../domain/ops/ops-limits';
import { QueueId } from '../../../domain/ops/queues';
import { fullName } from '../../../domain/users/full-name';
import type { Messaging } from '../../adapters/messaging/messaging';
import type { Database } from '../../db/schema';
import type { DataCipher } from '../../lib/data-encryption';
import { chargeApplicationsRepository as repo, ownerResponse, toChargeApplicationResponse } from '../charge-applications';
import { recordAudit } from './audit.repository';
import type { OpsCaller } from './ops-caller';
import { holderOf, toQueueAssignment } from './queue-assignments.repository';
import { reviewQueueQuery, toReviewQueuePage } from './review-queue-page';

type Db = Kysely<Database>;

/** The audit log's target type of an application. */
export const CHARGE_APPLICATION_TARGET = 'charge_application';

const notFound = () => AppError.notFound('找不到這筆收款帳戶申請。');

/** What a decision needs beside the database: the e-mail to the pro. */
export interface DecisionNotice {
  messaging: Messaging;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/** A page of the queue (numbers masked), with owners and who has taken each. */
export async function chargeReviewPage(db: Db, caller: OpsCaller, filter: OpsChargeApplicationsFilter, page: number) {
  const query = reviewQueueQuery(caller, filter, page);
  const list = await repo.listForReview(db, query.filter, query.limit, query.offset);
  const documents = await repo.documentsOf(
    db,
    list.rows.map((r) => r.id),
  );
  return toReviewQueuePage('charge_applications', page, list, (row) => toChargeApplicationResponse(row, documents));
}

/** One application with its numbers whole: the one place they are shown. */
async function wholeView(db: Db, cipher: DataCipher, id: number) {
  const [row, whole] = await Promise.all([repo.findById(db, id), repo.wholeNumbersOf(db, cipher, id)]);
  if (!row || !whole) throw notFound();
  const [documents, owner, holder] = await Promise.all([repo.documentsOf(db, [id]), repo.ownerOf(db, row.user_id), holderOf(db, QueueId.ChargeApplications, id)]);
  return {
    charge_application: { ...toChargeApplicationResponse(row, documents, whole), user: owner ? ownerResponse(owner) : null, assignment: toQueueAssignment(holder) },
  };
}

/** An operator opens an application: the numbers are shown whole, so every view is audited (in the transaction that reads it). */
export async function chargeReviewView(db: Db, cipher: DataCipher, caller: OpsCaller, id: number) {
  return db.transaction().execute(async (trx) => {
    const answer = await wholeView(trx, cipher, id);
    const { status, type, user } = answer.charge_application;
    await recordAudit(trx, {
      by: caller,
      action: OpsAction.ChargeApplicationView,
      targetType: CHARGE_APPLICATION_TARGET,
      targetId: id,
      after: { status, type, user_id: user?.id ?? null },
    });
    return answer;
  });
}

/**
 * Approves or rejects a pending application with its audit entry (status before and after, the
 * reason) and the pro's `charge_application_decision` notification in the same transaction;
 * anything but pending is 409 and stays as it is. Then the pro is told by e-mail (a failed e-mail does not undo the decision: the pro sees it on their screen).
 */
export async function chargeReviewDecide(
  db: Db,
  cipher: DataCipher,
  notice: DecisionNotice,
  caller: OpsCaller,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
) {
  const answer = await db.transaction().execute(async (trx) => {
    const row = await repo.lockStatus(trx, id);
    if (!row) throw notFound();
    const status = nextChargeApplicationStatus(row.status, decision.approve ? 'approve' : 'reject');
    if (status === null) throw new AppError('conflict', ErrorText.ActionNotAllowed, '這筆收款帳戶申請不是審核中，無法再次審核。');
    const reason = decision.approve ? null : decision.reason;
    await repo.review(trx, id, { status, reason, operatorId: caller.operator.id });
    await recordAudit(trx, {
      by: caller,
      action: decision.approve ? OpsAction.ChargeApplicationApprove : OpsAction.ChargeApplicationReject,
      targetType: CHARGE_APPLICATION_TARGET,
      targetId: id,
      before: { status: row.status, reject_reason: row.reject_reason },
      after: { status, reject_reason: reason },
      reason,
    });
    const answer = await wholeView(trx, cipher, id);
    // The pro sees the decision in the app too (written with it; the key keeps it to one per decision).
    const owner = answer.charge_application.user?.id;
    if (owner !== undefined) {
      await trx
        .insertInto('notifications')
        .values({ user_id: owner, type: 'charge_application_decision', created: caller.now, notified_at: caller.now, dedupe_key: `charge_application:${id}:${status}:${caller.now.getTime()}` })
        .onConflict((oc) => oc.column('dedupe_key').doNothing())
        .execute();
    }
    return answer;
  });
  await tellOwner(db, notice, answer.charge_application.user?.id ?? null, decision.approve ? null : decision.reason);
  return answer;
}

/** The e-mail to the pro about the decision. */
async function tellOwner(db: Db, notice: DecisionNotice, userId: number | null, reason: string | null): Promise<void> {
  const owner = userId === null ? undefined : await repo.ownerOf(db, userId);
  if (!owner?.email) return;
  const approved = reason === null;
  const status = CHARGE_APPLICATION_STATUS_TEXT[approved ? ChargeApplicationStatus.Approved : ChargeApplicationStatus.Rejected];
  const link = `${notice.publicUrl.replace(/\/$/, '')}/dashboard/charge_application`;
  const text = approved
    ? `${fullName(owner)} 您好：\n\n您的收款帳戶申請${status}，之後的款項將匯入您申請的帳戶。\n\n查看申請：${link}`
    : `${fullName(owner)} 您好：\n\n您的收款帳戶申請${status}，原因如下：\n${reason}\n\n請依說明修改後重新送出：${link}`;
  try {
    await notice.messaging.sendEmail({ to: owner.email, subject: `【好幫手】收款帳戶申請${status}`, text });
  } catch (error) {
    notice.log.error({ err: error, userId }, 'charge application decision e-mail failed');
  }
}

/** An application document for an operator reviewing applications, audited in the transaction that reads it. */
export async function chargeReviewDocument(db: Db, cipher: DataCipher, caller: OpsCaller, documentId: number) {
  return db.transaction().execute(async (trx) => {
    const doc = await repo.findDocument(trx, cipher, documentId);
    if (!doc) return undefined;
    await recordAudit(trx, {
      by: caller,
      action: OpsAction.ChargeApplicationDocumentView,
      targetType: CHARGE_APPLICATION_TARGET,
      targetId: doc.charge_application_id,
      after: { document_id: doc.id },
    });
    return doc;
  });
}

/** An application's status for the queue framework (undefined: no such application). */
export function chargeApplicationReviewState(db: Db, id: number) {
  return db.selectFrom('charge_applications').select(['id', 'status']).where('id', '=', id).executeTakeFirst();
}

export const countPendingChargeApplications = repo.countPending;
