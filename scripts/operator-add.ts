// `npm run operator:add -- --email a@b.tw --role finance [--name 王小明] [--password ...]`:
// creates an operator of the console (see docs/operator-console.md).
import { loadConfig } from '../src/server/config';
import { openConfiguredDatabase } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrate';
import { operatorAddCommand } from '../src/server/features/ops';
import { dataCipherOf } from '../src/server/lib/data-encryption';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await migrate(database.db, database.engine);
  const result = await operatorAddCommand(process.argv.slice(2), database.db, dataCipherOf(config));
  for (const line of result.out) console.log(line);
  for (const line of result.err) console.error(line);
  process.exitCode = result.exitCode;
} finally {
  await database.close();
}
