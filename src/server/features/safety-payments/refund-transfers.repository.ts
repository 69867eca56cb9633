import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Refunds owed by bank transfer, as the payout batches read them. */
type Db = Kysely<Database>;

/** A payment's refund owed by transfer and not yet in a batch (pending) or paid, with the consumer's bank details. */
export interface RefundTransferOwed {
  paymentId: number;
  consumerId: number;
  /** NT$ still to transfer: its `refund_owed` postings less its refund lines pending or paid. */
  owed: number;
  bankCode: string | null;
  bankBranch: string | null;
  /** Encrypted (context REFUND_BANK_ACCOUNT_CONTEXT); null until the consumer gives it. */
  bankAccountEncrypted: string | null;
  holderName: string | null;
}

/**
 * Every payment with a refund owed by bank transfer (CVS and ATM payments, the `refund_owed`
 * postings on the consumer's `refund_payable`) less what its refund lines already carry.
 */
export async function refundTransfersOwed(db: Db, paymentId?: number): Promise<RefundTransferOwed[]> {
  const { rows } = await sql<{
    id: number;
    consumer_user_id: number;
    owed: string;
    refund_bank_code: string | null;
    refund_bank_branch: string | null;
    refund_bank_account_encrypted: string | null;
    refund_holder_name: string | null;
  }>`
    with owed as (
      select t.third_party_payment_id as id, -sum(e.amount) as amount
      from escrow_transactions t
      join escrow_entries e on e.transaction_id = t.id
      join escrow_accounts a on a.id = e.account_id and a.kind = 'refund_payable'
      where t.kind = 'refund_owed' ${paymentId === undefined ? sql`` : sql`and t.third_party_payment_id = ${paymentId}`}
      group by t.third_party_payment_id
    ),
    carried as (
      select third_party_payment_id as id, sum(amount) as amount from payout_lines
      where kind = 'refund' and state in ('pending', 'paid') group by third_party_payment_id
    )
    select p.id, p.consumer_user_id, (o.amount - coalesce(c.amount, 0)) as owed,
      p.refund_bank_code, p.refund_bank_branch, p.refund_bank_account_encrypted, p.refund_holder_name
    from owed o
    join third_party_payments p on p.id = o.id
    left join carried c on c.id = o.id
    where o.amount - coalesce(c.amount, 0) > 0
    order by p.id`.execute(db);
  return rows.map((r) => ({
    paymentId: r.id,
    consumerId: r.consumer_user_id,
    owed: Number(r.owed),
    bankCode: r.refund_bank_code,
    bankBranch: r.refund_bank_branch,
    bankAccountEncrypted: r.refund_bank_account_encrypted,
    holderName: r.refund_holder_name,
  }));
}

/** NT$ of a payment's refund owed by transfer that no batch line carries yet (0 when none). */
export async function refundTransferOwedOf(db: Db, paymentId: number): Promise<number> {
  const [owed] = await refundTransfersOwed(db, paymentId);
  return owed?.owed ?? 0;
}

/** Every pro's payable balance less what his payout lines pending already carry. */
export async function proPayablesOwed(db: Db): Promise<{ proId: number; owed: number }[]> {
  const { rows } = await sql<{ owner_id: number; owed: string }>`
    select a.owner_id, (-a.balance - coalesce((
      select sum(l.amount) from payout_lines l where l.kind = 'payout' and l.user_id = a.owner_id and l.state = 'pending'), 0)) as owed
    from escrow_accounts a
    where a.kind = 'pro_payable' and a.balance < 0
    order by a.owner_id`.execute(db);
  return rows.map((r) => ({ proId: r.owner_id, owed: Number(r.owed) })).filter((r) => r.owed > 0);
}
