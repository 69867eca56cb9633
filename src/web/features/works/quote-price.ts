import type { TFunction } from 'i18next';
import { UNOPENED_QUOTE_REFUND_HOURS } from '../../../domain/wallet/ledger';
import type { FeePreview, QuoteBody } from './api/works';
import { points } from './lead-figures';
import type { PayMode } from './pay-mode';

export type RatingType = QuoteBody['rating_type'];
export const RATING_TYPES: readonly RatingType[] = ['flat', 'hourly', 'required'];

/** A whole TWD amount above 0, else null. */
export function readPrice(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d{1,8}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n > 0 ? n : null;
}

/** What the fee sheet says before a quote is sent: the cost (or why there is none) and the refund rule. */
export function feeConfirmation(t: TFunction, preview: FeePreview, quote: { firstSend: boolean; payMode: PayMode; feeAmount: number | null }) {
  const values = { fee: points(preview.fee), balance: points(preview.balance), hours: UNOPENED_QUOTE_REFUND_HOURS };
  let confirmText = '';
  let confirmNote = '';
  if (!quote.firstSend) confirmText = t(preview.is_paid ? 'works>quoting>resendPaid' : 'works>quoting>resendFree', { ...values, fee: points(quote.feeAmount ?? 0) });
  else if (quote.payMode === 'contact') confirmText = t('works>quoting>confirmContact', values);
  else if (preview.fee > 0) {
    confirmText = t('works>quote>confirmFee', values);
    confirmNote = t('works>quoting>refundRule', values);
  } else confirmText = t('works>quote>confirmFree', values);
  return { confirmText, confirmNote };
}
