import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHANGE_STATUS_ACTIONS } from '../../../domain/bids/transitions';
import { NarrowStatus, QuoteStatus } from '../../../domain/bids/quote-status';
import { AppError } from '../../../domain/errors/app-error';
import { FAVORITE_TAG, readWorkListQuery, WORK_LIST_PAGE_SIZE } from '../../../domain/bids/work-list';
import { ok } from '../../lib/envelope';
import { parseNamedParams } from '../../lib/named-params';
import { parseInput } from '../../lib/parse-input';
import { requireCardForContactCharge, requireCardForSwitch } from '../payments/cards/card-requirement';
import { toWorkItemResponse } from './bids.mappers';
import { leadFigures } from './lead-figures';
import { listWorks } from './work-list.repository';
import type { BidsService } from './bids.service';
import type { ContactChargeService } from './contact-charge.service';
import type { JobCenterService } from './job-center.service';
import { UPLOAD_ROUTES } from '../../../domain/uploads/upload-routes';

const ID = /^[1-9]\d{0,9}$/;
const REFUND_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** `{id}.json` of a path; anything else names no bid (404). */
function bidId(file: string): number {
  const id = file.replace(/\.json$/, '');
  if (!ID.test(id) || Number(id) > 2_147_483_647) throw AppError.notFound('找不到這個案件。');
  return Number(id);
}

/** The `id:` of a job center page (one case, for its own page); anything but an id is a 400 naming it. */
function caseId(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!ID.test(value) || Number(value) > 2_147_483_647) throw AppError.invalid([{ field: 'id', message: '案件編號格式不正確' }]);
  return Number(value);
}

const sessionFirst = {
  // A missing session is a 403 before any complaint about the body.
  preValidation: async (request: FastifyRequest) => {
    await request.requireSession();
  },
};

const fileParams = z.object({ file: z.string() });
const actionParams = z.object({ action: z.string(), file: z.string() });
const tagBody = z.object({ provider_tag: z.enum([FAVORITE_TAG, ''], { error: `標籤只能是 ${FAVORITE_TAG} 或空白` }) });
const narrowParams = z.object({ file: z.string(), '*': z.string() });
const positiveId = (field: string) =>
  z.coerce.number({ error: `請提供 ${field}` }).int(`${field} 格式不正確`).positive(`${field} 格式不正確`).max(2_147_483_647, `${field} 格式不正確`);
const invitePro = z.object({ quote_request_id: positiveId('quote_request_id'), quote_service_id: positiveId('quote_service_id') });

