import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/connection';
import { createPublicPro } from '../../test/factories';
import { ENGINES, openTestDatabase } from '../../test/harness';
import { countLeads, leadResponseUpsert } from './matching.repository';

describe.each(ENGINES)('matching figures on %s', (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(() => handle.close());

  it('keeps the response rate matching ranks by with the lead and response counts', async () => {
    const { db } = handle;
    const pro = await createPublicPro(db, { title: '回覆率測試', categorySlugs: ['door-lock'] });
    const rate = async () =>
      (await db.selectFrom('quote_service_stats').select('response_rate').where('quote_service_id', '=', pro.service.id).executeTakeFirstOrThrow())
        .response_rate;
    const now = new Date();
    await countLeads(db, [pro.service.id], now);
    expect(await rate()).toBeCloseTo(1 / 3);
    await countLeads(db, [pro.service.id], now);
    await leadResponseUpsert(db, pro.service.id, now).execute();
    expect(await rate()).toBeCloseTo(2 / 4);
  });
});
