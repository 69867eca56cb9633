import { type Kysely, sql } from 'kysely';
import { EscrowAccountKind } from '../../../domain/safety-payments/escrow';
import { SAFETY_PAYMENT_STATE_TEXT, type SafetyPaymentStateId } from '../../../domain/safety-payments/states';
import { TRUST_FUND_PAGE_SIZE, type TrustFund, type TrustFundPage, type TrustMovement } from '../../../domain/trust-fund/trust-fund.contract';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

interface FundRow {
  id: number;
  pid: string;
  pro_user_id: number;
  state: SafetyPaymentStateId;
  amount: number;
  items: string[] | string;
  account_id: number;
  balance: string;
}

interface MovementRow {
  account_id: number;
  kind: TrustMovement['kind'];
  amount: number;
  balance_after: string;
  created: Date;
}

const itemsOf = (items: string[] | string): string[] => (Array.isArray(items) ? items : (JSON.parse(items) as string[]));

/**
 * The trust fund query: for each of the caller's payments that ever reached the trust account
 * (as its consumer or its pro), what is held now, since when, and every movement of its
 * `trust_liability` account in the escrow ledger, as a trust bank's statement shows them.
 */
export class TrustFundService {
  constructor(private readonly deps: { db: Db }) {}

  async query(userId: number, page: number): Promise<TrustFundPage> {
    const { db } = this.deps;
    const funds = db
      .selectFrom('third_party_payments as p')
      .innerJoin('escrow_accounts as a', (join) => join.onRef('a.owner_id', '=', 'p.id').on('a.kind', '=', EscrowAccountKind.TrustLiability))
      .where((eb) => eb.or([eb('p.pro_user_id', '=', userId), eb('p.consumer_user_id', '=', userId)]));
    const totals = await funds
      .select([sql<string>`count(*)`.as('count'), sql<string>`coalesce(-sum(a.balance), 0)`.as('held')])
      .executeTakeFirstOrThrow();
    const count = Number(totals.count);
    const rows: FundRow[] = await funds
      .select(['p.id', 'p.pid', 'p.pro_user_id', 'p.state', 'p.amount', 'p.items', 'a.id as account_id', 'a.balance'])
      .orderBy('p.id', 'desc')
      .limit(TRUST_FUND_PAGE_SIZE)
      .offset((page - 1) * TRUST_FUND_PAGE_SIZE)
      .execute();
    const movements = await this.movements(rows.map((r) => r.account_id));
    const payable = await db
      .selectFrom('escrow_accounts')
      .select('balance')
      .where('kind', '=', EscrowAccountKind.ProPayable)
      .where('owner_id', '=', userId)
      .executeTakeFirst();
    return {
      trust_funds: rows.map((row) => toTrustFund(row, userId, movements.get(row.account_id) ?? [])),
      page,
      total_pages: Math.max(1, Math.ceil(count / TRUST_FUND_PAGE_SIZE)),
      count,
      total_held: Number(totals.held),
      // A credit balance (<= 0): what is owed to the pro.
      payable: payable ? -Number(payable.balance) : 0,
    };
  }

  /** The entries of the accounts, oldest first, grouped by account. */
  private async movements(accountIds: number[]): Promise<Map<number, MovementRow[]>> {
    const byAccount = new Map<number, MovementRow[]>();
    if (accountIds.length === 0) return byAccount;
    const rows: MovementRow[] = await this.deps.db
      .selectFrom('escrow_entries as e')
      .innerJoin('escrow_transactions as t', 't.id', 'e.transaction_id')
      .select(['e.account_id', 't.kind', 'e.amount', 'e.balance_after', 'e.created'])
      .where('e.account_id', 'in', accountIds)
      .orderBy('e.id')
      .execute();
    for (const row of rows) byAccount.set(row.account_id, [...(byAccount.get(row.account_id) ?? []), row]);
    return byAccount;
  }
}

/** A liability is a credit (negative): money into trust is shown positive, money out negative. */
function toTrustFund(row: FundRow, userId: number, entries: MovementRow[]): TrustFund {
  const held = -Number(row.balance);
  const movements = entries.map((e) => ({ kind: e.kind, amount: -e.amount, held_after: -Number(e.balance_after), at: e.created.toISOString() }));
  // Since the last time the payment went from holding nothing to holding something.
  let since: string | null = null;
  let before = 0;
  for (const m of movements) {
    if (before === 0 && m.held_after > 0) since = m.at;
    before = m.held_after;
  }
  return {
    pid: row.pid,
    role: row.pro_user_id === userId ? 'pro' : 'consumer',
    state: row.state,
    state_text: SAFETY_PAYMENT_STATE_TEXT[row.state],
    amount: row.amount,
    items: itemsOf(row.items),
    held,
    held_since: held > 0 ? since : null,
    movements,
  };
}
