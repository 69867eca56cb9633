import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  BUSINESS_LOAN_STATUS_TEXT,
  BUSINESS_LOANS_PAGE_SIZE,
  BusinessLoanStatus,
  type BusinessLoanStatusValue,
  DECISION_ACTION,
  nextBusinessLoanStatus,
  validateBusinessLoan,
} from '../../../domain/business-loans/business-loan';
import type { BusinessLoan, BusinessLoanDecisionBody, RevenueSummary } from '../../../domain/business-loans/business-loans.contract';
import { buildRevenueSummary, summaryMonths } from '../../../domain/business-loans/revenue-summary';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { OpsAction } from '../../../domain/ops/ops-limits';
import { toUtcString } from '../../../domain/time';
import { fullName } from '../../../domain/users/full-name';
import type { Messaging } from '../../adapters/messaging/messaging';
import type { Database } from '../../db/schema';
import { type OpsCaller, recordAudit } from '../ops';
import * as repo from './business-loans.repository';

type Db = Kysely<Database>;
type Row = NonNullable<Awaited<ReturnType<typeof repo.findById>>>;

/** The audit log's target type of an application. */
export const BUSINESS_LOAN_TARGET = 'business_loan_application';
export const BUSINESS_LOAN_NOT_FOUND = '找不到這筆營運貸款申請。';

const notFound = () => AppError.notFound(BUSINESS_LOAN_NOT_FOUND);
const conflict = (message: string) => new AppError('conflict', ErrorText.ActionNotAllowed, message);
const OPEN_ALREADY = '您已有一筆處理中的營運貸款申請，請等待銀行回覆或先撤回該申請。';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export function toBusinessLoanResponse(row: Row): BusinessLoan {
  return {
    business_loan_id: row.id,
    amount: row.amount,
    term_months: row.term_months,
    purpose: row.purpose,
    purpose_note: row.purpose_note,
    status: row.status,
    consent_at: toUtcString(row.consent_at),
    revenue_summary: row.revenue_summary,
    partner_reference: row.partner_reference,
    decision_note: row.decision_note,
    decided_at: row.decided_at ? toUtcString(row.decided_at) : null,
    withdrawn_at: row.withdrawn_at ? toUtcString(row.withdrawn_at) : null,
    created: toUtcString(row.created),
    modified: toUtcString(row.modified),
  };
}

/** The pro's revenue summary at `now`: what an application sent now would share (one aggregate query on the escrow ledger). */
export async function revenueSummaryOf(db: Db, proId: number, now: Date): Promise<RevenueSummary> {
  const { since } = summaryMonths(now);
  return buildRevenueSummary(now, await repo.releasedByMonth(db, proId, since));
}

/** GET index.json: the pro's applications, newest first. */
export async function ownApplications(db: Db, proId: number) {
  return { business_loans: (await repo.listOwn(db, proId)).map(toBusinessLoanResponse) };
}

/**
 * POST add.json: a new application, submitted. Refused without `consent: true` (the revenue
 * summary is shared only with it) and while another is open (409). The summary is computed and
 * stored with the application in one transaction, with the time of the consent.
 */
export async function submitApplication(db: Db, proId: number, now: Date, body: Record<string, unknown>) {
  const checked = validateBusinessLoan(body);
  if (!checked.ok) throw AppError.invalid(checked.errors);
  const status = nextBusinessLoanStatus(null, 'submit');
  if (status === null) throw new Error('a new application cannot be submitted');
  try {
    const id = await db.transaction().execute(async (trx) => {
      if (await repo.hasOpen(trx, proId)) throw conflict(OPEN_ALREADY);
      const summary = await revenueSummaryOf(trx, proId, now);
      return repo.insertApplication(trx, proId, checked.value, now, summary, status);
    });
    const row = await repo.findById(db, id);
    if (!row) throw new Error('the application just saved is missing');
    return { business_loan: toBusinessLoanResponse(row) };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(OPEN_ALREADY);
    throw error;
  }
}

/** POST withdraw/{id}.json: the pro withdraws an open application of theirs; someone else's is 404, an answered one 409. */
export async function withdrawApplication(db: Db, proId: number, id: number) {
  return db.transaction().execute(async (trx) => {
    const own = await repo.findOwn(trx, proId, id);
    if (!own) throw notFound();
    const row = await repo.lockStatus(trx, id);
    if (!row) throw notFound();
    const status = nextBusinessLoanStatus(row.status, 'withdraw');
    if (status === null || !(await repo.changeStatus(trx, id, row.status, { status, withdrawn: true }))) {
      throw conflict(`這筆申請目前為「${BUSINESS_LOAN_STATUS_TEXT[row.status]}」，無法撤回。`);
    }
    const after = await repo.findById(trx, id);
    if (!after) throw notFound();
    return { business_loan: toBusinessLoanResponse(after) };
  });
}

/** What a recorded answer needs beside the database: the e-mail to the pro. */
export interface AnswerNotice {
  messaging: Messaging;
  log: FastifyBaseLogger;
  publicUrl: string;
}

type OwnerRow = { id: number; username: string; first_name: string | null; last_name: string | null };
const ownerResponse = (o: OwnerRow) => ({ id: o.id, username: o.username, full_name: fullName(o) });

