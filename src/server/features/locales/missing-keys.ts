import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Where development collects missing keys: {DATA_DIR}/missing-keys/{lng}/{ns}.json. */
export function missingKeysPath(dataDir: string, lng: string, ns: string): string {
  return join(dataDir, 'missing-keys', lng, `${ns}.json`);
}

/** At most this many keys are kept in one file: a runaway loop must not fill the disk. */
export const MAX_MISSING_KEYS_PER_FILE = 2000;

let queue: Promise<unknown> = Promise.resolve();

/**
 * Adds keys (with the fallback text the browser showed) to the file, keeping the ones already
 * there; writes are serialised and atomic (a temporary file renamed over the old one).
 * Answers how many keys were new.
 */
export function collectMissingKeys(file: string, keys: Record<string, string>): Promise<number> {
  const run = queue.then(async () => {
    let known: Record<string, string> = {};
    try {
      const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) known = parsed as Record<string, string>;
    } catch {
      // No file yet (or an unreadable one, which is started again).
    }
    let added = 0;
    for (const [key, value] of Object.entries(keys)) {
      if (key in known || Object.keys(known).length >= MAX_MISSING_KEYS_PER_FILE) continue;
      known[key] = value;
      added += 1;
    }
    if (added === 0) return 0;
    await mkdir(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, `${JSON.stringify(known, null, 2)}\n`);
    await rename(temporary, file);
    return added;
  });
  queue = run.catch(() => undefined);
  return run;
}
