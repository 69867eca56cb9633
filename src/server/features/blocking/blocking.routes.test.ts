import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorText } from '../../../domain/errors/codes';
import type { CreatedQuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { bidsOf, blockUser, type CategoryWithFields, createConsumer, createProWithService, createSignedInUser, findCategory, findPlace, postMessage, postRequest, quotedConversation } from '../../test/factories';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { BLOCKED_USERS_MAX } from '../../../domain/blocking/blocking';
import type { BlockedUser } from '../../../domain/blocking/blocking.contract';

describe.each(ENGINES)('blocked users on %s', (engine) => {
  let server: TestServer;
  let aircon: CategoryWithFields;
  let cityId: number;

  beforeAll(async () => {
    server = await startTestServer(engine, { env: { MATCH_MAX_PROS: '100', WELCOME_CREDIT: '100000' } });
    aircon = await findCategory(server.db, 'aircon-installation');
    ({ cityId } = await findPlace(server.db, '臺北市', '大安區'));
  });
  afterAll(() => server.close());

  const block = (token: string, body: Record<string, unknown>) => server.api('/blocked_users/add.json', { method: 'POST', token, json: body });
  const unblock = (token: string, id: number | string) => server.api(`/blocked_users/delete/${id}.json`, { method: 'POST', token });
  const list = async (token: string) => (await server.api('/blocked_users/index.json', { token })).body.blocked_users as BlockedUser[];

  it('blocks someone met once, lists them, and shows them in the user state', async () => {
    const { pro, consumer } = await quotedConversation(server, aircon, cityId);
    const res = await block(consumer.token, { blocked_user_id: pro.user.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'Success', blocked_user: { blocked_user_id: pro.user.id } });
    const [row] = await list(consumer.token);
    const again = await server.api('/blocked_users/add.json', { method: 'POST', token: consumer.token, form: { blocked_user_id: String(pro.user.id) } });
    expect(again.status).toBe(200);
    expect((await list(consumer.token)).map((b) => b.id)).toEqual([row!.id]);
    expect(row).toMatchObject({ blocked_user_id: pro.user.id, full_name: '王小明' });
    expect(await list(pro.token)).toEqual([]);
    const state = await server.api('/user/me.json', { token: consumer.token });
    expect(state.body.blocked_status).toEqual({ is_blocked: 0, blocked_user_ids: [pro.user.id], blocked_count: 1 });
  });

  it('answers an unknown, a never-met and a met user alike, and keeps and lists only the met one (masked for a consumer)', async () => {
    const { pro, consumer } = await quotedConversation(server, aircon, cityId);
    const stranger = await createSignedInUser(server.db);
    const deleted = await createSignedInUser(server.db);
    await server.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', deleted.user.id).execute();
    const shape = (res: { status: number; body: Record<string, unknown> }, id: number) => {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'Success', blocked_user: { blocked_user_id: id } });
      return JSON.stringify(res.body).replace(String(id), 'ID');
    };
    const answers = [
      shape(await block(pro.token, { blocked_user_id: 99_999_999 }), 99_999_999),
      shape(await block(pro.token, { blocked_user_id: deleted.user.id }), deleted.user.id),
      shape(await block(pro.token, { blocked_user_id: stranger.user.id }), stranger.user.id),
      shape(await block(pro.token, { blocked_user_id: consumer.user.id }), consumer.user.id),
    ];
    expect(new Set(answers).size).toBe(1);
    // Only the consumer he has a lead with is kept; to the pro the name is masked until a hire.
    expect(await list(pro.token)).toEqual([expect.objectContaining({ blocked_user_id: consumer.user.id, full_name: '王○○', s3_thumb_url: null })]);
    const stored = await server.db.selectFrom('blocked_users').select('blocked_user_id').where('user_id', '=', pro.user.id).execute();
    expect(stored.map((r) => r.blocked_user_id)).toEqual([consumer.user.id]);
    // The never-met stranger can still write to no one: nothing changed for them.
    expect(await list(stranger.token)).toEqual([]);
  });

  it('refuses blocking oneself (400), a missing id (400) and guests (403); the cap holds for any id', async () => {
    const me = await createSignedInUser(server.db);
    const self = await block(me.token, { blocked_user_id: me.user.id });
    expect(self.status).toBe(400);
    expect(self.body.fields).toEqual([{ field: 'blocked_user_id', message: '不能封鎖自己。' }]);
    const missing = await block(me.token, {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual([expect.objectContaining({ field: 'blocked_user_id' })]);
    expect((await block(me.token, { blocked_user_id: 'abc' })).status).toBe(400);
    expect((await server.api('/blocked_users/add.json', { method: 'POST', json: { blocked_user_id: me.user.id } })).status).toBe(403);
    expect((await server.api('/blocked_users/index.json')).status).toBe(403);
    expect(await list(me.token)).toEqual([]);
    const full = await createSignedInUser(server.db);
    const { pro, consumer } = await quotedConversation(server, aircon, cityId);
    const fillers = await server.db
      .insertInto('users')
      .values(Array.from({ length: BLOCKED_USERS_MAX }, (_, i) => ({ username: `cap_${full.user.id}_${i}`, email: null, password_hash: null, phone: null, avatar_thumb_url: null, avatar_original_url: null, deleted_at: null })))
      .returning('id')
      .execute();
    await server.db.insertInto('blocked_users').values(fillers.map((f) => ({ user_id: full.user.id, blocked_user_id: f.id }))).execute();
    const capped = async (token: string, id: number) => {
      const res = await block(token, { blocked_user_id: id });
      return [res.status, res.body.message];
    };
    // At the cap an unknown id and a public profile's owner get the same refusal.
    expect(await capped(full.token, 99_999_998)).toEqual([409, `封鎖名單最多 ${BLOCKED_USERS_MAX} 人，請先解除一些封鎖。`]);
    expect(await capped(full.token, pro.user.id)).toEqual(await capped(full.token, consumer.user.id));
  });

  it("blocks a profile's owner by the service, only while the profile is public", async () => {
    const me = await createConsumer(server.db);
    const pro = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId, districtId: null }] });
    const hidden = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId, districtId: null }], isPublic: false });
    const res = await block(me.token, { quote_service_id: pro.service.id });
    expect(res.status).toBe(200);
    expect(res.body.blocked_user).toMatchObject({ blocked_user_id: pro.user.id });
    expect((await block(me.token, { quote_service_id: hidden.service.id })).status).toBe(404);
  });

  it("lifts only the caller's own block; someone else's is 404", async () => {
    const { consumer: me, pro: other } = await quotedConversation(server, aircon, cityId);
    const stranger = await createSignedInUser(server.db);
    await block(me.token, { blocked_user_id: other.user.id });
    const id = (await list(me.token))[0]!.id;
    expect((await unblock(stranger.token, id)).status).toBe(404);
    expect((await unblock(other.token, id)).status).toBe(404);
    expect((await list(me.token)).length).toBe(1);
    const res = await unblock(me.token, id);
    expect(res.status).toBe(200);
    expect(res.body.blocked_users).toEqual([]);
    expect((await unblock(me.token, id)).status).toBe(404);
    expect((await unblock(me.token, 'x')).status).toBe(404);
  });

  it('keeps blocked users from messaging each other either way, until the block is lifted', async () => {
    const byConsumer = await quotedConversation(server, aircon, cityId);
    await block(byConsumer.consumer.token, { blocked_user_id: byConsumer.pro.user.id });
    const blockId = (await list(byConsumer.consumer.token))[0]!.id;
    for (const token of [byConsumer.consumer.token, byConsumer.pro.token]) {
      const res = await postMessage(server, token, byConsumer.bidId, '您好');
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ error: ErrorText.UserBlocked, message: '您與對方之間有封鎖設定，無法互傳訊息。' });
    }
    for (const token of [byConsumer.consumer.token, byConsumer.pro.token]) {
      const conversation = await server.api(`/messages/get_conversation/${byConsumer.bidId}.json`, { token });
      expect(conversation.body).toMatchObject({ can_send: 0, can_send_reason: '您與對方之間有封鎖設定，無法互傳訊息。' });
    }
    expect((await unblock(byConsumer.consumer.token, blockId)).status).toBe(200);
    expect((await server.api(`/messages/get_conversation/${byConsumer.bidId}.json`, { token: byConsumer.pro.token })).body).toMatchObject({ can_send: 1 });
    expect((await postMessage(server, byConsumer.pro.token, byConsumer.bidId, '您好')).status).toBe(200);

    const byPro = await quotedConversation(server, aircon, cityId);
    expect((await block(byPro.pro.token, { blocked_user_id: byPro.consumer.user.id })).status).toBe(200);
    for (const token of [byPro.consumer.token, byPro.pro.token]) expect((await postMessage(server, token, byPro.bidId, '您好')).status).toBe(409);
  });

  it('never matches a blocked pair, whoever blocked whom', async () => {
    const place = await findPlace(server.db, '新竹縣', '竹北市');
    const area = { categoryIds: [aircon.id], areas: [{ cityId: place.cityId, districtId: place.districtId }] };
    const [blockedByConsumer, blockingConsumer, free] = [await createProWithService(server.db, area), await createProWithService(server.db, area), await createProWithService(server.db, area)];
    const consumer = await createConsumer(server.db);
    expect((await block(consumer.token, { blocked_user_id: blockedByConsumer.user.id })).status).toBe(200);
    // A pro blocks a consumer he met on an earlier request (stored directly: the add call keeps
    // blocks of people met only, see the test above).
    await blockUser(server.db, blockingConsumer.user.id, consumer.user.id);
    const res = await postRequest(server, consumer.token, aircon, { city: '新竹縣', district: '竹北市' });
    expect(res.status).toBe(200);
    const bids = await bidsOf(server.db, (res.body.quote_request as CreatedQuoteRequestResponse).id);
    expect(bids.map((b) => b.user_id)).toEqual([free.user.id]);
  });
});
