import { z } from 'zod';
import { zeroOne } from '../http/refs';
import { MESSAGE_MAX_LENGTH, messageCommonShape } from '../messages/messages.contract';

/** The answers of a shop order's messages (docs/shop.md "Order messages"), shared by the server and the web. */

/** A message's text: 1-2000 characters after trimming (an empty or longer one is 840). */
export const SHOP_ORDER_MESSAGE_MAX_LENGTH = MESSAGE_MAX_LENGTH;
/** Messages the conversation answers with at once (the latest, or those before `before`). */
export const SHOP_ORDER_CHAT_PAGE_SIZE = 50;

/** An order message: the fields of a bid's message (messages.contract.ts), of an order instead of a bid. */
export const shopOrderMessageSchema = z.object({
  id: z.number().int(),
  nshop_order_id: z.number().int(),
  ...messageCommonShape,
});
export type ShopOrderMessage = z.infer<typeof shopOrderMessageSchema>;

/** GET nshop_orders/chat/{id}.json. */
export const shopOrderChatShape = {
  nshop_order_id: z.number().int(),
  /** The caller's side of the order. */
  role: z.enum(['pro', 'consumer']),
  nshop_order_messages: z.array(shopOrderMessageSchema),
  /** 1 when older messages exist (ask with `?before={oldest id}`). */
  has_more: zeroOne,
  /** The caller's unread order messages over all orders, after this one was read. */
  total_unread_count: z.number().int(),
};
export type ShopOrderChatAnswer = { [K in keyof typeof shopOrderChatShape]: z.infer<(typeof shopOrderChatShape)[K]> };

/** POST nshop_orders/chat/{id}.json. */
export const shopOrderSentShape = { nshop_order_message: shopOrderMessageSchema };
