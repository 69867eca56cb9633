// `npm run db:seed`: loads (or updates) the bundled catalogue and Taiwan's divisions.
// `npm run db:seed -- --demo` also loads the demo marketplace (once; see README "Demo accounts").
import { loadConfig } from '../src/server/config';
import { openConfiguredDatabase } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrate';
import { seedCatalogue } from '../src/server/db/seed/catalogue-seed';
import { seedDemoOperator } from '../src/server/db/seed/demo/demo-operator';
import { seedDemoData } from '../src/server/db/seed/demo/demo-seed';
import { dataCipherOf } from '../src/server/lib/data-encryption';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await migrate(database.db, database.engine);
await seedCatalogue(database.db);
console.log('Catalogue and Taiwan divisions loaded.');
if (process.argv.includes('--demo') && config.env === 'production') {
  console.error('The demo marketplace is never loaded with NODE_ENV=production: its two accounts have published passwords.');
  process.exitCode = 1;
} else if (process.argv.includes('--demo')) {
  const demo = await seedDemoData(database.db, database.engine, { dataDir: config.dataDir, publicUrl: config.publicUrl });
  if (await seedDemoOperator(database.db, dataCipherOf(config))) console.log('Demo console operator added (see README "Demo accounts").');
  if (!demo.seeded) console.log('The demo marketplace is already there; nothing added.');
  else {
    const { pros, consumers, requests, quotes, reviews } = demo.counts;
    console.log(
      `Demo marketplace loaded in ${(demo.ms / 1000).toFixed(1)} s: ${pros} pros, ${consumers} consumers, ${requests} requests, ${quotes} quotes, ${reviews} reviews.`,
    );
  }
}
await database.close();
