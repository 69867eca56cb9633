import autocannon, { type Result } from 'autocannon';
import { type CpuPerRequest, startCpuMeter } from './cpu';

export interface LoadSettings {
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

export interface LoadSummary {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  totalRequests: number;
  /** Responses outside 2xx, connection errors and timeouts: all should be 0. */
  non2xx: number;
  errors: number;
  timeouts: number;
  /** CPU per request over the measured run: the server child's (null off Linux) and autocannon's. */
  cpuMicrosPerRequest: CpuPerRequest;
}

function summarise(result: Result, cpu: CpuPerRequest): LoadSummary {
  return {
    requestsPerSecond: result.requests.mean,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    totalRequests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    cpuMicrosPerRequest: cpu,
  };
}

/** A request other than a plain GET: the method and the body sent every time. */
export interface LoadRequest {
  method: string;
  body: string;
  /**
   * Bodies handed out one per connection, in turn across the warm-up and the measured run (then
   * `body` is used only to check the target): e.g. one account per connection, so no account
   * has more than one request in flight.
   */
  perConnection?: string[];
}

/**
 * A discarded warm-up run, then the measured run, both with autocannon on one URL; the CPU
 * the server (process serverPid) and the bench process use is counted over the measured run.
 */
export async function measureLoad(
  url: string,
  headers: Record<string, string>,
  settings: LoadSettings,
  serverPid: number,
  request?: LoadRequest,
): Promise<LoadSummary> {
  let handedOut = 0;
  const bodies = request?.perConnection ?? [];
  const base = {
    url,
    headers,
    connections: settings.connections,
    ...(request ? { method: request.method, body: request.body } : {}),
    ...(bodies.length > 0 ? { setupClient: (client: { setBody(body: string): void }) => client.setBody(bodies[handedOut++ % bodies.length]!) } : {}),
  };
  if (settings.warmupSeconds > 0) await autocannon({ ...base, duration: settings.warmupSeconds });
  const cpuPerRequest = startCpuMeter(serverPid);
  const result = await autocannon({ ...base, duration: settings.seconds });
  return summarise(result, cpuPerRequest(result.requests.total));
}
