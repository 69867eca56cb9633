// `npm run partner:discount-add -- --partner fet --code FET100 --amount-off 100 --from ... --until ...`:
// adds a partner's discount code (see docs/fet.md).
import { loadConfig } from '../src/server/config';
import { openConfiguredDatabase } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrate';
import { partnerDiscountAddCommand } from '../src/server/features/partners';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await migrate(database.db, database.engine);
  const partnerIds = (config.partners ?? []).map((p) => p.id);
  const result = await partnerDiscountAddCommand(process.argv.slice(2), database.db, partnerIds);
  for (const line of result.out) console.log(line);
  for (const line of result.err) console.error(line);
  process.exitCode = result.exitCode;
} finally {
  await database.close();
}
