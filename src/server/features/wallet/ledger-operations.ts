import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { FREE_CREDIT_VALID_DAYS, freeCreditStanding } from '../../../domain/free-credits/free-credit-expiry';
import { PURCHASE_REFUND_MESSAGES } from '../../../domain/ops/finance-texts';
import { refundAmountProblem, refundableAmount, refundCredit } from '../../../domain/ops/purchase-refund';
import { TransactionType } from '../../../domain/wallet/ledger';
import type { CardGateway } from '../../adapters/payments/card-gateway';
import type { CardProvider, Database } from '../../db/schema';
import { debitWallet, type LedgerEntry } from './ledger.repository';
import { queueRefundInvoice } from '../einvoices';

/**
 * The ledger's entries that no user action writes: the refund of a purchase (type 38) by a
 * console operator and the expiry of free credit (type 39). Each moves the wallet and writes its
 * entry in one transaction, so a wallet always equals the sum of its ledger. Adjustments
 * (type 37) are the console's (features/ops/wallet-adjustment.service.ts).
 */

type Db = Kysely<Database>;

export const LEDGER_REASON_MAX = 200;

function reasonOf(raw: unknown): string {
  const reason = typeof raw === 'string' ? raw.trim() : '';
  if (reason === '') throw AppError.invalid([{ field: 'reason', message: PURCHASE_REFUND_MESSAGES.reasonMissing }]);
  return [...reason].slice(0, LEDGER_REASON_MAX).join('');
}

