import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { BundleFigure } from './bundle';
import { formatGoalsTable, type GoalRow, goalsSummary, judgeAll } from './goals';
import type { LoadSettings } from './load';
import type { Engine } from './marketplace';
import { markdownTable } from './markdown';
import type { SoakFigure } from './soak';
import type { StartupFigure } from './startup';
import type { ThroughputFigure } from './throughput';

export interface BenchResults {
  date: string;
  node: string;
  platform: string;
  cpus: number;
  settings: LoadSettings & { soakSeconds: number };
  /** The PostgreSQL server used (password removed), or null when none was reachable. */
  postgres: string | null;
  /** The engine the goals are judged on: PostgreSQL, or PGlite when PostgreSQL did not answer. */
  goalEngine: Engine;
  webBuilt: boolean;
  startup: StartupFigure[];
  throughput: ThroughputFigure[];
  bundle: BundleFigure[] | null;
  lcp: { name: string; path: string; lcpMs: number | null }[];
  soak: SoakFigure | null;
  goals: GoalRow[];
  notes: string[];
}

const fixed = (value: number, digits: number) => value.toFixed(digits);

/** autocannon records latency in whole milliseconds, so 0 means under 1 ms. */
const latency = (ms: number) => (ms < 1 ? '<1' : fixed(ms, 0));

function startupTable(figures: StartupFigure[]): string {
  const rows = figures.map((f) => [f.engine, f.start, f.state, fixed(f.ms, 0)]);
  return markdownTable(['engine', 'start', 'state', 'ms to first 200'], rows, [3]);
}

/** A ratio only means something against hello-world at the same number of connections. */
function throughputTable(figures: ThroughputFigure[]): string {
  const baseline = figures.find((f) => f.key === 'hello-world')?.connections;
  const rows = figures.map((f) => [
    f.target,
    f.engine,
    String(f.connections),
    fixed(f.requestsPerSecond, 0),
    latency(f.p50Ms),
    latency(f.p99Ms),
    f.connections === baseline ? fixed(f.ratio, 3) : '-',
  ]);
  return markdownTable(['target', 'engine', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'ratio to hello-world'], rows, [2, 3, 4, 5, 6]);
}

function bundleTable(figures: BundleFigure[]): string {
  const kb = (bytes: number) => fixed(bytes / 1024, 1);
  const rows = figures.map((f) => [f.page, f.path, String(f.files.length), kb(f.rawBytes), kb(f.gzipBytes), kb(f.goalBytes)]);
  return markdownTable(['page', 'path', 'files', 'raw KB', 'gzip KB', 'goal KB'], rows, [2, 3, 4, 5]);
}

function soakSection(soak: SoakFigure): string[] {
  const samples = soak.samples.map((s) => `${fixed(s.atSeconds, 0)} s: ${fixed(s.rssMb, 0)}`).join(', ');
  return [
    `## Memory soak (${soak.seconds} s at ${soak.connections} connections over a mix of ${soak.targets.length} targets)`,
    [
      `${fixed(soak.requestsPerSecond, 0)} req/s, p99 ${latency(soak.p99Ms)} ms; ${soak.non2xx} non-2xx, ${soak.errors} errors, ${soak.timeouts} timeouts.`,
      `RSS (MB) at start ${fixed(soak.startMb, 0)}, middle ${fixed(soak.middleMb, 0)}, end ${fixed(soak.endMb, 0)}, peak ${fixed(soak.maxMb, 0)}; growth middle to end ${fixed(soak.growthPercent, 1)} %.`,
      `Samples (MB): ${samples}.`,
    ].join('\n'),
  ];
}

/** Failed responses seen under load: every one should be zero. */
function failureNotes(figures: ThroughputFigure[]): string[] {
  return figures
    .filter((f) => f.non2xx + f.errors + f.timeouts > 0)
    .map((f) => `${f.target} on ${f.engine} (${f.connections} connections): ${f.non2xx} non-2xx, ${f.errors} errors, ${f.timeouts} timeouts under load.`);
}

/** The whole report as markdown: the goals first, then every table they come from. */
export function formatReport(results: BenchResults): string {
  const { seconds, warmupSeconds } = results.settings;
  const notes = [...results.notes, ...failureNotes(results.throughput)];
  return [
    `# Benchmark, ${results.date}`,
    `Node ${results.node}, ${results.platform}, ${results.cpus} CPUs; PostgreSQL: ${results.postgres ?? 'not reachable'}. Goals judged on ${results.goalEngine}.`,
    '## Goals',
    formatGoalsTable(results.goals),
    goalsSummary(results.goals),
    '## Start-up (spawn to first 200 from /api/health.json)',
    startupTable(results.startup),
    `## Throughput (autocannon, ${seconds} s after a ${warmupSeconds} s warm-up; ratios at 10 connections)`,
    throughputTable(results.throughput),
    ...(results.bundle ? ['## First-load JavaScript', bundleTable(results.bundle)] : []),
    ...(results.soak ? soakSection(results.soak) : []),
    ...(notes.length > 0 ? ['## Notes', notes.map((note) => `- ${note}`).join('\n')] : []),
  ].join('\n\n');
}

/** Writes the results as JSON (the goals with their verdicts), making the directory if needed. */
export function writeResults(path: string, results: BenchResults): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify({ ...results, goals: judgeAll(results.goals) }, null, 2)}\n`);
}
