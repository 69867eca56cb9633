import pino from 'pino';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, openTestDatabase, type TestDatabase } from '../test/harness';
import { ChangeFeed } from './change-feed';
import { DataVersions } from './data-versions';

const log = pino({ level: 'silent' });

function feedOn(handle: TestDatabase): ChangeFeed {
  return new ChangeFeed({ db: handle.db, databaseUrl: handle.url, pglite: handle.pglite, log });
}

/** The next payload of a topic, or 'none' after a while. */
function next(feed: ChangeFeed, topic: string, ms = 2000): Promise<unknown> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stop();
      resolve('none');
    }, ms);
    const stop = feed.subscribe(topic, (payload) => {
      clearTimeout(timer);
      stop();
      resolve(payload);
    });
  });
}

describe.each(ENGINES)('the change feed on %s', (engine) => {
  let handle: TestDatabase;
  let other: TestDatabase;
  let feeds: ChangeFeed[];

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    other = await openTestDatabase(engine);
    feeds = [feedOn(handle), feedOn(handle), feedOn(other)];
    for (const feed of feeds) await feed.start();
  });
  afterAll(async () => {
    for (const feed of feeds) await feed.close();
    await handle.close();
    await other.close();
  });

  it('delivers a message to every feed of the database, the sender included, and not to another database', async () => {
    const [a, b, elsewhere] = feeds as [ChangeFeed, ChangeFeed, ChangeFeed];
    expect(a.live).toBe(true);
    const heard = Promise.all([next(a, 'session-ended'), next(b, 'session-ended'), next(elsewhere, 'session-ended', 500), next(b, 'other-topic', 500)]);
    await a.publish('session-ended', { sessionId: 7 });
    expect(await heard).toEqual([{ sessionId: 7 }, { sessionId: 7 }, 'none', 'none']);
  });

  it('sends a message published in a transaction when it commits, and never when it rolls back', async () => {
    const [a, b] = feeds as [ChangeFeed, ChangeFeed];
    const rolledBack = next(b, 'in-transaction', 500);
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await a.publish('in-transaction', 'lost', trx);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await rolledBack).toBe('none');
    const committed = next(b, 'in-transaction');
    await handle.db.transaction().execute((trx) => a.publish('in-transaction', 'kept', trx));
    expect(await committed).toBe('kept');
  });

  it('hears the version a trigger publishes when public data changes', async () => {
    const [, b] = feeds as [ChangeFeed, ChangeFeed];
    const heard = next(b, 'data-version');
    await handle.db.updateTable('genres').set({ description: '換了說明' }).where('id', '=', 1).execute();
    const { version } = await handle.db.selectFrom('public_data_versions').select('version').where('scope', '=', 'catalogue').executeTakeFirstOrThrow();
    expect(await heard).toEqual({ scope: 'catalogue', version: Number(version) });
  });
});

describe.each(ENGINES.filter((engine) => engine === 'postgres'))('the change feed after its connection is cut (%s)', (engine) => {
  let handle: TestDatabase;
  let feed: ChangeFeed;
  let versions: DataVersions;

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    feed = feedOn(handle);
    await feed.start();
    versions = new DataVersions(handle.db, feed);
  });
  afterAll(async () => {
    await feed.close();
    await handle.close();
  });

  it('reconnects and reads the versions again, so a change it could not hear still shows', async () => {
    const before = await versions.current();
    const channel = (await handle.db.selectNoFrom((eb) => eb.fn<string>('change_feed_channel').as('c')).executeTakeFirstOrThrow()).c;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where query = $1`, [`listen "${channel}"`]);
    await admin.end();
    // Changed while nobody listens: the notification is lost.
    await handle.db.updateTable('articles').set({ title: '改過的標題' }).execute();
    await handle.db.updateTable('site_pages').set({ title: '改過的頁面' }).where('slug', '=', 'terms').execute();
    const until = Date.now() + 5000;
    let now = await versions.current();
    while (now.content === before.content && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      now = await versions.current();
    }
    expect(now.content).toBeGreaterThan(before.content);
    while (!feed.live && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(feed.live).toBe(true);
  });
});
