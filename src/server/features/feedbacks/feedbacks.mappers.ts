import type { Feedback } from '../../../domain/reviews/feedbacks.contract';
import { toUtcString } from '../../../domain/time';
import { uploadUrl } from '../../adapters/storage/upload-url';
import { maskName } from '../discovery';
import type { FeedbackRow } from './feedbacks.repository';

/** A review as the public list shows it: the reviewer's name masked like the profile's reviews (王＊＊). */
export function toFeedback(r: FeedbackRow): Feedback {
  const name = r.is_external ? (r.reviewer_name ?? '') : `${r.last_name ?? ''}${r.first_name ?? ''}`.trim() || (r.username ?? '');
  return {
    id: r.id,
    rating: r.rating,
    is_satisfied: r.is_satisfied ? 1 : 0,
    feedback: r.feedback,
    tags: Array.isArray(r.tags) ? r.tags : [],
    attachments: (r.attachments ?? []).map((p) => uploadUrl(p)),
    reviewer_name: maskName(name.trim()),
    is_verified: r.is_external ? 0 : 1,
    created: toUtcString(r.created),
  };
}
