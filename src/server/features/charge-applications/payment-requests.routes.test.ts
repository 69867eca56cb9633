import { describe, expect, it } from 'vitest';
import { taipeiDateKey } from '../../../domain/time/datetime';
import { createConsumer, createHiredBid, createProWithService, findCategory, findPlace } from '../../test/factories';
import { ENGINES } from '../../test/harness';
import { appOf, chargeApplicationsSuite, company } from './charge-applications.test-support';

const DAY = 24 * 60 * 60 * 1000;

describe.each(ENGINES)('payment requests wait for an approved charge application on %s', (engine) => {
  const suite = chargeApplicationsSuite(engine);

  it('refuses a request (409, nothing written) until an operator approves the pro\'s application, then issues it', async () => {
    const { server } = suite;
    const category = await findCategory(server.db, 'aircon-installation');
    const place = await findPlace(server.db, '臺北市', '大安區');
    const pro = await createProWithService(server.db, { categoryIds: [category.id], areas: [{ cityId: place.cityId, districtId: null }] });
    const consumer = await createConsumer(server.db);
    const { bidId } = await createHiredBid(server.db, pro, { categoryId: category.id, place, consumer });
    const request = () =>
      server.api('/new/v1/third_party_payments/add.json', {
        method: 'POST',
        token: pro.token,
        json: { quote_bid_id: bidId, amount: 3000, items: ['冷氣安裝'], due_date: taipeiDateKey(new Date(Date.now() + 7 * DAY)) },
      });
    const written = async () =>
      (await server.db.selectFrom('third_party_payments').select('id').where('quote_bid_id', '=', bidId).execute()).length;

    const before = await request();
    expect(before.status).toBe(409);
    expect(before.body.message).toMatch(/收款申請/);
    expect(await written()).toBe(0);

    const id = appOf(await suite.add(pro.token, company)).charge_application_id;
    const pending = await request();
    expect(pending.status).toBe(409);
    expect(await written()).toBe(0);

    const { cookie } = await suite.operator('finance');
    expect((await suite.approve(cookie, id)).status).toBe(200);
    const after = await request();
    expect(after.status, JSON.stringify(after.body)).toBe(200);
    expect(after.body.third_party_payment).toMatchObject({ quote_bid_id: bidId, amount: 3000, state: 'requested' });
    expect(await written()).toBe(1);
  });
});
