import { afterAll, beforeAll } from 'vitest';
import type { Engine } from '../../db/connection';
import { type CategoryWithFields, findCategory, findPlace } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';

/**
 * A test server for conversations: every pro in the city gets the lead and has credit to quote,
 * and the per-minute message limit is out of the way (messages.limits.test.ts tests it).
 */
export async function startMessagesServer(engine: Engine): Promise<{ server: TestServer; aircon: CategoryWithFields; cityId: number }> {
  const server = await startTestServer(engine, { env: { MATCH_MAX_PROS: '100', WELCOME_CREDIT: '100000', MESSAGES_PER_MINUTE: '1000' } });
  const aircon = await findCategory(server.db, 'aircon-installation');
  const { cityId } = await findPlace(server.db, '臺北市', '大安區');
  return { server, aircon, cityId };
}

/** The suite's conversation server, started before its tests and closed after them; read its fields inside the tests. */
export function messagesSuite(engine: Engine): { server: TestServer; aircon: CategoryWithFields; cityId: number } {
  const suite = {} as { server: TestServer; aircon: CategoryWithFields; cityId: number };
  beforeAll(async () => {
    Object.assign(suite, await startMessagesServer(engine));
  });
  afterAll(() => suite.server.close());
  return suite;
}
