// The part of autocannon 9's programmatic API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called for every connection as it is made: it may give the connection its own body. */
    setupClient?: (client: { setBody(body: string): void }) => void;
    /** Sent in turn by every connection, relative to url. */
    requests?: { method?: string; path: string; headers?: Record<string, string>; body?: string }[];
  }

  /** Percentiles and moments of one measure; latency is in milliseconds. */
  export interface Histogram {
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  export interface Result {
    url: string;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
