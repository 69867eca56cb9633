import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { addCartSchema, addShopOrderSchema, shopCartShape, shopOrderStatusBodySchema, shopOrderAnswerShape, shopOrdersPageShape } from '../../../domain/shop/shop-orders.contract';
import { SHOP_ORDER_USER_ACTIONS } from '../../../domain/shop/shop-order-status';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse, pathId } from '../../lib/http-schemas';
import { parseNamedParams } from '../../lib/named-params';
import { SHOP_ORDER_MESSAGES } from './shop-orders.errors';
import type { ShopOrdersService } from './shop-orders.service';

const CARTS = '/new/v1/nshop_carts';
const ORDERS = '/new/v1/nshop_orders';
const cartAnswer = { response: okResponse(shopCartShape) };
const orderAnswer = { response: okResponse(shopOrderAnswerShape) };
const statusParams = z.object({ action: z.enum(SHOP_ORDER_USER_ACTIONS), file: pathId });
const restParams = z.object({ '*': z.string() });
const hashParams = z.object({ file: z.string().transform((file) => file.replace(/\.json$/, '')) });
const SIDES = { provider: 'pro', consumer: 'consumer' } as const;

/**
 * The shop's carts and orders (spec sections 7 and 8, docs/shop.md). With the shop flag off every
 * call is 404. An order is seen only by its two sides (anyone else 404), or by a guest with its link.
 */
export const shopOrdersRoutes: FastifyPluginAsyncZod<{ shopOrders: ShopOrdersService }> = async (app, { shopOrders }) => {
  app.addHook('onRequest', async () => {
    if (!app.config.flags.shop) throw AppError.notFound();
  });
  // The session before the body is read.
  const signedIn = { preValidation: async (request: FastifyRequest) => void (await request.requireSession()) };
  const byId = { notFoundText: SHOP_ORDER_MESSAGES.notFound };

  app.get(`${CARTS}/index.json`, { ...signedIn, schema: cartAnswer }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await shopOrders.cart(userId));
  });

  app.post(`${CARTS}/add.json`, { ...signedIn, schema: { body: addCartSchema, ...cartAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await shopOrders.addToCart(userId, request.body));
  });

  app.post(`${CARTS}/remove/:file`, { ...signedIn, config: { notFoundText: SHOP_ORDER_MESSAGES.cartLineNotFound }, schema: { params: fileIdParams, ...cartAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await shopOrders.removeFromCart(userId, request.params.file));
  });

  app.post(`${ORDERS}/add.json`, { ...signedIn, schema: { body: addShopOrderSchema, ...orderAnswer } }, async (request) => {
    const { userId, partnerChannel } = await request.requireSession();
    // A partner's discount codes work only in its channel, and only while the channel's flag is on.
    const partner = app.config.partners?.find((p) => p.id === partnerChannel);
    const discountChannel = partner && app.config.flags[partner.feature] ? partner.id : null;
    return ok({ nshop_order: await shopOrders.add(userId, request.body, partnerChannel, discountChannel) });
  });

  app.get(`${ORDERS}/index/*`, { ...signedIn, schema: { params: restParams, response: okResponse(shopOrdersPageShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    const { named } = parseNamedParams(request.params['*']);
    const side = SIDES[(named.type ?? '') as keyof typeof SIDES];
    if (!side) throw AppError.invalid([{ field: 'type', message: '請指定訂單類型：provider（我賣出的）或 consumer（我買的）' }]);
    const raw = named.page ?? '1';
    if (!/^[1-9]\d{0,5}$/.test(raw)) throw AppError.invalid([{ field: 'page', message: '頁碼必須是正整數' }]);
    return ok(await shopOrders.list(userId, side, Number(raw)));
  });

  app.get(`${ORDERS}/view/:file`, { ...signedIn, config: byId, schema: { params: fileIdParams, ...orderAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ nshop_order: await shopOrders.view(userId, request.params.file) });
  });

  // The guest link: whoever holds the hash reads the order, signed in or not.
  app.get(`${ORDERS}/hash/:file`, { config: byId, schema: { params: hashParams, ...orderAnswer } }, async (request) => {
    return ok({ nshop_order: await shopOrders.viewByHash(request.params.file) });
  });

  app.post(`${ORDERS}/change_status/:action/:file`, { ...signedIn, config: byId, schema: { params: statusParams, body: shopOrderStatusBodySchema, ...orderAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ nshop_order: await shopOrders.changeStatus(userId, request.params.action, request.params.file, request.body?.reason) });
  });
};
