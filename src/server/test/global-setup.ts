import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../db/connection';
import { migrate } from '../db/migrate';
import { seedCatalogue } from '../db/seed/catalogue-seed';
import { databaseUrlOn, POSTGRES_TEMPLATE_SCHEMA } from './postgres-template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The run's migrated, seeded PostgreSQL template database ('' without TEST_DATABASE_URL). */
    postgresTemplate: string;
  }
}

/**
 * Creates one migrated, seeded PGlite database and saves its data directory; each test file
 * starts from a copy of it (~0.7 s) instead of running initdb and the migrations (~5 s). With
 * TEST_DATABASE_URL, does the same on PostgreSQL: one template database, migrated and seeded in
 * its schema `t_template`, which each test database is created from (`create database ...
 * template`, ~0.1 s, instead of ~4 s of migrations and seed in a new schema); the teardown drops
 * it and any copy a crashed file left behind.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = resolve('.test-data');
  mkdirSync(dir, { recursive: true });
  const [pgliteTemplate, postgres] = await Promise.all([makePgliteTemplate(dir), makePostgresTemplate(process.env.TEST_DATABASE_URL)]);
  project.provide('pgliteTemplate', pgliteTemplate);
  project.provide('postgresTemplate', postgres?.name ?? '');
  return async () => {
    await postgres?.drop();
  };
}

async function makePgliteTemplate(dir: string): Promise<string> {
  const handle = await connectDatabase({});
  await migrate(handle.db, handle.engine);
  await seedCatalogue(handle.db);
  const { pglite } = handle;
  if (!pglite) throw new Error('expected a PGlite handle');
  const file = join(dir, `pglite-template-${process.pid}.tar.gz`);
  writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer()));
  await handle.close();
  return file;
}

async function makePostgresTemplate(url: string | undefined): Promise<{ name: string; drop(): Promise<void> } | undefined> {
  if (!url) return undefined;
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const templateUrl = databaseUrlOn(url, name);
  const setupClient = new pg.Client({ connectionString: templateUrl });
  await setupClient.connect();
  await setupClient.query(`create schema ${POSTGRES_TEMPLATE_SCHEMA}`);
  await setupClient.end();
  const handle = await connectDatabase({ databaseUrl: templateUrl, schema: POSTGRES_TEMPLATE_SCHEMA, poolSize: 2 });
  try {
    await migrate(handle.db, handle.engine);
    await seedCatalogue(handle.db);
  } finally {
    // No connection may stay on a template while databases are created from it.
    await handle.close();
  }
  return {
    name,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      try {
        // The copies are named after the template (see openTestDatabase); a file that crashed leaves its copy.
        const { rows } = await cleanup.query<{ datname: string }>(`select datname from pg_database where starts_with(datname, $1) order by datname desc`, [name]);
        for (const row of rows) await cleanup.query(`drop database if exists ${row.datname} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
