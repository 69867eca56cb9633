import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { LoadSettings } from './load';
import type { StartupFigure } from './startup';
import type { ThroughputFigure } from './throughput';

export interface BenchResults {
  date: string;
  node: string;
  platform: string;
  cpus: number;
  settings: LoadSettings;
  /** The PostgreSQL server used (password removed), or null when none was reachable. */
  postgres: string | null;
  webBuilt: boolean;
  startup: StartupFigure[];
  throughput: ThroughputFigure[];
  notes: string[];
}

/** A GitHub-flavoured markdown table; columns listed in rightAligned are right-aligned. */
export function markdownTable(headers: string[], rows: string[][], rightAligned: number[] = []): string {
  const rule = headers.map((_, i) => (rightAligned.includes(i) ? '---:' : '---'));
  return [headers, rule, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

const fixed = (value: number, digits: number) => value.toFixed(digits);

/** autocannon records latency in whole milliseconds, so 0 means under 1 ms. */
const latency = (ms: number) => (ms < 1 ? '<1' : fixed(ms, 0));

function startupTable(figures: StartupFigure[]): string {
  const rows = figures.map((f) => [f.engine, f.start, f.state, fixed(f.ms, 0)]);
  return markdownTable(['engine', 'start', 'state', 'ms to first 200'], rows, [3]);
}

function throughputTable(figures: ThroughputFigure[]): string {
  const rows = figures.map((f) => [
    f.target,
    f.engine,
    fixed(f.requestsPerSecond, 0),
    latency(f.p50Ms),
    latency(f.p99Ms),
    fixed(f.ratio, 2),
  ]);
  return markdownTable(['target', 'engine', 'req/s', 'p50 ms', 'p99 ms', 'ratio to hello-world'], rows, [2, 3, 4, 5]);
}

/** Failed responses seen under load: every one should be zero. */
function failureNotes(figures: ThroughputFigure[]): string[] {
  return figures
    .filter((f) => f.non2xx + f.errors + f.timeouts > 0)
    .map((f) => `${f.target} on ${f.engine}: ${f.non2xx} non-2xx, ${f.errors} errors, ${f.timeouts} timeouts under load.`);
}

/** The whole report as markdown. */
export function formatReport(results: BenchResults): string {
  const { connections, seconds, warmupSeconds } = results.settings;
  const notes = [...results.notes, ...failureNotes(results.throughput)];
  return [
    `# Benchmark, ${results.date}`,
    `Node ${results.node}, ${results.platform}, ${results.cpus} CPUs; PostgreSQL: ${results.postgres ?? 'not reachable'}.`,
    '## Start-up (spawn to first 200 from /api/health.json)',
    startupTable(results.startup),
    `## Throughput (autocannon, ${connections} connections, ${seconds} s after a ${warmupSeconds} s warm-up)`,
    throughputTable(results.throughput),
    ...(notes.length > 0 ? ['## Notes', notes.map((note) => `- ${note}`).join('\n')] : []),
  ].join('\n\n');
}

/** Writes the results as JSON, making the directory if needed. */
export function writeResults(path: string, results: BenchResults): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);
}
