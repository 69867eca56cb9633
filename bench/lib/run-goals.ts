// The goals of `npm run bench`, and the rows of its goals table from what one run measured.
// Ratios and latencies are judged on the goal engine (PostgreSQL when it answers); the other
// engine's figures are listed for information. Start-up has a goal per engine.
import type { BundleFigure } from './bundle';
import { atLeast, atMost, below, type GoalRow } from './goals';
import type { Engine } from './marketplace';
import { SAME_BYTES_KEYS } from './same-bytes';
import type { SoakFigure } from './soak';
import type { StartupFigure } from './startup';
import type { TargetKey, ThroughputFigure } from './throughput';

export const RATIO_GOALS: { key: TargetKey; figure: string; ratio: number }[] = [
  { key: 'categories', figure: 'GET /api/quote_categories/index.json, ratio', ratio: 0.5 },
  { key: 'home', figure: 'guest SSR home (gzip), ratio', ratio: 0.25 },
  { key: 'category', figure: 'guest SSR category page (gzip), ratio', ratio: 0.15 },
  { key: 'profile', figure: 'guest SSR pro profile (gzip), ratio', ratio: 0.15 },
  { key: 'me', figure: 'GET /api/user/me.json (signed in), ratio', ratio: 0.15 },
  { key: 'request', figure: "GET /api/quote_request/{id}.json (consumer's own), ratio", ratio: 0.1 },
  { key: 'worklist', figure: "pro's work list page (signed in, gzip), ratio", ratio: 0.1 },
];
/** The API calls among the ratio targets; their p99 is measured again at 50 connections. */
export const P99_KEYS: TargetKey[] = ['categories', 'me', 'request'];
export const P99_CONNECTIONS = 50;
/** The ratios are measured at this many connections, hello-world's included. */
export const RATIO_CONNECTIONS = 10;
export const P99_GOAL_MS = 25;
export const LOGIN_GOAL_PER_SECOND = 150;
export const LCP_GOAL_MS = 800;
export const WARM_START_GOAL_MS: Record<Engine, number> = { postgres: 1000, pglite: 1500 };
export const RSS_GOAL_MB = 300;
/** "Flat": the resident memory grows less than this over the second half of the soak. */
export const RSS_GROWTH_GOAL_PERCENT = 10;
export const SOAK_CONNECTIONS = 50;
/** Used when the bundle figures are missing, so the table still names the goals. */
const BUNDLE_GOAL_KB: Record<BundleFigure['page'], number> = { home: 120, category: 120, profile: 120, dashboard: 200 };

export interface RunFigures {
  goalEngine: Engine;
  engines: Engine[];
  startup: StartupFigure[];
  throughput: ThroughputFigure[];
  /** null: not measured. */
  bundle: BundleFigure[] | null;
  lcp: { name: string; path: string; lcpMs: number | null }[];
  soak: SoakFigure | null;
}

/** The figure of a target, unless some of its answers failed: fast failures would flatter it (the notes list them). */
function figureOf(run: RunFigures, key: TargetKey, engine: Engine, connections: number): ThroughputFigure | undefined {
  const figure = run.throughput.find((f) => f.key === key && f.engine === engine && f.connections === connections);
  return figure && figure.non2xx + figure.errors + figure.timeouts === 0 ? figure : undefined;
}

