import type { BidAction, BidRole } from '../../../domain/bids/transitions';
import type { BidActionInput } from './bid-action-input';

/** The columns an allowed action sets besides the status. */
export function actionChanges(action: Exclude<BidAction, 'rating'>, role: BidRole, input: BidActionInput, now: Date) {
  switch (action) {
    case 'read':
      return role === 'pro' ? { is_provider_readed: true, provider_last_read_on: now } : { is_requestor_readed: true };
    case 'interest':
      return { is_interested: input.interested ?? true };
    case 'archive':
      return { is_provider_archived: true };
    case 'unarchive':
      return { is_provider_archived: false };
    case 'completed':
      return { completed_on: now };
    case 'self_hire':
      return { hired_on: now };
    case 'hired':
      return { hired_on: input.hiredOn!, hired_by_requester: true };
    case 'undo_hire':
      return { hired_on: null, hired_by_requester: false };
    case 'reject':
      return { is_requestor_rejected: true };
    case 'undo_reject':
      return { is_requestor_rejected: false };
    default:
      return {};
  }
}
