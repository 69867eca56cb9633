import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { EinvoiceCarrier, EinvoiceProvider } from '../../adapters/einvoice/ecpay-einvoice-client';
import { taipeiDateTime } from '../../adapters/einvoice/ecpay-einvoice-client';
import type { EmailSender } from '../../adapters/messaging/messaging';
import type { Database, EinvoiceBuyer } from '../../db/schema';
import type { DataCipher } from '../../lib/data-encryption';
import { INVOICE_NUMBER_CONTEXT } from '../invoices';

type Db = Kysely<Database>;

/** What the e-invoice work needs, built once in composition.ts. */
export interface EinvoiceDeps {
  db: Db;
  /** Null: no provider is configured (EINVOICE_PROVIDER=off); sales are marked off, never issued. */
  provider: EinvoiceProvider | null;
  cipher: DataCipher;
  messaging: EmailSender;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** Rows of each kind of work one sweep takes. */
const BATCH = 50;
/** Minutes before the next attempt after `attempts` failures: 1, 2, 4 ... at most 6 hours. */
export function retryDelayMinutes(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1), 360);
}

export interface SweepResult {
  issued: number;
  voided: number;
  allowances: number;
  failed: number;
  off: number;
}

type InvoiceRow = Awaited<ReturnType<EinvoiceService['dueIssues']>>[number];

/** Issues queued e-invoices, sends voids and allowances, mails the buyer; failures wait and are retried. */
export class EinvoiceService {
  constructor(private readonly deps: EinvoiceDeps) {}

  get configured(): boolean {
    return this.deps.provider !== null;
  }

  /** The issue-einvoices job: everything due at `now`. */
  async sweep(now: Date): Promise<SweepResult> {
    const result: SweepResult = { issued: 0, voided: 0, allowances: 0, failed: 0, off: 0 };
    const { provider, db } = this.deps;
    if (!provider) {
      const off = await db.updateTable('einvoices').set({ status: 'off', modified: now }).where('status', '=', 'pending').executeTakeFirst();
      result.off = Number(off.numUpdatedRows);
      return result;
    }
    for (const row of await this.dueIssues(now)) {
      if (await this.attempt(now, row.id, 'einvoices', row.attempts, () => this.issue(provider, row, now))) result.issued += 1;
      else result.failed += 1;
    }
    for (const row of await this.dueVoids(now)) {
      const work = async () => {
        await provider.void({ invoiceNumber: row.invoice_number!, invoiceDate: row.invoice_date!, reason: row.void_reason || '退款' }, now);
        await db.updateTable('einvoices').set({ status: 'voided', voided_at: now, last_error: null, modified: now }).where('id', '=', row.id).execute();
      };
      if (await this.attempt(now, row.id, 'einvoices', row.attempts, work)) result.voided += 1;
      else result.failed += 1;
    }
    for (const row of await this.dueAllowances(now)) {
      const work = async () => {
        const answer = await provider.allowance(
          {
            invoiceNumber: row.invoice_number!,
            invoiceDate: row.invoice_date!,
            amount: row.amount,
            items: [{ name: '退款折讓', count: 1, word: '式', price: row.amount, amount: row.amount }],
            customerName: customerName(row.buyer, row),
            email: row.email ?? '',
          },
          now,
        );
        await db
          .updateTable('einvoice_allowances')
          .set({ status: 'issued', allowance_number: answer.allowanceNumber, allowance_date: answer.allowanceDate, last_error: null, modified: now })
          .where('id', '=', row.id)
          .execute();
      };
      if (await this.attempt(now, row.id, 'einvoice_allowances', row.attempts, work)) result.allowances += 1;
      else result.failed += 1;
    }
    return result;
  }

  /** Runs one piece of work; a failure is kept on its row with the next attempt's time. */
  private async attempt(now: Date, id: number, table: 'einvoices' | 'einvoice_allowances', attempts: number, work: () => Promise<void>): Promise<boolean> {
    try {
      await work();
      return true;
    } catch (error) {
      const message = (error as Error).message.slice(0, 500);
      const next = new Date(now.getTime() + retryDelayMinutes(attempts + 1) * 60_000);
      await this.deps.db
        .updateTable(table)
        .set({ last_error: message, attempts: attempts + 1, next_attempt_at: next, modified: now })
        .where('id', '=', id)
        .execute();
      this.deps.log.warn({ table, id, error: message }, 'e-invoice work failed; it is retried by the issue-einvoices job');
      return false;
    }
  }

  /** Invoices to issue now, with the buyer's e-mail and name. */
  dueIssues(now: Date) {
    return this.deps.db
      .selectFrom('einvoices as i')
      .innerJoin('users as u', 'u.id', 'i.user_id')
      .selectAll('i')
      .select(['u.email', 'u.username', 'u.first_name', 'u.last_name'])
      .where('i.status', '=', 'pending')
      .where((eb) => eb.or([eb('i.next_attempt_at', 'is', null), eb('i.next_attempt_at', '<=', now)]))
      .orderBy('i.id')
      .limit(BATCH)
      .execute();
  }

