import pg from 'pg';

/** Runs one statement on a short-lived connection. */
async function execute(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Whether a PostgreSQL server answers at url. */
export async function isReachable(url: string): Promise<boolean> {
  try {
    await execute(url, 'select 1');
    return true;
  } catch {
    return false;
  }
}

function quoteName(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`);
  return `"${name}"`;
}

/** The same server and credentials, another database. */
export function withDatabase(url: string, name: string): string {
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return copy.toString();
}

/** Creates an empty database next to the one url names; returns its URL. */
export async function createDatabase(url: string, name: string): Promise<string> {
  await execute(url, `create database ${quoteName(name)}`);
  return withDatabase(url, name);
}

/** Drops the database, closing any connection still open to it. */
export async function dropDatabase(url: string, name: string): Promise<void> {
  await execute(url, `drop database if exists ${quoteName(name)} with (force)`);
}
