import { afterAll, beforeAll, expect } from 'vitest';
import type { CreatedQuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { type ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { type CategoryWithFields, createConsumer, createProWithService, findCategory, findPlace, postRequest } from '../../test/factories';

export const WELCOME = 300;

type Consumer = Awaited<ReturnType<typeof createConsumer>>;
type Pro = Awaited<ReturnType<typeof createProWithService>>;

/**
 * The quote bid tests' server (every pro serves Taipei; a high cap keeps each new pro among the
 * matched) and their calls: a new aircon pro, a lead for him, a change_status action, a quote.
 */
export function quoteBidsTestBed(engine: (typeof ENGINES)[number], options: { welcomeCredit?: number } = {}) {
  const bed = { server: undefined as unknown as TestServer, aircon: undefined as unknown as CategoryWithFields, taipei: 0 };
  beforeAll(async () => {
    bed.server = await startTestServer(engine, { env: { MATCH_MAX_PROS: '100', WELCOME_CREDIT: String(options.welcomeCredit ?? WELCOME) } });
    bed.aircon = await findCategory(bed.server.db, 'aircon-installation');
    bed.taipei = (await findPlace(bed.server.db, '臺北市', '大安區')).cityId;
  });
  afterAll(() => bed.server.close());

  const newPro = () => createProWithService(bed.server.db, { categoryIds: [bed.aircon.id], areas: [{ cityId: bed.taipei, districtId: null }] });

  /** A consumer's request and the lead it gave this pro. */
  async function lead(pro: Pro, consumer?: Consumer) {
    const { server, aircon } = bed;
    const owner = consumer ?? (await createConsumer(server.db));
    const res = await postRequest(server, owner.token, aircon);
    expect(res.status).toBe(200);
    const request = res.body.quote_request as CreatedQuoteRequestResponse;
    const bid = await leadOf(server.db, request.id, pro.user.id);
    return { consumer: owner, request, bidId: bid.id };
  }

  const act = (token: string, action: string, bidId: number, json: Record<string, unknown> = {}) =>
    bed.server.api(`/quote_bids/change_status/${action}/${bidId}.json`, { method: 'POST', token, json });
  const quote = (token: string, bidId: number, json: Record<string, unknown> = { rating_type: 'flat', flat_rate_at: 4800 }) => act(token, 'rating', bidId, json);
  return { bed, newPro, lead, act, quote };
}

/** The lead a request gave a pro (its bid's id). */
export function leadOf(db: TestServer['db'], requestId: number, proId: number): Promise<{ id: number }> {
  return db.selectFrom('quote_bids').select('id').where('quote_request_id', '=', requestId).where('user_id', '=', proId).executeTakeFirstOrThrow();
}
