import { ErrorText, RespondError } from '../../../domain/errors/codes';
import type { FormFailure } from '../../api/error-info';

/** What a card shows when answering a case was refused. */
export type AnswerRefusal = 'noService' | 'quoted' | 'limited' | 'full' | 'closed' | 'network' | 'other';

/** Where a refusal sends the pro to put it right, if anywhere. */
export const REFUSAL_LINKS: Partial<Record<AnswerRefusal, string>> = {
  noService: '/dashboard/services',
  quoted: '/dashboard/works',
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
    case ErrorText.RequestQuoteLimit:
      return 'full';
    case ErrorText.RequestClosed:
      return 'closed';
    default:
      return 'other';
  }
}
