import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { shopOrderChatShape, shopOrderSentShape } from '../../../domain/shop/shop-order-messages.contract';
import { UPLOAD_ROUTES } from '../../../domain/uploads/upload-routes';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import { SHOP_ORDER_CHAT_MESSAGES, type ShopOrderMessagesService } from './shop-order-messages.service';

const CHAT = '/new/v1/nshop_orders/chat';
const beforeQuery = z.object({ before: z.coerce.number().int().positive().optional() });

/**
 * A shop order's messages (docs/shop.md "Order messages"): GET chat/{id}.json reads the
 * conversation (`?before={id}` for older messages), POST chat/{id}.json sends one. With the shop
 * flag off both are 404; only the order's two sides reach it (anyone else 404 with 801).
 */
export const shopOrderMessagesRoutes: FastifyPluginAsyncZod<{ orderMessages: ShopOrderMessagesService }> = async (app, { orderMessages }) => {
  app.addHook('onRequest', async () => {
    if (!app.config.flags.shop) throw AppError.notFound();
  });
  // The session before the body is read.
  const signedIn = { preValidation: async (request: FastifyRequest) => void (await request.requireSession()) };

  app.get(`${CHAT}/:file`, { ...signedIn, config: { notFoundText: SHOP_ORDER_CHAT_MESSAGES.notFound }, schema: { params: fileIdParams, querystring: beforeQuery, response: okResponse(shopOrderChatShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await orderMessages.conversation(userId, request.params.file, request.query.before));
  });

  // Multipart with files, a form or JSON: the service reads the message and the attachments itself.
  const postConfig = { uploads: UPLOAD_ROUTES.messageAttachments, notFoundText: SHOP_ORDER_CHAT_MESSAGES.notFound };
  app.post(`${CHAT}/:file`, { ...signedIn, config: postConfig, schema: { params: fileIdParams, response: okResponse(shopOrderSentShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    const body = (request.body ?? {}) as Record<string, unknown>;
    return ok({ nshop_order_message: await orderMessages.post(userId, request.params.file, { message: body.message, attachments: body.attachments }) });
  });
};
