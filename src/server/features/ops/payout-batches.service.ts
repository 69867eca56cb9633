import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { OpsAction } from '../../../domain/ops/ops-limits';
import { type QueueAssignedFilter, QueueId } from '../../../domain/ops/queues';
import {
  csvField,
  PAYOUT_BATCH_REFUSAL,
  PAYOUT_BATCH_STATE_TEXT,
  PAYOUT_BATCHES_PER_PAGE,
  PAYOUT_CSV_HEADER,
  PAYOUT_LINE_ACCOUNT_CONTEXT,
  PAYOUT_LINE_KIND_TEXT,
  PAYOUT_LINE_STATE_TEXT,
  PAYOUT_RESULT_HEADER,
  type PayoutAccount,
  type PayoutBatchAction,
  type PayoutBatchStateId,
  payoutBatchTransition,
  parseCsv,
  REFUND_BANK_ACCOUNT_CONTEXT,
} from '../../../domain/safety-payments/payouts';
import { toUtcString } from '../../../domain/time/datetime';
import { fullName } from '../../../domain/users/full-name';
import type { Database } from '../../db/schema';
import type { DataCipher } from '../../lib/data-encryption';
import { postEscrow, proPayablesOwed, refundTransfersOwed, type SafetyPaymentNotifier } from '../safety-payments';
import { recordAudit } from './audit.repository';
import type { OpsCaller } from './ops-caller';
import { holderOf, holdersOf, toQueueAssignment } from './queue-assignments.repository';
import { findBatch, findBatchByDay, linesOf, listBatches, lockBatch, type PayoutBatchRow, type PayoutLineRow } from './payout-batches.repository';

type Db = Kysely<Database>;

/**
 * Where a pro's payouts go: the bank account of his approved charge application, or null when he
 * has none (his payable stays owed). Injected, so payouts do not depend on how applications are kept.
 */
export type PayoutAccountOf = (userId: number) => Promise<PayoutAccount | null>;

export const PAYOUT_TARGET = 'payout_batch';
const BOM = '\uFEFF';
const notFound = () => AppError.notFound('找不到這個撥款批次。');
const refused = (message: string) => new AppError('conflict', ErrorText.ActionNotAllowed, message);
const bad = (message: string) => AppError.invalid([{ field: 'file', message }]);

interface NewLine {
  kind: 'payout' | 'refund';
  userId: number;
  paymentId: number | null;
  amount: number;
  account: PayoutAccount;
}

export interface PayoutBatchesDeps {
  db: Db;
  cipher: DataCipher;
  payoutAccountOf: PayoutAccountOf;
  /** Sends the e-mail of each payout the bank paid (its notification is written with the import). */
  notifier?: SafetyPaymentNotifier;
}

/** A pro's payout the bank paid: notified in the import's transaction, e-mailed after it. */
interface PaidPayout {
  email: string | null;
  amount: number;
  day: string;
}

/**
 * The daily payout batches (docs/safety-payments.md "Payouts"): the job makes a day's batch of
 * every pro's payable and every refund owed by transfer; finance approves it, exports the bank's
 * transfer file and imports the bank's result, each audited in its transaction. A paid line
 * posts `payout` or `refund_transferred` in the transaction that marks it.
 */
export class PayoutBatchesService {
  constructor(private readonly deps: PayoutBatchesDeps) {}

