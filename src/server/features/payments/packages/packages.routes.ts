import type { FastifyPluginAsync } from 'fastify';
import { CACHE_TTL_SECONDS } from '../../../../domain/limits';
import { CUSTOM_AMOUNT_MAX, CUSTOM_AMOUNT_MIN, PAY_TYPE_RANGES } from '../../../../domain/payments/purchase-rules';
import { ok } from '../../../lib/envelope';
import { TtlCache } from '../../../lib/ttl-cache';

/** A credit package as the pricing page shows it: what it costs and the credit it gives. */
export interface PackageResponse {
  id: number;
  name: string;
  price: number;
  bonus_credit: number;
  credit: number;
}

/** Public: the active credit packages, the custom-amount range and each way of paying's range (cached 1,200 s). */
export const packagesRoutes: FastifyPluginAsync = async (app) => {
  const cache = new TtlCache<PackageResponse[]>(CACHE_TTL_SECONDS * 1000, 1);
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

  app.get('/packages/index.json', async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${CACHE_TTL_SECONDS}`);
    return ok({
      packages: await cache.get('packages', load),
      custom: { min: CUSTOM_AMOUNT_MIN, max: CUSTOM_AMOUNT_MAX },
      pay_types: PAY_TYPE_RANGES,
    });
  });
};
