import { ErrorText, QuoteError } from '../../../domain/errors/codes';
import type { FormFailure } from '../../api/error-info';

/** What the quote form shows for a refused send. */
export type QuoteErrorView =
  | { kind: 'phone' }
  | { kind: 'credit' }
  | { kind: 'category' }
  | { kind: 'limit' }
  | { kind: 'notAllowed' }
  | { kind: 'fields'; fields: Record<string, string> }
  | { kind: 'other' };

export function quoteErrorOf(failure: FormFailure): QuoteErrorView {
  if (failure.status === 409) {
    if (failure.code === QuoteError.PhoneVerificationNeeded) return { kind: 'phone' };
    if (failure.code === QuoteError.NotEnoughCredit) return { kind: 'credit' };
    if (failure.code === QuoteError.CategoryLimitation) return { kind: 'category' };
    if (failure.code === ErrorText.RequestQuoteLimit) return { kind: 'limit' };
    if (failure.code === ErrorText.ActionNotAllowed) return { kind: 'notAllowed' };
  }
  if (failure.fields.length > 0) return { kind: 'fields', fields: Object.fromEntries(failure.fields.map((f) => [f.field, f.message])) };
  return { kind: 'other' };
}
