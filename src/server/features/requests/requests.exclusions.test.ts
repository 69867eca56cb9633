import { describe, expect, it } from 'vitest';
import type { CreatedQuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { ENGINES } from '../../test/harness';
import { bidsOf, blockUser, createConsumer, createProWithService, findPlace, pauseService, postRequest } from '../../test/factories';
import { requestsSuite } from './requests.test-support';

const HOUR = 3_600_000;

/** Paused and blocked pros get no lead; everyone else in the same place does. */
describe.each(ENGINES)('who is not matched, on %s', (engine) => {
  const env = requestsSuite(engine, 'requests-exclusions');

  /** Pros serving one district of their own, so each test sees only its pros. */
  async function prosIn(city: string, district: string, count: number) {
    const place = await findPlace(env.server.db, city, district);
    const pros = [];
    for (let i = 0; i < count; i++) {
      pros.push(await createProWithService(env.server.db, { categoryIds: [env.aircon.id], areas: [{ cityId: place.cityId, districtId: place.districtId }] }));
    }
    return pros;
  }

  async function matchedUserIds(token: string, city: string, district: string): Promise<number[]> {
    const res = await postRequest(env.server, token, env.aircon, { city, district });
    expect(res.status).toBe(200);
    const request = res.body.quote_request as CreatedQuoteRequestResponse;
    const bids = await bidsOf(env.server.db, request.id);
    expect(request.QuoteBid.map((b) => b.Provider.id).sort()).toEqual(bids.map((b) => b.user_id).sort());
    return bids.map((b) => b.user_id).sort((a, b) => a - b);
  }

  it('leaves out a pro paused by a suspension event covering now, not one paused before or after', async () => {
    const [paused, pausedEarlier, pausedLater, free] = await prosIn('花蓮縣', '花蓮市', 4);
    const now = Date.now();
    await pauseService(env.server.db, paused!.service.id);
    await pauseService(env.server.db, pausedEarlier!.service.id, { begin: new Date(now - 48 * HOUR), end: new Date(now - 24 * HOUR) });
    await pauseService(env.server.db, pausedLater!.service.id, { begin: new Date(now + 24 * HOUR), end: new Date(now + 48 * HOUR) });
    const consumer = await createConsumer(env.server.db);
    const matched = await matchedUserIds(consumer.token, '花蓮縣', '花蓮市');
    expect(matched).toEqual([pausedEarlier!.user.id, pausedLater!.user.id, free!.user.id].sort((a, b) => a - b));
    expect(matched).not.toContain(paused!.user.id);
  });

  it('leaves out a pro whom the consumer blocks', async () => {
    const [blocked, free] = await prosIn('臺東縣', '臺東市', 2);
    const consumer = await createConsumer(env.server.db);
    await blockUser(env.server.db, consumer.user.id, blocked!.user.id);
    expect(await matchedUserIds(consumer.token, '臺東縣', '臺東市')).toEqual([free!.user.id]);
  });

  it('leaves out a pro who blocks the consumer', async () => {
    const [blocking, free] = await prosIn('屏東縣', '屏東市', 2);
    const consumer = await createConsumer(env.server.db);
    await blockUser(env.server.db, blocking!.user.id, consumer.user.id);
    expect(await matchedUserIds(consumer.token, '屏東縣', '屏東市')).toEqual([free!.user.id]);
  });

  it('still matches a blocked pro to other consumers', async () => {
    const [pro] = await prosIn('南投縣', '南投市', 1);
    const blocker = await createConsumer(env.server.db);
    await blockUser(env.server.db, blocker.user.id, pro!.user.id);
    expect(await matchedUserIds(blocker.token, '南投縣', '南投市')).toEqual([]);
    const other = await createConsumer(env.server.db);
    expect(await matchedUserIds(other.token, '南投縣', '南投市')).toEqual([pro!.user.id]);
  });

  it('leaves the paused pro out of a reopened copy too', async () => {
    const [pro, free] = await prosIn('雲林縣', '斗六市', 2);
    const consumer = await createConsumer(env.server.db);
    const res = await postRequest(env.server, consumer.token, env.aircon, { city: '雲林縣', district: '斗六市' });
    const first = res.body.quote_request as CreatedQuoteRequestResponse;
    expect(first.QuoteBid).toHaveLength(2);
    await pauseService(env.server.db, pro!.service.id);
    const copy = await env.server.api(`/quote_requests/copy/${first.id}.json`, { method: 'POST', token: consumer.token });
    expect(copy.status).toBe(200);
    const bids = await bidsOf(env.server.db, (copy.body.quote_request as CreatedQuoteRequestResponse).id);
    expect(bids.map((b) => b.user_id)).toEqual([free!.user.id]);
  });
});
