import type { Kysely, Updateable } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import {
  type ApplyRefundBody,
  grantTooMuchText,
  maskBankAccount,
  REFUND_BANK_ACCOUNT_CONTEXT,
  REFUND_MESSAGES,
  type RefundBankInput,
  refundBankSchema,
  type SafetyPaymentRefund,
  bankName,
} from '../../../domain/safety-payments/refunds';
import type { SafetyPayment } from '../../../domain/safety-payments/safety-payments.contract';
import { SAFETY_PAYMENT_REFUSAL_TEXT, type SafetyPaymentAction, type SafetyPaymentActor, safetyPaymentTransition } from '../../../domain/safety-payments/transitions';
import { toUtcString } from '../../../domain/time/datetime';
import type { CardGateway } from '../../adapters/payments/card-gateway';
import { type Clock, systemClock } from '../../adapters/clock';
import type { SafetyPaymentsConfig } from '../../config';
import type { Database, ThirdPartyPaymentsTable } from '../../db/schema';
import type { DataCipher } from '../../lib/data-encryption';
import { postEscrow } from './escrow-ledger';
import { refundTransferOwedOf } from './refund-transfers.repository';
import { type SafetyPaymentNotifier, writeActionNotices } from './safety-payment-notices';
import { toSafetyPaymentResponse } from './safety-payments.mappers';
import { findPayment, lockPayment, type PaymentRecord, type PaymentRow, updatePayment } from './safety-payments.repository';
import { factsOf, SAFETY_PAYMENT_MESSAGES } from './safety-payments.service';

type Db = Kysely<Database>;

export interface SafetyPaymentRefundsDeps {
  db: Db;
  config: SafetyPaymentsConfig;
  cipher: DataCipher;
  /** The card gateway card payments were charged through: their refunds go back through it. */
  gateway: CardGateway;
  /** Sends the e-mails of the notifications each step writes (none when absent). */
  notifier?: SafetyPaymentNotifier;
  clock?: Clock;
}

/** A refund answer: the payment as the caller sees it and its refund request. */
export interface RefundAnswer {
  third_party_payment: SafetyPayment;
  refund: SafetyPaymentRefund | null;
}

/** What an operator's decision writes besides the payment: its audit entry, in the same transaction. */
export type RecordDecision = (trx: Db, before: PaymentRow, after: Updateable<ThirdPartyPaymentsTable>) => Promise<void>;

const PID = /^SP\d{12}[0-9A-Z]{6}$/;
const refused = (message: string) => new AppError('conflict', ErrorText.ActionNotAllowed, message);
const notFound = () => AppError.notFound(SAFETY_PAYMENT_MESSAGES.notFound);

/** Whether a payment's money goes back by bank transfer (CVS code or ATM) rather than to the card. */
export const refundsByTransfer = (row: Pick<PaymentRow, 'pay_type'>) => row.pay_type === 'cvs' || row.pay_type === 'atm';

/**
 * Refunds and disputes of safety payments. The consumer asks (apply_refund), may give or change
 * the transfer account (edit_refund_info) and withdraw (cancel_refund); the pro approves
 * (approve_refund) or declines (decline_refund: a dispute an operator decides, grant or deny).
 * Every action is decided by `safetyPaymentTransition` and written to the payment row locked
 * `for update`, conditional on its version. Money goes back in the same transaction: a card
 * payment through the gateway (the last step of the transaction: a refusal rolls everything
 * back), a CVS/ATM payment owed by bank transfer (`refund_owed`).
 */
export class SafetyPaymentRefundsService {
  private readonly db: Db;
  private readonly config: SafetyPaymentsConfig;
  private readonly cipher: DataCipher;
  private readonly gateway: CardGateway;
  private readonly clock: Clock;
  private readonly notifier: SafetyPaymentNotifier | undefined;

  constructor(deps: SafetyPaymentRefundsDeps) {
    this.notifier = deps.notifier;
    this.db = deps.db;
    this.config = deps.config;
    this.cipher = deps.cipher;
    this.gateway = deps.gateway;
    this.clock = deps.clock ?? systemClock;
  }

