import { beforeAll, describe, expect, it } from 'vitest';
import { QuoteError, SwitchToManualQuoteError } from '../../../../domain/errors/codes';
import type { CreatedQuoteRequestResponse } from '../../../../domain/requests/quote-request.types';
import { ENGINES, useTestServer } from '../../../test/harness';
import { bindTestCard, type CategoryWithFields, createConsumer, createProWithService, findCategory, findPlace, postRequest } from '../../../test/factories';

describe.each(ENGINES)('a bound card for pay-on-contact quotes (codes 2 and 211) on %s', (engine) => {
  const server = useTestServer(engine, { env: { MATCH_MAX_PROS: '100', WELCOME_CREDIT: '3000' } });
  let aircon: CategoryWithFields;
  let cityId: number;

  beforeAll(async () => {
    aircon = await findCategory(server.db, 'aircon-installation');
    ({ cityId } = await findPlace(server.db, '臺北市', '信義區'));
  });

  async function lead() {
    const pro = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId, districtId: null }] });
    const consumer = await createConsumer(server.db);
    const res = await postRequest(server, consumer.token, aircon);
    const request = res.body.quote_request as CreatedQuoteRequestResponse;
    const bid = await server.db
      .selectFrom('quote_bids')
      .select('id')
      .where('quote_request_id', '=', request.id)
      .where('user_id', '=', pro.user.id)
      .executeTakeFirstOrThrow();
    return { pro, bidId: bid.id };
  }
  const send = (token: string, bidId: number, json: Record<string, unknown>) =>
    server.api(`/quote_bids/change_status/rating/${bidId}.json`, { method: 'POST', token, json });
  const switchQuote = (token: string, bidId: number) => server.api(`/quote_bids/switch_to_manual_quote/${bidId}.json`, { method: 'POST', token });

  it('refuses a pay-on-contact quote without a bound card with 409 code 2, and sends it once a card is bound', async () => {
    const { pro, bidId } = await lead();
    const refused = await send(pro.token, bidId, { rating_type: 'flat', flat_rate_at: 3000, is_contact_charge: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: QuoteError.CreditCardNeeded, message: '請先綁定信用卡才能送出報價。' });
    await bindTestCard(server.db, pro.user.id);
    const sent = await send(pro.token, bidId, { rating_type: 'flat', flat_rate_at: 3000, is_contact_charge: 1 });
    expect(sent.status).toBe(200);
    expect(sent.body.quote_bid).toMatchObject({ is_contact_charge: 1 });
  });

  it('sends an ordinary quote without a card', async () => {
    const { pro, bidId } = await lead();
    expect((await send(pro.token, bidId, { rating_type: 'flat', flat_rate_at: 3000 })).status).toBe(200);
  });

  it('refuses a pay-on-contact quote with only a foreign card with 409 code 211', async () => {
    const { pro, bidId } = await lead();
    await bindTestCard(server.db, pro.user.id, { foreign: true });
    const refused = await send(pro.token, bidId, { rating_type: 'flat', flat_rate_at: 3000, is_contact_charge: '1' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(QuoteError.ForeignCardNotSupported);
  });

  it('does not count a removed card or another gateway’s card', async () => {
    const { pro, bidId } = await lead();
    const { id } = await bindTestCard(server.db, pro.user.id);
    await server.db.updateTable('payment_cards').set({ removed_at: new Date() }).where('id', '=', id).execute();
    await bindTestCard(server.db, pro.user.id, { provider: 'stripe' });
    expect((await send(pro.token, bidId, { rating_type: 'flat', flat_rate_at: 3000, is_contact_charge: 1 })).body.error).toBe(QuoteError.CreditCardNeeded);
  });

  it('asks switch_to_manual_quote for a card too: 2 without one, 211 with only a foreign one', async () => {
    const { pro, bidId } = await lead();
    const card = await bindTestCard(server.db, pro.user.id);
    expect((await send(pro.token, bidId, { rating_type: 'flat', flat_rate_at: 3000, is_contact_charge: 1 })).status).toBe(200);
    await server.db.updateTable('payment_cards').set({ removed_at: new Date() }).where('id', '=', card.id).execute();
    const none = await switchQuote(pro.token, bidId);
    expect(none.status).toBe(409);
    expect(none.body.error).toBe(QuoteError.CreditCardNeeded);
    await bindTestCard(server.db, pro.user.id, { foreign: true });
    const foreign = await switchQuote(pro.token, bidId);
    expect(foreign.status).toBe(409);
    expect(foreign.body.error).toBe(SwitchToManualQuoteError.ForeignCardNotSupported);
    await bindTestCard(server.db, pro.user.id);
    expect((await switchQuote(pro.token, bidId)).status).toBe(200);
  });

  it('leaves someone else’s lead to its own 404', async () => {
    const { bidId } = await lead();
    const other = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId, districtId: null }] });
    expect((await send(other.token, bidId, { rating_type: 'flat', flat_rate_at: 3000, is_contact_charge: 1 })).status).toBe(404);
    expect((await switchQuote(other.token, bidId)).status).toBe(404);
  });
});

describe.each(ENGINES)('foreign cards allowed (CARD_ALLOW_FOREIGN) on %s', (engine) => {
  const server = useTestServer(engine, { env: { MATCH_MAX_PROS: '100', WELCOME_CREDIT: '3000', CARD_ALLOW_FOREIGN: 'true' } });

  it('accepts a pay-on-contact quote from a pro with a foreign card', async () => {
    const aircon = await findCategory(server.db, 'aircon-installation');
    const { cityId } = await findPlace(server.db, '臺北市', '信義區');
    const pro = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId, districtId: null }] });
    await bindTestCard(server.db, pro.user.id, { foreign: true });
    const consumer = await createConsumer(server.db);
    const request = (await postRequest(server, consumer.token, aircon)).body.quote_request as CreatedQuoteRequestResponse;
    const bid = await server.db.selectFrom('quote_bids').select('id').where('quote_request_id', '=', request.id).where('user_id', '=', pro.user.id).executeTakeFirstOrThrow();
    const sent = await server.api(`/quote_bids/change_status/rating/${bid.id}.json`, { method: 'POST', token: pro.token, json: { rating_type: 'flat', flat_rate_at: 3000, is_contact_charge: 1 } });
    expect(sent.status).toBe(200);
  });
});
