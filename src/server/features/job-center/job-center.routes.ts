import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consumerBidAnswerShape, jobCenterPageSchema, providerBidAnswerShape } from '../../../domain/bids/bids.contract';
import { inviteProBodySchema } from '../../../domain/bids/invite-pro.schema';
import { NarrowStatus } from '../../../domain/bids/quote-status';
import { AppError } from '../../../domain/errors/app-error';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse, pathId } from '../../lib/http-schemas';
import { parseNamedParams } from '../../lib/named-params';
import { type BidsService, sessionFirst } from '../bids';
import type { JobCenterService } from './job-center.service';

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

const wildcardParams = z.object({ '*': z.string() });
const providerBid = okResponse(providerBidAnswerShape);
const consumerBid = okResponse(consumerBidAnswerShape);
const narrowParams = z.object({ file: pathId, '*': z.string() });
// A reason that is not text is no reason.
const narrowBody = z.object({ reason: z.string().optional().catch(undefined) });

/** The job center and the ways a pro is brought to a request: answering a case, the consumer's invite, the narrow-match answer. */
export const jobCenterRoutes: FastifyPluginAsyncZod<{ bids: BidsService; jobCenter: JobCenterService }> = async (app, { bids, jobCenter }) => {
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

  app.post('/new/v1/quote_bids/invite_pro.json', { ...sessionFirst, schema: { body: inviteProBodySchema, response: consumerBid } }, async (request) => {
    const { userId } = await request.requireSession();
    const { body } = request;
    const id = await jobCenter.invite(userId, body.quote_request_id, body.quote_service_id);
    return ok({ quote_bid: await bids.consumerView(id) });
  });

  app.post(
    '/quote_bids/provider_accept_narrow_match/:file/*',
    { ...sessionFirst, schema: { params: narrowParams, body: narrowBody, response: providerBid }, config: NOT_FOUND },
    async (request) => {
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
    },
  );
};
