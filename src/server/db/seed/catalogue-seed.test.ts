import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, openTestDatabase } from '../../test/harness';
import type { DatabaseHandle } from '../connection';
import { catalogueSeedVersion, seedCatalogueIfChanged } from './catalogue-seed';

describe.each(ENGINES)('catalogue seed at start on %s', (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(() => handle.close());

  it('records the version it seeded, and skips with one query while the files are unchanged', async () => {
    const recorded = await handle.db.selectFrom('schema_migrations').select('name').where('name', 'like', 'seed:catalogue:%').execute();
    expect(recorded.map((r) => r.name)).toEqual([catalogueSeedVersion()]);
    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        queries++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    expect(await seedCatalogueIfChanged(handle.db.withPlugin(counting))).toBe(false);
    expect(queries).toBe(1);
  });

  it('seeds again when another version was recorded, and then records this one only', async () => {
    const category = await handle.db.selectFrom('quote_categories').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
    await handle.db.updateTable('quote_categories').set({ name: 'outdated' }).where('id', '=', category.id).execute();
    await handle.db.updateTable('schema_migrations').set({ name: 'seed:catalogue:older' }).where('name', '=', catalogueSeedVersion()).execute();

    expect(await seedCatalogueIfChanged(handle.db)).toBe(true);
    const restored = await handle.db.selectFrom('quote_categories').select('name').where('id', '=', category.id).executeTakeFirstOrThrow();
    expect(restored.name).toBe(category.name);
    const recorded = await handle.db.selectFrom('schema_migrations').select('name').where('name', 'like', 'seed:catalogue:%').execute();
    expect(recorded.map((r) => r.name)).toEqual([catalogueSeedVersion()]);
    expect(await seedCatalogueIfChanged(handle.db)).toBe(false);
  });
});
