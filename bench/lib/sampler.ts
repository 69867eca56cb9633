// A closed-loop load generator that keeps every request's latency, so any percentile (p95
// included, which autocannon does not give) is exact. Each of `connections` workers sends its
// next request as soon as the previous answer is read; the request can differ every time.

export interface SampledRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface SampleSettings {
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

export interface SampleSummary {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Answers outside 2xx and network errors: all should be 0. */
  failures: number;
  /** The first failure seen, to explain it. */
  firstFailure: string | null;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function run(next: (i: number) => SampledRequest, connections: number, seconds: number, counter: { i: number }) {
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | null = null;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const request = next(counter.i++);
      const started = performance.now();
      try {
        const res = await fetch(request.url, { method: request.method ?? 'GET', headers: request.headers ?? {}, body: request.body ?? null });
        const text = await res.text();
        latencies.push(performance.now() - started);
        if (res.status < 200 || res.status > 299) {
          failures += 1;
          firstFailure ??= `${request.method ?? 'GET'} ${request.url} answered ${res.status}: ${text.slice(0, 200)}`;
        }
      } catch (error) {
        failures += 1;
        firstFailure ??= `${request.url}: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  return { latencies, failures, firstFailure, elapsed: (performance.now() - started) / 1000 };
}

/** A warm-up run that is thrown away, then the measured run; `next(i)` gives the i-th request. */
export async function sample(next: (i: number) => SampledRequest, settings: SampleSettings): Promise<SampleSummary> {
  const counter = { i: 0 };
  if (settings.warmupSeconds > 0) await run(next, settings.connections, settings.warmupSeconds, counter);
  const { latencies, failures, firstFailure, elapsed } = await run(next, settings.connections, settings.seconds, counter);
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    requestsPerSecond: latencies.length / elapsed,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    failures,
    firstFailure,
  };
}