  /** apply_refund: the consumer asks for `amount` (all or part of what is held, or one open milestone). */
  async apply(userId: number, pid: string, input: ApplyRefundBody): Promise<RefundAnswer> {
    const record = await this.party(userId, pid, 'consumer');
    const bank = refundsByTransfer(record) ? this.bankColumns(parseBank(input)) : {};
    await this.change(record.id, 'apply_refund', 'consumer', { move: input.amount }, async (trx, row) => {
      if (input.milestone_id !== undefined) await checkMilestone(trx, row.id, input.milestone_id, input.amount);
      return {
        ...bank,
        refund_amount: input.amount,
        refund_reason: input.reason,
        refund_milestone_id: input.milestone_id ?? null,
        refund_requested_at: this.clock.now(),
        refund_declined_at: null,
        refund_decline_reason: null,
        refund_decided_at: null,
        refund_decided_by: null,
        refund_decision: null,
        refund_decision_reason: null,
        refund_granted_amount: null,
      };
    });
    return this.answer(userId, pid);
  }

  /**
   * edit_refund_info: the consumer gives or changes the account a CVS/ATM refund is transferred to.
   * A cancelled shop order's payment takes it too (`order_refund_info`), while its refund is owed
   * and no batch carries it yet; the next batch then transfers it like any other refund owed.
   */
  async editRefundInfo(userId: number, pid: string, input: RefundBankInput): Promise<RefundAnswer> {
    const record = await this.party(userId, pid, 'consumer');
    if (!refundsByTransfer(record)) throw refused(REFUND_MESSAGES.bankNotNeeded);
    const bank = this.bankColumns(input);
    if (record.nshop_order_id !== null) await this.orderRefundInfo(record.id, bank);
    else await this.change(record.id, 'edit_refund_info', 'consumer', {}, async () => bank);
    return this.answer(userId, pid);
  }