function throughputRows(run: RunFigures): GoalRow[] {
  const rows: GoalRow[] = [];
  const engines = [run.goalEngine, ...run.engines.filter((e) => e !== run.goalEngine)];
  for (const { key, figure, ratio } of RATIO_GOALS) {
    for (const engine of engines) {
      const measured = figureOf(run, key, engine, RATIO_CONNECTIONS)?.ratio ?? null;
      rows.push({ figure, where: engine, measured, unit: 'ratio', goal: engine === run.goalEngine ? atLeast(ratio) : null });
    }
  }
  for (const key of P99_KEYS) {
    const name = RATIO_GOALS.find((g) => g.key === key)!.figure.replace(/, ratio$/, '');
    const measured = figureOf(run, key, run.goalEngine, P99_CONNECTIONS)?.p99Ms ?? null;
    rows.push({ figure: `${name}, p99`, where: `${run.goalEngine}, ${P99_CONNECTIONS} connections`, measured, unit: 'ms', goal: below(P99_GOAL_MS) });
  }
  for (const engine of engines) {
    const measured = figureOf(run, 'login', engine, RATIO_CONNECTIONS)?.requestsPerSecond ?? null;
    rows.push({ figure: 'password logins per second', where: engine, measured, unit: 'per-second', goal: engine === run.goalEngine ? atLeast(LOGIN_GOAL_PER_SECOND) : null });
  }
  return rows;
}

function bundleRows(run: RunFigures): GoalRow[] {
  const figure = (page: string) => `first-load JavaScript (gzip), ${page}`;
  if (!run.bundle) {
    return Object.entries(BUNDLE_GOAL_KB).map(([page, kb]) => ({ figure: figure(page), where: '-', measured: null, unit: 'bytes', goal: atMost(kb * 1024) }));
  }
  return run.bundle.map((b) => ({ figure: figure(b.page), where: b.path, measured: b.gzipBytes, unit: 'bytes', goal: atMost(b.goalBytes) }));
}

function startupRows(run: RunFigures): GoalRow[] {
  return run.engines.map((engine) => ({
    figure: 'warm start to healthy',
    where: engine,
    measured: run.startup.find((s) => s.engine === engine && s.start === 'warm')?.ms ?? null,
    unit: 'ms',
    goal: below(WARM_START_GOAL_MS[engine]),
  }));
}

function soakRows(run: RunFigures): GoalRow[] {
  const soak = run.soak;
  const where = `${run.goalEngine}, ${soak ? `${soak.seconds} s` : 'soak'} at ${SOAK_CONNECTIONS} connections`;
  return [
    { figure: 'server RSS at the start', where, measured: soak?.startMb ?? null, unit: 'megabytes', goal: null },
    { figure: 'server RSS in the middle', where, measured: soak?.middleMb ?? null, unit: 'megabytes', goal: null },
    { figure: 'server RSS at the end', where, measured: soak?.endMb ?? null, unit: 'megabytes', goal: below(RSS_GOAL_MB) },
    { figure: 'server RSS growth, middle to end (flat)', where, measured: soak?.growthPercent ?? null, unit: 'percent', goal: below(RSS_GROWTH_GOAL_PERCENT) },
  ];
}

/**
 * For information, no goal: each body-heavy target against bare Fastify sending the same bytes,
 * which shows how much of the gap to hello-world is the load generator reading big answers.
 */
function sameBytesRows(run: RunFigures): GoalRow[] {
  const engines = [run.goalEngine, ...run.engines.filter((e) => e !== run.goalEngine)];
  return SAME_BYTES_KEYS.flatMap((key) => {
    const name = RATIO_GOALS.find((g) => g.key === key)!.figure.replace(/, ratio$/, '');
    return engines.map((engine): GoalRow => {
      const measured = figureOf(run, key, engine, RATIO_CONNECTIONS)?.sameBytesRatio ?? null;
      return { figure: `${name}, ratio to same-bytes Fastify`, where: engine, measured, unit: 'ratio', goal: null };
    });
  });
}

/** Every goal of `npm run bench`, in the order of the issue's table, then the information rows of the same-bytes references. */
export function runGoalRows(run: RunFigures): GoalRow[] {
  const lcp = run.lcp.map((p): GoalRow => ({ figure: `LCP at 4× CPU slowdown, ${p.name}`, where: p.path, measured: p.lcpMs, unit: 'ms', goal: below(LCP_GOAL_MS) }));
  return [...throughputRows(run), ...bundleRows(run), ...lcp, ...startupRows(run), ...soakRows(run), ...sameBytesRows(run)];
}