/** Locks the user's wallet row (creating it) so the check and the write see one balance. */
async function lockWallet(trx: Db, userId: number): Promise<number> {
  await trx.insertInto('wallets').values({ user_id: userId }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  const row = await trx.selectFrom('wallets').select('balance').where('user_id', '=', userId).forUpdate().executeTakeFirstOrThrow();
  return row.balance;
}

export interface RefundDeps {
  db: Db;
  /** The card gateway purchases are charged through; its refund gives a card payment back. */
  gateway: CardGateway;
  /** What card purchases of this gateway are stored as ('sandbox' for the local fake). */
  cardProvider: CardProvider;
}

export interface PurchaseRefund {
  entry: LedgerEntry;
  method: 'gateway' | 'transfer';
  purchase: { id: number; user_id: number; amount: number; credit: number };
  /** This refund: NT$ given back and credit taken from the wallet (all of the purchase, or part). */
  refund: { amount: number; credit: number };
  /** The purchase's status, NT$ refunded so far and the wallet's balance before the refund, and after it. */
  before: { status: string; balance: number; refunded_amount: number };
  after: { status: 'paid' | 'refunded'; refunded_amount: number; refundable_amount: number };
  reason: string;
}

/**
 * Who refunds and when: the console's caller (an OpsCaller), as much of it as the ledger needs.
 * `record` writes the caller's audit entry inside the refund's transaction, so the entry exists
 * exactly when the refund does (the wallet does not know the console's audit log).
 */
export interface RefundActor {
  operator: { id: number };
  now: Date;
  record: (trx: Db, refund: PurchaseRefund) => Promise<void>;
}

const refused = (message: string) => new AppError('conflict', ErrorText.ActionNotAllowed, message);

/**
 * Type 38: a paid purchase given back, in full or in part, by a console operator. `amount` (whole
 * NT$, at most what has not been given back; without it, all of that) goes back, the credit it
 * bought in proportion (domain/ops/purchase-refund.ts) leaves the wallet, the refund is kept
 * (`credit_purchase_refunds`), the purchase becomes `refunded` once all of it is back, the
 * e-invoice is voided or given an allowance for the amount, the caller's audit entry is written
 * and a card payment is refunded through the gateway (the amount only), all in one transaction: a
 * gateway that refuses rolls everything back. A convenience-store code or an ATM transfer has no
 * refund at ECPay: the money goes back by bank transfer, which the operator makes. Refused (409)
 * when the credit has been spent: an adjustment settles that.
 */
export async function refundPurchase(deps: RefundDeps, caller: RefundActor, input: { purchaseId: number; reason: string; amount?: number }): Promise<PurchaseRefund> {
  const reason = reasonOf(input.reason);
  return deps.db.transaction().execute(async (trx) => {
    const purchase = await trx.selectFrom('credit_purchases').selectAll().where('id', '=', input.purchaseId).forUpdate().executeTakeFirst();
    if (!purchase) throw AppError.notFound(PURCHASE_REFUND_MESSAGES.purchaseNotFound);
    if (purchase.status === 'refunded') throw refused(PURCHASE_REFUND_MESSAGES.alreadyRefunded);
    if (purchase.status !== 'paid') throw refused(PURCHASE_REFUND_MESSAGES.notPaid);
    const left = refundableAmount(purchase);
    if (left <= 0) throw refused(PURCHASE_REFUND_MESSAGES.alreadyRefunded);
    const amount = input.amount ?? left;
    const problem = refundAmountProblem(amount, left);
    if (problem) {
      const message = problem === 'too_high' ? PURCHASE_REFUND_MESSAGES.amountTooHigh(left) : PURCHASE_REFUND_MESSAGES.amountInvalid;
      throw AppError.invalid([{ field: 'amount', message }]);
    }
    const byCard = purchase.pay_type === 'card';
    if (byCard && (purchase.provider !== deps.cardProvider || !purchase.provider_reference)) throw refused(PURCHASE_REFUND_MESSAGES.otherGateway);
    const credit = refundCredit(purchase, amount);
    const balance = await lockWallet(trx, purchase.user_id);
    if (balance < credit) throw refused(PURCHASE_REFUND_MESSAGES.creditSpent);
    const method = byCard ? 'gateway' : 'transfer';
    const whole = amount === left;
    const entry = await debitWallet(trx, {
      userId: purchase.user_id,
      amount: credit,
      type: TransactionType.PurchaseRefund,
      creditPurchaseId: purchase.id,
      operatorId: caller.operator.id,
      note: amount === purchase.amount ? '購點退款' : `購點部分退款 NT$${amount}`,
    });
    const refundedAmount = purchase.refunded_amount + amount;
    const status = whole ? 'refunded' : 'paid';
    await trx
      .updateTable('credit_purchases')
      .set({
        status,
        refunded_amount: refundedAmount,
        refunded_credit: purchase.refunded_credit + credit,
        refunded_at: caller.now,
        refund_method: method,
        refund_reason: reason,
        modified: caller.now,
      })
      .where('id', '=', purchase.id)
      .execute();
    await trx
      .insertInto('credit_purchase_refunds')
      .values({ credit_purchase_id: purchase.id, wallet_entry_id: entry.id, amount, credit, method, reason, operator_id: caller.operator.id, created: caller.now })
      .execute();
    const refund: PurchaseRefund = {
      entry,
      method,
      purchase: { id: purchase.id, user_id: purchase.user_id, amount: purchase.amount, credit: purchase.credit },
      refund: { amount, credit },
      before: { status: purchase.status, balance, refunded_amount: purchase.refunded_amount },
      after: { status, refunded_amount: refundedAmount, refundable_amount: purchase.amount - refundedAmount },
      reason,
    };
    // Voids the purchase's e-invoice (all of it, within its period) or issues an allowance for the amount, through the e-invoice job.
    await queueRefundInvoice(trx, { creditPurchaseId: purchase.id, amount, reason, now: caller.now });
    await caller.record(trx, refund);
    // Last, so that nothing after it can fail: a refused refund rolls the entry and the audit back.
    if (byCard) await deps.gateway.refund(purchase.provider_reference!, amount);
    return refund;
  });
}

/**
 * Type 39: free credit past its period leaves the wallets that still hold it, one entry per
 * wallet, each in its own transaction. `now` is the job's clock (injected by tests). Running it
 * again expires nothing more. Returns how many wallets lost credit and how much in all.
 */
export async function expireFreeCredits(db: Db, now: Date, validDays = FREE_CREDIT_VALID_DAYS): Promise<{ wallets: number; amount: number }> {
  const cutoff = new Date(now.getTime() - validDays * 24 * 60 * 60 * 1000);
  const candidates = await db
    .selectFrom('wallet_entries as e')
    .innerJoin('wallets as w', 'w.user_id', 'e.user_id')
    .select('e.user_id')
    .distinct()
    .where('e.transaction_type', 'in', [TransactionType.WelcomeGrant, TransactionType.PromotionGrant])
    .where('e.created', '<=', cutoff)
    .where('w.balance', '>', 0)
    .execute();
  let wallets = 0;
  let amount = 0;
  for (const { user_id: userId } of candidates) {
    const taken = await db.transaction().execute(async (trx) => {
      const balance = await lockWallet(trx, userId);
      const entries = await freeCreditLedger(trx, userId);
      const due = Math.min(freeCreditStanding(entries, now, validDays).due, balance);
      if (due <= 0) return 0;
      await debitWallet(trx, { userId, amount: due, type: TransactionType.Expiry, note: `贈點到期（有效 ${validDays} 天）` });
      return due;
    });
    if (taken > 0) {
      wallets += 1;
      amount += taken;
    }
  }
  return { wallets, amount };
}

/** A wallet's ledger in the order it was written, as the expiry rule reads it. */
export function freeCreditLedger(db: Db, userId: number) {
  return db.selectFrom('wallet_entries').select(['transaction_type', 'amount', 'created']).where('user_id', '=', userId).orderBy('id').execute();
}
