/**
 * Business loans (flag `businessLoan`): a pro applies to a partner bank for a working-capital
 * loan through the marketplace. Only with the pro's explicit consent the application carries a
 * summary of their platform revenue (safety payments released to them, per month, the last 12
 * months). An operator sends it to the partner and records the partner's answer.
 */
export const BusinessLoanStatus = {
  /** Sent by the pro; waiting to be forwarded to the partner bank. */
  Submitted: 1,
  /** Forwarded to the partner bank; waiting for its answer. */
  SentToPartner: 2,
  /** The partner bank approved the loan. */
  Approved: 3,
  /** The partner bank declined the loan. */
  Declined: 4,
  /** The pro withdrew the application before the partner answered. */
  Withdrawn: 5,
} as const;
export type BusinessLoanStatusValue = (typeof BusinessLoanStatus)[keyof typeof BusinessLoanStatus];
export const BUSINESS_LOAN_STATUSES = Object.values(BusinessLoanStatus) as BusinessLoanStatusValue[];
/** The statuses of an application still open (a pro has at most one open at a time). */
export const OPEN_BUSINESS_LOAN_STATUSES: readonly BusinessLoanStatusValue[] = [BusinessLoanStatus.Submitted, BusinessLoanStatus.SentToPartner];

export function isBusinessLoanStatus(value: unknown): value is BusinessLoanStatusValue {
  return typeof value === 'number' && (BUSINESS_LOAN_STATUSES as number[]).includes(value);
}

/** zh-TW names of the statuses (server e-mails and errors; the web reads its locale file). */
export const BUSINESS_LOAN_STATUS_TEXT: Record<BusinessLoanStatusValue, string> = {
  [BusinessLoanStatus.Submitted]: '已送出',
  [BusinessLoanStatus.SentToPartner]: '銀行審核中',
  [BusinessLoanStatus.Approved]: '銀行已核准',
  [BusinessLoanStatus.Declined]: '銀行未核准',
  [BusinessLoanStatus.Withdrawn]: '已撤回',
};

/** What happens to an application: the pro submits or withdraws; an operator forwards it and records the partner's answer. */
export const BUSINESS_LOAN_ACTIONS = ['submit', 'send_to_partner', 'approve', 'decline', 'withdraw'] as const;
export type BusinessLoanAction = (typeof BUSINESS_LOAN_ACTIONS)[number];

/**
 * The one transition function of an application: the status after `action` from `current`
 * (null: not made yet), or null when the action is not allowed there. An open application
 * (submitted or with the partner) may be withdrawn or answered; an answered or withdrawn one
 * stays as it is.
 */
export function nextBusinessLoanStatus(current: BusinessLoanStatusValue | null, action: BusinessLoanAction): BusinessLoanStatusValue | null {
  const open = current === BusinessLoanStatus.Submitted || current === BusinessLoanStatus.SentToPartner;
  switch (action) {
    case 'submit':
      return current === null ? BusinessLoanStatus.Submitted : null;
    case 'send_to_partner':
      return current === BusinessLoanStatus.Submitted ? BusinessLoanStatus.SentToPartner : null;
    case 'approve':
      return open ? BusinessLoanStatus.Approved : null;
    case 'decline':
      return open ? BusinessLoanStatus.Declined : null;
    case 'withdraw':
      return open ? BusinessLoanStatus.Withdrawn : null;
  }
}

/** What the operator records in the console: forwarded to the partner, or the partner's answer. */
export const BUSINESS_LOAN_DECISIONS = ['sent_to_partner', 'approved', 'declined'] as const;
export type BusinessLoanDecision = (typeof BUSINESS_LOAN_DECISIONS)[number];
export const DECISION_ACTION: Record<BusinessLoanDecision, BusinessLoanAction> = {
  sent_to_partner: 'send_to_partner',
  approved: 'approve',
  declined: 'decline',
};

/** What the loan is for. */
export const BUSINESS_LOAN_PURPOSES = ['working_capital', 'equipment', 'vehicle', 'materials', 'marketing', 'other'] as const;
export type BusinessLoanPurpose = (typeof BUSINESS_LOAN_PURPOSES)[number];
export const BUSINESS_LOAN_PURPOSE_TEXT: Record<BusinessLoanPurpose, string> = {
  working_capital: '周轉金',
  equipment: '購買工具設備',
  vehicle: '購買工作車輛',
  materials: '材料採購',
  marketing: '行銷推廣',
  other: '其他',
};

