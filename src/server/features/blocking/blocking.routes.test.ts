import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorText } from '../../../domain/errors/codes';
import type { CreatedQuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { createSignedInUser } from '../../test/factories';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { postMessage, quotedConversation } from '../messages/test-conversations';
import { type CategoryWithFields, createConsumer, createPro, findCategory, findPlace, postRequest } from '../requests/test-factories';
import { bidsOf } from '../requests/test-quotes';
import type { BlockedUserResponse } from './blocking.service';

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
  const list = async (token: string) => (await server.api('/blocked_users/index.json', { token })).body.blocked_users as BlockedUserResponse[];

  it('blocks a user once, lists them with their name, and shows them in the user state', async () => {
    const me = await createSignedInUser(server.db);
    const other = await createSignedInUser(server.db);
    const res = await block(me.token, { blocked_user_id: other.user.id });
    expect(res.status).toBe(200);
    expect(res.body.blocked_user).toMatchObject({ blocked_user_id: other.user.id, full_name: '王小明', s3_thumb_url: null });
    const again = await server.api('/blocked_users/add.json', { method: 'POST', token: me.token, form: { blocked_user_id: String(other.user.id) } });
    expect(again.status).toBe(200);
    expect((again.body.blocked_user as BlockedUserResponse).id).toBe((res.body.blocked_user as BlockedUserResponse).id);
    expect((await list(me.token)).map((b) => b.blocked_user_id)).toEqual([other.user.id]);
    expect((await list(other.token)).length).toBe(0);
    const state = await server.api('/user/me.json', { token: me.token });
    expect(state.body.blocked_status).toEqual({ is_blocked: 0, blocked_user_ids: [other.user.id], blocked_count: 1 });
  });

  it('refuses blocking oneself (400), an unknown user (404), a missing id (400) and guests (403)', async () => {
    const me = await createSignedInUser(server.db);
    const self = await block(me.token, { blocked_user_id: me.user.id });
    expect(self.status).toBe(400);
    expect(self.body.fields).toEqual([{ field: 'blocked_user_id', message: '不能封鎖自己。' }]);
    expect((await block(me.token, { blocked_user_id: 99_999_999 })).status).toBe(404);
    const missing = await block(me.token, {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual([expect.objectContaining({ field: 'blocked_user_id' })]);
    expect((await block(me.token, { blocked_user_id: 'abc' })).status).toBe(400);
    expect((await server.api('/blocked_users/add.json', { method: 'POST', json: { blocked_user_id: me.user.id } })).status).toBe(403);
    expect((await server.api('/blocked_users/index.json')).status).toBe(403);
    expect(await list(me.token)).toEqual([]);
  });

  it("blocks a profile's owner by the service, only while the profile is public", async () => {
    const me = await createConsumer(server.db);
    const pro = await createPro(server.db, { categoryIds: [aircon.id], areas: [{ cityId, districtId: null }] });
    const hidden = await createPro(server.db, { categoryIds: [aircon.id], areas: [{ cityId, districtId: null }], isPublic: false });
    const res = await block(me.token, { quote_service_id: pro.service.id });
    expect(res.status).toBe(200);
    expect(res.body.blocked_user).toMatchObject({ blocked_user_id: pro.user.id });
    expect((await block(me.token, { quote_service_id: hidden.service.id })).status).toBe(404);
  });

  it("lifts only the caller's own block; someone else's is 404", async () => {
    const me = await createSignedInUser(server.db);
    const other = await createSignedInUser(server.db);
    const stranger = await createSignedInUser(server.db);
    const id = ((await block(me.token, { blocked_user_id: other.user.id })).body.blocked_user as BlockedUserResponse).id;
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
    const blockId = ((await block(byConsumer.consumer.token, { blocked_user_id: byConsumer.pro.user.id })).body.blocked_user as BlockedUserResponse).id;
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
    const [blockedByConsumer, blockingConsumer, free] = [await createPro(server.db, area), await createPro(server.db, area), await createPro(server.db, area)];
    const consumer = await createConsumer(server.db);
    expect((await block(consumer.token, { blocked_user_id: blockedByConsumer.user.id })).status).toBe(200);
    expect((await block(blockingConsumer.token, { blocked_user_id: consumer.user.id })).status).toBe(200);
    const res = await postRequest(server, consumer.token, aircon, { city: '新竹縣', district: '竹北市' });
    expect(res.status).toBe(200);
    const bids = await bidsOf(server.db, (res.body.quote_request as CreatedQuoteRequestResponse).id);
    expect(bids.map((b) => b.user_id)).toEqual([free.user.id]);
  });
});