  /** The transfer account of a shop order's refund owed, on the locked row, decided by the transition function. */
  private async orderRefundInfo(id: number, bank: Updateable<ThirdPartyPaymentsTable>): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      const row = await lockPayment(trx, id);
      if (!row || row.nshop_order_id === null) throw notFound();
      const transferOwed = (await refundTransferOwedOf(trx, id)) > 0;
      const decision = safetyPaymentTransition('order_refund_info', 'consumer', { ...factsOf(row, now, this.config.autoReleaseDays), transferOwed });
      if (!decision.allowed) throw refused(decision.reason);
      if (!(await updatePayment(trx, id, row.version, { ...bank, state: decision.state, modified: now }))) throw refused(SAFETY_PAYMENT_MESSAGES.changed);
    });
  }

  /** cancel_refund: the consumer withdraws the request; the payment rests as before it. */
  async cancelRefund(userId: number, pid: string): Promise<RefundAnswer> {
    const record = await this.party(userId, pid, 'consumer');
    await this.change(record.id, 'cancel_refund', 'consumer', {}, async () => ({
      refund_amount: null,
      refund_reason: null,
      refund_milestone_id: null,
      refund_requested_at: null,
      refund_declined_at: null,
      refund_decline_reason: null,
    }));
    return this.answer(userId, pid);
  }

  /** approve_refund: the pro gives the requested money back. */
  async approveRefund(userId: number, pid: string): Promise<RefundAnswer> {
    const record = await this.party(userId, pid, 'pro');
    await this.refundRequested(record.id, 'approve_refund', 'pro', {});
    return this.answer(userId, pid);
  }

  /** decline_refund: the pro refuses with a reason; the request becomes a dispute an operator decides. */
  async declineRefund(userId: number, pid: string, reason: string): Promise<RefundAnswer> {
    const record = await this.party(userId, pid, 'pro');
    await this.change(record.id, 'decline_refund', 'pro', {}, async () => ({ refund_declined_at: this.clock.now(), refund_decline_reason: reason }));
    return this.answer(userId, pid);
  }

  /**
   * An operator decides a dispute for the consumer (grant_refund): the requested money goes back,
   * or only `amount` of it (a partial grant; the rest stays held as before the request).
   */
  async grantDispute(id: number, operatorId: number, reason: string, record: RecordDecision, amount?: number): Promise<PaymentRow> {
    const decided = { refund_decision: 'granted' as const, refund_decision_reason: reason, refund_decided_at: this.clock.now(), refund_decided_by: operatorId };
    return this.refundRequested(id, 'grant_refund', 'operator', decided, { operatorId, record, amount });
  }

  /** An operator decides a dispute for the pro (deny_refund): the money stays held as before the request. */
  async denyDispute(id: number, operatorId: number, reason: string, record: RecordDecision): Promise<PaymentRow> {
    const decided = { refund_decision: 'denied' as const, refund_decision_reason: reason, refund_decided_at: this.clock.now(), refund_decided_by: operatorId };
    return this.change(id, 'deny_refund', 'operator', {}, async () => decided, record);
  }

  /** The refund request of a payment, the transfer account masked. */
  refundOf(row: PaymentRow): SafetyPaymentRefund | null {
    if (row.refund_amount === null) return null;
    const utc = (date: Date | null) => (date ? toUtcString(date) : null);
    const account = row.refund_bank_account_encrypted ? this.cipher.decryptText(row.refund_bank_account_encrypted, REFUND_BANK_ACCOUNT_CONTEXT) : null;
    return {
      amount: row.refund_amount,
      reason: row.refund_reason ?? '',
      milestone_id: row.refund_milestone_id,
      requested_at: utc(row.refund_requested_at),
      declined_at: utc(row.refund_declined_at),
      decline_reason: row.refund_decline_reason,
      decision: row.refund_decision,
      decision_reason: row.refund_decision_reason,
      decided_at: utc(row.refund_decided_at),
      granted_amount: row.refund_granted_amount,
      needs_bank_account: refundsByTransfer(row),
      bank_code: row.refund_bank_code,
      bank_name: row.refund_bank_code ? (bankName(row.refund_bank_code) ?? null) : null,
      bank_branch: row.refund_bank_branch,
      bank_account: maskBankAccount(account),
      holder_name: row.refund_holder_name,
    };
  }

  /** The money of the standing request goes back: the card refunded through the gateway, or owed by transfer. */
  private refundRequested(
    id: number,
    action: 'approve_refund' | 'grant_refund',
    actor: SafetyPaymentActor,
    extra: Updateable<ThirdPartyPaymentsTable>,
    by?: { operatorId: number; record: RecordDecision; amount?: number },
  ): Promise<PaymentRow> {
    const amountOf = (row: PaymentRow) => grantedAmount(row, by?.amount);
    return this.change(
      id,
      action,
      actor,
      { fromRow: amountOf },
      async (trx, row) => {
        const amount = amountOf(row);
        const card = row.pay_type === 'card';
        if (!card && !row.refund_bank_code) throw refused(REFUND_MESSAGES.bankNeeded);
        if (card && !row.payment_id) throw refused(REFUND_MESSAGES.noCardReference);
        const posting = card
          ? ({ kind: 'card_refund', paymentId: row.id, amount } as const)
          : ({ kind: 'refund_owed', paymentId: row.id, consumerId: row.consumer_user_id, amount } as const);
        await postEscrow(trx, { posting, reference: `refund:${row.refunded_amount}`, milestoneId: row.refund_milestone_id, operatorId: by?.operatorId ?? null, note: row.refund_reason ?? '' });
        if (row.refund_milestone_id !== null) {
          await trx.updateTable('third_party_payment_milestones').set({ state: 'refunded' }).where('id', '=', row.refund_milestone_id).where('state', '=', 'open').execute();
        }
        const granted = action === 'grant_refund' ? { refund_granted_amount: amount } : {};
        return { ...extra, ...granted, refunded_amount: row.refunded_amount + amount };
      },
      by?.record,
      // The gateway is called last, inside the transaction: if it refuses, nothing above is kept.
      async (row) => {
        if (row.pay_type !== 'card' || !row.payment_id) return;
        try {
          await this.gateway.refund(row.payment_id, amountOf(row));
        } catch {
          // The gateway refused or could not be reached: the transaction rolls back, nothing moved.
          throw refused(REFUND_MESSAGES.gatewayFailed);
        }
      },
    );
  }

  /**
   * One action on the locked row: the transition function decides (409 with its reason when it
   * refuses), then the effect, the new state, the audit entry (operators) and, last, `finish`.
   */
  private async change(
    id: number,
    action: SafetyPaymentAction,
    actor: SafetyPaymentActor,
    move: { move?: number; fromRow?: (row: PaymentRow) => number },
    effect: (trx: Db, row: PaymentRow) => Promise<Updateable<ThirdPartyPaymentsTable>>,
    record?: RecordDecision,
    finish?: (row: PaymentRow) => Promise<void>,
  ): Promise<PaymentRow> {
    const now = this.clock.now();
    const done = await this.db.transaction().execute(async (trx) => {
      const row = await lockPayment(trx, id);
      if (!row) throw notFound();
      // A shop order's payment is refunded only by its order (shop-orders' change_status).
      if (row.nshop_order_id !== null) throw refused(SAFETY_PAYMENT_MESSAGES.shopOrder);
      const amount = move.fromRow ? move.fromRow(row) : move.move;
      const decision = safetyPaymentTransition(action, actor, { ...factsOf(row, now, this.config.autoReleaseDays), move: amount });
      if (!decision.allowed) throw refused(decision.reason);
      if (decision.noop) return { after: row, notices: [] };
      const changes = { ...(await effect(trx, row)), state: decision.state, modified: now };
      if (!(await updatePayment(trx, id, row.version, changes))) throw refused(SAFETY_PAYMENT_MESSAGES.changed);
      if (record) await record(trx, row, changes);
      const after = { ...row, ...changes, version: row.version + 1 } as PaymentRow;
      // The parties' notifications are written with the change (before the gateway, which may still roll it back).
      const notices = await writeActionNotices(trx, action, after, now);
      if (finish) await finish(row);
      return { after, notices };
    });
    await this.notifier?.send(done.notices);
    return done.after;
  }

  /** The payment if the caller is its `side` (anyone else: 404; the other party: 409 from the transition function). */
  private async party(userId: number, pid: string, side: 'pro' | 'consumer'): Promise<PaymentRecord> {
    const record = PID.test(pid) ? await findPayment(this.db, { pid }) : undefined;
    if (!record) throw notFound();
    const viewer = record.pro_user_id === userId ? 'pro' : record.consumer_user_id === userId ? 'consumer' : null;
    if (!viewer) throw notFound();
    if (viewer !== side) throw refused(SAFETY_PAYMENT_REFUSAL_TEXT.not_your_action);
    return record;
  }

  private async answer(userId: number, pid: string): Promise<RefundAnswer> {
    const record = await findPayment(this.db, { pid });
    if (!record) throw notFound();
    const viewer = record.pro_user_id === userId ? 'pro' : 'consumer';
    return { third_party_payment: toSafetyPaymentResponse(record, viewer, this.config.autoReleaseDays), refund: this.refundOf(record) };
  }

  private bankColumns(input: RefundBankInput): Updateable<ThirdPartyPaymentsTable> {
    return {
      refund_bank_code: input.bank_code,
      refund_bank_branch: input.bank_branch,
      refund_bank_account_encrypted: this.cipher.encryptText(input.bank_account, REFUND_BANK_ACCOUNT_CONTEXT),
      refund_holder_name: input.holder_name,
    };
  }
}