/** Amounts a pro may ask for, whole NT$. */
export const BUSINESS_LOAN_AMOUNT_MIN = 50_000;
export const BUSINESS_LOAN_AMOUNT_MAX = 3_000_000;
/** Terms the partner offers, in months. */
export const BUSINESS_LOAN_TERMS = [6, 12, 18, 24, 36] as const;
export type BusinessLoanTerm = (typeof BUSINESS_LOAN_TERMS)[number];
/** The pro's own words on the purpose (required for `other`). */
export const BUSINESS_LOAN_PURPOSE_NOTE_MAX = 300;
/** The operator's note on an answer, and the partner bank's reference. */
export const BUSINESS_LOAN_DECISION_NOTE_MAX = 500;
export const BUSINESS_LOAN_PARTNER_REFERENCE_MAX = 60;
/** Months of released payments the revenue summary covers (this month and the 11 before, Taipei time). */
export const REVENUE_SUMMARY_MONTHS = 12;
/** Applications per page of the console's list. */
export const BUSINESS_LOANS_PAGE_SIZE = 20;

export interface BusinessLoanInput {
  amount: number;
  term_months: BusinessLoanTerm;
  purpose: BusinessLoanPurpose;
  purpose_note: string | null;
}

export type BusinessLoanField = 'amount' | 'term_months' | 'purpose' | 'purpose_note' | 'consent';
export type BusinessLoanCheck = { ok: true; value: BusinessLoanInput } | { ok: false; errors: { field: BusinessLoanField; message: string }[] };

const money = (n: number) => n.toLocaleString('en-US');

/** A whole number from a JSON number or a string of digits (commas allowed); NaN otherwise. */
function wholeNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.NaN;
  if (typeof value === 'string' && /^\s*\d[\d,]*\s*$/.test(value)) return Number(value.replace(/[\s,]/g, ''));
  return Number.NaN;
}

/**
 * Checks an application as the pro fills it in (shared by the form and the server): the amount
 * whole NT$ within the limits, a term the partner offers, a known purpose (with the pro's words
 * for `other`), and the explicit consent to share the revenue summary.
 */
export function validateBusinessLoan(body: Record<string, unknown>): BusinessLoanCheck {
  const errors: { field: BusinessLoanField; message: string }[] = [];
  const amount = wholeNumber(body.amount);
  if (body.amount === undefined || body.amount === null || body.amount === '') errors.push({ field: 'amount', message: '請填寫申請金額' });
  else if (Number.isNaN(amount)) errors.push({ field: 'amount', message: '申請金額必須是整數（新台幣元）' });
  else if (amount < BUSINESS_LOAN_AMOUNT_MIN || amount > BUSINESS_LOAN_AMOUNT_MAX) {
    errors.push({ field: 'amount', message: `申請金額須介於 NT$${money(BUSINESS_LOAN_AMOUNT_MIN)} 與 NT$${money(BUSINESS_LOAN_AMOUNT_MAX)} 之間` });
  }
  const term = wholeNumber(body.term_months);
  if (!(BUSINESS_LOAN_TERMS as readonly number[]).includes(term)) errors.push({ field: 'term_months', message: `還款期數請選擇 ${BUSINESS_LOAN_TERMS.join('、')} 個月其中之一` });
  const purpose = typeof body.purpose === 'string' ? body.purpose : '';
  const knownPurpose = (BUSINESS_LOAN_PURPOSES as readonly string[]).includes(purpose);
  if (!knownPurpose) errors.push({ field: 'purpose', message: '請選擇資金用途' });
  const note = typeof body.purpose_note === 'string' ? body.purpose_note.trim() : '';
  if (note.length > BUSINESS_LOAN_PURPOSE_NOTE_MAX) errors.push({ field: 'purpose_note', message: `用途說明最多 ${BUSINESS_LOAN_PURPOSE_NOTE_MAX} 字` });
  else if (purpose === 'other' && note === '') errors.push({ field: 'purpose_note', message: '用途選擇「其他」時，請說明資金用途' });
  if (body.consent !== true && body.consent !== 'true' && body.consent !== 1 && body.consent !== '1') {
    errors.push({ field: 'consent', message: '請勾選同意將您的平台營收摘要提供給合作銀行，才能送出申請' });
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { amount, term_months: term as BusinessLoanTerm, purpose: purpose as BusinessLoanPurpose, purpose_note: note === '' ? null : note } };
}
