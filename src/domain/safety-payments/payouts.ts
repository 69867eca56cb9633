/**
 * Payouts of the trust account: once a Taiwan day a batch gathers every pro's payable balance
 * (released money) and every consumer's refund owed by bank transfer (CVS and ATM payments) into
 * bank transfers. Finance approves the batch, exports the bank's transfer file, then imports the
 * bank's result file: a paid line posts its escrow transaction (`payout` or `refund_transferred`),
 * a failed one is owed again and goes into the next batch.
 */

export const PayoutBatchState = {
  /** Made by the daily job; its lines wait for finance's approval. */
  Draft: 'draft',
  /** Approved by finance; the transfer file may be exported. */
  Approved: 'approved',
  /** The transfer file was taken to the bank; the result file is awaited. */
  Exported: 'exported',
  /** Every line is paid or failed. */
  Settled: 'settled',
} as const;
export type PayoutBatchStateId = (typeof PayoutBatchState)[keyof typeof PayoutBatchState];
export const PAYOUT_BATCH_STATES: readonly PayoutBatchStateId[] = Object.values(PayoutBatchState);
export const PAYOUT_BATCH_STATE_TEXT: Record<PayoutBatchStateId, string> = {
  draft: '待核准',
  approved: '已核准',
  exported: '已匯出',
  settled: '已完成',
};

export const PayoutLineKind = { Payout: 'payout', Refund: 'refund' } as const;
export type PayoutLineKindId = (typeof PayoutLineKind)[keyof typeof PayoutLineKind];
export const PAYOUT_LINE_KIND_TEXT: Record<PayoutLineKindId, string> = { payout: '專家撥款', refund: '消費者退款' };

export const PayoutLineState = { Pending: 'pending', Paid: 'paid', Failed: 'failed' } as const;
export type PayoutLineStateId = (typeof PayoutLineState)[keyof typeof PayoutLineState];
export const PAYOUT_LINE_STATE_TEXT: Record<PayoutLineStateId, string> = { pending: '待匯款', paid: '已匯款', failed: '匯款失敗' };

export type PayoutBatchAction = 'approve' | 'export' | 'import';

/** The state a batch action leads to, or null when the batch's state refuses it. */
export function payoutBatchTransition(state: PayoutBatchStateId, action: PayoutBatchAction): PayoutBatchStateId | null {
  switch (action) {
    case 'approve':
      return state === 'draft' ? 'approved' : null;
    case 'export':
      // Exporting again (a lost file) gives the same file.
      return state === 'approved' || state === 'exported' ? 'exported' : null;
    case 'import':
      // Settled once no line is pending; a result file naming only some lines leaves it exported.
      return state === 'exported' ? 'settled' : null;
  }
}

export const PAYOUT_BATCH_REFUSAL: Record<PayoutBatchAction, string> = {
  approve: '只有待核准的批次可以核准。',
  export: '批次核准後才能匯出轉帳檔。',
  import: '批次匯出轉帳檔後才能匯入銀行結果。',
};

/** Batches a page of the console lists. */
export const PAYOUT_BATCHES_PER_PAGE = 20;

/** The bank transfer file's header line (docs/safety-payments.md). */
export const PAYOUT_CSV_HEADER = ['bank_code', 'branch', 'account', 'holder_name', 'amount', 'reference'] as const;
/** The bank result file's header line. */
export const PAYOUT_RESULT_HEADER = ['reference', 'status', 'message'] as const;
/** A result line's status: the transfer went through or did not. */
export const PAYOUT_RESULT_STATUS = { Paid: 'paid', Failed: 'failed' } as const;

/** One CSV field: quoted when it holds a comma, a quote or a line break (quotes doubled). */
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Splits CSV text into rows of fields (quoted fields, doubled quotes, CRLF or LF, a leading BOM). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => !(r.length === 1 && r[0] === ''));
}

/** The encryption context of a payment's refund bank account number (third_party_payments). */
export { REFUND_BANK_ACCOUNT_CONTEXT } from './refunds';
/** The encryption context of a payout line's bank account number. */
export const PAYOUT_LINE_ACCOUNT_CONTEXT = 'payout_lines.bank_account_encrypted';

/** Where a pro's payout goes: the bank account of his approved charge application. */
export interface PayoutAccount {
  bankCode: string;
  branch: string;
  /** The account number, whole. */
  account: string;
  holderName: string;
}
