// `npm run db:migrate`: applies pending migrations to the configured database.
import { loadConfig } from '../src/server/config';
import { openConfiguredDatabase } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrate';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
const applied = await migrate(database.db, database.engine);
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Nothing to apply.');
await database.close();
