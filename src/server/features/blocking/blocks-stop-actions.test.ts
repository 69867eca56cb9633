import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NarrowStatus } from '../../../domain/bids/quote-status';
import { BLOCKED_ACTION_MESSAGES } from '../../../domain/blocking/blocking';
import { ErrorText } from '../../../domain/errors/codes';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { blockUser, type CategoryWithFields, createConsumer, createProInCity, createRequestWithLead, findCategory, findPlace, quotedConversation } from '../../test/factories';

type Direction = 'consumer blocks pro' | 'pro blocks consumer';
const DIRECTIONS: Direction[] = ['consumer blocks pro', 'pro blocks consumer'];

/** A block stops every way of reaching the other person: quotes, invitations, matches, contact. */
describe.each(ENGINES)('a block stops quotes, invitations and matches both ways on %s', (engine) => {
  let server: TestServer;
  let aircon: CategoryWithFields;
  let cityId: number;
  let farCityId: number;

  beforeAll(async () => {
    server = await startTestServer(engine, { env: { MATCH_MAX_PROS: '100', WELCOME_CREDIT: '100000' } });
    aircon = await findCategory(server.db, 'aircon-installation');
    ({ cityId } = await findPlace(server.db, '臺北市', '大安區'));
    ({ cityId: farCityId } = await findPlace(server.db, '臺東縣', '臺東市'));
  });
  afterAll(() => server.close());

  const block = (direction: Direction, consumerId: number, proId: number) =>
    direction === 'consumer blocks pro' ? blockUser(server.db, consumerId, proId) : blockUser(server.db, proId, consumerId);
  const expectBlocked = (res: { status: number; body: Record<string, unknown> }, message: string) =>
    expect([res.status, res.body.error, res.body.message]).toEqual([409, ErrorText.UserBlocked, message]);
  const quote = (token: string, bidId: number, note = '可以幫忙') =>
    server.api(`/quote_bids/change_status/rating/${bidId}.json`, { method: 'POST', token, json: { rating_type: 'flat', flat_rate_at: 2000, price_note: note } });
  const noteOf = async (bidId: number) => (await server.db.selectFrom('quote_bids').select(['price_note', 'quote_sent_on']).where('id', '=', bidId).executeTakeFirstOrThrow());

  it.each(DIRECTIONS)('refuses a first quote on a lead when the %s', async (direction) => {
    const pro = await createProInCity(server, aircon, cityId);
    const { consumer, bidId } = await createRequestWithLead(server, aircon, pro);
    await block(direction, consumer.user.id, pro.user.id);
    expectBlocked(await quote(pro.token, bidId), BLOCKED_ACTION_MESSAGES.quote);
    expect(await noteOf(bidId)).toEqual({ price_note: null, quote_sent_on: null });
  });

  it.each(DIRECTIONS)('refuses an updated quote when the %s', async (direction) => {
    const { pro, consumer, bidId } = await quotedConversation(server, aircon, cityId);
    await block(direction, consumer.user.id, pro.user.id);
    expectBlocked(await quote(pro.token, bidId, '新的說明'), BLOCKED_ACTION_MESSAGES.quote);
    expect((await noteOf(bidId)).price_note).not.toBe('新的說明');
  });

  it.each(DIRECTIONS)('refuses a match from the job center when the %s', async (direction) => {
    const pro = await createProInCity(server, aircon, farCityId);
    const consumer = await createConsumer(server.db);
    const { id: requestId } = await server.db
      .insertInto('quote_requests')
      .values({ user_id: consumer.user.id, quote_category_id: aircon.id, city_id: cityId, district_id: (await findPlace(server.db, '臺北市', '大安區')).districtId!, description: '需要安裝冷氣', hash_digest: `blk-${Math.random().toString(36).slice(2)}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await block(direction, consumer.user.id, pro.user.id);
    expectBlocked(await server.api(`/new/v1/quote_bids/match/${requestId}.json`, { method: 'POST', token: pro.token }), BLOCKED_ACTION_MESSAGES.match);
    expect(await server.db.selectFrom('quote_bids').select('id').where('quote_request_id', '=', requestId).execute()).toEqual([]);
  });

  it.each(DIRECTIONS)('refuses an invitation, and accepting an earlier one, when the %s', async (direction) => {
    const pro = await createProInCity(server, aircon, farCityId);
    const other = await createProInCity(server, aircon, farCityId);
    const { consumer, requestId } = await createRequestWithLead(server, aircon, await createProInCity(server, aircon, cityId));
    const invite = (serviceId: number) =>
      server.api('/new/v1/quote_bids/invite_pro.json', { method: 'POST', token: consumer.token, json: { quote_request_id: requestId, quote_service_id: serviceId } });
    const invited = await invite(other.service.id);
    expect(invited.status).toBe(200);
    const invitedBid = (invited.body.quote_bid as { id: number }).id;
    await block(direction, consumer.user.id, pro.user.id);
    await block(direction, consumer.user.id, other.user.id);
    expectBlocked(await invite(pro.service.id), BLOCKED_ACTION_MESSAGES.invite);
    const accept = await server.api(`/quote_bids/provider_accept_narrow_match/${invitedBid}/narrow_status_id:${NarrowStatus.Won}.json`, { method: 'POST', token: other.token });
    expectBlocked(accept, BLOCKED_ACTION_MESSAGES.match);
    const decline = await server.api(`/quote_bids/provider_accept_narrow_match/${invitedBid}/narrow_status_id:${NarrowStatus.Lost}.json`, { method: 'POST', token: other.token, json: { reason: '時間無法配合' } });
    expect(decline.status).toBe(200);
  });

  it.each(DIRECTIONS)('refuses the consumer contact and hides the pro contact details when the %s', async (direction) => {
    const { pro, consumer, bidId } = await quotedConversation(server, aircon, cityId);
    expect((await server.api(`/messages/get_conversation/${bidId}.json`, { token: consumer.token })).body.contact).not.toBeNull();
    await block(direction, consumer.user.id, pro.user.id);
    expectBlocked(await server.api(`/quote_bids/want_to_contact_provider/${bidId}.json`, { method: 'POST', token: consumer.token }), BLOCKED_ACTION_MESSAGES.contact);
    expect((await server.api(`/messages/get_conversation/${bidId}.json`, { token: consumer.token })).body.contact).toBeNull();
  });
});
