import { describe, expect, it } from 'vitest';
import { NarrowStatus, QuoteStatus } from '../../../domain/bids/quote-status';
import type { QuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { createBid, createConsumer, createHiredBid, createProWithService, findCategory, findPlace, postRequest } from '../../test/factories';
import { ENGINES, useTestServer } from '../../test/harness';

/**
 * The requester's view of one request reads the request, its answers and photos together, its
 * quotes (the declined invitations with them) and timeline, and the booking only when a quote
 * is hired.
 */
describe.each(ENGINES)("statements of the requester's request view on %s", (engine) => {
  const server = useTestServer(engine, { env: { JOBS_ENABLED: '0' } });

  async function world() {
    const aircon = await findCategory(server.db, 'aircon-installation');
    const place = await findPlace(server.db, '臺東縣', '臺東市');
    const newPro = () => createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId: place.cityId, districtId: null }] });
    return { category: aircon, categoryId: aircon.id, place: { cityId: place.cityId, districtId: place.districtId! }, newPro };
  }

  async function view(requestId: number, token: string) {
    const path = `/quote_request/${requestId}.json`;
    expect((await server.api(path, { token })).status).toBe(200);
    const { kinds, result } = await server.queries.during(() => server.api(path, { token }));
    expect(result.status).toBe(200);
    // The session comes from the copy's memory while its change feed listens (not on a test copy of PostgreSQL without one).
    expect(kinds.filter((kind) => kind === 'SelectQuery sessions')).toHaveLength(server.app.sessionCache.active ? 0 : 1);
    const viewKinds = kinds.filter((kind) => kind !== 'SelectQuery sessions');
    return { kinds: viewKinds.sort(), shown: result.body.quote_request as QuoteRequestResponse };
  }

  it('reads a request with answers, photos, a lead and a declined invitation in four statements', async () => {
    const { category, categoryId, place, newPro } = await world();
    const consumer = await createConsumer(server.db);
    const posted = await postRequest(server, consumer.token, category, { city: '臺東縣', district: '臺東市' });
    expect(posted.status).toBe(200);
    const requestId = (posted.body.quote_request as QuoteRequestResponse).id;
    await server.db
      .insertInto('quote_request_photos')
      .values([
        { quote_request_id: requestId, path: 'second.png', display_order: 2 },
        { quote_request_id: requestId, path: 'first.png', display_order: 1 },
      ])
      .execute();
    const lead = await createBid(server.db, await newPro(), { categoryId, place, consumer });
    await server.db.updateTable('quote_bids').set({ quote_request_id: requestId }).where('id', '=', lead.bidId).execute();
    const decliner = await newPro();
    const declined = await server.db
      .insertInto('quote_bids')
      .values({ quote_request_id: requestId, quote_service_id: decliner.service.id, user_id: decliner.user.id, quote_status_id: QuoteStatus.NotInterested, narrow_status_id: NarrowStatus.Lost, narrow_decline_reason: '檔期已滿' })
      .returning('id')
      .executeTakeFirstOrThrow();

    const { kinds, shown } = await view(requestId, consumer.token);
    expect(kinds).toEqual(['SelectQuery activities', 'SelectQuery quote_bids', 'SelectQuery quote_form_submission_fields', 'SelectQuery quote_requests']);
    const answers = await server.db.selectFrom('quote_form_submission_fields').select(['id', 'value']).where('quote_request_id', '=', requestId).execute();
    expect(answers.length).toBeGreaterThan(0);
    expect(shown.QuoteFormSubmissionField.map((a) => [a.id, a.value]).sort()).toEqual(answers.map((a) => [a.id, a.value]).sort());
    expect(shown.fields).toHaveLength(answers.length);
    expect(shown.photos.map((photo) => photo.url)).toEqual([expect.stringContaining('first.png'), expect.stringContaining('second.png')]);
    expect(shown.QuoteBid.map((bid) => bid.id)).toContain(lead.bidId);
    expect(shown.QuoteBid.map((bid) => bid.id)).not.toContain(declined.id);
    expect((shown.declined_invitations ?? []).map((d) => [d.quote_bid_id, d.reason])).toEqual([[declined.id, '檔期已滿']]);
    expect(shown.booking).toBeNull();
  });

  it('reads the booking too once a quote is hired', async () => {
    const { categoryId, place, newPro } = await world();
    const hired = await createHiredBid(server.db, await newPro(), { categoryId, place });
    const { kinds, shown } = await view(hired.requestId, hired.consumer.token);
    expect(kinds.filter((kind) => kind === 'SelectQuery quote_bids')).toHaveLength(2);
    expect(kinds).toHaveLength(5);
    expect(shown.booking).toMatchObject({ quote_bid_id: hired.bidId });
  });
});
