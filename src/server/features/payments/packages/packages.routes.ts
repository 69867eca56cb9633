import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHE_TTL_SECONDS } from '../../../../domain/limits';
import { type CreditPackage, packagesAnswerShape } from '../../../../domain/payments/payments.contract';
import { CUSTOM_AMOUNT_MAX, CUSTOM_AMOUNT_MIN, PAY_TYPE_RANGES } from '../../../../domain/payments/purchase-rules';
import { ok } from '../../../lib/envelope';
import { okResponse } from '../../../lib/http-schemas';
import { TtlCache } from '../../../lib/ttl-cache';

/** Public: the active credit packages, the custom-amount range and each way of paying's range (cached 1,200 s). */
export const packagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new TtlCache<CreditPackage[]>(CACHE_TTL_SECONDS * 1000, 1);
  const load = async () =>
    (
      await app.db
        .selectFrom('credit_packages')
        .select(['id', 'name', 'price', 'bonus_credit'])
        .where('is_active', '=', true)
        .orderBy('display_order')
        .orderBy('id')
        .execute()
    ).map((p) => ({ id: p.id, name: p.name, price: p.price, bonus_credit: p.bonus_credit, credit: p.price + p.bonus_credit }));

  app.get('/packages/index.json', { schema: { response: okResponse(packagesAnswerShape) } }, async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${CACHE_TTL_SECONDS}`);
    return ok({
      packages: await cache.get('packages', load),
      custom: { min: CUSTOM_AMOUNT_MIN, max: CUSTOM_AMOUNT_MAX },
      pay_types: PAY_TYPE_RANGES,
    });
  });
};
