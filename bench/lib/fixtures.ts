// The data the signed-in and per-pro targets need. The bench's servers run in production mode
// without the demo marketplace, so the bench makes its own: a consumer and a pro with sessions
// (the pro's public service is the profile page), a few more pros of the category for its
// page, accounts with a password for the logins, then through the API the consumer's request,
// which matching gives the pro as a lead.
import { join } from 'node:path';
import { connectDatabase, type DatabaseHandle } from '../../src/server/db/connection';
import { migrate } from '../../src/server/db/migrate';
import { seedCatalogue } from '../../src/server/db/seed/catalogue-seed';
import { hashPassword } from '../../src/server/lib/passwords';
import {
  type CategoryWithFields,
  createConsumer,
  createProWithService,
  createPublicPro,
  findCity,
  findCategory,
  postRequest,
} from '../../src/server/test/factories';
import { marketplaceApi, type Storage } from './marketplace';

/** A category of the seeded catalogue; its page, the pros' services and the request use it. */
export const FIXTURE_CATEGORY = 'aircon-installation';
export const LOGIN_PASSWORD = 'bench-password-1';
/**
 * Accounts for the logins: one per connection, for the warm-up and again for the measured run.
 * A login counts against its account's failed-login limit until its password is checked, so
 * one account hammered by many connections would be refused for too many attempts in flight.
 */
export const LOGIN_ACCOUNTS = 20;
export const loginUsername = (i: number) => `bench_login_${i}`;
const OTHER_PROS = 5;

/** What is written straight into the database before the server starts. */
export interface Accounts {
  category: CategoryWithFields;
  consumerToken: string;
  proToken: string;
  serviceId: number;
}

/** Accounts plus what the running server made: the request and the pro's leads. */
export interface Fixtures extends Accounts {
  requestId: number;
  /** Entries in the pro's work list after the request (1 when matching gave the lead). */
  proWorkCount: number;
}

/** The server's database as the server opens it (PGlite keeps its files in DATA_DIR/pglite). */
function openStorage(storage: Storage): Promise<DatabaseHandle> {
  return storage.engine === 'pglite'
    ? connectDatabase({ dataDir: join(storage.dataDir, 'pglite') })
    : connectDatabase({ databaseUrl: storage.databaseUrl, poolSize: 2 });
}

/** Writes the accounts while no server holds the database (PGlite allows one process). */
export async function seedAccounts(storage: Storage): Promise<Accounts> {
  const { db, engine, close } = await openStorage(storage);
  try {
    await migrate(db, engine);
    await seedCatalogue(db);
    const category = await findCategory(db, FIXTURE_CATEGORY);
    const taipei = await findCity(db, '臺北市');
    const consumer = await createConsumer(db);
    const pro = await createProWithService(db, { categoryIds: [category.id], areas: [{ cityId: taipei, districtId: null }] });
    // Elsewhere than the request's city, so its one lead goes to the pro above.
    for (let i = 1; i <= OTHER_PROS; i += 1) {
      await createPublicPro(db, { title: `冷氣安裝 ${i}`, categorySlugs: [FIXTURE_CATEGORY], areas: [['高雄市', null]] });
    }
    // One hash (its salt included) serves every account: they share the password.
    const passwordHash = await hashPassword(LOGIN_PASSWORD);
    await db
      .insertInto('users')
      .values(
        Array.from({ length: LOGIN_ACCOUNTS }, (_, i) => ({
          username: loginUsername(i),
          email: `${loginUsername(i)}@example.com`,
          password_hash: passwordHash,
          first_name: '小明',
          last_name: '王',
          phone: null,
          avatar_thumb_url: null,
          avatar_original_url: null,
          deleted_at: null,
          is_activated: true,
          activated_at: new Date(),
          password_changed_at: null,
        })),
      )
      .execute();
    return { category, consumerToken: consumer.token, proToken: pro.token, serviceId: pro.service.id };
  } finally {
    await close();
  }
}

/** With the server up: the consumer's request, matched to the pro. */
export async function completeFixtures(baseUrl: string, accounts: Accounts): Promise<Fixtures> {
  const api = marketplaceApi(baseUrl);
  const posted = await postRequest({ api }, accounts.consumerToken, accounts.category);
  if (posted.status !== 200) throw new Error(`posting the request answered ${posted.status}: ${JSON.stringify(posted.body)}`);
  const requestId = Number((posted.body.quote_request as { id: number }).id);
  const works = await api('/quote_bids/index/type:myworks.json', { token: accounts.proToken });
  const proWorkCount = works.status === 200 ? Number(works.body.count) : 0;
  return { ...accounts, requestId, proWorkCount };
}
