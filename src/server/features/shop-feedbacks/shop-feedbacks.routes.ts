import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { shopFeedbackAnswerShape, shopItemFeedbacksPageShape, shopOrderFeedbacksShape } from '../../../domain/shop/shop-feedbacks.contract';
import { UPLOAD_ROUTES } from '../../../domain/uploads/upload-routes';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse, pathId } from '../../lib/http-schemas';
import { parseNamedParams } from '../../lib/named-params';
import { sessionFirst } from '../../lib/session-first';
import type { ShopFeedbacksService } from './shop-feedbacks.service';

const BASE = '/new/v1/nshop_feedbacks';
const itemParams = z.object({ item: pathId, '*': z.string() });
const answer = okResponse(shopFeedbackAnswerShape);
const bodyOf = (body: unknown) => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {});

/** The page of `page:{n}.json` (1 without it); anything else is a 400 naming `page`. */
function pageOf(rest: string): number {
  const { named, positional } = parseNamedParams(rest);
  const raw = named.page ?? '1';
  if (positional.length > 0 || !/^[1-9]\d{0,5}$/.test(raw)) throw AppError.invalid([{ field: 'page', message: '頁數（page）必須是正整數' }]);
  return Number(raw);
}

/**
 * Reviews of completed shop orders (docs/shop.md "Reviews"). With the shop flag off every call is
 * 404. The review takes its photos as multipart `attachments` (the bid review's file cap, so that
 * a fourth photo is answered with 853 rather than cut off by the parser).
 */
export const shopFeedbacksRoutes: FastifyPluginAsyncZod<{ shopFeedbacks: ShopFeedbacksService }> = async (app, { shopFeedbacks }) => {
  app.addHook('onRequest', async () => {
    if (!app.config.flags.shop) throw AppError.notFound();
  });

  app.post(`${BASE}/add/:file`, { ...sessionFirst, config: { uploads: UPLOAD_ROUTES.bidAttachments }, schema: { params: fileIdParams, response: answer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ nshop_feedback: await shopFeedbacks.add(userId, request.params.file, bodyOf(request.body)) });
  });

  app.post(`${BASE}/comment/:file`, { ...sessionFirst, schema: { params: fileIdParams, response: answer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ nshop_feedback: await shopFeedbacks.comment(userId, request.params.file, bodyOf(request.body)) });
  });

  app.get(`${BASE}/item/:item/*`, { schema: { params: itemParams, response: okResponse(shopItemFeedbacksPageShape) } }, async (request) => {
    return ok(await shopFeedbacks.ofItem(request.params.item, pageOf(request.params['*'])));
  });

  app.get(`${BASE}/order/:file`, { ...sessionFirst, schema: { params: fileIdParams, response: okResponse(shopOrderFeedbacksShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await shopFeedbacks.ofOrder(userId, request.params.file));
  });
};
