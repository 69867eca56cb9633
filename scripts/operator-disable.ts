// `npm run operator:disable -- --email a@b.tw [--enable]`: turns an operator of the console off
// (ending their sessions) or back on (see docs/operator-console.md).
import { loadConfig } from '../src/server/config';
import { openConfiguredDatabase } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrate';
import { operatorDisableCommand } from '../src/server/features/ops';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await migrate(database.db, database.engine);
  const result = await operatorDisableCommand(process.argv.slice(2), database.db, new Date());
  for (const line of result.out) console.log(line);
  for (const line of result.err) console.error(line);
  process.exitCode = result.exitCode;
} finally {
  await database.close();
}