  /** The batch of a Taiwan day (YYYY-MM-DD): made once; null when nothing is owed to anyone with bank details. */
  async build(day: string, now: Date): Promise<PayoutBatchRow | null> {
    const { db, cipher } = this.deps;
    if (await findBatchByDay(db, day)) return null;
    const lines: NewLine[] = [];
    // Outside the transaction: the injected lookup may read the database itself (one connection on PGlite).
    for (const { proId, owed } of await proPayablesOwed(db)) {
      const account = await this.deps.payoutAccountOf(proId);
      if (account) lines.push({ kind: 'payout', userId: proId, paymentId: null, amount: owed, account });
    }
    for (const r of await refundTransfersOwed(db)) {
      if (!r.bankCode || !r.bankBranch || !r.bankAccountEncrypted || !r.holderName) continue;
      const account = { bankCode: r.bankCode, branch: r.bankBranch, account: cipher.decryptText(r.bankAccountEncrypted, REFUND_BANK_ACCOUNT_CONTEXT), holderName: r.holderName };
      lines.push({ kind: 'refund', userId: r.consumerId, paymentId: r.paymentId, amount: r.owed, account });
    }
    if (lines.length === 0) return null;
    return db.transaction().execute(async (trx) => {
      const total = lines.reduce((sum, l) => sum + l.amount, 0);
      const batch = await trx
        .insertInto('payout_batches')
        .values({ day, line_count: lines.length, total_amount: total, created: now, modified: now })
        .onConflict((oc) => oc.column('day').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!batch) return null;
      const stamp = day.replaceAll('-', '');
      await trx
        .insertInto('payout_lines')
        .values(
          lines.map((l, i) => ({
            batch_id: batch.id,
            kind: l.kind,
            user_id: l.userId,
            third_party_payment_id: l.paymentId,
            amount: l.amount,
            bank_code: l.account.bankCode,
            bank_branch: l.account.branch,
            bank_account_encrypted: cipher.encryptText(l.account.account, PAYOUT_LINE_ACCOUNT_CONTEXT),
            holder_name: l.account.holderName,
            reference: `PO${stamp}${String(i + 1).padStart(4, '0')}`,
          })),
        )
        .execute();
      return batch;
    });
  }

  /** GET index/page:{n}.json: batches, newest day first. */
  async page(page: number, state: PayoutBatchStateId | undefined, who: { assigned: QueueAssignedFilter; operatorId: number } = { assigned: 'all', operatorId: 0 }) {
    const { db } = this.deps;
    const { rows, count } = await listBatches(db, state, PAYOUT_BATCHES_PER_PAGE, (page - 1) * PAYOUT_BATCHES_PER_PAGE, who);
    const held = await holdersOf(
      db,
      QueueId.PayoutBatches,
      rows.map((r) => r.id),
    );
    const payout_batches = rows.map((r) => ({ ...toBatch(r), assignment: held.get(r.id) ?? null }));
    return { payout_batches, page, total_pages: Math.max(1, Math.ceil(count / PAYOUT_BATCHES_PER_PAGE)), count };
  }

  /** GET view/{id}.json: a batch with its lines (account numbers masked but the last 4), audited. */
  async view(caller: OpsCaller, id: number) {
    return this.deps.db.transaction().execute(async (trx) => {
      const batch = await findBatch(trx, id);
      if (!batch) throw notFound();
      await recordAudit(trx, { by: caller, action: OpsAction.PayoutBatchView, targetType: PAYOUT_TARGET, targetId: id });
      return this.answer(trx, batch);
    });
  }

  /** POST approve/{id}.json: finance approves a draft batch. */
  async approve(caller: OpsCaller, id: number) {
    return this.act(caller, id, 'approve', async (trx, batch) => {
      await trx.updateTable('payout_batches').set({ state: 'approved', approved_by: caller.operator.id, approved_at: caller.now, modified: caller.now }).where('id', '=', batch.id).execute();
    });
  }

