import { describe, expect, it } from 'vitest';
import type { ShopServiceCategory } from '../../../domain/shop/shop-category-settings';
import { ShopItemReview } from '../../../domain/shop/shop-item-status';
import { addService } from '../../test/factories/pros';
import { ENGINES } from '../../test/harness';
import { shopItemsSuite } from '../shop-items/shop-items.test-support';
import { shopOrderConfirmationMode } from './index';

const BASE = '/new/v1/nshop_categories';
type Res = { status: number; body: Record<string, unknown> };
const listOf = (res: Res) => res.body.shop_service_categories as ShopServiceCategory[];
const oneOf = (res: Res) => res.body.shop_service_category as ShopServiceCategory;

describe.each(ENGINES)('the shop settings per category on %s', (engine) => {
  const suite = shopItemsSuite(engine);
  const api = (path: string, init: Parameters<typeof suite.server.api>[1] = {}) => suite.server.api(`${BASE}${path}`, init);

  it('lists the categories of the pro\'s services with the defaults and item counts, and saves settings', async () => {
    const pro = await suite.newPro();
    const db = suite.server.db;
    const first = await suite.add(pro.token, pro.body());
    const second = await suite.add(pro.token, pro.body({ name: '第二個' }));
    const deleted = await suite.add(pro.token, pro.body({ name: '刪掉的' }));
    await suite.status(pro.token, 'delete', (deleted.body.shop_item as { shop_item_id: number }).shop_item_id);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    // An archived service's categories are not listed.
    await addService(db, pro.user.id, { categoryIds: [pro.categoryId], isArchived: true, areas: [] });

    const list = listOf(await api('/index.json', { token: pro.token }));
    expect(list).toHaveLength(1);
    const [row] = list;
    expect(row).toMatchObject({
      quote_service_id: pro.service.id,
      quote_category_id: pro.categoryId,
      is_enabled: 0,
      order_confirmation_mode: 'manual',
      reservation_slot_minutes: 60,
      reservation_notice_hours: 24,
      item_count: 2,
      on_sale_count: 0,
      has_business_hours: 0,
    });
    expect(await shopOrderConfirmationMode(db, pro.service.id, pro.categoryId)).toBe('manual');

    const saved = await api(`/edit/${row!.service_category_id}.json`, {
      method: 'POST',
      token: pro.token,
      json: { is_enabled: 1, order_confirmation_mode: 'auto', reservation_slot_minutes: 90, reservation_notice_hours: 48 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(oneOf(saved)).toMatchObject({ is_enabled: 1, order_confirmation_mode: 'auto', reservation_slot_minutes: 90, reservation_notice_hours: 48, item_count: 2 });
    expect(await shopOrderConfirmationMode(db, pro.service.id, pro.categoryId)).toBe('auto');

    // Absent fields keep their value.
    const partial = await api(`/edit/${row!.service_category_id}.json`, { method: 'POST', token: pro.token, json: { is_enabled: '0' } });
    expect(oneOf(partial)).toMatchObject({ is_enabled: 0, order_confirmation_mode: 'auto', reservation_slot_minutes: 90 });
    expect(oneOf(await api(`/view/${row!.service_category_id}.json`, { token: pro.token }))).toEqual(oneOf(partial));
  });

  it('counts the items on sale', async () => {
    const pro = await suite.newPro();
    const id = (await suite.add(pro.token, pro.body())).body.shop_item as { shop_item_id: number };
    await suite.status(pro.token, 'apply_review', id.shop_item_id);
    const { cookie } = await suite.operator();
    expect((await suite.approve(cookie, id.shop_item_id)).status).toBe(200);
    expect((await suite.status(pro.token, 'publish', id.shop_item_id)).status).toBe(200);
    const [row] = listOf(await api('/index.json', { token: pro.token }));
    expect(row).toMatchObject({ item_count: 1, on_sale_count: 1 });
    const item = await suite.view(pro.token, id.shop_item_id);
    expect((item.body.shop_item as { review: number }).review).toBe(ShopItemReview.Approved);
  });

  it.each([
    [{ order_confirmation_mode: 'later' }, 'order_confirmation_mode'],
    [{ reservation_slot_minutes: 10 }, 'reservation_slot_minutes'],
    [{ reservation_slot_minutes: 50 }, 'reservation_slot_minutes'],
    [{ reservation_slot_minutes: 'abc' }, 'reservation_slot_minutes'],
    [{ reservation_notice_hours: -1 }, 'reservation_notice_hours'],
    [{ reservation_notice_hours: 721 }, 'reservation_notice_hours'],
    [{ is_enabled: 2 }, 'is_enabled'],
  ])('refuses %j with a 400 naming the field in zh-TW', async (body, field) => {
    const pro = await suite.newPro();
    const [row] = listOf(await api('/index.json', { token: pro.token }));
    const res = await api(`/edit/${row!.service_category_id}.json`, { method: 'POST', token: pro.token, json: body });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(field);
    expect(JSON.stringify(res.body)).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers 404 for someone else\'s category or a missing one, and 403 without a session', async () => {
    const pro = await suite.newPro();
    const other = await suite.newPro();
    const [row] = listOf(await api('/index.json', { token: pro.token }));
    const id = row!.service_category_id;
    expect((await api(`/view/${id}.json`, { token: other.token })).status).toBe(404);
    expect((await api(`/edit/${id}.json`, { method: 'POST', token: other.token, json: { is_enabled: 1 } })).status).toBe(404);
    expect((await api('/view/999999.json', { token: pro.token })).status).toBe(404);
    expect((await api('/index.json')).status).toBe(403);
    expect(oneOf(await api(`/view/${id}.json`, { token: pro.token })).is_enabled).toBe(0);
  });
});

describe.each(ENGINES)('the shop settings calls with the shop flag off on %s', (engine) => {
  const suite = shopItemsSuite(engine, { FEATURE_SHOP: 'false' });

  it('answers 404 to every call', async () => {
    const pro = await suite.newPro();
    const calls = [
      await suite.server.api(`${BASE}/index.json`, { token: pro.token }),
      await suite.server.api(`${BASE}/view/1.json`, { token: pro.token }),
      await suite.server.api(`${BASE}/edit/1.json`, { method: 'POST', token: pro.token, json: { is_enabled: 1 } }),
    ];
    for (const res of calls) expect(res.status).toBe(404);
    expect(await suite.server.db.selectFrom('shop_category_settings').selectAll().execute()).toEqual([]);
  });
});
