import type { Answer } from '../../../domain/http/envelope';
import type { shopOrderChatShape, shopOrderSentShape } from '../../../domain/shop/shop-order-messages.contract';
import type { ApiClient } from '../../api/client';
import { messageFormBody } from '../messages';

/** A shop order's messages (docs/shop.md "Order messages"). */

const CHAT = '/new/v1/nshop_orders/chat';

export function getOrderChat(api: ApiClient, orderId: number) {
  return api.request<Answer<typeof shopOrderChatShape>>(`${CHAT}/${orderId}.json`, { quiet: true });
}

/** Text alone as JSON; with files, multipart (at most five images or PDFs, as a bid's messages). */
export function sendOrderMessage(api: ApiClient, orderId: number, message: string, files: readonly File[] = []) {
  return api.request<Answer<typeof shopOrderSentShape>>(`${CHAT}/${orderId}.json`, { method: 'POST', body: messageFormBody(message, files), quiet: true });
}

/** The message socket's address (the same socket as a bid's messages). */
export function orderChatSocketUrl(apiBase: string, pageHref: string): string {
  const url = new URL(`${apiBase.replace(/\/$/, '')}/messages/socket`, pageHref);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** Whether a socket event is about this order's conversation. */
export function isOrderChatEvent(text: string, orderId: number): boolean {
  try {
    const event = JSON.parse(text) as { type?: unknown; nshop_order_id?: unknown };
    return event.type === 'shop_order_message' && event.nshop_order_id === orderId;
  } catch {
    return false;
  }
}