  /** GET export/{id}.csv: the bank transfer file (the batch becomes exported; again, the same file). */
  async export(caller: OpsCaller, id: number): Promise<{ fileName: string; csv: string }> {
    let csv = '';
    let day = '';
    await this.act(caller, id, 'export', async (trx, batch) => {
      day = batch.day;
      const lines = (await linesOf(trx, batch.id)).filter((l) => l.state !== 'failed');
      const rows = lines.map((l) => [l.bank_code, l.bank_branch, this.deps.cipher.decryptText(l.bank_account_encrypted, PAYOUT_LINE_ACCOUNT_CONTEXT), l.holder_name, l.amount, l.reference]);
      csv = `${BOM}${[[...PAYOUT_CSV_HEADER], ...rows].map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
      await trx.updateTable('payout_batches').set({ state: 'exported', exported_at: batch.exported_at ?? caller.now, modified: caller.now }).where('id', '=', batch.id).execute();
    });
    return { fileName: `payouts-${day}.csv`, csv };
  }

  /**
   * POST import/{id}.json `{file}`: the bank's result file. Each paid line posts its escrow
   * transaction, a failed one is owed again (the next batch takes it); all in one transaction.
   */
  async import(caller: OpsCaller, id: number, file: string) {
    const results = parseResults(file);
    const paidPayouts: PaidPayout[] = [];
    const answer = await this.act(caller, id, 'import', async (trx, batch) => {
      const lines = new Map((await linesOf(trx, batch.id)).map((l) => [l.reference, l]));
      let paid = 0;
      let failed = 0;
      const seen = new Set<string>();
      for (const [row, result] of results.entries()) {
        const line = lines.get(result.reference);
        if (!line) throw bad(`第 ${row + 2} 行的參考編號 ${result.reference} 不在這個批次。`);
        // A line already settled (an earlier import, or twice in this file) changes nothing.
        if (line.state !== 'pending' || seen.has(line.reference)) continue;
        seen.add(line.reference);
        if (result.status === 'paid') {
          await postEscrow(trx, { posting: postingOf(line), reference: line.reference, operatorId: caller.operator.id, note: `批次 ${batch.day}` });
          paid += line.amount;
          if (line.kind === 'payout') {
            const told = await notifyPayout(trx, line, caller.now);
            if (told) paidPayouts.push({ ...told, amount: line.amount, day: batch.day });
          }
        } else failed += line.amount;
        await trx
          .updateTable('payout_lines')
          .set({ state: result.status, bank_message: result.message.slice(0, 200), settled_at: caller.now })
          .where('id', '=', line.id)
          .execute();
      }
      const pending = (await linesOf(trx, batch.id)).some((l) => l.state === 'pending');
      await trx
        .updateTable('payout_batches')
        .set({
          state: pending ? 'exported' : 'settled',
          paid_amount: Number(batch.paid_amount) + paid,
          failed_amount: Number(batch.failed_amount) + failed,
          settled_at: pending ? null : caller.now,
          modified: caller.now,
        })
        .where('id', '=', batch.id)
        .execute();
    });
    await this.tellPaid(paidPayouts);
    return answer;
  }

  /** The pros whose payouts the bank paid get an e-mail (after the commit; a failure is logged). */
  private async tellPaid(payouts: PaidPayout[]): Promise<void> {
    const notifier = this.deps.notifier;
    if (!notifier) return;
    const link = `${notifier.publicUrl.replace(/\/$/, '')}/dashboard/trust_fund_query`;
    for (const p of payouts) {
      if (!p.email) continue;
      const amount = `NT$${p.amount.toLocaleString('en-US')}`;
      await notifier.sendMail(
        {
          to: p.email,
          subject: `【好幫手】安心付款已撥款：${amount}`,
          text: `您的安心付款款項 ${amount} 已匯入您收款申請的銀行帳戶（${p.day} 批次）。\n\n查看安心付款：${link}`,
        },
        { day: p.day },
      );
    }
  }

  /** One action on a batch locked: the state decides, the change and its audit entry in one transaction. */
  private async act(caller: OpsCaller, id: number, action: PayoutBatchAction, change: (trx: Db, batch: PayoutBatchRow) => Promise<void>) {
    return this.deps.db.transaction().execute(async (trx) => {
      const batch = await lockBatch(trx, id);
      if (!batch) throw notFound();
      if (!payoutBatchTransition(batch.state, action)) throw refused(PAYOUT_BATCH_REFUSAL[action]);
      await change(trx, batch);
      const after = (await findBatch(trx, id))!;
      await recordAudit(trx, {
        by: caller,
        action: AUDIT_ACTION[action],
        targetType: PAYOUT_TARGET,
        targetId: id,
        before: { state: batch.state, paid_amount: Number(batch.paid_amount), failed_amount: Number(batch.failed_amount) },
        after: { state: after.state, paid_amount: Number(after.paid_amount), failed_amount: Number(after.failed_amount) },
      });
      return this.answer(trx, after);
    });
  }

  private async answer(db: Db, batch: PayoutBatchRow) {
    const [lines, holder] = await Promise.all([linesOf(db, batch.id), holderOf(db, QueueId.PayoutBatches, batch.id)]);
    return {
      payout_batch: {
        ...toBatch(batch),
        assignment: toQueueAssignment(holder),
        lines: lines.map((l) => ({
          id: l.id,
          kind: l.kind,
          kind_text: PAYOUT_LINE_KIND_TEXT[l.kind],
          user: { id: l.user_id, username: l.username, full_name: fullName(l) },
          third_party_payment_id: l.third_party_payment_id,
          amount: l.amount,
          bank_code: l.bank_code,
          bank_branch: l.bank_branch,
          bank_account: maskAccount(this.deps.cipher.decryptText(l.bank_account_encrypted, PAYOUT_LINE_ACCOUNT_CONTEXT)),
          holder_name: l.holder_name,
          reference: l.reference,
          state: l.state,
          state_text: PAYOUT_LINE_STATE_TEXT[l.state],
          bank_message: l.bank_message,
          settled_at: l.settled_at ? toUtcString(l.settled_at) : null,
        })),
      },
    };
  }
}

const AUDIT_ACTION: Record<PayoutBatchAction, string> = {
  approve: OpsAction.PayoutBatchApprove,
  export: OpsAction.PayoutBatchExport,
  import: OpsAction.PayoutBatchImport,
};

function postingOf(line: PayoutLineRow) {
  return line.kind === 'payout'
    ? ({ kind: 'payout', proId: line.user_id, amount: line.amount } as const)
    : ({ kind: 'refund_transferred', consumerId: line.user_id, amount: line.amount } as const);
}

/** All but the last 4 digits hidden. */
function maskAccount(account: string): string {
  return `${'*'.repeat(Math.max(0, account.length - 4))}${account.slice(-4)}`;
}

function toBatch(b: PayoutBatchRow) {
  return {
    id: b.id,
    day: b.day,
    state: b.state,
    state_text: PAYOUT_BATCH_STATE_TEXT[b.state],
    line_count: b.line_count,
    total_amount: Number(b.total_amount),
    paid_amount: Number(b.paid_amount),
    failed_amount: Number(b.failed_amount),
    approved_by: b.approved_by,
    approved_at: b.approved_at ? toUtcString(b.approved_at) : null,
    exported_at: b.exported_at ? toUtcString(b.exported_at) : null,
    settled_at: b.settled_at ? toUtcString(b.settled_at) : null,
    created: toUtcString(b.created),
  };
}

/** The bank's result file: a header `reference,status,message`, then a line per transfer. 400 naming the line when malformed. */
function parseResults(file: string): { reference: string; status: 'paid' | 'failed'; message: string }[] {
  const [header, ...rows] = parseCsv(file);
  if (!header || header.map((h) => h.trim()).join(',') !== PAYOUT_RESULT_HEADER.join(',')) throw bad(`結果檔第一行必須是 ${PAYOUT_RESULT_HEADER.join(',')}。`);
  if (rows.length === 0) throw bad('結果檔沒有任何轉帳結果。');
  return rows.map((r, i) => {
    const [reference = '', status = '', message = ''] = r.map((f) => f.trim());
    if (!reference || (status !== 'paid' && status !== 'failed')) throw bad(`第 ${i + 2} 行的格式不正確（狀態必須是 paid 或 failed）。`);
    return { reference, status, message };
  });
}

/** The pro hears a payout line was paid: one notification per line (its key), in the import's transaction. */
async function notifyPayout(trx: Db, line: PayoutLineRow, now: Date): Promise<{ email: string | null } | null> {
  const written = await trx
    .insertInto('notifications')
    .values({ user_id: line.user_id, type: 'safety_payment_payout', quote_bid_id: null, created: now, notified_at: now, dedupe_key: `payout_line:${line.id}` })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!written) return null;
  const user = await trx.selectFrom('users').select('email').where('id', '=', line.user_id).executeTakeFirst();
  return { email: user?.email || null };
}
