import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/connection';
import { ENGINES, openTestDatabase } from '../../test/harness';

describe.each(ENGINES)('free-credit tasks on %s', (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(() => handle.close());

  it('speak to the pro as 您, as every other page does', async () => {
    const rows = await handle.db.selectFrom('free_credit_events').select(['code', 'title', 'description']).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect({ code: row.code, text: `${row.title}${row.description}` }).not.toMatchObject({ text: expect.stringMatching(/你(?!們)/) });
  });
});