/** The console's list (`record_business_loans`): one status or all, the open ones first. */
export async function opsPage(db: Db, status: BusinessLoanStatusValue | undefined, page: number) {
  const { rows, count } = await repo.listForOps(db, status, BUSINESS_LOANS_PAGE_SIZE, (page - 1) * BUSINESS_LOANS_PAGE_SIZE);
  return {
    business_loans: rows.map((row) => ({ ...toBusinessLoanResponse(row), user: ownerResponse({ ...row, id: row.pro_user_id }) })),
    page,
    total_pages: Math.max(1, Math.ceil(count / BUSINESS_LOANS_PAGE_SIZE)),
    count,
  };
}

async function opsView(db: Db, id: number) {
  const row = await repo.findById(db, id);
  if (!row) throw notFound();
  const owner = await repo.ownerOf(db, row.pro_user_id);
  if (!owner) throw notFound();
  return { business_loan: { ...toBusinessLoanResponse(row), user: ownerResponse(owner) } };
}

/** One application in the console; viewing the revenue shared is audited (in the transaction that reads it). */
export async function opsViewAudited(db: Db, caller: OpsCaller, id: number) {
  return db.transaction().execute(async (trx) => {
    const answer = await opsView(trx, id);
    await recordAudit(trx, {
      by: caller,
      action: OpsAction.BusinessLoanView,
      targetType: BUSINESS_LOAN_TARGET,
      targetId: id,
      after: { status: answer.business_loan.status, user_id: answer.business_loan.user.id },
    });
    return answer;
  });
}

/**
 * Records what happened at the partner bank: forwarded (sent_to_partner), or its answer
 * (approved / declined, with the bank's reference and a note), with the audit entry (status,
 * reference and note before and after) in the same transaction. A move the application's status
 * does not allow is 409. Each move writes the pro's in-app `business_loan_decision` notification
 * in the same transaction; the answer is also e-mailed (a failed e-mail does not undo it).
 */
export async function opsDecide(db: Db, notice: AnswerNotice, caller: OpsCaller, id: number, body: BusinessLoanDecisionBody) {
  const answer = await db.transaction().execute(async (trx) => {
    const row = await repo.lockStatus(trx, id);
    if (!row) throw notFound();
    const status = nextBusinessLoanStatus(row.status, DECISION_ACTION[body.decision]);
    if (status === null) throw conflict(`這筆申請目前為「${BUSINESS_LOAN_STATUS_TEXT[row.status]}」，無法記錄為「${decisionText(body.decision)}」。`);
    const answered = status === BusinessLoanStatus.Approved || status === BusinessLoanStatus.Declined;
    const partnerReference = body.partner_reference ? body.partner_reference : row.partner_reference;
    const note = body.note ? body.note : answered ? null : row.decision_note;
    const changed = await repo.changeStatus(trx, id, row.status, {
      status,
      partner_reference: partnerReference,
      decision_note: note,
      decided_by_operator_id: caller.operator.id,
      decided: answered,
    });
    if (!changed) throw conflict('這筆申請剛被變更，請重新整理後再試。');
    await recordAudit(trx, {
      by: caller,
      action: OpsAction.BusinessLoanDecide,
      targetType: BUSINESS_LOAN_TARGET,
      targetId: id,
      before: { status: row.status, partner_reference: row.partner_reference, decision_note: row.decision_note },
      after: { status, partner_reference: partnerReference, decision_note: note },
      reason: note,
    });
    // The pro sees the forwarding and the answer in the app too, written with the change (each status is reached once, the key keeps it to one).
    await trx
      .insertInto('notifications')
      .values({ user_id: row.pro_user_id, type: 'business_loan_decision', quote_bid_id: null, created: caller.now, notified_at: caller.now, dedupe_key: `business_loan:${id}:${status}` })
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .execute();
    return opsView(trx, id);
  });
  const { status } = answer.business_loan;
  if (status === BusinessLoanStatus.Approved || status === BusinessLoanStatus.Declined) await tellOwner(db, notice, answer.business_loan);
  return answer;
}

function decisionText(decision: BusinessLoanDecisionBody['decision']): string {
  return BUSINESS_LOAN_STATUS_TEXT[decision === 'approved' ? BusinessLoanStatus.Approved : decision === 'declined' ? BusinessLoanStatus.Declined : BusinessLoanStatus.SentToPartner];
}

/** The e-mail to the pro with the partner's answer. */
async function tellOwner(db: Db, notice: AnswerNotice, loan: BusinessLoan & { user: { id: number } }): Promise<void> {
  const owner = await repo.ownerOf(db, loan.user.id);
  if (!owner?.email) return;
  const approved = loan.status === BusinessLoanStatus.Approved;
  const status = BUSINESS_LOAN_STATUS_TEXT[loan.status];
  const link = `${notice.publicUrl.replace(/\/$/, '')}/dashboard/business-loan`;
  const amount = `NT$${loan.amount.toLocaleString('en-US')}`;
  const lines = [
    `${fullName(owner)} 您好：`,
    '',
    approved
      ? `您申請的營運貸款（${amount}，${loan.term_months} 個月）合作銀行已核准，銀行將與您聯繫後續簽約與撥款。`
      : `您申請的營運貸款（${amount}，${loan.term_months} 個月）合作銀行這次未核准。`,
    `銀行案件編號：${loan.partner_reference ?? '—'}`,
    ...(loan.decision_note ? [`說明：${loan.decision_note}`] : []),
    '',
    `查看申請：${link}`,
  ];
  try {
    await notice.messaging.sendEmail({ to: owner.email, subject: `【好幫手】營運貸款申請結果：${status}`, text: lines.join('\n') });
  } catch (error) {
    notice.log.error({ err: error, userId: owner.id }, 'business loan answer e-mail failed');
  }
}
