import type { ShopItemResponse } from '../../../domain/shop/shop-items.contract';
import { itemOf, type shopItemsSuite } from '../shop-items/shop-items.test-support';

/** Tests only: items made on sale through the real calls (add, apply for review, an operator approves, publish). */

type Suite = ReturnType<typeof shopItemsSuite>;
type Pro = Awaited<ReturnType<Suite['newPro']>>;

export async function onSaleItem(suite: Suite, pro: Pro, change: Record<string, unknown> = {}): Promise<ShopItemResponse> {
  const added = await suite.add(pro.token, pro.body(change));
  if (added.status !== 200) throw new Error(`add: ${JSON.stringify(added.body)}`);
  const id = itemOf(added).shop_item_id;
  await suite.status(pro.token, 'apply_review', id);
  const { cookie } = await suite.operator('admin');
  const approved = await suite.approve(cookie, id);
  if (approved.status !== 200) throw new Error(`approve: ${JSON.stringify(approved.body)}`);
  const published = await suite.status(pro.token, 'publish', id);
  if (published.status !== 200) throw new Error(`publish: ${JSON.stringify(published.body)}`);
  return itemOf(published);
}
