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

/** µs of CPU per request, or `-` when it was not counted (the server's, off Linux). */
const micros = (value: number | null) => (value === null ? '-' : fixed(value, 0));

const bodySize = (f: NonNullable<ThroughputFigure['sameBytes']>) =>
  `${fixed(f.bodyBytes / 1024, 1)} KB${f.headers['content-encoding'] ? ` ${f.headers['content-encoding']}` : ''}`;

/**
 * A ratio only means something against hello-world at the same number of connections. A target
 * with a same-bytes reference is followed by the reference's own row.
 */
export function throughputTable(figures: ThroughputFigure[]): string {
  const helloWorld = figures.find((f) => f.key === 'hello-world');
  const row = (f: ThroughputFigure | NonNullable<ThroughputFigure['sameBytes']>, target: string, engine: string, connections: number, ratio: string, sameBytes: string) => [
    target,
    engine,
    String(connections),
    fixed(f.requestsPerSecond, 0),
    latency(f.p50Ms),
    latency(f.p99Ms),
    ratio,
    sameBytes,
    micros(f.cpuMicrosPerRequest.serverMicros),
    micros(f.cpuMicrosPerRequest.clientMicros),
  ];
  const rows = figures.flatMap((f) => {
    const atBaseline = f.connections === helloWorld?.connections;
    const main = row(f, f.target, f.engine, f.connections, atBaseline ? fixed(f.ratio, 3) : '-', f.sameBytesRatio === null ? '-' : fixed(f.sameBytesRatio, 3));
    if (!f.sameBytes) return [main];
    const ratio = atBaseline && helloWorld ? fixed(f.sameBytes.requestsPerSecond / helloWorld.requestsPerSecond, 3) : '-';
    return [main, row(f.sameBytes, `↳ same-bytes Fastify (${bodySize(f.sameBytes)})`, 'none', f.connections, ratio, '-')];
  });
  const headers = ['target', 'engine', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'ratio to hello-world', 'ratio to same-bytes Fastify', 'server CPU µs/req', 'autocannon CPU µs/req'];
  return markdownTable(headers, rows, [2, 3, 4, 5, 6, 7, 8, 9]);
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
  const note = (name: string, f: ThroughputFigure | NonNullable<ThroughputFigure['sameBytes']>, connections: number) =>
    f.non2xx + f.errors + f.timeouts > 0 ? [`${name} (${connections} connections): ${f.non2xx} non-2xx, ${f.errors} errors, ${f.timeouts} timeouts under load.`] : [];
  return figures.flatMap((f) => [
    ...note(`${f.target} on ${f.engine}`, f, f.connections),
    ...(f.sameBytes ? note(`The same-bytes reference of ${f.target} (${f.engine} run)`, f.sameBytes, f.connections) : []),
  ]);
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
    `## Throughput (autocannon, ${seconds} s after a ${warmupSeconds} s warm-up; ratios at 10 connections; CPU per request over the measured run)`,
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
