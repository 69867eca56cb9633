import { ErrorText, RespondError } from '../../../domain/errors/codes';
import type { FormFailure } from '../../api/error-info';

/** What a card shows when answering a case was refused. */
export type AnswerRefusal = 'noService' | 'quoted' | 'limited' | 'full' | 'closed' | 'credit' | 'foreignCard' | 'network' | 'other';

/** Where a refusal sends the pro to put it right, if anywhere. */
export const REFUSAL_LINKS: Partial<Record<AnswerRefusal, string>> = {
  noService: '/dashboard/services',
  quoted: '/dashboard/works',
  foreignCard: '/dashboard/credit',
};

export function answerRefusalOf(failure: FormFailure): AnswerRefusal {
  if (failure.kind === 'network') return 'network';
  if (failure.status === 404) return 'closed';
  if (failure.status !== 409) return 'other';
  switch (failure.code) {
    case RespondError.CategoryQualification:
      return 'noService';
    case RespondError.VendorAlreadyQuoted:
      return 'quoted';
    case RespondError.CategoryLimitation:
      return 'limited';
    // 10: the wallet cannot pay the case's quote fee; the price view opens to buy credit.
    case RespondError.PaymentFailed:
      return 'credit';
    case RespondError.ForeignCardNotSupported:
      return 'foreignCard';
    case ErrorText.RequestQuoteLimit:
      return 'full';
    case ErrorText.RequestClosed:
      return 'closed';
    default:
      return 'other';
  }
}
