import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import {
  FINANCE_TOTALS_MAX_DAYS,
  FINANCE_TOTALS_MAX_MONTHS,
  type PurchaseFilter,
  type PurchaseRefundBody,
  type Totals,
  type TotalsQuery,
} from '../../../domain/ops/finance.contract';
import { FINANCE_RANGE_MESSAGES } from '../../../domain/ops/finance-texts';
import { OpsAction } from '../../../domain/ops/ops-limits';
import { TransactionType } from '../../../domain/wallet/ledger';
import type { CardGateway } from '../../adapters/payments/card-gateway';
import type { CardProvider, Database } from '../../db/schema';
import { type PurchaseRefund, refundPurchase } from '../wallet';
import { type AuditInput, recordAudit } from './audit.repository';
import { totalsCsv, totalsFileName } from './finance-csv';
import { daysBetween, monthsBetween } from './finance-days';
import { reconcileDay } from './finance-reconciliation';
import { financeTotals } from './finance-totals';
import type { OpsCaller } from './ops-caller';
import { listOpsPurchases } from './purchases.repository';

/** What the finance calls need, built once in composition.ts. */
export interface FinanceDeps {
  db: Kysely<Database>;
  /** The card gateway purchases are charged through (refunds of card purchases go back through it). */
  gateway: CardGateway;
  /** What card purchases of that gateway are stored as. */
  cardProvider: CardProvider;
}

/** Refuses a totals range longer than the report allows (a year of days, ten years of months). */
function checkRange(query: TotalsQuery): void {
  const [length, max] = query.period === 'day' ? [daysBetween(query.from, query.to), FINANCE_TOTALS_MAX_DAYS] : [monthsBetween(query.from, query.to), FINANCE_TOTALS_MAX_MONTHS];
  if (length > max) throw AppError.invalid([{ field: 'to', message: FINANCE_RANGE_MESSAGES.tooLong(max, query.period) }]);
}

/** The audit entry of a refund: status, NT$ refunded so far and balance before and after, the money, the credit and the ledger entry. */
function refundAudit(caller: OpsCaller, refund: PurchaseRefund): AuditInput {
  const { entry, purchase } = refund;
  return {
    by: caller,
    action: OpsAction.PurchaseRefund,
    targetType: 'credit_purchase',
    targetId: purchase.id,
    before: refund.before,
    after: {
      status: refund.after.status,
      balance: entry.balanceAfter,
      refund_method: refund.method,
      amount: refund.refund.amount,
      credit: refund.refund.credit,
      refunded_amount: refund.after.refunded_amount,
      refundable_amount: refund.after.refundable_amount,
      purchase_amount: purchase.amount,
      transaction_id: Number(entry.id),
      transaction_type: TransactionType.PurchaseRefund,
    },
    reason: refund.reason,
  };
}

/** The console's finance: the purchase list and refunds (type 38), the daily reconciliation, the totals and their CSV. */
export class FinanceService {
  constructor(private readonly deps: FinanceDeps) {}

  purchasesPage(filter: PurchaseFilter, page: number) {
    return listOpsPurchases(this.deps.db, filter, page);
  }

  /** Refunds a paid purchase, all that is left or `amount` NT$ of it, audited in the refund's transaction. */
  async refund(caller: OpsCaller, purchaseId: number, body: PurchaseRefundBody) {
    const record = (trx: Kysely<Database>, refund: PurchaseRefund) => recordAudit(trx, refundAudit(caller, refund));
    const done = await refundPurchase(this.deps, { ...caller, record }, { purchaseId, reason: body.reason, amount: body.amount });
    return {
      purchase_id: done.purchase.id,
      transaction_id: Number(done.entry.id),
      refund_method: done.method,
      amount: done.refund.amount,
      credit: done.refund.credit,
      balance: done.entry.balanceAfter,
      refunded_amount: done.after.refunded_amount,
      refundable_amount: done.after.refundable_amount,
    };
  }

  reconciliation(date: string) {
    return reconcileDay(this.deps.db, date);
  }

  async totals(query: TotalsQuery): Promise<Totals> {
    checkRange(query);
    return financeTotals(this.deps.db, query);
  }

  /** The totals as a CSV download, audited as an export (who took which range, when). */
  async totalsExport(caller: OpsCaller, query: TotalsQuery): Promise<{ csv: string; fileName: string }> {
    checkRange(query);
    return this.deps.db.transaction().execute(async (trx) => {
      const totals = await financeTotals(trx, query);
      const fileName = totalsFileName(totals);
      await recordAudit(trx, {
        by: caller,
        action: OpsAction.FinanceExport,
        targetType: 'finance_totals',
        targetId: `${query.period}:${query.from}..${query.to}`,
        after: { period: query.period, from: query.from, to: query.to, rows: totals.rows.length, file: fileName },
      });
      return { csv: totalsCsv(totals), fileName };
    });
  }
}
