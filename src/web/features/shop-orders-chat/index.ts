/** A shop order's conversation, for the order screens of both sides. */
export { ShopOrderChat } from './shop-order-chat';
