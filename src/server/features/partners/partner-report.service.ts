import type { Kysely } from 'kysely';
import { OpsAction } from '../../../domain/ops/ops-limits';
import {
  PARTNER_REPORT_CSV_HEADER,
  PARTNER_REPORT_KEYS,
  PARTNER_REPORT_LABELS,
  type PartnerReport,
  type PartnerReportKey,
  revenueShare,
} from '../../../domain/partners/partner-report.contract';
import type { PartnerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { csvCell, type OpsCaller, recordAudit, taipeiMonthRange } from '../ops';
import { partnerMonthFigures } from './partner-report.repository';

/** The byte-order mark, as the finance CSV: Excel then reads the zh-TW headers as UTF-8. */
const BOM = '\uFEFF';

/** The report as a CSV for Excel (finance-csv.ts conventions): BOM, zh-TW header, one figure a line, CRLF. */
export function partnerReportCsv(report: PartnerReport): string {
  const lines = [[...PARTNER_REPORT_CSV_HEADER], ...report.figures.map((f) => [f.label, f.value])];
  return `${BOM}${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export function partnerReportFileName(report: Pick<PartnerReport, 'partner' | 'month'>): string {
  return `partner-report-${report.partner.id}-${report.month}.csv`;
}

/** The monthly report of a partner channel for the console (finance, admin), and its audited CSV. */
export class PartnerReportService {
  constructor(private readonly db: Kysely<Database>) {}

  async report(partner: PartnerConfig, month: string, db: Kysely<Database> = this.db): Promise<PartnerReport> {
    const f = await partnerMonthFigures(db, partner.id, taipeiMonthRange(month, month));
    // A credit is NT$1 (domain/wallet/fees.ts).
    const quoteFeeTwd = f.quote_fee_credits;
    const attributed = quoteFeeTwd + f.safety_paid_twd - f.safety_refunded_twd + f.shop_paid_twd - f.shop_refunded_twd;
    const values: Record<PartnerReportKey, number> = {
      ...f,
      quote_fee_twd: quoteFeeTwd,
      attributed_twd: attributed,
      revenue_share_twd: revenueShare(attributed, partner.revenueShareRate),
    };
    return {
      partner: { id: partner.id, name: partner.name, revenue_share_rate: partner.revenueShareRate },
      month,
      figures: PARTNER_REPORT_KEYS.map((key) => ({ key, label: PARTNER_REPORT_LABELS[key], value: values[key] })),
    };
  }

  /** The report as a CSV download, audited as a finance export (who took which partner's month, when). */
  async export(caller: OpsCaller, partner: PartnerConfig, month: string): Promise<{ csv: string; fileName: string }> {
    return this.db.transaction().execute(async (trx) => {
      const report = await this.report(partner, month, trx);
      const fileName = partnerReportFileName(report);
      await recordAudit(trx, {
        by: caller,
        action: OpsAction.FinanceExport,
        targetType: 'partner_report',
        targetId: `${partner.id}:${month}`,
        after: { partner_id: partner.id, month, file: fileName },
      });
      return { csv: partnerReportCsv(report), fileName };
    });
  }
}
