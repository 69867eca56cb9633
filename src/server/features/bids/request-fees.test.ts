import { describe, expect, it } from 'vitest';
import { createConsumer, findCategory, postRequest } from '../../test/factories';
import { ENGINES, useTestServer } from '../../test/harness';
import { feeForRequest } from './quote-fee.repository';
import { feesForRequests } from './request-fees.repository';

describe.each(ENGINES)('the quote fees of a list of requests on %s', (engine) => {
  const server = useTestServer(engine);

  it('gives every request the fee a single request would have, with and without a number answer', async () => {
    const consumer = await createConsumer(server.db);
    // Categories with a number question and with none, priced or not.
    const withNumber = await server.db
      .selectFrom('quote_categories as c')
      .select('c.slug')
      .where((eb) => eb.exists(eb.selectFrom('quote_form_fields as f').select('f.id').whereRef('f.quote_category_id', '=', 'c.id').where('f.type', '=', 'number').where('f.is_active', '=', true)))
      .orderBy('c.id')
      .limit(3)
      .execute();
    const others = await server.db.selectFrom('quote_categories').select('slug').orderBy('id').limit(3).execute();
    const ids: number[] = [];
    for (const { slug } of [...withNumber, ...others]) {
      const category = await findCategory(server.db, slug);
      const answers = category.fields.map((f): [string, string] => [`QuoteFormSubmissionField[${f.id}]`, f.type === 'number' ? String(ids.length + 1) : (f.options[0] ?? '2')]);
      const res = await postRequest(server, consumer.token, category, category.fields.some((f) => f.type === 'number') ? { answers } : {});
      if (res.status === 200) ids.push((res.body.quote_request as { id: number }).id);
    }
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const fees = await feesForRequests(server.db, [...ids, 99_999_999]);
    for (const id of ids) expect(fees.get(id), `request ${id}`).toBe(await feeForRequest(server.db, id));
    expect(fees.has(99_999_999)).toBe(false);
    expect((await feesForRequests(server.db, [])).size).toBe(0);
  });
});
