import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { SHOP_QUANTITY_MAX } from '../../../domain/shop/shop-orders.contract';

/** The texts of the shop's cart and order refusals, and the errors the order's use cases throw. */

export const SHOP_ORDER_MESSAGES = {
  notFound: '找不到這筆訂單。',
  cartLineNotFound: '找不到這個購物車項目。',
  notOnSale: (name: string) => `商品「${name}」目前沒有販售。`,
  itemNotOnSale: '找不到這個商品，或它目前沒有販售。',
  planNotOfItem: '找不到這個商品方案（shop_item_plan_id），請重新選擇。',
  ownItem: '不能購買自己的商品。',
  oneService: '一張訂單只能包含同一位專家同一項服務的商品，請分開下單。',
  tooMany: `同一個方案最多購買 ${SHOP_QUANTITY_MAX} 件（quantity）。`,
  soldOut: (name: string, left: number) => (left > 0 ? `商品「${name}」庫存不足，只剩 ${left} 件。` : `商品「${name}」已售完。`),
} as const;

export const orderNotFound = () => AppError.notFound(SHOP_ORDER_MESSAGES.notFound);
export const refused = (message: string) => new AppError('conflict', ErrorText.ActionNotAllowed, message);