/** The transfer account of a CVS/ATM refund request, required with it (400 naming each field). */
function parseBank(input: Record<string, unknown>): RefundBankInput {
  const parsed = refundBankSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw AppError.invalid(parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? 'bank_code'), message: issue.message })));
}

/**
 * What a refund gives back: the request, or an operator's smaller grant (1 up to the request;
 * 400 naming `amount` otherwise). A milestone's refund is granted whole or not at all.
 */
export function grantedAmount(row: Pick<PaymentRow, 'refund_amount' | 'refund_milestone_id'>, amount: number | undefined): number {
  const requested = row.refund_amount ?? 0;
  if (amount === undefined || amount === requested) return requested;
  if (amount > requested) throw AppError.invalid([{ field: 'amount', message: grantTooMuchText(requested) }]);
  if (row.refund_milestone_id !== null) throw AppError.invalid([{ field: 'amount', message: REFUND_MESSAGES.milestonePartGrant }]);
  return amount;
}

/** A refund of one milestone: it must be the payment's, still open, and the amount its own. */
async function checkMilestone(trx: Db, paymentId: number, milestoneId: number, amount: number): Promise<void> {
  const milestone = await trx.selectFrom('third_party_payment_milestones').select(['amount', 'state']).where('id', '=', milestoneId).where('third_party_payment_id', '=', paymentId).executeTakeFirst();
  if (!milestone) throw AppError.invalid([{ field: 'milestone_id', message: REFUND_MESSAGES.milestoneNotFound }]);
  if (milestone.state !== 'open') throw refused(REFUND_MESSAGES.milestoneNotOpen);
  if (milestone.amount !== amount) throw AppError.invalid([{ field: 'amount', message: REFUND_MESSAGES.milestoneAmount }]);
}
