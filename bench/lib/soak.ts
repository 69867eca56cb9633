// The memory soak: a mix of the targets at 50 connections for BENCH_SOAK_SECONDS, reading the
// server's resident memory (VmRSS of its process) every few seconds.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { RunningServer } from './server';
import type { Target } from './throughput';

export interface RssSample {
  /** Seconds since the load began (0: just before). */
  atSeconds: number;
  rssMb: number;
}

export interface SoakFigure {
  seconds: number;
  connections: number;
  targets: string[];
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  samples: RssSample[];
  startMb: number;
  middleMb: number;
  endMb: number;
  maxMb: number;
  /** (end − middle) / middle, in percent: how much memory still grew in the second half. */
  growthPercent: number;
}

/** The process's resident memory in MB, from /proc/<pid>/status; null where there is no /proc. */
export function readRssMb(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** The sample closest to the given time. */
function nearest(samples: RssSample[], atSeconds: number): RssSample {
  return samples.reduce((best, s) => (Math.abs(s.atSeconds - atSeconds) < Math.abs(best.atSeconds - atSeconds) ? s : best));
}

/** Start, middle and end of the samples, the peak, and the growth over the second half. */
export function summariseRss(samples: RssSample[], seconds: number) {
  const startMb = samples[0]!.rssMb;
  const middleMb = nearest(samples, seconds / 2).rssMb;
  const endMb = samples.at(-1)!.rssMb;
  const maxMb = Math.max(...samples.map((s) => s.rssMb));
  return { startMb, middleMb, endMb, maxMb, growthPercent: ((endMb - middleMb) / middleMb) * 100 };
}

/** Loads the targets in turn on every connection for `seconds`, sampling the server's RSS. */
export async function measureSoak(server: RunningServer, targets: Target[], seconds: number, connections: number): Promise<SoakFigure> {
  const first = readRssMb(server.pid);
  if (first === null) throw new Error(`cannot read /proc/${server.pid}/status: the server's memory is read on Linux only`);
  const samples: RssSample[] = [{ atSeconds: 0, rssMb: first }];
  const intervalMs = Math.min(5000, Math.max(1000, (seconds * 1000) / 30));
  const started = performance.now();
  const sampleNow = () => {
    const rssMb = readRssMb(server.pid);
    if (rssMb !== null) samples.push({ atSeconds: (performance.now() - started) / 1000, rssMb });
  };
  const timer = setInterval(sampleNow, intervalMs);
  try {
    const result = await autocannon({
      url: server.baseUrl,
      connections,
      duration: seconds,
      requests: targets.map((t) => ({ method: t.request?.method ?? 'GET', path: t.path, headers: t.headers, ...(t.request ? { body: t.request.body } : {}) })),
    });
    sampleNow();
    return {
      seconds,
      connections,
      targets: targets.map((t) => t.name),
      requestsPerSecond: result.requests.mean,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      samples,
      ...summariseRss(samples, seconds),
    };
  } finally {
    clearInterval(timer);
  }
}
