// `npm run db:seed`: loads (or updates) the bundled catalogue and Taiwan's divisions.
import { loadConfig } from '../src/server/config';
import { openConfiguredDatabase } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrate';
import { seedCatalogue } from '../src/server/db/seed/catalogue-seed';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await migrate(database.db, database.engine);
await seedCatalogue(database.db);
console.log('Catalogue and Taiwan divisions loaded.');
await database.close();