  private dueVoids(now: Date) {
    return this.deps.db
      .selectFrom('einvoices')
      .selectAll()
      .where('status', '=', 'issued')
      .where('void_requested_at', 'is not', null)
      .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]))
      .orderBy('id')
      .limit(BATCH)
      .execute();
  }

  private dueAllowances(now: Date) {
    return this.deps.db
      .selectFrom('einvoice_allowances as a')
      .innerJoin('einvoices as i', 'i.id', 'a.einvoice_id')
      .innerJoin('users as u', 'u.id', 'i.user_id')
      .select(['a.id', 'a.amount', 'a.attempts', 'i.invoice_number', 'i.invoice_date', 'i.buyer', 'u.email', 'u.username', 'u.first_name', 'u.last_name'])
      .where('a.status', '=', 'pending')
      .where('i.status', '=', 'issued')
      .where((eb) => eb.or([eb('a.next_attempt_at', 'is', null), eb('a.next_attempt_at', '<=', now)]))
      .orderBy('a.id')
      .limit(BATCH)
      .execute();
  }

  /** Issues one invoice, stores its number (voiding it at once if the sale was refunded meanwhile) and mails the buyer. */
  private async issue(provider: EinvoiceProvider, row: InvoiceRow, now: Date): Promise<void> {
    if (!row.email) throw new Error('the buyer has no e-mail address for the e-invoice');
    const issued = await provider.issue(
      {
        relateNumber: row.relate_number,
        carrier: this.carrierOf(row),
        email: row.email,
        customerName: customerName(row.buyer, row),
        taxType: row.tax_type,
        amount: row.amount,
        items: row.items,
      },
      now,
    );
    await this.deps.db
      .updateTable('einvoices')
      .set({
        status: 'issued',
        invoice_number: issued.invoiceNumber,
        invoice_date: issued.invoiceDate,
        random_number: issued.randomNumber,
        last_error: null,
        attempts: 0,
        next_attempt_at: null,
        // Refunded in full while it was being issued: void it on the next sweep.
        void_requested_at: sql<Date | null>`case when status = 'cancelled' then ${now} else void_requested_at end`,
        void_reason: sql<string | null>`case when status = 'cancelled' then '全額退款' else void_reason end`,
        modified: now,
      })
      .where('id', '=', row.id)
      .where('status', 'in', ['pending', 'cancelled'])
      .execute();
    await this.mail(row, issued.invoiceNumber, issued.invoiceDate, issued.randomNumber);
  }

  private carrierOf(row: InvoiceRow): EinvoiceCarrier {
    const { buyer } = row;
    switch (buyer.carrier_type) {
      case 'mobile':
        return { type: 'mobile', barcode: buyer.carrier ?? '' };
      case 'certificate':
        return { type: 'certificate', number: buyer.carrier ?? '' };
      case 'donation':
        return { type: 'donation', loveCode: buyer.donation_code ?? '' };
      case 'company': {
        if (!row.unified_number_encrypted) throw new Error('the 統一編號 of the sale is not available (the buyer changed it before the sale completed)');
        return { type: 'company', unifiedNumber: this.deps.cipher.decryptText(row.unified_number_encrypted, INVOICE_NUMBER_CONTEXT), title: buyer.title ?? '' };
      }
      default:
        return { type: 'member' };
    }
  }

  /** The e-mail of an issued invoice: number, date and random code; a mail that fails is logged, the invoice stays issued. */
  private async mail(row: InvoiceRow, number: string, date: Date, random: string): Promise<void> {
    const lines = [
      `${customerName(row.buyer, row)} 您好：`,
      '',
      `您的購買（訂單編號 ${row.relate_number}，金額 NT$${row.amount}）已開立電子發票：`,
      `發票號碼：${number}`,
      `開立日期：${taipeiDateTime(date)}`,
      `隨機碼：${random}`,
      `載具：${carrierText(row.buyer)}`,
      '',
      `購買紀錄：${this.deps.publicUrl}/dashboard/purchases`,
    ];
    try {
      await this.deps.messaging.sendEmail({ to: row.email!, subject: `電子發票開立通知 ${number}`, text: lines.join('\n') });
      await this.deps.db.updateTable('einvoices').set({ mailed_at: new Date() }).where('id', '=', row.id).execute();
    } catch (error) {
      this.deps.log.warn({ id: row.id, error: (error as Error).message }, 'the e-invoice mail could not be sent');
    }
  }
}

function customerName(buyer: EinvoiceBuyer, user: { username: string; first_name: string; last_name: string }): string {
  if (buyer.carrier_type === 'company' && buyer.title) return buyer.title;
  return `${user.last_name}${user.first_name}`.trim() || user.username;
}

function carrierText(buyer: EinvoiceBuyer): string {
  switch (buyer.carrier_type) {
    case 'mobile':
      return `手機條碼 ${buyer.carrier ?? ''}`;
    case 'certificate':
      return `自然人憑證 ${buyer.carrier ?? ''}`;
    case 'donation':
      return `捐贈（愛心碼 ${buyer.donation_code ?? ''}）`;
    case 'company':
      return `統一編號 ${buyer.unified_number ?? ''} ${buyer.title ?? ''}`.trim();
    default:
      return '會員載具（本站保存並以 E-mail 通知）';
  }
}
