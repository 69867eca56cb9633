import type { ShopOrderMessagesService, ShopOrdersService } from '../features/shop-orders';
import type { Job } from './scheduler';

const EVERY_MS = 15 * 60_000;

/**
 * Every 15 minutes: a shop order's application (to complete or to cancel) unanswered for
 * SHOP_ORDER_APPLICATION_HOURS is resolved by the system (a completion completes, a cancellation
 * cancels), and the side that must answer is reminded a day before (each once).
 */
export function shopOrderApplicationsJob(deps: { orders: Pick<ShopOrdersService, 'resolveUnanswered' | 'remindUnanswered'> }): Job {
  return {
    name: 'shop-order-applications',
    everyMs: EVERY_MS,
    run: async (now) => ({ ...(await deps.orders.resolveUnanswered(now)), ...(await deps.orders.remindUnanswered(now)) }),
  };
}

/** Every minute: a shop order message left unread a few minutes is mailed to its recipient (as a bid's messages). */
export function shopOrderMessageMailJob(deps: { messages: Pick<ShopOrderMessagesService, 'mailUnread'> }): Job {
  return { name: 'shop-order-message-mail', everyMs: 60_000, run: (now) => deps.messages.mailUnread(now) };
}
