import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import { AppError } from '../../../domain/errors/app-error';
import type { QuoteRequestPhotoResponse, QuoteRequestSummaryResponse, QuoteFormSubmissionFieldResponse, RequestFieldResponse } from '../../../domain/requests/quote-request.types';
import { consumerNameForPro } from '../../../domain/users/mask-name';
import { ok } from '../../lib/envelope';
import { toRequestFieldResponse, toRequestSummaryResponse, toSubmissionFieldResponse } from '../requests/requests.mappers';
import { findRequestById, listAnswers, listPhotos } from '../requests/requests.repository';
import { proBooking } from '../requests/booking';
import type { BookingResponse } from '../../../domain/requests/quote-request.types';
import { type ProviderQuoteBidResponse, toProviderBidResponse } from './bids.mappers';
import { type LeadFigures, leadFigures } from './lead-figures';
import { findProviderBid } from './provider-bids.repository';

const ID = /^[1-9]\d{0,9}$/;

/** The request behind a lead as its pro reads it: answers, when, place, photos, the consumer's name (masked until hired). */
export interface LeadRequestResponse extends QuoteRequestSummaryResponse {
  fields: RequestFieldResponse[];
  QuoteFormSubmissionField: QuoteFormSubmissionFieldResponse[];
  photos: QuoteRequestPhotoResponse[];
  consumer_name: string;
  /** The appointment, the address and the consumer's contact details, once the consumer hired this pro. */
  booking?: BookingResponse | null;
}

export interface LeadDetailResponse extends ProviderQuoteBidResponse, LeadFigures {
  QuoteRequest: LeadRequestResponse;
}

const fileParams = z.object({ file: z.string() });

/** GET /quote_bids/view/{id}.json: one of the pro's own bids with its request; 404 for anyone else. */
export const leadDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/quote_bids/view/:file', { schema: { params: fileParams } }, async (request) => {
    const { userId } = await request.requireSession();
    const raw = request.params.file.replace(/\.json$/, '');
    if (!ID.test(raw) || Number(raw) > 2_147_483_647) throw AppError.notFound('找不到這個案件。');
    const bid = await findProviderBid(app.db, Number(raw));
    if (!bid || bid.user_id !== userId || bid.quote_status_id === QuoteStatus.NotInterested) throw AppError.notFound('找不到這個案件。');
    const [row, answers, photos, consumer, booking] = await Promise.all([
      findRequestById(app.db, bid.quote_request_id),
      listAnswers(app.db, bid.quote_request_id),
      listPhotos(app.db, bid.quote_request_id),
      app.db
        .selectFrom('quote_requests as r')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .select(['u.username', 'u.first_name', 'u.last_name'])
        .where('r.id', '=', bid.quote_request_id)
        .executeTakeFirst(),
      proBooking(app.db, bid.id),
    ]);
    if (!row || !consumer) throw AppError.notFound('找不到這個案件。');
    const figures = await leadFigures(app.db, [bid], app.config.matching.requestMaxQuotes);
    const quote_bid: LeadDetailResponse = {
      ...toProviderBidResponse(bid),
      ...figures.get(bid.id)!,
      QuoteRequest: {
        ...toRequestSummaryResponse(row),
        // The address is the consumer's to give: the pro reads it in the booking, once hired.
        address: booking?.address ?? null,
        booking,
        fields: answers.map(toRequestFieldResponse),
        QuoteFormSubmissionField: answers.map(toSubmissionFieldResponse),
        photos: photos.map((p) => ({ id: p.id, url: p.path })),
        consumer_name: consumerNameForPro(consumer, { hiredByConsumer: bid.hired_by_requester }),
      },
    };
    return ok({ quote_bid });
  });
};
