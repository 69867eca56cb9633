/** zh-TW texts of the console's finance calls (refunds, reconciliation, totals), as the server answers them. */

export const PURCHASE_REFUND_MESSAGES = {
  reasonMissing: '請填寫原因',
  purchaseNotFound: '找不到這筆購買紀錄。',
  alreadyRefunded: '這筆購買已經退款。',
  notPaid: '只有已付款的購買可以退款。',
  creditSpent: '這筆購買的點數已經用掉，錢包餘額不足以退還，請改用客服調整。',
  otherGateway: '這筆刷卡是由另一個金流商收款，請到該金流商後台退款。',
  amountInvalid: '退款金額必須是大於 0 的整數（新台幣元）。',
  amountTooHigh: (left: number) => `退款金額不可超過可退餘額 NT$${left.toLocaleString('en-US')}。`,
} as const;

/** The reasons a totals range is refused. */
export const FINANCE_RANGE_MESSAGES = {
  tooLong: (max: number, unit: 'day' | 'month') => `查詢區間最多 ${max} ${unit === 'day' ? '天' : '個月'}。`,
} as const;

/** The CSV's first column header. */
export const TOTALS_PERIOD_HEADER: Record<'day' | 'month', string> = { day: '日期', month: '月份' };
/** The CSV's last row (the sums over the range). */
export const TOTALS_SUM_LABEL = '合計';

/** zh-TW headers of the ledger's totals columns (the CSV and the console show them). */
export const LEDGER_TOTALS_LABELS = {
  credit_sold_twd: '售出點數金額（NT$）',
  credit_sold: '售出點數（含加贈）',
  fees_charged: '收取費用（報價／聯繫）',
  fee_refunds: '退還費用',
  purchase_refunds_twd: '購點退款金額（NT$）',
  purchase_refunds: '購點退款點數',
  adjustments_in: '客服調整（加點）',
  adjustments_out: '客服調整（扣點）',
  free_credit_given: '贈送點數',
  free_credit_expired: '贈點到期',
} as const;
export type LedgerTotalsKey = keyof typeof LEDGER_TOTALS_LABELS;
