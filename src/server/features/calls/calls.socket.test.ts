import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallStatus, RING_TIMEOUT_SECONDS } from '../../../domain/calls/call-status';
import { TransactionType } from '../../../domain/wallet/ledger';
import { createSignedInUser, findCategory, findPlace, quotedConversation } from '../../test/factories';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { type MessageSocket, openMessageSocket, type SocketEvent, socketUrl } from '../messages/socket-client';

const ICE_SERVERS = [{ urls: 'stun:stun.example.org:3478' }, { urls: 'turn:turn.example.org:3478', username: 'u', credential: 'p' }];
const ENV = { MATCH_MAX_PROS: '100', WELCOME_CREDIT: '100000', WEBRTC_ICE_SERVERS: JSON.stringify(ICE_SERVERS) };

/** The next event of one of these types, skipping the others (quotes, messages, read receipts). */
async function nextOf(socket: MessageSocket, ...types: string[]): Promise<SocketEvent> {
  for (;;) {
    const event = await socket.next();
    if (types.includes(event.type)) return event;
  }
}

const send = (socket: MessageSocket, body: Record<string, unknown>) => socket.ws.send(JSON.stringify({ type: 'call', ...body }));
const callOf = (event: SocketEvent) => event.call as { id: number; status: number; is_caller: number; other_name: string; duration_seconds: number };

