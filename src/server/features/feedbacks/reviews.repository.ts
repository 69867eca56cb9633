import type { Kysely } from 'kysely';
import type { ReviewInput } from '../../../domain/bids/bid-actions.schema';
import type { Database, MessageAttachment } from '../../db/schema';

type Db = Kysely<Database>;

/** Whose review of which hired bid: the consumer, the bid and the service it was quoted with. */
export interface ReviewOf {
  quoteServiceId: number;
  quoteBidId: number;
  userId: number;
}

/** The consumer's review of a hired bid: rating 1-5, feedback text, tags and up to three photos. */
export async function insertReview(trx: Db, of: ReviewOf, input: ReviewInput, photos: readonly MessageAttachment[]): Promise<void> {
  const review = await trx
    .insertInto('reviews')
    .values({
      quote_service_id: of.quoteServiceId,
      quote_bid_id: of.quoteBidId,
      user_id: of.userId,
      rating: input.rating,
      is_satisfied: input.is_satisfied,
      feedback: input.feedback,
      tags: JSON.stringify(input.tags),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (photos.length > 0) {
    await trx
      .insertInto('feedback_attachments')
      .values(photos.map((photo, i) => ({ review_id: review.id, path: photo.url, display_order: i })))
      .execute();
  }
}