/** Quote bids (spec section 7 "Bids"): the fee preview and change_status. */
export const bidsRoutes: FastifyPluginAsyncZod<{ bids: BidsService; contact: ContactChargeService; jobCenter: JobCenterService }> = async (app, { bids, contact, jobCenter }) => {

  // The pro's work lists: /quote_bids/index/type:myworks/page:2/filter:4/request:notread.json
  app.get('/quote_bids/index/*', async (request) => {
    const { userId } = await request.requireSession();
    const { named } = parseNamedParams((request.params as { '*': string })['*']);
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

  app.get('/new/v1/quote_requests/job_center/*', async (request) => {
    const { userId } = await request.requireSession();
    const { named } = parseNamedParams((request.params as { '*': string })['*']);
    const page = named.page === undefined ? 1 : Number(named.page);
    if (!Number.isInteger(page) || page < 1 || page > 100_000) throw AppError.invalid([{ field: 'page', message: '頁數必須是正整數' }]);
    return ok(await jobCenter.list(userId, { page, requestId: caseId(named.id) }));
  });

  app.post('/new/v1/quote_bids/match/:file', { ...sessionFirst, schema: { params: fileParams } }, async (request) => {
    const { userId } = await request.requireSession();
    const id = await jobCenter.match(userId, bidId(request.params.file));
    return ok({ quote_bid: await bids.providerView(id) });
  });

  app.post('/new/v1/quote_bids/invite_pro.json', sessionFirst, async (request) => {
    const { userId } = await request.requireSession();
    const body = parseInput(invitePro, request.body);
    const id = await jobCenter.invite(userId, body.quote_request_id, body.quote_service_id);
    return ok({ quote_bid: await bids.consumerView(id) });
  });

  app.post('/quote_bids/provider_accept_narrow_match/:file/*', { ...sessionFirst, schema: { params: narrowParams } }, async (request) => {
    const { userId } = await request.requireSession();
    const { named } = parseNamedParams(request.params['*']);
    const status = Number(named.narrow_status_id);
    if (status !== NarrowStatus.Won && status !== NarrowStatus.Lost) {
      throw AppError.invalid([{ field: 'narrow_status_id', message: '請選擇接受（2）或婉拒（3）' }]);
    }
    const id = bidId(request.params.file);
    const reason = typeof (request.body as { reason?: unknown } | undefined)?.reason === 'string' ? (request.body as { reason: string }).reason.trim().slice(0, 500) : undefined;
    await jobCenter.answerNarrowMatch(userId, id, status, reason || undefined);
    return ok({ quote_bid: await bids.providerView(id) });
  });

  app.post('/quote_bids/want_to_contact_provider/:file', { ...sessionFirst, schema: { params: fileParams } }, async (request) => {
    const { userId } = await request.requireSession();
    const id = bidId(request.params.file);
    await contact.wantToContact(userId, id);
    return ok({ quote_bid: await bids.consumerView(id) });
  });

  app.post('/quote_bids/switch_to_manual_quote/:file', { ...sessionFirst, schema: { params: fileParams } }, async (request) => {
    const { userId } = await request.requireSession();
    const id = bidId(request.params.file);
    await requireCardForSwitch(app.db, userId, id, app.config.cards);
    await contact.switchToManualQuote(userId, id);
    return ok({ quote_bid: await bids.providerView(id) });
  });

  // Fees of quotes left unopened for 48 hours come back; every copy sweeps, the ledger's unique
  // index and row locks keep each refund to one.
  const sweep = setInterval(() => {
    contact.refundUnopenedQuotes().catch((error: unknown) => app.log.error({ err: error }, 'refund sweep failed'));
  }, REFUND_SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  // The pro's own tag on a lead: `favorite` puts it on the Favorite list; empty removes it.
  app.post('/quote_bids/tag/:file', { ...sessionFirst, schema: { params: fileParams } }, async (request) => {
    const { userId } = await request.requireSession();
    const id = bidId(request.params.file);
    const { provider_tag: tag } = parseInput(tagBody, request.body);
    const updated = await app.db
      .updateTable('quote_bids')
      .set({ provider_tag: tag === '' ? null : tag, modified: new Date() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('quote_status_id', '<>', QuoteStatus.NotInterested)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw AppError.notFound('找不到這個案件。');
    return ok({ quote_bid: await bids.providerView(id) });
  });

  app.get('/quote_bids/preview_quote_fee/:file', { ...sessionFirst, schema: { params: fileParams } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await bids.previewFee(userId, bidId(request.params.file)));
  });

  app.post('/quote_bids/change_status/:action/:file', { ...sessionFirst, schema: { params: actionParams }, config: { uploads: UPLOAD_ROUTES.bidAttachments } }, async (request) => {
    const { userId } = await request.requireSession();
    const { action, file } = request.params;
    const known = CHANGE_STATUS_ACTIONS.find((a) => a === action);
    if (!known) throw AppError.notFound('沒有這個動作。');
    const id = bidId(file);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (known === 'rating') await requireCardForContactCharge(app.db, userId, id, body, app.config.cards);
    const quote_bid = known === 'rating' ? await bids.sendQuote(userId, id, body) : await bids.changeStatus(userId, known, id, body);
    return ok({ quote_bid });
  });
};
