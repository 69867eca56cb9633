// `npm run data:encrypt`: encrypts personal data still in plaintext and re-encrypts what an
// older key wrote (DATA_ENCRYPTION_KEYS_OLD) with DATA_ENCRYPTION_KEY. The server does the
// same at every start; this runs it without a restart, e.g. during a key rotation.
import { loadConfig } from '../src/server/config';
import { openConfiguredDatabase } from '../src/server/db/connection';
import { encryptPersonalData } from '../src/server/db/encrypt-personal-data';
import { migrate } from '../src/server/db/migrate';
import { dataCipherOf } from '../src/server/lib/data-encryption';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await migrate(database.db, database.engine);
const report = await encryptPersonalData(database.db, dataCipherOf(config));
console.log(
  `Encrypted with key ${dataCipherOf(config).keyId}: ${report.certificates} certificates, ${report.invoiceSettings} invoice settings, ${report.documents} documents.`,
);
await database.close();
