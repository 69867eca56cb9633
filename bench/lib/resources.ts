import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { killAllNow, stopAll } from './children';
import { createDatabase, dropDatabase } from './postgres';

const tempDirs: string[] = [];
const databases: { adminUrl: string; name: string }[] = [];

/** A new empty directory under the system temp dir, removed by releaseAll(). */
export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** A new empty PostgreSQL database, dropped by releaseAll(); returns its URL. */
export async function makeDatabase(adminUrl: string, name: string): Promise<string> {
  await dropDatabase(adminUrl, name);
  databases.push({ adminUrl, name });
  return createDatabase(adminUrl, name);
}

/** Stops every child, then drops the databases and removes the directories made here. */
export async function releaseAll(): Promise<void> {
  await stopAll();
  for (const { adminUrl, name } of databases.splice(0)) {
    await dropDatabase(adminUrl, name).catch((error: unknown) => console.error(`could not drop database ${name}:`, error));
  }
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Releases everything on Ctrl-C or SIGTERM, and SIGKILLs any child left when the process exits. */
export function releaseOnExit(): void {
  process.on('exit', killAllNow);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping servers and cleaning up ...`);
      void releaseAll().finally(() => process.exit(130));
    });
  }
}
