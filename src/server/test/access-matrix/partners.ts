import type { World } from '../access-matrix.world';
import { createSession } from '../../features/auth/sessions.repository';
import { type Ctx, get, type MatrixEntry } from './entry';

/** A's order of P's item placed in the ibon channel (a session of A's signed in through ibon); its payment's id is the ibon order's. */
async function ibonOrderOfA(w: World): Promise<Ctx> {
  const added = await w.ok(w.actors.P, '/new/v1/nshop_items/add.json', {
    method: 'POST',
    json: {
      quote_service_id: w.serviceP,
      quote_category_id: w.categoryId,
      name: '冷氣清洗',
      description: '分離式冷氣清洗',
      travel_preference: ['remote'],
      service_type: 'single',
      plans: [{ name: '一台', price: 1800, service_type: 'single' }],
    },
  });
  const item = added.shop_item as { shop_item_id: number; plans: { shop_item_plan_id: number }[] };
  await w.server.db.updateTable('shop_items').set({ review: 3, is_published: true }).where('id', '=', item.shop_item_id).execute();
  const { token } = await createSession(w.server.db, w.actors.A.id, { partnerChannel: 'ibon' });
  const body = await w.ok({ id: w.actors.A.id, token }, '/new/v1/nshop_orders/add.json', {
    method: 'POST',
    json: { items: [{ shop_item_id: item.shop_item_id, shop_item_plan_id: item.plans[0]!.shop_item_plan_id }], at_pro_place: 1 },
  });
  const orderId = (body.nshop_order as { nshop_order_id: number }).nshop_order_id;
  const payment = await w.server.db.selectFrom('third_party_payments').select('id').where('nshop_order_id', '=', orderId).executeTakeFirstOrThrow();
  return { id: payment.id };
}

export const PARTNER_ENTRIES: Record<string, MatrixEntry> = {
  'GET /api/ibon_orders/view/:file': { owner: 'A', setup: ibonOrderOfA, call: (_w, c) => get(`/ibon_orders/view/${c.id}.json`) },
};
