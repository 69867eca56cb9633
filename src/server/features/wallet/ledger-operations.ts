import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { FREE_CREDIT_VALID_DAYS, freeCreditStanding } from '../../../domain/free-credits/free-credit-expiry';
import { TransactionType } from '../../../domain/wallet/ledger';
import type { CardGateway } from '../../adapters/payments/card-gateway';
import type { CardProvider, Database } from '../../db/schema';
import { requireOperator } from '../../lib/require-operator';
import { creditWallet, debitWallet, type LedgerEntry } from './ledger.repository';

/**
 * The ledger's entries that no user action writes: an operator's adjustment (type 37), the
 * refund of a purchase (type 38) and the expiry of free credit (type 39). Each moves the
 * wallet and writes its entry in one transaction, so a wallet always equals the sum of its
 * ledger. The operator console calls the first two; the expiry job calls the third.
 */

type Db = Kysely<Database>;

export const LEDGER_REASON_MAX = 200;
/** The most one adjustment may move, either way (a typo must not hand out a fortune). */
export const ADJUSTMENT_MAX = 100_000;

export const LEDGER_OPERATION_MESSAGES = {
  reasonMissing: '請填寫原因',
  reasonTooLong: `原因最多 ${LEDGER_REASON_MAX} 個字`,
  amountInvalid: `調整點數須為 1 到 ${ADJUSTMENT_MAX} 的整數（扣點用負數）`,
  userNotFound: '找不到這位使用者。',
  purchaseNotFound: '找不到這筆購買紀錄。',
  alreadyRefunded: '這筆購買已經退款。',
  notPaid: '只有已付款的購買可以退款。',
  creditSpent: '這筆購買的點數已經用掉，錢包餘額不足以退還，請改用客服調整。',
  otherGateway: '這筆刷卡是由另一個金流商收款，請到該金流商後台退款。',
  adjustmentShort: '錢包餘額不足以扣除這麼多點數。',
} as const;

function reasonOf(raw: unknown): string {
  const reason = typeof raw === 'string' ? raw.trim() : '';
  if (reason === '') throw AppError.invalid([{ field: 'reason', message: LEDGER_OPERATION_MESSAGES.reasonMissing }]);
  if ([...reason].length > LEDGER_REASON_MAX) throw AppError.invalid([{ field: 'reason', message: LEDGER_OPERATION_MESSAGES.reasonTooLong }]);
  return reason;
}

/** Locks the user's wallet row (creating it) so the replay and the write see one balance. */
async function lockWallet(trx: Db, userId: number): Promise<number> {
  await trx.insertInto('wallets').values({ user_id: userId }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  const row = await trx.selectFrom('wallets').select('balance').where('user_id', '=', userId).forUpdate().executeTakeFirstOrThrow();
  return row.balance;
}

export interface AdjustmentInput {
  operatorId: number;
  userId: number;
  /** Points to add (positive) or take (negative). */
  amount: number;
  reason: string;
}

/** Type 37: an operator adds or takes credit, with the reason the credit history shows. */
export async function adjustCredit(db: Db, input: AdjustmentInput): Promise<LedgerEntry> {
  await requireOperator(db, input.operatorId);
  const reason = reasonOf(input.reason);
  const { amount } = input;
  if (!Number.isInteger(amount) || amount === 0 || Math.abs(amount) > ADJUSTMENT_MAX) {
    throw AppError.invalid([{ field: 'amount', message: LEDGER_OPERATION_MESSAGES.amountInvalid }]);
  }
  const user = await db.selectFrom('users').select('id').where('id', '=', input.userId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!user) throw AppError.notFound(LEDGER_OPERATION_MESSAGES.userNotFound);
  return db.transaction().execute(async (trx) => {
    const entry = { userId: input.userId, type: TransactionType.Adjustment, operatorUserId: input.operatorId, note: `客服調整：${reason}` };
    if (amount > 0) return creditWallet(trx, { ...entry, amount });
    const balance = await lockWallet(trx, input.userId);
    if (balance < -amount) throw new AppError('conflict', ErrorText.ActionNotAllowed, LEDGER_OPERATION_MESSAGES.adjustmentShort);
    return debitWallet(trx, { ...entry, amount: -amount });
  });
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
}

/**
 * Type 38: a paid purchase given back in full. The credit it bought leaves the wallet, the
 * purchase becomes `refunded`, and a card payment is refunded through the gateway, all in one
 * transaction: a gateway that refuses rolls everything back. A convenience-store code or an ATM
 * transfer has no refund at ECPay: the purchase is marked to go back by bank transfer, which the
 * operator makes. Refused (409) when the credit has been spent: an adjustment settles that.
 */
export async function refundPurchase(deps: RefundDeps, input: { operatorId: number; purchaseId: number; reason: string }): Promise<PurchaseRefund> {
  const { db } = deps;
  await requireOperator(db, input.operatorId);
  const reason = reasonOf(input.reason);
  return db.transaction().execute(async (trx) => {
    const purchase = await trx.selectFrom('credit_purchases').selectAll().where('id', '=', input.purchaseId).forUpdate().executeTakeFirst();
    if (!purchase) throw AppError.notFound(LEDGER_OPERATION_MESSAGES.purchaseNotFound);
    if (purchase.status === 'refunded') throw new AppError('conflict', ErrorText.ActionNotAllowed, LEDGER_OPERATION_MESSAGES.alreadyRefunded);
    if (purchase.status !== 'paid') throw new AppError('conflict', ErrorText.ActionNotAllowed, LEDGER_OPERATION_MESSAGES.notPaid);
    const byCard = purchase.pay_type === 'card';
    if (byCard && (purchase.provider !== deps.cardProvider || !purchase.provider_reference)) {
      throw new AppError('conflict', ErrorText.ActionNotAllowed, LEDGER_OPERATION_MESSAGES.otherGateway);
    }
    const balance = await lockWallet(trx, purchase.user_id);
    if (balance < purchase.credit) throw new AppError('conflict', ErrorText.ActionNotAllowed, LEDGER_OPERATION_MESSAGES.creditSpent);
    const method = byCard ? 'gateway' : 'transfer';
    const entry = await debitWallet(trx, {
      userId: purchase.user_id,
      amount: purchase.credit,
      type: TransactionType.PurchaseRefund,
      creditPurchaseId: purchase.id,
      operatorUserId: input.operatorId,
      note: `購點退款：${reason}`,
    });
    await trx
      .updateTable('credit_purchases')
      .set({ status: 'refunded', refunded_at: new Date(), refund_method: method, refund_reason: reason, modified: new Date() })
      .where('id', '=', purchase.id)
      .execute();
    // Last, so that nothing after it can fail: a refused refund rolls the entry back.
    if (byCard) await deps.gateway.refund(purchase.provider_reference!, purchase.amount);
    return { entry, method };
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
