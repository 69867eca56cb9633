import { type Kysely, type QueryCreator, type RawBuilder, sql } from 'kysely';
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

export interface CreditInput {
  userId: number;
  amount: number;
  type: TransactionTypeId;
  quoteBidId?: number | null;
  refundsEntryId?: string | null;
  /** The purchase a Purchase entry credits (one entry a purchase, by a unique index). */
  creditPurchaseId?: number | null;
  /** The operator who wrote it (adjustments and purchase refunds). */
  operatorUserId?: number | null;
  /** The console operator (operators.id) who wrote it: adjustments (37) and purchase refunds (38). */
  operatorId?: number | null;
  note?: string;
}

/** Adds credit: grants, refunds, purchases. */
export async function creditWallet(trx: Trx, input: CreditInput): Promise<LedgerEntry> {
  const entry = await moveBalance(trx, input, 'credit');
  // The credit creates the wallet row when there is none, so it always finds one.
  if (!entry) throw new Error(`no wallet row for user ${input.userId}`);
  return entry;
}

/**
 * Takes credit for a fee. Refused with 409 code 10 (not enough credit) when the balance is
 * short; nothing is written then.
 */
export async function debitWallet(trx: Trx, input: CreditInput): Promise<LedgerEntry> {
  const entry = await moveBalance(trx, input, 'debit');
  if (!entry) throw new AppError('conflict', QuoteError.NotEnoughCredit, QUOTE_ERROR_MESSAGES[QuoteError.NotEnoughCredit]!);
  return entry;
}

/**
 * Moves the user's balance by the amount and writes its ledger entry with the balance after it,
 * in one statement: the wallet row is locked by its own update (a credit creates it), and a
 * debit moves it only while the balance covers it. Undefined when a debit is short: nothing
 * is written then.
 */
async function moveBalance(trx: Trx, input: CreditInput, kind: 'credit' | 'debit'): Promise<LedgerEntry | undefined> {
  const move = ledgerMove(trx, input, kind);
  const { rows } = await sql<{ id: string | number; balance_after: number }>`with ${sql.join(move.writes)} select id, balance_after from ${sql.table(move.entry)}`.execute(trx);
  const row = rows[0];
  return row && { id: String(row.id), amount: move.amount, balanceAfter: row.balance_after };
}

/** A balance move as parts of a larger statement (see `ledgerMove`). */
export interface LedgerMove {
  /** The named data-modifying parts, for a `with` clause. */
  writes: RawBuilder<unknown>[];
  /** The part whose one row (`id`, `balance_after`) is the entry written; none when a debit was short. */
  entry: string;
  /** The signed amount of the entry. */
  amount: number;
}

/**
 * The balance move and its ledger entry as the `with` parts of a caller's statement, so that
 * an action and the money it moves are one round trip (the quote's fee, a contact's fee). The
 * same guard as alone: a debit moves the wallet only while the balance covers it, and the entry
 * is written only from the moved row. `name` keeps the parts' names apart in one statement.
 */
export function ledgerMove(db: QueryCreator<Database>, input: CreditInput, kind: 'credit' | 'debit', name = 'ledger'): LedgerMove {
  const { userId, amount } = input;
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`${kind} must be a positive whole amount, got ${amount}`);
  const now = new Date();
  const signed = kind === 'credit' ? amount : -amount;
  const moved = `${name}_moved`;
  const entry = `${name}_entry`;
  const move =
    kind === 'credit'
      ? db
          .insertInto('wallets')
          .values({ user_id: userId, balance: amount, modified: now })
          .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ balance: eb('wallets.balance', '+', amount), modified: now })))
          .returning('balance')
      : db
          .updateTable('wallets')
          .set((eb) => ({ balance: eb('balance', '-', amount), modified: now }))
          .where('user_id', '=', userId)
          .where('balance', '>=', amount)
          .returning('balance');
  const write = db
    .insertInto('wallet_entries')
    .columns(['user_id', 'transaction_type', 'amount', 'balance_after', 'quote_bid_id', 'refunds_entry_id', 'credit_purchase_id', 'operator_user_id', 'operator_id', 'note'])
    .expression((eb) =>
      eb
        .selectFrom(sql<{ balance: number }>`${sql.table(moved)}`.as('m'))
        .select([
          eb.cast<number>(eb.val(userId), 'integer').as('user_id'),
          eb.cast<number>(eb.val(input.type), 'smallint').as('transaction_type'),
          eb.cast<number>(eb.val(signed), 'integer').as('amount'),
          'm.balance',
          eb.cast<number | null>(eb.val(input.quoteBidId ?? null), 'integer').as('quote_bid_id'),
          eb.cast<string | null>(eb.val(input.refundsEntryId ?? null), 'bigint').as('refunds_entry_id'),
          eb.cast<number | null>(eb.val(input.creditPurchaseId ?? null), 'integer').as('credit_purchase_id'),
          eb.cast<number | null>(eb.val(input.operatorUserId ?? null), 'integer').as('operator_user_id'),
          eb.cast<number | null>(eb.val(input.operatorId ?? null), 'integer').as('operator_id'),
          eb.cast<string>(eb.val(input.note ?? ''), 'text').as('note'),
        ]),
    )
    .returning(['id', 'balance_after']);
  return { writes: [sql`${sql.table(moved)} as (${move})`, sql`${sql.table(entry)} as (${write})`], entry, amount: signed };
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
