import { describe, expect, it } from 'vitest';
import { ShopItemError } from '../../../domain/shop/shop-item-errors';
import { shopItemSlug } from '../../../domain/shop/shop-item-slug';
import type { PublicShopItem, ShopFavorite, ShopItemCard } from '../../../domain/shop/shop-public.contract';
import { createSignedInUser } from '../../test/factories';
import { pauseService } from '../../test/factories/pros';
import { ENGINES } from '../../test/harness';
import { PNG_1X1, itemForm, itemOf, shopItemsSuite } from '../shop-items/shop-items.test-support';
import { onSaleItem } from './shop-public.test-support';

const cardsOf = (res: { body: Record<string, unknown> }) => res.body.shop_items as ShopItemCard[];

describe.each(ENGINES)('the shop public calls on %s', (engine) => {
  const suite = shopItemsSuite(engine);
  const api = (path: string, init?: Parameters<typeof suite.server.api>[1]) => suite.server.api(path, init);

  it('shows an item on sale to anyone by its slug, with plans, photos, its pro and no invented rating', async () => {
    const pro = await suite.newPro();
    const added = itemOf(await suite.add(pro.token, itemForm(pro.body(), [PNG_1X1, PNG_1X1])));
    await suite.status(pro.token, 'apply_review', added.shop_item_id);
    const { cookie } = await suite.operator('admin');
    await suite.approve(cookie, added.shop_item_id);
    await suite.status(pro.token, 'publish', added.shop_item_id);
    const slug = shopItemSlug(added.shop_item_id, added.name);
    expect(slug).toBe(`${added.shop_item_id}-分離式冷氣清洗`);

    const res = await api(`/new/v1/nshop_items/public/${encodeURIComponent(slug)}.json`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const item = res.body.shop_item as PublicShopItem;
    expect(item).toMatchObject({
      shop_item_id: added.shop_item_id,
      slug,
      name: '分離式冷氣清洗',
      price_from: 1800,
      is_available: 1,
      rating: null,
      review_count: 0,
      remaining_quantity: 20,
      category: { id: pro.categoryId, slug: 'aircon-installation' },
      pro: { quote_service_id: pro.service.id, title: '測試服務', rating: null, review_count: 0 },
    });
    expect(item.plans.map((p) => [p.name, p.price])).toEqual([
      ['一台', 1800],
      ['三台', 4800],
    ]);
    expect(item.photos).toHaveLength(2);
    expect(item.photo?.url).toBe(item.photos[0]?.url);
    // Only the id finds the item: an old name still leads to it; a slug without an id names nothing.
    expect((await api(`/new/v1/nshop_items/public/${added.shop_item_id}-old-name.json`)).status).toBe(200);
    const none = await api('/new/v1/nshop_items/public/deep-clean-package.json');
    expect(none.status).toBe(404);
    expect(none.body.error).toBe(ShopItemError.ItemNotFound);
  });

  it('finds items on sale by a typed text in their name, keywords or service title, paged, and names q when it is empty', async () => {
    const pro = await suite.newPro();
    const item = await onSaleItem(suite, pro, { name: '搜尋測試冷氣深層清洗' });
    await suite.add(pro.token, pro.body({ name: '搜尋測試草稿' }));
    const res = await api(`/new/v1/nshop_items/search.json?q=${encodeURIComponent('搜尋測試')}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(cardsOf(res).map((c) => c.shop_item_id)).toEqual([item.shop_item_id]);
    expect(res.body).toMatchObject({ page: 1, total_pages: 1, count: 1 });
    // LIKE's wildcards are matched as typed, not as wildcards.
    expect(cardsOf(await api(`/new/v1/nshop_items/search.json?q=${encodeURIComponent('搜尋%清洗')}`))).toEqual([]);
    const empty = await api('/new/v1/nshop_items/search.json?q=%20');
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('搜尋文字（q）');
  });

  it('keeps drafts, pending, unpublished, deleted items and items of paused or private services out of every public read', async () => {
    const pro = await suite.newPro();
    const sold = await onSaleItem(suite, pro, { name: '看得到的商品' });
    const draft = itemOf(await suite.add(pro.token, pro.body({ name: '草稿商品' })));
    const pending = itemOf(await suite.add(pro.token, pro.body({ name: '審核中商品' })));
    await suite.status(pro.token, 'apply_review', pending.shop_item_id);
    const unpublished = await onSaleItem(suite, pro, { name: '下架商品' });
    await suite.status(pro.token, 'unpublish', unpublished.shop_item_id);
    const deleted = await onSaleItem(suite, pro, { name: '刪除商品' });
    await suite.status(pro.token, 'delete', deleted.shop_item_id);
    const edited = await onSaleItem(suite, pro, { name: '改過的商品' });
    await suite.edit(pro.token, edited.shop_item_id, pro.body({ name: '改過的商品二' }));

    for (const hidden of [draft, pending, unpublished, deleted, edited]) {
      const res = await api(`/new/v1/nshop_items/public/${hidden.shop_item_id}.json`);
      expect(res.status, hidden.name).toBe(404);
      expect(res.body.error).toBe(ShopItemError.ItemNotFound);
    }
    const ofService = cardsOf(await api(`/new/v1/nshop_items/service/${pro.service.id}.json`));
    expect(ofService.map((c) => c.shop_item_id)).toEqual([sold.shop_item_id]);

    // A paused service sells nothing; a private one neither.
    const paused = await suite.newPro();
    const pausedItem = await onSaleItem(suite, paused);
    const hidden = await suite.newPro();
    const hiddenItem = await onSaleItem(suite, hidden);
    await pauseService(suite.server.db, paused.service.id);
    await suite.server.db.updateTable('quote_services').set({ is_public: false }).where('id', '=', hidden.service.id).execute();
    for (const id of [pausedItem.shop_item_id, hiddenItem.shop_item_id]) expect((await api(`/new/v1/nshop_items/public/${id}.json`)).status).toBe(404);
    const recent = cardsOf(await api('/new/v1/nshop_items/recent.json')).map((c) => c.shop_item_id);
    expect(recent).toContain(sold.shop_item_id);
    for (const id of [draft, pending, unpublished, deleted, edited, pausedItem, hiddenItem].map((i) => i.shop_item_id)) expect(recent).not.toContain(id);
  });

  it('pages a category\'s items, newest first, and answers 404 for an unknown category', async () => {
    const pro = await suite.newPro();
    const made: number[] = [];
    for (let i = 0; i < 13; i += 1) made.push((await onSaleItem(suite, pro, { name: `分類商品${i}` })).shop_item_id);
    const first = await api('/new/v1/nshop_items/category/aircon-installation.json');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ page: 1 });
    const count = first.body.count as number;
    expect(count).toBeGreaterThanOrEqual(13);
    expect(cardsOf(first)).toHaveLength(12);
    // Newest first: the last made leads.
    expect(cardsOf(first)[0]?.shop_item_id).toBe(made[12]);
    const second = await api(`/new/v1/nshop_items/category/aircon-installation.json?page=2&sort=best`);
    expect(second.status).toBe(200);
    expect(second.body.total_pages).toBe(Math.ceil(count / 12));
    expect((await api('/new/v1/nshop_items/category/no-such-category.json')).status).toBe(404);
    const bad = await api('/new/v1/nshop_items/category/aircon-installation.json?sort=cheap');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('排序');
  });

  it('shows a change at once: the cached answer follows the item', async () => {
    const pro = await suite.newPro();
    const item = await onSaleItem(suite, pro, { name: '快取商品' });
    const path = `/new/v1/nshop_items/public/${item.shop_item_id}.json`;
    expect((await api(path)).status).toBe(200);
    await suite.status(pro.token, 'unpublish', item.shop_item_id);
    expect((await api(path)).status).toBe(404);
  });

  it('keeps a consumer\'s favourites: add, again, status, remove, 6 a page newest first, unsold ones marked', async () => {
    const pro = await suite.newPro();
    const items: number[] = [];
    for (let i = 0; i < 7; i += 1) items.push((await onSaleItem(suite, pro, { name: `收藏商品${i}` })).shop_item_id);
    const { token } = await createSignedInUser(suite.server.db);
    for (const id of items) {
      const res = await api(`/new/v1/nshop_favorites/add/${id}.json`, { method: 'POST', token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ shop_item_id: id, is_favorite: 1 });
    }
    // Again is no change.
    expect((await api(`/new/v1/nshop_favorites/add/${items[0]}.json`, { method: 'POST', token })).status).toBe(200);
    expect((await api(`/new/v1/nshop_favorites/status/${items[0]}.json`, { token })).body.is_favorite).toBe(1);

    const first = await api('/new/v1/nshop_favorites/index/page:1.json', { token });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ page: 1, total_pages: 2, count: 7 });
    const rows = first.body.shop_favorites as ShopFavorite[];
    expect(rows.map((r) => r.shop_item.shop_item_id)).toEqual(items.slice(1).reverse());
    expect(rows.every((r) => r.is_on_sale === 1)).toBe(true);
    const second = await api('/new/v1/nshop_favorites/index/page:2.json', { token });
    expect((second.body.shop_favorites as ShopFavorite[]).map((r) => r.shop_item.shop_item_id)).toEqual([items[0]]);

    // An item no longer sold stays, marked; a deleted one leaves the list.
    await suite.status(pro.token, 'unpublish', items[6]!);
    await suite.status(pro.token, 'delete', items[5]!);
    const after = (await api('/new/v1/nshop_favorites/index/page:1.json', { token })).body;
    const listed = after.shop_favorites as ShopFavorite[];
    expect(after.count).toBe(6);
    expect(listed[0]).toMatchObject({ shop_item: { shop_item_id: items[6] }, is_on_sale: 0 });
    expect(listed.some((r) => r.shop_item.shop_item_id === items[5])).toBe(false);

    const removed = await api(`/new/v1/nshop_favorites/remove/${items[0]}.json`, { method: 'POST', token });
    expect(removed.body).toMatchObject({ shop_item_id: items[0], is_favorite: 0 });
    expect((await api(`/new/v1/nshop_favorites/status/${items[0]}.json`, { token })).body.is_favorite).toBe(0);
    expect((await api('/new/v1/nshop_favorites/index/page:1.json', { token })).body.count).toBe(5);
  });

  it('refuses to favourite an item not on sale, a guest, and a bad page', async () => {
    const pro = await suite.newPro();
    const draft = itemOf(await suite.add(pro.token, pro.body()));
    const { token } = await createSignedInUser(suite.server.db);
    const res = await api(`/new/v1/nshop_favorites/add/${draft.shop_item_id}.json`, { method: 'POST', token });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(ShopItemError.ItemNotFound);
    expect((await api(`/new/v1/nshop_favorites/add/${draft.shop_item_id}.json`, { method: 'POST' })).status).toBe(403);
    expect((await api('/new/v1/nshop_favorites/index/page:1.json')).status).toBe(403);
    const bad = await api('/new/v1/nshop_favorites/index/page:x.json', { token });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('頁數');
    const empty = await api('/new/v1/nshop_favorites/index/page:1.json', { token });
    expect(empty.body).toMatchObject({ shop_favorites: [], page: 1, total_pages: 1, count: 0 });
  });
});

describe.each(ENGINES)('the shop public calls with the shop flag off on %s', (engine) => {
  const suite = shopItemsSuite(engine, { FEATURE_SHOP: 'false' });

  it('answers 404 to every public and favourite call', async () => {
    const { token } = await createSignedInUser(suite.server.db);
    const api = suite.server.api;
    const calls = [
      await api('/new/v1/nshop_items/public/1-x.json'),
      await api('/new/v1/nshop_items/category/aircon-installation.json'),
      await api('/new/v1/nshop_items/recent.json'),
      await api('/new/v1/nshop_items/service/1.json'),
      await api('/new/v1/nshop_favorites/add/1.json', { method: 'POST', token }),
      await api('/new/v1/nshop_favorites/remove/1.json', { method: 'POST', token }),
      await api('/new/v1/nshop_favorites/status/1.json', { token }),
      await api('/new/v1/nshop_favorites/index/page:1.json', { token }),
    ];
    expect(calls.map((c) => c.status)).toEqual(calls.map(() => 404));
  });
});
