import { type Kysely, sql } from 'kysely';
import {
  EINVOICE_OFF_NOTE,
  EINVOICE_STATUS_TEXT,
  type EinvoiceStatusId,
  OPS_EINVOICE_FAILURES_PAGE_SIZE,
  type OpsEinvoiceFailure,
  type PurchaseEinvoice,
} from '../../../domain/invoices/einvoice';
import { toUtcString } from '../../../domain/time/datetime';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The e-invoice columns a purchase read carries (left-joined: all null for a purchase without one). */
export interface PurchaseEinvoiceRow {
  einvoice_status: EinvoiceStatusId | null;
  einvoice_number: string | null;
  einvoice_date: Date | null;
  einvoice_random: string | null;
  einvoice_allowed: string | number | null;
}

/** The purchase's e-invoice as its owner sees it; null when the purchase has none (unpaid, or paid before e-invoices). */
export function purchaseEinvoiceOf(row: PurchaseEinvoiceRow): PurchaseEinvoice | null {
  if (!row.einvoice_status) return null;
  return {
    status: row.einvoice_status,
    status_text: EINVOICE_STATUS_TEXT[row.einvoice_status],
    invoice_number: row.einvoice_number,
    invoice_date: row.einvoice_date ? toUtcString(row.einvoice_date) : null,
    random_number: row.einvoice_random,
    allowance_amount: Number(row.einvoice_allowed ?? 0),
    note: row.einvoice_status === 'off' ? EINVOICE_OFF_NOTE : null,
  };
}

/** The e-invoices of a safety payment's platform fees (one per release that took a fee), oldest first, as the pro sees them. */
export async function paymentFeeEinvoices(db: Db, paymentId: number): Promise<(PurchaseEinvoice & { amount: number })[]> {
  const rows = await db
    .selectFrom('einvoices as i')
    .select([
      'i.amount',
      'i.status as einvoice_status',
      'i.invoice_number as einvoice_number',
      'i.invoice_date as einvoice_date',
      'i.random_number as einvoice_random',
      (eb) => eb.selectFrom('einvoice_allowances as a').select(sql<string>`coalesce(sum(a.amount), 0)`.as('n')).whereRef('a.einvoice_id', '=', 'i.id').as('einvoice_allowed'),
    ])
    .where('i.third_party_payment_id', '=', paymentId)
    .orderBy('i.id')
    .execute();
  return rows.map((row) => ({ ...purchaseEinvoiceOf(row)!, amount: row.amount }));
}

/**
 * Issues, voids and allowances that the provider refused or could not be reached for, newest
 * first: the job retries each; the console lists them until one succeeds.
 */
export async function listEinvoiceFailures(db: Db, page: number): Promise<{ rows: OpsEinvoiceFailure[]; count: number }> {
  const invoices = db
    .selectFrom('einvoices as i')
    .select([
      'i.id as einvoice_id',
      sql<OpsEinvoiceFailure['action']>`case when i.status = 'pending' then 'issue' else 'void' end`.as('action'),
      'i.user_id',
      'i.credit_purchase_id',
      'i.relate_number',
      'i.amount',
      'i.attempts',
      'i.last_error',
      'i.next_attempt_at',
      'i.modified',
    ])
    .where('i.last_error', 'is not', null)
    .where((eb) => eb.or([eb('i.status', '=', 'pending'), eb.and([eb('i.status', '=', 'issued'), eb('i.void_requested_at', 'is not', null)])]));
  const allowances = db
    .selectFrom('einvoice_allowances as a')
    .innerJoin('einvoices as i', 'i.id', 'a.einvoice_id')
    .select([
      'i.id as einvoice_id',
      sql<OpsEinvoiceFailure['action']>`'allowance'`.as('action'),
      'i.user_id',
      'i.credit_purchase_id',
      'i.relate_number',
      'a.amount',
      'a.attempts',
      'a.last_error',
      'a.next_attempt_at',
      'a.modified',
    ])
    .where('a.last_error', 'is not', null)
    .where('a.status', '=', 'pending');
  const all = db.selectFrom(invoices.unionAll(allowances).as('f'));
  const [rows, counted] = await Promise.all([
    all
      .selectAll()
      .orderBy('f.modified', 'desc')
      .orderBy('f.einvoice_id', 'desc')
      .limit(OPS_EINVOICE_FAILURES_PAGE_SIZE)
      .offset((page - 1) * OPS_EINVOICE_FAILURES_PAGE_SIZE)
      .execute(),
    all.select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    count: Number(counted.count),
    rows: rows.map((r) => ({
      einvoice_id: r.einvoice_id,
      action: r.action,
      user_id: r.user_id,
      credit_purchase_id: r.credit_purchase_id,
      relate_number: r.relate_number,
      amount: r.amount,
      attempts: r.attempts,
      last_error: r.last_error ?? '',
      next_attempt_at: r.next_attempt_at ? toUtcString(new Date(r.next_attempt_at)) : null,
      modified: toUtcString(new Date(r.modified)),
    })),
  };
}
