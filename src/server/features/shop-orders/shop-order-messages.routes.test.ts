import { describe, expect, it } from 'vitest';
import { ShopOrderChatError } from '../../../domain/errors/codes';
import type { ShopOrderChatAnswer, ShopOrderMessage } from '../../../domain/shop/shop-order-messages.contract';
import { ENGINES } from '../../test/harness';
import { openMessageSocket, socketUrl } from '../messages/socket-client';
import { orderOf, shopOrdersSuite } from './shop-orders.test-support';

const CHAT = '/new/v1/nshop_orders/chat';

describe.each(ENGINES)("a shop order's messages on %s", (engine) => {
  const suite = shopOrdersSuite(engine, { JOBS_ENABLED: '0' });
  const { newShop, consumer, add } = suite;
  const send = (token: string, id: number, json: Record<string, unknown>) => suite.server.api(`${CHAT}/${id}.json`, { method: 'POST', token, json });
  const read = (token: string, id: number, query = '') => suite.server.api(`${CHAT}/${id}.json${query}`, { token });
  const chatOf = (res: { body: Record<string, unknown> }) => res.body as unknown as ShopOrderChatAnswer;
  const ordered = async () => {
    const shop = await newShop();
    const buyer = await consumer();
    const res = await add(buyer.token, { items: [{ shop_item_id: shop.itemId, shop_item_plan_id: shop.plans[0], quantity: 1 }], address: '某處' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { shop, buyer, id: orderOf(res).nshop_order_id };
  };

  it('lets both sides write and read, with unread counts that clear when the conversation is opened', async () => {
    const { shop, buyer, id } = await ordered();
    const empty = await read(buyer.token, id);
    expect(empty.status, JSON.stringify(empty.body)).toBe(200);
    expect(chatOf(empty)).toMatchObject({ nshop_order_id: id, role: 'consumer', nshop_order_messages: [], has_more: 0, total_unread_count: 0 });
    const sent = await send(buyer.token, id, { message: '  請問週六可以嗎？ ' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.nshop_order_message).toMatchObject({ nshop_order_id: id, user_id: buyer.user.id, body: '請問週六可以嗎？', is_sender: 1, is_read: 0, attachments: [] });
    expect((await send(shop.token, id, { message: '可以，早上十點。' })).status).toBe(200);
    // The pro has one unread until he opens it.
    const atPro = chatOf(await read(shop.token, id));
    expect(atPro.role).toBe('pro');
    expect(atPro.nshop_order_messages.map((m) => [m.body, m.is_sender])).toEqual([
      ['請問週六可以嗎？', 0],
      ['可以，早上十點。', 1],
    ]);
    expect(atPro.total_unread_count).toBe(0);
    const unreadOfBuyer = () =>
      suite.server.db.selectFrom('nshop_order_messages').select('id').where('recipient_id', '=', buyer.user.id).where('read_at', 'is', null).execute();
    expect(await unreadOfBuyer()).toHaveLength(1);
    // Opening it reads the pro's message.
    const atBuyer = chatOf(await read(buyer.token, id));
    expect(atBuyer.nshop_order_messages.map((m) => m.is_read)).toEqual([1, 1]);
    expect(await unreadOfBuyer()).toHaveLength(0);
  });

  it('answers 404 with 801 to anyone but the two sides, and for a missing order', async () => {
    const { id } = await ordered();
    const stranger = await consumer();
    for (const res of [await read(stranger.token, id), await send(stranger.token, id, { message: '哈囉' }), await read(stranger.token, 99_999_999)]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(ShopOrderChatError.OrderNotFound);
    }
    expect((await suite.server.api(`${CHAT}/${id}.json`)).status).toBe(403);
  });

  it('refuses an empty or too long message with 840 naming the field', async () => {
    const { buyer, id } = await ordered();
    for (const message of ['', '   ', undefined, 'x'.repeat(2001)]) {
      const res = await send(buyer.token, id, message === undefined ? {} : { message });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(ShopOrderChatError.BadMessage);
      expect(res.body.message).toContain('message');
    }
    expect((await send(buyer.token, id, { message: 'x'.repeat(2000) })).status).toBe(200);
  });

  it('pages older messages with before', async () => {
    const { buyer, id } = await ordered();
    for (let i = 1; i <= 52; i++) expect((await send(buyer.token, id, { message: `第 ${i} 則` })).status).toBe(200);
    const latest = chatOf(await read(buyer.token, id));
    expect(latest.nshop_order_messages).toHaveLength(50);
    expect(latest.has_more).toBe(1);
    expect(latest.nshop_order_messages[0]!.body).toBe('第 3 則');
    const older = chatOf(await read(buyer.token, id, `?before=${latest.nshop_order_messages[0]!.id}`));
    expect(older.nshop_order_messages.map((m: ShopOrderMessage) => m.body)).toEqual(['第 1 則', '第 2 則']);
    expect(older.has_more).toBe(0);
  });

  it("tells the other side's open socket of a new message and of its messages read", async () => {
    const { shop, buyer, id } = await ordered();
    const proSocket = await openMessageSocket(socketUrl(suite.server.baseUrl), {}, shop.token);
    const buyerSocket = await openMessageSocket(socketUrl(suite.server.baseUrl), {}, buyer.token);
    try {
      const sent = await send(buyer.token, id, { message: '門牌是 12 號' });
      const messageId = (sent.body.nshop_order_message as ShopOrderMessage).id;
      expect(await proSocket.next()).toEqual({ type: 'shop_order_message', nshop_order_id: id, message_id: messageId });
      expect(await buyerSocket.next()).toEqual({ type: 'shop_order_message', nshop_order_id: id, message_id: messageId });
      await read(shop.token, id);
      expect(await buyerSocket.next()).toEqual({ type: 'shop_order_message', nshop_order_id: id, message_id: 0 });
    } finally {
      proSocket.close();
      buyerSocket.close();
    }
  });

  it('mails a recipient who left a message unread, once', async () => {
    const { shop, buyer, id } = await ordered();
    expect((await send(buyer.token, id, { message: '請回電給我' })).status).toBe(200);
    const later = new Date(Date.now() + 5 * 60_000);
    expect(await suite.server.app.jobs.runOnce('shop-order-message-mail', later)).toBe('ran');
    expect(await suite.server.app.jobs.runOnce('shop-order-message-mail', later)).toBe('ran');
    const email = (await suite.server.db.selectFrom('users').select('email').where('id', '=', shop.user.id).executeTakeFirstOrThrow()).email;
    const mails = await suite.server.db.selectFrom('outbox_messages').select(['subject', 'body']).where('recipient', '=', email!).where('subject', 'like', `%#${id} %未讀訊息%`).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('請回電給我');
    expect(mails[0]!.body).toContain(`/dashboard/shop/order/${id}`);
  });
});
