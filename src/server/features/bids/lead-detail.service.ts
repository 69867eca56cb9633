import type { Kysely } from 'kysely';
import type { LeadDetailResponse } from '../../../domain/bids/bids.contract';
import { AppError } from '../../../domain/errors/app-error';
import { consumerNameForPro } from '../../../domain/users/mask-name';
import type { Database } from '../../db/schema';
import { proBooking, toRequestFieldResponse, toRequestSummaryResponse, toSubmissionFieldResponse, findRequestById, listAnswers, listPhotos } from '../requests';
import { toProviderBidResponse } from './bids.mappers';
import { findOwnLead, findRequestConsumer } from './lead-detail.repository';
import { leadFigures } from './lead-figures';

const NOT_FOUND = '找不到這個案件。';

/** A pro's lead page (GET /quote_bids/view/{id}.json): his own bid with its request. */
export class LeadsService {
  constructor(private readonly deps: { db: Kysely<Database>; requestMaxQuotes: number }) {}

  /** One of the pro's own bids with its request's answers, photos, figures and (once hired) booking; 404 for anyone else's. */
  async view(userId: number, bidId: number): Promise<LeadDetailResponse> {
    const { db, requestMaxQuotes } = this.deps;
    const bid = await findOwnLead(db, userId, bidId);
    if (!bid) throw AppError.notFound(NOT_FOUND);
    const requestId = bid.quote_request_id;
    const [row, answers, photos, consumer, booking, figures] = await Promise.all([
      findRequestById(db, requestId),
      listAnswers(db, requestId),
      listPhotos(db, requestId),
      findRequestConsumer(db, requestId),
      proBooking(db, bid.id),
      leadFigures(db, [bid], requestMaxQuotes),
    ]);
    if (!row || !consumer) throw AppError.notFound(NOT_FOUND);
    return {
      ...toProviderBidResponse(bid),
      ...figures.get(bid.id)!,
      QuoteRequest: {
        ...toRequestSummaryResponse(row, false),
        // The address is the consumer's to give: the pro reads it in the booking, once hired.
        address: booking?.address ?? null,
        booking,
        fields: answers.map(toRequestFieldResponse),
        QuoteFormSubmissionField: answers.map(toSubmissionFieldResponse),
        photos: photos.map((p) => ({ id: p.id, url: p.path })),
        consumer_name: consumerNameForPro(consumer, { hiredByConsumer: bid.hired_by_requester }),
      },
    };
  }
}
