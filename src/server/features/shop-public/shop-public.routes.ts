import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import {
  categoryShopItemsShape,
  publicShopItemShape,
  SHOP_ITEM_SORTS,
  shopFavoritesPageShape,
  shopFavoriteStateShape,
  shopItemCardsShape,
} from '../../../domain/shop/shop-public.contract';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import { parseNamedParams } from '../../lib/named-params';
import { PublicAnswers } from '../../lib/public-answers';
import { sessionFirst } from '../../lib/session-first';
import { SHOP_CATEGORY_NOT_FOUND, SHOP_ITEM_NOT_ON_SALE, type ShopPublicService } from './shop-public.service';

const MAX_PAGE = 1000;
// An item's slug (`{id}-{name}`, its name part in any script) with `.json`: only the id finds it.
const slugParams = z.object({
  file: z
    .string()
    .regex(/^[^/]{1,120}\.json$/)
    .transform((file) => file.replace(/\.json$/, '')),
});
const categoryParams = z.object({
  file: z
    .string()
    .regex(/^[a-z0-9-]{1,80}(?:\.json)?$/)
    .transform((file) => file.replace(/\.json$/, '')),
});
const categoryQuery = z.object({
  page: z.coerce.number({ error: '頁碼（page）必須是數字。' }).int('頁碼（page）必須是整數。').min(1, '頁碼（page）最小是 1。').max(MAX_PAGE, `頁碼（page）最大是 ${MAX_PAGE}。`).default(1),
  sort: z.enum(SHOP_ITEM_SORTS, { error: `排序（sort）只能是 ${SHOP_ITEM_SORTS.join('、')}。` }).default('newest'),
});
const searchQuery = z.object({
  q: z.string({ error: '搜尋文字（q）必須填寫。' }).trim().min(1, '搜尋文字（q）必須填寫。').max(50, '搜尋文字（q）最多 50 個字。'),
  page: categoryQuery.shape.page,
});
const restParams = z.object({ '*': z.string() });
const favoriteAnswer = okResponse(shopFavoriteStateShape);

/** The page of `.../page:{n}.json` (1 without it); anything else is a 400 naming `page`. */
function pageOf(rest: string): number {
  const { named, positional } = parseNamedParams(rest);
  const raw = named.page ?? '1';
  if (positional.length > 0 || Object.keys(named).some((k) => k !== 'page') || !/^[1-9]\d{0,5}$/.test(raw)) {
    throw AppError.invalid([{ field: 'page', message: '頁數（page）必須是正整數' }]);
  }
  return Number(raw);
}

/**
 * The shop's public side (docs/shop.md): items on sale for anyone (no session; cached under the
 * pros' data version like the pro lists), and a consumer's favourites. With the shop flag off
 * every call is 404.
 */
export const shopPublicRoutes: FastifyPluginAsyncZod<{ shopPublic: ShopPublicService }> = async (app, { shopPublic }) => {
  app.addHook('onRequest', async () => {
    if (!app.config.flags.shop) throw AppError.notFound();
  });
  const answers = new PublicAnswers();
  const cached = async (request: FastifyRequest, reply: FastifyReply, key: unknown[], load: () => Promise<unknown>) =>
    answers.send(request, reply, JSON.stringify(key), await shopPublic.version(), load);
  const items = '/new/v1/nshop_items';

  app.get(
    `${items}/public/:file`,
    { config: { notFoundText: SHOP_ITEM_NOT_ON_SALE }, schema: { params: slugParams, response: okResponse(publicShopItemShape) } },
    async (request, reply) => {
      const slug = request.params.file;
      return cached(request, reply, ['item', slug], async () => ok(await shopPublic.view(slug)));
    },
  );

  app.get(
    `${items}/category/:file`,
    { config: { notFoundText: SHOP_CATEGORY_NOT_FOUND }, schema: { params: categoryParams, querystring: categoryQuery, response: okResponse(categoryShopItemsShape) } },
    async (request, reply) => {
      const slug = request.params.file;
      const { page, sort } = request.query;
      return cached(request, reply, ['category', slug, page, sort], async () => {
        const found = await shopPublic.category(slug, page, sort);
        if (!found) throw AppError.notFound(SHOP_CATEGORY_NOT_FOUND);
        return ok(found);
      });
    },
  );

  // Items on sale matching a typed text (the fet channel's search-result screen).
  app.get(`${items}/search.json`, { schema: { querystring: searchQuery, response: okResponse(categoryShopItemsShape) } }, async (request, reply) => {
    const { q, page } = request.query;
    return cached(request, reply, ['search', q, page], async () => ok(await shopPublic.search(q, page)));
  });

  app.get(`${items}/recent.json`, { schema: { response: okResponse(shopItemCardsShape) } }, async (request, reply) =>
    cached(request, reply, ['recent'], async () => ok({ shop_items: await shopPublic.recent() })),
  );

  app.get(`${items}/service/:file`, { schema: { params: fileIdParams, response: okResponse(shopItemCardsShape) } }, async (request, reply) => {
    const id = request.params.file;
    return cached(request, reply, ['service', id], async () => ok({ shop_items: await shopPublic.ofService(id) }));
  });

  // A consumer's favourites (shop-consumer/favorite).
  const favorites = '/new/v1/nshop_favorites';
  const onItem = { ...sessionFirst, config: { notFoundText: SHOP_ITEM_NOT_ON_SALE } };

  app.post(`${favorites}/add/:file`, { ...onItem, schema: { params: fileIdParams, response: favoriteAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await shopPublic.addFavorite(userId, request.params.file));
  });

  app.post(`${favorites}/remove/:file`, { ...onItem, schema: { params: fileIdParams, response: favoriteAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await shopPublic.removeFavorite(userId, request.params.file));
  });

  app.get(`${favorites}/status/:file`, { ...onItem, schema: { params: fileIdParams, response: favoriteAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await shopPublic.favoriteState(userId, request.params.file));
  });

  app.get(`${favorites}/index/*`, { ...sessionFirst, schema: { params: restParams, response: okResponse(shopFavoritesPageShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await shopPublic.favorites(userId, pageOf(request.params['*'])));
  });
};
