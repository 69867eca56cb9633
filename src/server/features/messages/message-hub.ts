import type { ChangeFeed } from '../../lib/change-feed';

/**
 * Live delivery of messages to open pages. A posted message becomes an event; every server copy
 * hears it and pushes it to the sockets of the two parties connected to that copy. Events travel
 * on the change feed's `messages` topic, so a copy listens on one database connection for
 * everything it hears from the others.
 */

export type HubEvent =
  /** A new message in a conversation. */
  | { kind: 'message'; bidId: number; messageId: number; userIds: number[] }
  /** The reader opened the conversation: the other side's messages up to `upTo` are read. */
  | { kind: 'read'; bidId: number; readerId: number; upTo: number; userIds: number[] }
  /** A quote arrived on the consumer's request (sent once, by the copy that delivers it). */
  | { kind: 'quote'; bidId: number; requestId: number; userIds: number[] }
  /** A message was hidden or shown again by an operator: open conversations replace it. */
  | { kind: 'changed'; bidId: number; messageId: number; userIds: number[] }
  /** A shop order's conversation changed (a new message, or messages read; messageId 0): open screens reload it. */
  | { kind: 'shop_order_message'; orderId: number; messageId: number; userIds: number[] }
  /** An event other features send to a user's open pages as it is (a call's ring, its signals). */
  | { kind: 'push'; event: Record<string, unknown> & { type: string }; userIds: number[] };

export type HubListener = (event: HubEvent) => void;

/** The change feed's topic of the hub's events. */
export const MESSAGES_TOPIC = 'messages';

function asEvent(payload: unknown): HubEvent | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const value = payload as HubEvent;
  return (value.kind === 'message' || value.kind === 'read' || value.kind === 'quote' || value.kind === 'changed' || value.kind === 'shop_order_message' || value.kind === 'push') && Array.isArray(value.userIds) ? value : null;
}

/** The messages' events between server copies, on the change feed. */
export class MessageHub {
  constructor(private readonly feed: Pick<ChangeFeed, 'publish' | 'subscribe'>) {}

  /** Subscribes to every event; returns the unsubscribe function. */
  subscribe(listener: HubListener): () => void {
    return this.feed.subscribe(MESSAGES_TOPIC, (payload) => {
      const event = asEvent(payload);
      if (event) listener(event);
    });
  }

  /** Sends an event to every server copy (this one included). Call after the change committed. */
  async publish(event: HubEvent): Promise<void> {
    await this.feed.publish(MESSAGES_TOPIC, event);
  }
}
