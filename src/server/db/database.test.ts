import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { ENGINES, openTestDatabase } from '../test/harness';
import { connectDatabase, type DatabaseHandle } from './connection';
import { migrate, readMigrations } from './migrate';

describe.each(ENGINES)('database on %s', (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(() => handle.close());

  it('applies each migration once', async () => {
    expect(await migrate(handle.db, handle.engine)).toEqual([]);
    const rows = await handle.db.selectFrom('schema_migrations').select('name').execute();
    expect(rows.map((r) => r.name)).toContain('0001_foundation.sql');
  });

  it('checks a migrated database with one query, and applies only what is new', async () => {
    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        queries++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    expect(await migrate(handle.db.withPlugin(counting), handle.engine)).toEqual([]);
    expect(queries).toBe(1);
    const added = { name: '9999_probe.sql', sql: 'create table migrate_probe (id integer primary key);' };
    expect(await migrate(handle.db, handle.engine, [...readMigrations(), added])).toEqual([added.name]);
    expect(await migrate(handle.db, handle.engine, [...readMigrations(), added])).toEqual([]);
    await sql`drop table migrate_probe`.execute(handle.db);
    await handle.db.deleteFrom('schema_migrations').where('name', '=', added.name).execute();
  });

  it('keeps a concurrent write out of another transaction that rolls back', async () => {
    const username = `outside_${engine}`;
    const failing = handle.db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values({ username: `inside_${engine}`, email: null, password_hash: null, phone: null, avatar_thumb_url: null, avatar_original_url: null, deleted_at: null }).execute();
      await new Promise((r) => setTimeout(r, 50));
      throw new Error('roll back');
    });
    const outside = createUser(handle.db, { username });
    await expect(failing).rejects.toThrow('roll back');
    await outside;
    const names = (await handle.db.selectFrom('users').select('username').execute()).map((r) => r.username);
    expect(names).toContain(username);
    expect(names).not.toContain(`inside_${engine}`);
  });

  it('reports affected rows of an update', async () => {
    const user = await createUser(handle.db);
    const result = await handle.db.updateTable('users').set({ first_name: '大明' }).where('id', '=', user.id).executeTakeFirst();
    expect(result.numUpdatedRows).toBe(1n);
  });

  it('runs many concurrent transactions without losing one', async () => {
    const before = await handle.db.selectFrom('users').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    await Promise.all(Array.from({ length: 20 }, () => handle.db.transaction().execute((trx) => createUser(trx))));
    const after = await handle.db.selectFrom('users').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(after.n - before.n).toBe(20);
  });
});

describe.each(ENGINES.filter((engine) => engine === 'postgres'))('a pooled connection cut while idle on %s', () => {
  it('is replaced, and the process goes on', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const errors: Error[] = [];
    const handle = await connectDatabase({ databaseUrl: url, poolSize: 1, onIdleError: (error) => errors.push(error) });
    const admin = await connectDatabase({ databaseUrl: url, poolSize: 1 });
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(admin.db);
      while (errors.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(errors[0]?.message).toMatch(/terminat/);
      const again = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      expect(again.rows[0]!.pid).not.toBe(rows[0]!.pid);
    } finally {
      await handle.close();
      await admin.close();
    }
  });
});

describe('PGlite persistence', () => {
  it('keeps data across a restart of the embedded database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-'));
    try {
      const first = await connectDatabase({ dataDir: dir });
      await migrate(first.db, first.engine);
      await createUser(first.db, { username: 'survivor' });
      await first.close();
      const second = await connectDatabase({ dataDir: dir });
      const row = await second.db.selectFrom('users').select('username').where('username', '=', 'survivor').executeTakeFirst();
      await second.close();
      expect(row?.username).toBe('survivor');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
