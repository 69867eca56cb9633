import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHANGE_STATUS_ACTIONS } from '../../../domain/bids/transitions';
import { AppError } from '../../../domain/errors/app-error';
import { FAVORITE_TAG, readWorkListQuery, WORK_LIST_PAGE_SIZE } from '../../../domain/bids/work-list';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse, pathId } from '../../lib/http-schemas';
import { sessionFirst } from './route-options';
import { parseNamedParams } from '../../lib/named-params';
import {
  consumerBidAnswerShape,
  consumerQuoteBidResponseSchema,
  feePreviewSchema,
  providerBidAnswerShape,
  providerQuoteBidResponseSchema,
  workPageResponseSchema,
} from '../../../domain/bids/bids.contract';
import { readBidActionInput, readSendQuoteInput } from './bid-action-input';
import { toWorkItemResponse } from './bids.mappers';
import { leadFigures } from './lead-figures';
import { tagOwnBid } from './provider-bids.repository';
import { listWorks } from './work-list.repository';
import type { BidsService } from './bids.service';
import type { ContactChargeService } from './contact-charge.service';
import { UPLOAD_ROUTES } from '../../../domain/uploads/upload-routes';

const NOT_FOUND = { notFoundText: '找不到這個案件。' };

const wildcardParams = z.object({ '*': z.string() });
const actionParams = z.object({ action: z.string(), file: pathId });
const providerBid = okResponse(providerBidAnswerShape);
const consumerBid = okResponse(consumerBidAnswerShape);
const tagBody = z.object({ provider_tag: z.enum([FAVORITE_TAG, ''], { error: `標籤只能是 ${FAVORITE_TAG} 或空白` }) });

/** The card checks of pay-on-contact quotes (409 codes 2 and 211): the payments feature's rules, given by the composition. */
export interface BidCardChecks {
  /** Before a quote is sent: a pay-on-contact first send needs a usable card. */
  forContactCharge(userId: number, bidId: number, contactCharge: boolean): Promise<void>;
  /** Before a pay-on-contact quote is switched to a manual one. */
  forSwitch(userId: number, bidId: number): Promise<void>;
}

/** Quote bids (spec section 7 "Bids"): the fee preview and change_status. */
export const bidsRoutes: FastifyPluginAsyncZod<{ bids: BidsService; contact: ContactChargeService; cards: BidCardChecks }> = async (app, { bids, contact, cards }) => {

  // The pro's work lists: /quote_bids/index/type:myworks/page:2/filter:4/request:notread.json
  app.get('/quote_bids/index/*', { schema: { params: wildcardParams, response: okResponse(workPageResponseSchema.shape) } }, async (request) => {
    const { userId } = await request.requireSession();
    const { named } = parseNamedParams(request.params['*']);
    if (named.type !== 'myworks') throw AppError.notFound('沒有這個列表。');
    const query = readWorkListQuery(named);
    const { rows, count } = await listWorks(app.db, userId, query);
    const figures = await leadFigures(app.db, rows, app.config.matching.requestMaxQuotes);
    return ok({
      quote_bids: rows.map((row) => ({ ...toWorkItemResponse(row), ...figures.get(row.id)! })),
      page: query.page,
      total_pages: Math.max(1, Math.ceil(count / WORK_LIST_PAGE_SIZE)),
      count,
    });
  });

  app.post('/quote_bids/want_to_contact_provider/:file', { ...sessionFirst, schema: { params: fileIdParams, response: consumerBid }, config: NOT_FOUND }, async (request) => {
    const { userId } = await request.requireSession();
    const id = request.params.file;
    await contact.wantToContact(userId, id);
    return ok({ quote_bid: await bids.consumerView(id) });
  });

  app.post('/quote_bids/switch_to_manual_quote/:file', { ...sessionFirst, schema: { params: fileIdParams, response: providerBid }, config: NOT_FOUND }, async (request) => {
    const { userId } = await request.requireSession();
    const id = request.params.file;
    await cards.forSwitch(userId, id);
    await contact.switchToManualQuote(userId, id);
    return ok({ quote_bid: await bids.providerView(id) });
  });

  // The pro's own tag on a lead: `favorite` puts it on the Favorite list; empty removes it.
  app.post('/quote_bids/tag/:file', { ...sessionFirst, schema: { params: fileIdParams, body: tagBody, response: providerBid }, config: NOT_FOUND }, async (request) => {
    const { userId } = await request.requireSession();
    const id = request.params.file;
    const tag = request.body.provider_tag;
    if (!(await tagOwnBid(app.db, userId, id, tag === '' ? null : tag))) throw AppError.notFound('找不到這個案件。');
    return ok({ quote_bid: await bids.providerView(id) });
  });

  app.get('/quote_bids/preview_quote_fee/:file', { ...sessionFirst, schema: { params: fileIdParams, response: okResponse(feePreviewSchema.shape) }, config: NOT_FOUND }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await bids.previewFee(userId, request.params.file));
  });

  // The body is multipart (quote files, review photos) and differs by action: it is read here, by the action's schema.
  const changeStatusOptions = {
    ...sessionFirst,
    schema: { params: actionParams, response: okResponse({ quote_bid: z.union([providerQuoteBidResponseSchema, consumerQuoteBidResponseSchema]) }) },
    config: { ...NOT_FOUND, uploads: UPLOAD_ROUTES.bidAttachments },
  };
  app.post('/quote_bids/change_status/:action/:file', changeStatusOptions, async (request) => {
    const { userId } = await request.requireSession();
    const { action, file: id } = request.params;
    const known = CHANGE_STATUS_ACTIONS.find((a) => a === action);
    if (!known) throw AppError.notFound('沒有這個動作。');
    if (known !== 'rating') return ok({ quote_bid: await bids.changeStatus(userId, known, id, readBidActionInput(known, request.body)) });
    const quote = readSendQuoteInput(request.body);
    await cards.forContactCharge(userId, id, quote.contactCharge);
    return ok({ quote_bid: await bids.sendQuote(userId, id, quote) });
  });
};
