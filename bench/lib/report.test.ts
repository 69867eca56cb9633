import { describe, expect, it } from 'vitest';
import { throughputTable } from './report';
import type { SameBytesFigure } from './same-bytes';
import type { ThroughputFigure } from './throughput';

const base = { p50Ms: 1, p99Ms: 3, totalRequests: 10_000, non2xx: 0, errors: 0, timeouts: 0 };

const helloWorld: ThroughputFigure = {
  ...base,
  key: 'hello-world',
  target: 'hello-world GET /',
  engine: 'none',
  connections: 10,
  ratio: 1,
  requestsPerSecond: 20_000,
  cpuMicrosPerRequest: { serverMicros: 31.6, clientMicros: 15.2 },
  sameBytes: null,
  sameBytesRatio: null,
};

const reference: SameBytesFigure = {
  ...base,
  requestsPerSecond: 6000,
  bodyBytes: 17_510,
  headers: { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' },
  cpuMicrosPerRequest: { serverMicros: 40, clientMicros: 140.4 },
};

const home: ThroughputFigure = {
  ...base,
  key: 'home',
  target: 'GET / (home page, guest, gzip)',
  engine: 'postgres',
  connections: 10,
  ratio: 0.27,
  requestsPerSecond: 5400,
  cpuMicrosPerRequest: { serverMicros: 95.2, clientMicros: 150 },
  sameBytes: reference,
  sameBytesRatio: 0.9,
};

const me50: ThroughputFigure = {
  ...base,
  key: 'me',
  target: 'GET /api/user/me.json (signed in)',
  engine: 'postgres',
  connections: 50,
  ratio: 0.2,
  requestsPerSecond: 4000,
  cpuMicrosPerRequest: { serverMicros: null, clientMicros: 20 },
  sameBytes: null,
  sameBytesRatio: null,
};

describe('throughputTable', () => {
  const lines = throughputTable([helloWorld, home, me50]).split('\n');

  it('adds the same-bytes ratio and the CPU per request of the server and of autocannon', () => {
    expect(lines[0]).toBe(
      '| target | engine | connections | req/s | p50 ms | p99 ms | ratio to hello-world | ratio to same-bytes Fastify | server CPU µs/req | autocannon CPU µs/req |',
    );
    expect(lines[2]).toBe('| hello-world GET / | none | 10 | 20000 | 1 | 3 | 1.000 | - | 32 | 15 |');
    expect(lines[3]).toBe('| GET / (home page, guest, gzip) | postgres | 10 | 5400 | 1 | 3 | 0.270 | 0.900 | 95 | 150 |');
  });

  it('follows a target with its same-bytes reference, whose ratio to hello-world shows the ceiling of that body', () => {
    expect(lines[4]).toBe('| ↳ same-bytes Fastify (17.1 KB gzip) | none | 10 | 6000 | 1 | 3 | 0.300 | - | 40 | 140 |');
  });

  it('writes - for a ratio at other connections and for CPU that was not counted', () => {
    expect(lines[5]).toBe('| GET /api/user/me.json (signed in) | postgres | 50 | 4000 | 1 | 3 | - | - | - | 20 |');
    expect(lines).toHaveLength(6);
  });
});
