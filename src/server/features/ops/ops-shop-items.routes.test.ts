import { describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, operatorMay } from '../../../domain/ops/operator-roles';
import { ShopItemReview } from '../../../domain/shop/shop-item-status';
import type { OpsShopItem } from '../../../domain/shop/shop-items.contract';
import { createSignedInUser } from '../../test/factories';
import { ENGINES } from '../../test/harness';
import { itemOf, shopItemsSuite } from '../shop-items/shop-items.test-support';

describe.each(ENGINES)('the console shop items queue on %s', (engine) => {
  const suite = shopItemsSuite(engine);
  const { newPro, add, status, view, operator, list, opsView, approve, reject } = suite;
  const items = (res: { body: Record<string, unknown> }) => res.body.shop_items as OpsShopItem[];
  const pending = async () => {
    const pro = await newPro();
    const id = itemOf(await add(pro.token, pro.body())).shop_item_id;
    expect((await status(pro.token, 'apply_review', id)).status).toBe(200);
    return { pro, id };
  };
  const auditOf = (operatorId: number, action: string) =>
    suite.server.db
      .selectFrom('operator_audit')
      .select(['action', 'target_type', 'target_id', 'before', 'after', 'reason'])
      .where('operator_id', '=', operatorId)
      .where('action', '=', action)
      .orderBy('id')
      .execute();

  it('lets trust_safety and admin review, and no one else', () => {
    expect(OPERATOR_ROLES.filter((role) => operatorMay(role, 'review_shop_items'))).toEqual(['trust_safety', 'admin']);
  });

  describe.each(OPERATOR_ROLES)('as %s', (role) => {
    const allowed = operatorMay(role, 'review_shop_items');
    it(`${allowed ? 'lists, views, approves and rejects' : 'is refused 403 forbidden on every call, and nothing changes'}`, async () => {
      const a = await pending();
      const b = await pending();
      const { cookie } = await operator(role);
      const calls = [await list(cookie), await opsView(cookie, a.id), await approve(cookie, a.id), await reject(cookie, b.id, '照片不清楚')];
      for (const res of calls) {
        expect(res.status, JSON.stringify(res.body)).toBe(allowed ? 200 : 403);
        if (!allowed) expect(res.body).toMatchObject({ status: 'Error', error: 'forbidden' });
      }
      const reviews = [itemOf(await view(a.pro.token, a.id)).review, itemOf(await view(b.pro.token, b.id)).review];
      expect(reviews).toEqual(allowed ? [ShopItemReview.Approved, ShopItemReview.Rejected] : [ShopItemReview.Pending, ShopItemReview.Pending]);
      const overview = (await suite.server.api('/ops/queues.json', { cookie })).body.queues as { id: string }[] | undefined;
      expect((overview ?? []).some((q) => q.id === 'shop_items')).toBe(allowed);
    });
  });

  it('answers 403 invalid token to a guest and marketplace sessions', async () => {
    const { pro, id } = await pending();
    const member = await createSignedInUser(suite.server.db);
    for (const who of [{}, { token: pro.token }, { token: member.token }]) {
      for (const [path, method] of [
        ['/ops/shop_items/index/page:1.json', 'GET'],
        [`/ops/shop_items/view/${id}.json`, 'GET'],
        [`/ops/shop_items/approve/${id}.json`, 'POST'],
        [`/ops/shop_items/reject/${id}.json`, 'POST'],
      ] as const) {
        const res = await suite.server.api(path, { method, ...who, ...(method === 'POST' ? { json: { reason: '自己退自己' } } : {}) });
        expect(res.status, `${method} ${path}`).toBe(403);
      }
    }
    expect(itemOf(await view(pro.token, id)).review).toBe(ShopItemReview.Pending);
  });

  it('lists pending items with their pro, service and category; counts them in the overview; drafts are not in it', async () => {
    const { pro, id } = await pending();
    const draftPro = await newPro();
    const draft = itemOf(await add(draftPro.token, draftPro.body())).shop_item_id;
    const { cookie } = await operator();
    const queue = items(await list(cookie, 'assigned=unassigned'));
    expect(queue.find((i) => i.shop_item_id === id)).toMatchObject({ user: { id: pro.user.id }, service: { id: pro.service.id }, category: { id: pro.categoryId }, assignment: null });
    expect(queue.some((i) => i.shop_item_id === draft)).toBe(false);
    expect(items(await list(cookie, `review=${ShopItemReview.Draft}`)).some((i) => i.shop_item_id === draft)).toBe(true);
    expect((await list(cookie, 'review=9')).status).toBe(400);
    const overview = (await suite.server.api('/ops/queues.json', { cookie })).body.queues as { id: string; open: number }[];
    expect(overview.find((q) => q.id === 'shop_items')!.open).toBeGreaterThanOrEqual(1);
    const assigned = await suite.server.api(`/ops/queues/shop_items/assign/${id}.json`, { method: 'POST', cookie });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(items(await list(cookie, 'assigned=mine')).map((i) => i.shop_item_id)).toContain(id);
  });

  it('rejects only with a reason, audited in the same transaction; the pro sees the reason and may apply again', async () => {
    const { pro, id } = await pending();
    const { operator: op, cookie } = await operator();
    const noReason = await reject(cookie, id);
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toEqual([expect.objectContaining({ field: 'reason' })]);
    const reason = '商品內容含有聯絡方式（電話、LINE、網址等），請移除後重新送審。';
    const res = await reject(cookie, id, reason);
    expect(res.status).toBe(200);
    expect(res.body.shop_item).toMatchObject({ review: ShopItemReview.Rejected, reject_reason: reason });
    expect(await auditOf(op.id, 'shop_item_reject')).toEqual([
      { action: 'shop_item_reject', target_type: 'shop_item', target_id: String(id), before: { review: 2, reject_reason: null }, after: { review: 4, reject_reason: reason }, reason },
    ]);
    expect(itemOf(await view(pro.token, id))).toMatchObject({ review: ShopItemReview.Rejected, reject_reason: reason });
    expect((await reject(cookie, id, reason)).status).toBe(409);
    expect((await approve(cookie, id)).status).toBe(409);
    expect(itemOf(await status(pro.token, 'apply_review', id))).toMatchObject({ review: ShopItemReview.Pending, reject_reason: null });
    expect((await approve(cookie, id)).status).toBe(200);
    expect(await auditOf(op.id, 'shop_item_approve')).toEqual([expect.objectContaining({ target_id: String(id), before: { review: 2, reject_reason: null }, after: { review: 3, reject_reason: null } })]);
  });

  it('answers 404 for an item that does not exist or was deleted', async () => {
    const { pro, id } = await pending();
    const { cookie } = await operator();
    expect((await opsView(cookie, 2_000_000)).status).toBe(404);
    expect((await approve(cookie, 2_000_000)).status).toBe(404);
    await status(pro.token, 'delete', id);
    expect((await opsView(cookie, id)).status).toBe(404);
    expect((await approve(cookie, id)).status).toBe(404);
  });
});
