import { ErrorText, QuoteError, SwitchToManualQuoteError } from '../../../domain/errors/codes';
import type { FormFailure } from '../../api/error-info';

/** What the quote form shows for a refused send. */
export type QuoteErrorView =
  | { kind: 'phone' }
  | { kind: 'credit' }
  /** 2: pay-on-contact needs a bound card; next step: bind one, or pay the fee now. */
  | { kind: 'card' }
  /** 211: the bound cards are foreign, which the gateway refuses; next step: a Taiwan-issued card, or pay now. */
  | { kind: 'foreignCard' }
  | { kind: 'category' }
  | { kind: 'limit' }
  | { kind: 'notAllowed' }
  | { kind: 'fields'; fields: Record<string, string> }
  | { kind: 'other' };

export function quoteErrorOf(failure: FormFailure): QuoteErrorView {
  if (failure.status === 409) {
    if (failure.code === QuoteError.PhoneVerificationNeeded) return { kind: 'phone' };
    if (failure.code === QuoteError.NotEnoughCredit) return { kind: 'credit' };
    if (failure.code === QuoteError.CreditCardNeeded) return { kind: 'card' };
    if (failure.code === QuoteError.ForeignCardNotSupported) return { kind: 'foreignCard' };
    if (failure.code === QuoteError.CategoryLimitation) return { kind: 'category' };
    if (failure.code === ErrorText.RequestQuoteLimit) return { kind: 'limit' };
    if (failure.code === ErrorText.ActionNotAllowed) return { kind: 'notAllowed' };
  }
  if (failure.fields.length > 0) return { kind: 'fields', fields: Object.fromEntries(failure.fields.map((f) => [f.field, f.message])) };
  return { kind: 'other' };
}

/** What switch_to_manual_quote's refusals mean to the pro (codes 2, 4, 6, 16, 211, 690). */
export type SwitchErrorKind = 'card' | 'credit' | 'paid' | 'phone' | 'foreignCard' | 'category' | 'other';

export function switchErrorOf(failure: FormFailure): SwitchErrorKind {
  if (failure.status !== 409) return 'other';
  switch (failure.code) {
    case QuoteError.CreditCardNeeded:
      return 'card';
    case SwitchToManualQuoteError.PaymentFailed:
      return 'credit';
    case SwitchToManualQuoteError.AlreadyContacted:
      return 'paid';
    case SwitchToManualQuoteError.PhoneVerificationNeeded:
      return 'phone';
    case SwitchToManualQuoteError.ForeignCardNotSupported:
      return 'foreignCard';
    case SwitchToManualQuoteError.CategoryLimitation:
      return 'category';
    default:
      return 'other';
  }
}
