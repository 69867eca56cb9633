import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHANGE_STATUS_ACTIONS } from '../../../domain/bids/transitions';
import { NarrowStatus } from '../../../domain/bids/quote-status';
import { AppError } from '../../../domain/errors/app-error';
import { FAVORITE_TAG, readWorkListQuery, WORK_LIST_PAGE_SIZE } from '../../../domain/bids/work-list';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse, pathId } from '../../lib/http-schemas';
import { parseNamedParams } from '../../lib/named-params';
import { requireCardForContactCharge, requireCardForSwitch } from '../payments';
import {
  consumerQuoteBidResponseSchema,
  feePreviewSchema,
  jobCenterPageSchema,
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
import type { JobCenterService } from './job-center.service';
import { UPLOAD_ROUTES } from '../../../domain/uploads/upload-routes';

const NOT_FOUND = { notFoundText: '找不到這個案件。' };

/** The `id:` of a job center page (one case, for its own page); anything but an id is a 400 naming it. */
function caseId(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const id = pathId.safeParse(value);
  if (!id.success || value.endsWith('.json')) throw AppError.invalid([{ field: 'id', message: '案件編號格式不正確' }]);
  return id.data;
}

/** The page of a named-parameter list; anything but a page number is a 400 naming it. */
function namedPage(value: string | undefined): number {
  const page = value === undefined ? 1 : Number(value);
  if (!Number.isInteger(page) || page < 1 || page > 100_000) throw AppError.invalid([{ field: 'page', message: '頁數必須是正整數' }]);
  return page;
}

const sessionFirst = {
  // A missing session is a 403 before any complaint about the body; no body is an empty one.
  preValidation: async (request: FastifyRequest) => {
    await request.requireSession();
    request.body ??= {};
  },
};

const wildcardParams = z.object({ '*': z.string() });
const actionParams = z.object({ action: z.string(), file: pathId });
const providerBid = okResponse({ quote_bid: providerQuoteBidResponseSchema });
const consumerBid = okResponse({ quote_bid: consumerQuoteBidResponseSchema });
const tagBody = z.object({ provider_tag: z.enum([FAVORITE_TAG, ''], { error: `標籤只能是 ${FAVORITE_TAG} 或空白` }) });
const narrowParams = z.object({ file: pathId, '*': z.string() });
// A reason that is not text is no reason.
const narrowBody = z.object({ reason: z.string().optional().catch(undefined) });
const positiveId = (field: string) =>
  z.coerce.number({ error: `請提供 ${field}` }).int(`${field} 格式不正確`).positive(`${field} 格式不正確`).max(2_147_483_647, `${field} 格式不正確`);
const invitePro = z.object({ quote_request_id: positiveId('quote_request_id'), quote_service_id: positiveId('quote_service_id') });

/** Quote bids (spec section 7 "Bids"): the fee preview and change_status. */
export const bidsRoutes: FastifyPluginAsyncZod<{ bids: BidsService; contact: ContactChargeService; jobCenter: JobCenterService }> = async (app, { bids, contact, jobCenter }) => {

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

  app.get('/new/v1/quote_requests/job_center/*', { schema: { params: wildcardParams, response: okResponse(jobCenterPageSchema.shape) } }, async (request) => {
    const { userId } = await request.requireSession();
    const { named } = parseNamedParams(request.params['*']);
    return ok(await jobCenter.list(userId, { page: namedPage(named.page), requestId: caseId(named.id) }));
  });

  app.post('/new/v1/quote_bids/match/:file', { ...sessionFirst, schema: { params: fileIdParams, response: providerBid }, config: NOT_FOUND }, async (request) => {
    const { userId } = await request.requireSession();
    const id = await jobCenter.match(userId, request.params.file);
    return ok({ quote_bid: await bids.providerView(id) });
  });

  app.post('/new/v1/quote_bids/invite_pro.json', { ...sessionFirst, schema: { body: invitePro, response: consumerBid } }, async (request) => {
    const { userId } = await request.requireSession();
    const { body } = request;
    const id = await jobCenter.invite(userId, body.quote_request_id, body.quote_service_id);
    return ok({ quote_bid: await bids.consumerView(id) });
  });

  app.post('/quote_bids/provider_accept_narrow_match/:file/*', { ...sessionFirst, schema: { params: narrowParams, body: narrowBody, response: providerBid }, config: NOT_FOUND }, async (request) => {
    const { userId } = await request.requireSession();
    const { named } = parseNamedParams(request.params['*']);
    const status = Number(named.narrow_status_id);
    if (status !== NarrowStatus.Won && status !== NarrowStatus.Lost) {
      throw AppError.invalid([{ field: 'narrow_status_id', message: '請選擇接受（2）或婉拒（3）' }]);
    }
    const id = request.params.file;
    const reason = request.body.reason?.trim().slice(0, 500);
    await jobCenter.answerNarrowMatch(userId, id, status, reason || undefined);
    return ok({ quote_bid: await bids.providerView(id) });
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
    await requireCardForSwitch(app.db, userId, id, app.config.cards);
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
    await requireCardForContactCharge(app.db, userId, id, { is_contact_charge: quote.contactCharge }, app.config.cards);
    return ok({ quote_bid: await bids.sendQuote(userId, id, quote) });
  });
};
