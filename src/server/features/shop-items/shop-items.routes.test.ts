import { describe, expect, it } from 'vitest';
import { ShopItemError } from '../../../domain/shop/shop-item-errors';
import { ShopItemReview } from '../../../domain/shop/shop-item-status';
import { createSignedInUser } from '../../test/factories';
import { ENGINES } from '../../test/harness';
import { itemForm, itemOf, PNG_1X1, shopItemsSuite } from './shop-items.test-support';

describe.each(ENGINES)('the shop item calls on %s', (engine) => {
  const suite = shopItemsSuite(engine);
  const { newPro, add, edit, index, view, status, operator, approve } = suite;

  it('adds a draft item with its plans and photos in order, and lists and shows it to its pro', async () => {
    const pro = await newPro();
    const res = await add(pro.token, itemForm(pro.body(), [PNG_1X1, PNG_1X1]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const item = itemOf(res);
    expect(item).toMatchObject({
      quote_service_id: pro.service.id,
      quote_category_id: pro.categoryId,
      name: '分離式冷氣清洗',
      travel_preference: ['to_customer'],
      service_area: [{ city_id: pro.place.cityId, district_id: pro.place.districtId }],
      is_quantity_limited: 1,
      remaining_quantity: 20,
      keywords: ['冷氣', '清洗'],
      review: ShopItemReview.Draft,
      is_published: 0,
      is_on_sale: 0,
    });
    expect(item.plans.map((p) => [p.name, p.price, p.service_type])).toEqual([
      ['一台', 1800, 'single'],
      ['三台', 4800, 'package'],
    ]);
    expect(item.photos.map((p) => p.display_order)).toEqual([0, 1]);
    expect(item.photos[0]!.url).toMatch(/^\/uploads\/shop-items\//);
    const photo = await fetch(`${suite.server.baseUrl}${item.photos[0]!.url}`);
    expect(photo.status).toBe(200);

    expect(itemOf(await view(pro.token, item.shop_item_id))).toEqual(item);
    const list = (await index(pro.token)).body.shop_items as { shop_item_id: number }[];
    expect(list.map((i) => i.shop_item_id)).toEqual([item.shop_item_id]);
  });

  it('edits the whole item: photos reordered, one dropped, one added; plans replaced', async () => {
    const pro = await newPro();
    const item = itemOf(await add(pro.token, itemForm(pro.body(), [PNG_1X1, PNG_1X1])));
    const [first, second] = item.photos;
    const res = await edit(pro.token, item.shop_item_id, itemForm(pro.body({ name: '冷氣深層清洗', plans: [{ name: '一台', price: 2000, service_type: 'single' }] }), [PNG_1X1], ['new:0', second!.url]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const edited = itemOf(res);
    expect(edited.name).toBe('冷氣深層清洗');
    expect(edited.plans.map((p) => p.price)).toEqual([2000]);
    expect(edited.photos).toHaveLength(2);
    expect(edited.photos[1]!.id).toBe(second!.id);
    expect(edited.photos.some((p) => p.id === first!.id)).toBe(false);
    expect(edited.photos[0]!.url).not.toBe(second!.url);
  });

  it('lets only the pro owning an active service with that category add', async () => {
    const pro = await newPro();
    const other = await newPro();
    const member = await createSignedInUser(suite.server.db);
    const refused = [
      await add(other.token, pro.body()),
      await add(member.token, pro.body()),
      await add(pro.token, pro.body({ quote_category_id: pro.categoryId + 1 })),
    ];
    for (const res of refused) expect(res.status, JSON.stringify(res.body)).toBe(404);
    await suite.server.db.updateTable('quote_services').set({ is_archived: true }).where('id', '=', pro.service.id).execute();
    expect((await add(pro.token, pro.body())).status).toBe(404);
    const missing = await add(other.token, { ...other.body(), quote_service_id: undefined });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('quote_service_id');
    expect((await add('', pro.body())).status).toBe(403);
  });

  const invalid: [number, Record<string, unknown>][] = [
    [ShopItemError.BadName, { name: '' }],
    [ShopItemError.BadDescription, { description: '' }],
    [ShopItemError.BadTravelPreference, { travel_preference: [] }],
    [ShopItemError.BadServiceArea, { service_area: [{ city_id: 999_999 }] }],
    [ShopItemError.BadServiceType, { service_type: 'forever' }],
    [ShopItemError.BadServiceInfo, { service_info: 'x'.repeat(2001) }],
    [ShopItemError.BadPlan, { plans: [] }],
    [ShopItemError.PlanName, { plans: [{ name: '', price: 100, service_type: 'single' }] }],
    [ShopItemError.PlanDescription, { plans: [{ name: 'a', description: 'x'.repeat(501), price: 100, service_type: 'single' }] }],
    [ShopItemError.PlanPrice, { plans: [{ name: 'a', price: 99.5, service_type: 'single' }] }],
    [ShopItemError.PlanServiceType, { plans: [{ name: 'a', price: 100, service_type: 'x' }] }],
    [ShopItemError.PhotoUrl, { photos: ['https://elsewhere.example/x.png'] }],
    [ShopItemError.QuantityFlag, { is_quantity_limited: 'maybe' }],
    [ShopItemError.RemainingQuantity, { remaining_quantity: -1 }],
    [ShopItemError.Keyword, { keywords: ['x'.repeat(21)] }],
    [ShopItemError.ReservationFlag, { is_reservable: 7 }],
  ];
  it.each(invalid)('refuses %i with the code in `error` and a zh-TW message naming the field, saving nothing', async (code, change) => {
    const pro = await newPro();
    const res = await add(pro.token, pro.body(change));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'Error', error: code });
    expect(res.body.message).toMatch(/：/);
    expect((await index(pro.token)).body.shop_items).toEqual([]);
  });

  it('refuses the photo codes 814-817 of uploads and their order', async () => {
    const pro = await newPro();
    const codeOf = async (files: Buffer[], photos?: string[]) => (await add(pro.token, itemForm(pro.body(), files, photos))).body.error;
    expect(await codeOf([Buffer.from('not an image')])).toBe(ShopItemError.PhotoError);
    expect(await codeOf([PNG_1X1], ['new:0', 'new:1'])).toBe(ShopItemError.PhotoOperation);
    expect(await codeOf([PNG_1X1], ['new:0', 'new:0'])).toBe(ShopItemError.PhotoOrder);
    expect(await codeOf([PNG_1X1], ['new:0', '/uploads/shop-items/other.png'])).toBe(ShopItemError.PhotoUrl);
    // Too many photos for an item: eleven names in the order.
    const item = itemOf(await add(pro.token, itemForm(pro.body(), [PNG_1X1])));
    const tooMany = await edit(pro.token, item.shop_item_id, itemForm(pro.body(), Array.from({ length: 10 }, () => PNG_1X1), [item.photos[0]!.url, ...Array.from({ length: 10 }, (_, i) => `new:${i}`)]));
    expect(tooMany.body.error).toBe(ShopItemError.PhotoError);
  });

  it('answers 801 for a missing or deleted item and 802 for another pro\'s, on every call with an id', async () => {
    const pro = await newPro();
    const other = await newPro();
    const item = itemOf(await add(pro.token, pro.body()));
    const id = item.shop_item_id;
    for (const res of [await view(pro.token, id + 10_000), await edit(pro.token, id + 10_000, pro.body()), await status(pro.token, 'publish', id + 10_000)]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(ShopItemError.ItemNotFound);
    }
    for (const res of [await view(other.token, id), await edit(other.token, id, other.body()), await status(other.token, 'delete', id)]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(ShopItemError.ItemNotOwned);
    }
    expect(itemOf(await view(pro.token, id)).name).toBe(item.name);
    expect((await status(pro.token, 'delete', id)).status).toBe(200);
    expect((await view(pro.token, id)).body.error).toBe(ShopItemError.ItemNotFound);
    expect((await status(pro.token, 'delete', id)).body.error).toBe(ShopItemError.ItemNotFound);
    expect((await index(pro.token)).body.shop_items).toEqual([]);
    expect((await status(pro.token, 'sell', id)).status).toBe(404);
  });

  it('goes through review before it is sold; an edit of an approved item goes back to review', async () => {
    const pro = await newPro();
    const id = itemOf(await add(pro.token, pro.body())).shop_item_id;
    const refusedPublish = await status(pro.token, 'publish', id);
    expect(refusedPublish.status).toBe(409);
    expect(refusedPublish.body.error).toBe('action not allowed');
    const applied = itemOf(await status(pro.token, 'apply_review', id));
    expect(applied).toMatchObject({ review: ShopItemReview.Pending, is_on_sale: 0 });
    expect(applied.submitted_at).not.toBeNull();
    expect((await status(pro.token, 'apply_review', id)).status).toBe(409);
    const { cookie } = await operator();
    expect((await approve(cookie, id)).status).toBe(200);
    expect(itemOf(await status(pro.token, 'publish', id))).toMatchObject({ review: ShopItemReview.Approved, is_published: 1, is_on_sale: 1 });
    expect((await status(pro.token, 'publish', id)).status).toBe(409);
    expect(itemOf(await edit(pro.token, id, pro.body({ name: '改過的名稱' })))).toMatchObject({ review: ShopItemReview.Pending, is_published: 1, is_on_sale: 0 });
    expect(itemOf(await status(pro.token, 'unpublish', id))).toMatchObject({ is_published: 0 });
    expect((await status(pro.token, 'unpublish', id)).status).toBe(409);
    expect((await status(pro.token, 'delete', id)).status).toBe(200);
  });
});

describe.each(ENGINES)('the shop item calls with the shop flag off on %s', (engine) => {
  const suite = shopItemsSuite(engine, { FEATURE_SHOP: 'false' });

  it('answers 404 to every shop call, the console\'s too', async () => {
    const pro = await suite.newPro();
    const { cookie } = await suite.operator('admin');
    const calls = [
      await suite.add(pro.token, pro.body()),
      await suite.edit(pro.token, 1, pro.body()),
      await suite.index(pro.token),
      await suite.view(pro.token, 1),
      ...(await Promise.all(['publish', 'unpublish', 'delete', 'apply_review'].map((a) => suite.status(pro.token, a, 1)))),
      await suite.list(cookie),
      await suite.opsView(cookie, 1),
      await suite.approve(cookie, 1),
      await suite.reject(cookie, 1, '不符合規定'),
    ];
    for (const res of calls) expect(res.status).toBe(404);
    expect(await suite.server.db.selectFrom('shop_items').select('id').execute()).toEqual([]);
  });
});
