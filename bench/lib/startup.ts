import type { RunningServer } from './server';
import { type Engine, type Storage, startMarketplace } from './marketplace';

export interface StartupFigure {
  engine: Engine;
  start: 'cold' | 'warm';
  /** What was already there when the server started. */
  state: string;
  /** Milliseconds from spawn to the first 200 from /api/health.json. */
  ms: number;
}

const STATES: Record<Engine, Record<StartupFigure['start'], string>> = {
  pglite: { cold: 'new data directory (initdb, migrate, seed)', warm: 'existing data directory' },
  postgres: { cold: 'fresh empty database (migrate, seed)', warm: 'migrated, seeded database' },
};

/** Starts the marketplace, notes how long it took to answer, and stops it. */
export async function timeOneStart(storage: Storage): Promise<number> {
  const server: RunningServer = await startMarketplace(storage);
  await server.stop();
  return server.startupMs;
}

/** A cold start on empty storage, then a warm start on the same storage. */
export async function measureStartups(storage: Storage): Promise<StartupFigure[]> {
  const figures: StartupFigure[] = [];
  for (const start of ['cold', 'warm'] as const) {
    const ms = Math.round(await timeOneStart(storage));
    figures.push({ engine: storage.engine, start, state: STATES[storage.engine][start], ms });
    console.error(`  ${storage.engine} ${start} start: ${ms} ms`);
  }
  return figures;
}