describe.each(ENGINES)('the call session on the message socket on %s', (engine) => {
  let server: TestServer;
  const open = (token: string) => openMessageSocket(socketUrl(server.baseUrl), {}, token);
  const conversation = async (options: { contactCharge?: boolean } = {}) => {
    const aircon = await findCategory(server.db, 'aircon-installation');
    const { cityId } = await findPlace(server.db, '臺北市', '大安區');
    return quotedConversation(server, aircon, cityId, options);
  };
  const entries = (bidId: number) =>
    server.db.selectFrom('messages').select(['body', 'sender_id', 'voice_call_id', 'read_at']).where('quote_bid_id', '=', bidId).where('voice_call_id', 'is not', null).orderBy('id').execute();

  beforeAll(async () => {
    server = await startTestServer(engine, { env: ENV });
  });
  afterAll(() => server.close());

  it('rings the pro, connects on accept, passes signals between the two and records the call when one hangs up', async () => {
    const { consumer, pro, bidId } = await conversation();
    const [c, p] = await Promise.all([open(consumer.token), open(pro.token)]);
    send(c, { action: 'ring', quote_bid_id: bidId });
    const ringing = callOf(await nextOf(p, 'call'));
    expect(ringing).toMatchObject({ status: CallStatus.Ringing, is_caller: 0 });
    expect(callOf(await nextOf(c, 'call'))).toMatchObject({ id: ringing.id, status: CallStatus.Ringing, is_caller: 1 });
    // Neither side learns a phone number: the callee sees the caller's name only.
    expect(JSON.stringify(ringing)).not.toContain(consumer.user.phone ?? '+886');

    send(p, { action: 'accept', call_id: ringing.id });
    expect(callOf(await nextOf(c, 'call')).status).toBe(CallStatus.Connected);
    expect(callOf(await nextOf(p, 'call')).status).toBe(CallStatus.Connected);
    send(c, { action: 'signal', call_id: ringing.id, signal: { kind: 'offer', sdp: 'v=0 offer' } });
    expect(await nextOf(p, 'call_signal')).toEqual({ type: 'call_signal', call_id: ringing.id, signal: { kind: 'offer', sdp: 'v=0 offer' } });
    send(p, { action: 'signal', call_id: ringing.id, signal: { kind: 'ice', candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 } } });
    expect((await nextOf(c, 'call_signal')).signal).toMatchObject({ kind: 'ice' });

    send(p, { action: 'hangup', call_id: ringing.id });
    expect(callOf(await nextOf(c, 'call')).status).toBe(CallStatus.Ended);
    const entry = await nextOf(c, 'message');
    expect((entry.message as { body: string; voice_call_id: number }).voice_call_id).toBe(ringing.id);
    expect((entry.message as { body: string }).body).toMatch(/^語音通話 \d+:\d\d$/);
    expect(await entries(bidId)).toMatchObject([{ sender_id: consumer.user.id, voice_call_id: ringing.id }]);
    c.close();
    p.close();
  });

  it('hands both pages the STUN and TURN servers of the configuration with the call', async () => {
    const { consumer, pro, bidId } = await conversation();
    const [c, p] = await Promise.all([open(consumer.token), open(pro.token)]);
    send(c, { action: 'ring', quote_bid_id: bidId });
    const ringing = (await nextOf(p, 'call')).call as { id: number; ice_servers: unknown };
    expect(ringing.ice_servers).toEqual(ICE_SERVERS);
    expect(((await nextOf(c, 'call')).call as { ice_servers: unknown }).ice_servers).toEqual(ICE_SERVERS);
    send(c, { action: 'hangup', call_id: ringing.id });
    await nextOf(c, 'message');
    c.close();
    p.close();
  });

  it('counts the consumer’s first call on a pay-on-contact quote as the contact: the fee is taken once', async () => {
    const { consumer, pro, bidId } = await conversation({ contactCharge: true });
    const fees = () => server.db.selectFrom('wallet_entries').select('amount').where('user_id', '=', pro.user.id).where('transaction_type', '=', TransactionType.ContactFee).execute();
    expect(await fees()).toEqual([]);
    const [c, p] = await Promise.all([open(consumer.token), open(pro.token)]);
    for (let i = 0; i < 2; i += 1) {
      send(c, { action: 'ring', quote_bid_id: bidId });
      const ringing = callOf(await nextOf(p, 'call'));
      expect(ringing.status).toBe(CallStatus.Ringing);
      await nextOf(c, 'call');
      send(p, { action: 'decline', call_id: ringing.id });
      expect(callOf(await nextOf(c, 'call')).status).toBe(CallStatus.Declined);
      expect(callOf(await nextOf(p, 'call')).status).toBe(CallStatus.Declined);
      await nextOf(c, 'message');
      const taken = await fees();
      expect(taken).toHaveLength(1);
      expect(taken[0]!.amount).toBeLessThan(0);
    }
    const bid = await server.db.selectFrom('quote_bids').select('fee_amount').where('id', '=', bidId).executeTakeFirstOrThrow();
    expect(bid.fee_amount).toBe(-(await fees())[0]!.amount);
    c.close();
    p.close();
  });

  it('lets only the two parties of a sent quote call, and only the callee answer', async () => {
    const { consumer, pro, bidId } = await conversation();
    const outsider = await createSignedInUser(server.db);
    const o = await open(outsider.token);
    send(o, { action: 'ring', quote_bid_id: bidId });
    expect(await nextOf(o, 'call_error')).toMatchObject({ action: 'ring', message: '找不到這個對話。' });
    const [c, p] = await Promise.all([open(consumer.token), open(pro.token)]);
    send(p, { action: 'ring', quote_bid_id: bidId });
    const call = callOf(await nextOf(p, 'call'));
    // The caller cannot answer his own call; an outsider cannot touch it or send it signals.
    send(p, { action: 'accept', call_id: call.id });
    expect(await nextOf(p, 'call_error')).toMatchObject({ action: 'accept', message: '只有被撥打的一方可以接聽。' });
    send(o, { action: 'hangup', call_id: call.id });
    expect(await nextOf(o, 'call_error')).toMatchObject({ message: '找不到這通電話。' });
    // Signals pass only once the call is connected.
    send(c, { action: 'signal', call_id: call.id, signal: { kind: 'offer', sdp: 'v=0' } });
    expect(await nextOf(c, 'call_error')).toMatchObject({ action: 'signal', message: '通話尚未接通。' });
    send(c, { action: 'decline', call_id: call.id });
    expect(callOf(await nextOf(p, 'call')).status).toBe(CallStatus.Declined);
    expect(await entries(bidId)).toMatchObject([{ body: '語音通話：已拒接', sender_id: pro.user.id }]);
    // A malformed call message is refused without effect.
    send(c, { action: 'ring', quote_bid_id: 'x' });
    expect(await nextOf(c, 'call_error')).toMatchObject({ message: '通話訊息格式不正確。' });
    for (const s of [o, c, p]) s.close();
  });

  it('answers busy while either party is in a call, and notifies the callee of it as missed', async () => {
    const first = await conversation();
    const second = await quotedConversation(server, await findCategory(server.db, 'aircon-installation'), (await findPlace(server.db, '臺北市', '大安區')).cityId, { pro: first.pro });
    const [c1, c2, p] = await Promise.all([open(first.consumer.token), open(second.consumer.token), open(first.pro.token)]);
    send(c1, { action: 'ring', quote_bid_id: first.bidId });
    const live = callOf(await nextOf(c1, 'call'));
    send(c2, { action: 'ring', quote_bid_id: second.bidId });
    expect(callOf(await nextOf(c2, 'call')).status).toBe(CallStatus.Busy);
    expect(await entries(second.bidId)).toMatchObject([{ body: '語音通話：忙線中，未接通', read_at: null }]);
    const notices = await server.db
      .selectFrom('notifications')
      .select('type')
      .where('user_id', '=', first.pro.user.id)
      .where('quote_bid_id', '=', second.bidId)
      .where('type', '=', 'new_message')
      .execute();
    expect(notices).toEqual([{ type: 'new_message' }]);
    send(c1, { action: 'hangup', call_id: live.id });
    expect(callOf(await nextOf(c1, 'call')).status).toBe(CallStatus.Missed);
    for (const s of [c1, c2, p]) s.close();
  });

  it('counts a call left ringing as missed once the ring times out', async () => {
    const { consumer, bidId } = await conversation();
    const c = await open(consumer.token);
    send(c, { action: 'ring', quote_bid_id: bidId });
    const call = callOf(await nextOf(c, 'call'));
    expect(await server.app.jobs.runOnce('voice-calls', new Date(Date.now() + (RING_TIMEOUT_SECONDS - 5) * 1000))).toBe('ran');
    expect((await server.db.selectFrom('voice_calls').select('status').where('id', '=', call.id).executeTakeFirstOrThrow()).status).toBe(CallStatus.Ringing);
    expect(await server.app.jobs.runOnce('voice-calls', new Date(Date.now() + (RING_TIMEOUT_SECONDS + 1) * 1000))).toBe('ran');
    expect(callOf(await nextOf(c, 'call')).status).toBe(CallStatus.Missed);
    expect(await entries(bidId)).toMatchObject([{ body: '語音通話：未接來電', read_at: null }]);
    c.close();
  });

  it('ends a connected call when the page that took part in it goes away', async () => {
    const { consumer, pro, bidId } = await conversation();
    const [c, p] = await Promise.all([open(consumer.token), open(pro.token)]);
    send(c, { action: 'ring', quote_bid_id: bidId });
    const call = callOf(await nextOf(p, 'call'));
    expect(callOf(await nextOf(c, 'call')).status).toBe(CallStatus.Ringing);
    send(p, { action: 'accept', call_id: call.id });
    expect(callOf(await nextOf(c, 'call')).status).toBe(CallStatus.Connected);
    p.close();
    expect(callOf(await nextOf(c, 'call')).status).toBe(CallStatus.Ended);
    c.close();
  });
});
