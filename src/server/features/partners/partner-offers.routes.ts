import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Kysely, sql } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { partnerOffersShape } from '../../../domain/partners/partner-discounts';
import { ShopOrderStatus } from '../../../domain/shop/shop-order-status';
import type { Database } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';
import { partnerChannelOf } from '../auth';
import { partnerById, sessionPartnerId } from './partner-channels';

/** The partner's active codes valid at `now` with uses left, soonest ending first. */
async function activeOffers(db: Kysely<Database>, partnerId: string, now: Date) {
  const rows = await db
    .selectFrom('partner_discount_codes as c')
    .where('c.partner_id', '=', partnerId)
    .where('c.active', '=', true)
    .where('c.valid_from', '<=', now)
    .where('c.valid_until', '>', now)
    .select([
      'c.code',
      'c.title',
      'c.amount_off',
      'c.percent_off',
      'c.min_order',
      'c.valid_from',
      'c.valid_until',
      'c.max_uses',
      'c.per_user_limit',
      sql<string>`(select count(*) from partner_discount_redemptions r join nshop_orders o on o.id = r.nshop_order_id
                     where r.code_id = c.id and o.status <> ${ShopOrderStatus.Cancelled})`.as('uses'),
    ])
    .orderBy('c.valid_until')
    .orderBy('c.id')
    .limit(50)
    .execute();
  const offers = rows
    .map((r) => ({ ...r, remaining_uses: r.max_uses === null ? null : Math.max(0, r.max_uses - Number(r.uses)) }))
    .filter((r) => r.remaining_uses !== 0)
    .map(({ uses: _uses, valid_from, valid_until, ...r }) => ({ ...r, valid_from: valid_from.toISOString(), valid_until: valid_until.toISOString() }));
  return offers;
}

/**
 * GET /partner/offers.json: the active discount codes of the channel's partner (as the shell finds
 * it: the session's partner flag, else the partner cookie) valid now, with their conditions and
 * the uses left; 404 outside a channel or with its flag off (docs/fet.md).
 */
export const partnerOffersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/partner/offers.json', { schema: { response: okResponse(partnerOffersShape) } }, async (request) => {
    const session = await request.loadSession();
    const fromSession = session ? await sessionPartnerId(app, session.sessionId) : null;
    const partner = partnerById(app, fromSession ?? partnerChannelOf(request));
    if (!partner) throw AppError.notFound();
    return ok({ offers: await activeOffers(app.db, partner.id, app.clock.now()) });
  });
};
