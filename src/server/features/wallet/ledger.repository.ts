import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { QuoteError } from '../../../domain/errors/codes';
import { QUOTE_ERROR_MESSAGES } from '../../../domain/errors/messages';
import { TransactionType, type TransactionTypeId } from '../../../domain/wallet/ledger';
import type { Database } from '../../db/schema';

/**
 * The credit ledger. Every balance change is one `wallet_entries` row written in the same
 * transaction as the `wallets` balance it moves, with the balance after it. Spends lock the
 * wallet row (a conditional UPDATE), so many quotes at once can never take it below zero.
 * Call these only inside a transaction.
 */

type Trx = Kysely<Database>;

export interface LedgerEntry {
  id: string;
  amount: number;
  balanceAfter: number;
}

/** The wallet row exists (balance 0) so that spends and grants can lock it. */
async function ensureWallet(trx: Trx, userId: number): Promise<void> {
  await trx.insertInto('wallets').values({ user_id: userId }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
}

/** The user's balance now (0 without a wallet). */
export async function walletBalance(db: Trx, userId: number): Promise<number> {
  const row = await walletBalanceQuery(db, userId).executeTakeFirst();
  return row?.balance ?? 0;
}

/** The balance column as a one-column query (no row without a wallet), for reading it inside another statement. */
export function walletBalanceQuery(db: Trx, userId: number) {
  return db.selectFrom('wallets').select('balance').where('user_id', '=', userId);
}

interface CreditInput {
  userId: number;
  amount: number;
  type: TransactionTypeId;
  quoteBidId?: number | null;
  refundsEntryId?: string | null;
  /** The purchase a Purchase entry credits (one entry a purchase, by a unique index). */
  creditPurchaseId?: number | null;
  /** The operator who wrote it (adjustments and purchase refunds). */
  operatorUserId?: number | null;
  note?: string;
}

/** Adds credit: grants, refunds, purchases. */
export async function creditWallet(trx: Trx, input: CreditInput): Promise<LedgerEntry> {
  const balance = await moveBalance(trx, input, 'credit');
  // ensureWallet made the row, so a credit always finds it.
  if (balance === undefined) throw new Error(`no wallet row for user ${input.userId}`);
  return insertEntry(trx, input, input.amount, balance);
}

/**
 * Takes credit for a fee. Refused with 409 code 10 (not enough credit) when the balance is
 * short; nothing is written then.
 */
export async function debitWallet(trx: Trx, input: CreditInput): Promise<LedgerEntry> {
  const balance = await moveBalance(trx, input, 'debit');
  if (balance === undefined) {
    throw new AppError('conflict', QuoteError.NotEnoughCredit, QUOTE_ERROR_MESSAGES[QuoteError.NotEnoughCredit]!);
  }
  return insertEntry(trx, input, -input.amount, balance);
}

/** Moves the user's balance by the amount (a debit only while the balance covers it): the new balance, undefined when short. */
async function moveBalance(trx: Trx, input: CreditInput, kind: 'credit' | 'debit'): Promise<number | undefined> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) throw new Error(`${kind} must be a positive whole amount, got ${input.amount}`);
  await ensureWallet(trx, input.userId);
  const update = trx
    .updateTable('wallets')
    .set((eb) => ({ balance: eb('balance', kind === 'credit' ? '+' : '-', input.amount), modified: new Date() }))
    .where('user_id', '=', input.userId);
  const wallet = await (kind === 'credit' ? update : update.where('balance', '>=', input.amount)).returning('balance').executeTakeFirst();
  return wallet?.balance;
}

async function insertEntry(trx: Trx, input: CreditInput, amount: number, balanceAfter: number): Promise<LedgerEntry> {
  const row = await trx
    .insertInto('wallet_entries')
    .values({
      user_id: input.userId,
      transaction_type: input.type,
      amount,
      balance_after: balanceAfter,
      quote_bid_id: input.quoteBidId ?? null,
      refunds_entry_id: input.refundsEntryId ?? null,
      credit_purchase_id: input.creditPurchaseId ?? null,
      operator_user_id: input.operatorUserId ?? null,
      note: input.note ?? '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: String(row.id), amount, balanceAfter };
}

/**
 * The welcome grant, once a user: written at pro sign-up, with a user's first added service,
 * or else when a pro first needs his wallet (first fee preview or quote). Returns the entry, or null when it was given before.
 */
export async function grantWelcomeCredit(trx: Trx, userId: number, amount: number): Promise<LedgerEntry | null> {
  if (amount <= 0) return null;
  await ensureWallet(trx, userId);
  // Lock the wallet so two first calls at once grant once.
  await trx.selectFrom('wallets').select('user_id').where('user_id', '=', userId).forUpdate().executeTakeFirst();
  const given = await trx
    .selectFrom('wallet_entries')
    .select('id')
    .where('user_id', '=', userId)
    .where('transaction_type', '=', TransactionType.WelcomeGrant)
    .executeTakeFirst();
  if (given) return null;
  return creditWallet(trx, { userId, amount, type: TransactionType.WelcomeGrant, note: '新專家贈點' });
}

/** The fee entry a bid was charged, if any. */
export function findFeeEntry(db: Trx, bidId: number) {
  return db
    .selectFrom('wallet_entries')
    .select(['id', 'user_id', 'amount', 'transaction_type'])
    .where('quote_bid_id', '=', bidId)
    .where('transaction_type', 'in', [TransactionType.QuoteFee, TransactionType.AutoQuoteFee, TransactionType.ContactFee])
    .executeTakeFirst();
}
