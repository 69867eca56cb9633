import { resolve } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './db/connection';
import { encryptPersonalData } from './db/encrypt-personal-data';
import { migrate } from './db/migrate';
import { seedCatalogueIfChanged } from './db/seed/catalogue-seed';
import { seedDemoOperator } from './db/seed/demo/demo-operator';
import { type DemoSeedResult, seedDemoData } from './db/seed/demo/demo-seed';
import { developmentExposureWarning } from './features/dev';
import { isWebBuilt, loadWebAssets } from './features/pages';
import { dataCipherOf } from './lib/data-encryption';

/** Reads the configuration, opens and migrates the database, seeds the catalogue, listens. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // One line on stderr, naming the variables, so a process manager's log shows the cause.
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The server render bundle loads while the database opens (its files are read once, here).
  const webLoading = isWebBuilt() ? loadWebAssets() : undefined;
  webLoading?.catch(() => undefined);
  let warn = (error: Error) => console.warn(`a pooled database connection broke while idle and is replaced: ${error.message}`);
  const database = await openConfiguredDatabase(config, (error) => warn(error));
  // Each step below costs one query when it has nothing to do.
  await migrate(database.db, database.engine);
  // Plaintext from before the encryption migration, and values of a rotated-out key.
  const encrypted = await encryptPersonalData(database.db, dataCipherOf(config));
  await seedCatalogueIfChanged(database.db);
  // A demo marketplace that cannot be loaded (it is written in one transaction, so nothing of
  // it is left) does not keep the server from starting.
  let demo: DemoSeedResult | undefined;
  let demoError: unknown;
  if (config.seedDemoData) {
    try {
      demo = await seedDemoData(database.db, database.engine, { dataDir: config.dataDir, publicUrl: config.publicUrl });
      await seedDemoOperator(database.db, dataCipherOf(config));
    } catch (error) {
      demoError = error;
    }
  }
  const web = await webLoading;
  const app = await buildApp({ config, database, web });
  warn = (error) => app.log.warn({ err: error }, 'a pooled database connection broke while idle and is replaced');
  if (demoError) app.log.error({ err: demoError }, 'the demo marketplace could not be loaded');
  if (demo?.seeded) app.log.info({ ...demo.counts, ms: Math.round(demo.ms) }, `demo marketplace loaded in ${(demo.ms / 1000).toFixed(1)} s`);
  if (encrypted.certificates + encrypted.invoiceSettings + encrypted.documents + encrypted.chargeApplications + encrypted.refundAccounts > 0) app.log.info(encrypted, 'personal data encrypted with the current key');
  if (!web) app.log.warn('The web app is not built (run npm run build); serving the API only.');
  if (config.payments.sandbox) {
    app.log.warn(
      config.env === 'production'
        ? 'ALLOW_SANDBOX_PAYMENTS=1: payments run in sandbox mode and move no real money; every page shows the sandbox banner'
        : 'Payments run in sandbox mode (no real money); every page shows the sandbox banner',
    );
  }

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const exposed = developmentExposureWarning(config);
  if (exposed) {
    console.error(exposed);
    app.log.warn({ host: config.host, env: config.env }, 'development mode on a non-loopback address: set NODE_ENV=production');
  }
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite (${resolve(config.dataDir)})`;
  console.log(`Marketplace ready at ${config.publicUrl} (port ${config.port}, database: ${where})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
