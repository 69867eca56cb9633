import { describe, expect, it } from 'vitest';
import { judge } from './goals';
import { type RunFigures, runGoalRows } from './run-goals';
import type { ThroughputFigure } from './throughput';

function figure(key: ThroughputFigure['key'], engine: ThroughputFigure['engine'], connections: number, values: Partial<ThroughputFigure>): ThroughputFigure {
  const cpuMicrosPerRequest = { serverMicros: null, clientMicros: null };
  const none = { sameBytes: null, sameBytesRatio: null, cpuMicrosPerRequest };
  return { key, target: key, engine, connections, ratio: 0, requestsPerSecond: 0, p50Ms: 0, p99Ms: 0, totalRequests: 0, non2xx: 0, errors: 0, timeouts: 0, ...none, ...values };
}

const run: RunFigures = {
  goalEngine: 'postgres',
  engines: ['pglite', 'postgres'],
  startup: [
    { engine: 'pglite', start: 'warm', state: '', ms: 1400 },
    { engine: 'postgres', start: 'warm', state: '', ms: 1200 },
  ],
  throughput: [
    figure('categories', 'postgres', 10, { ratio: 0.6, p99Ms: 3, sameBytesRatio: 0.93 }),
    figure('categories', 'pglite', 10, { ratio: 0.1, sameBytesRatio: 0.2 }),
    figure('home', 'pglite', 10, { ratio: 0.1, sameBytesRatio: 0.7, errors: 4 }),
    figure('categories', 'postgres', 50, { ratio: 0.4, p99Ms: 31, sameBytesRatio: 0.5 }),
    figure('login', 'postgres', 10, { requestsPerSecond: 160 }),
    figure('me', 'postgres', 10, { ratio: 0.3, non2xx: 2 }),
  ],
  bundle: null,
  lcp: [{ name: 'home', path: '/', lcpMs: 650 }],
  soak: null,
};

const find = (figure: string, where: string) => runGoalRows(run).find((r) => r.figure === figure && r.where === where);

describe('runGoalRows', () => {
  it('judges ratios on the goal engine and lists the other engine for information', () => {
    expect(judge(find('GET /api/quote_categories/index.json, ratio', 'postgres')!)).toBe('met');
    expect(judge(find('GET /api/quote_categories/index.json, ratio', 'pglite')!)).toBe('info');
  });

  it('takes the p99 from the 50-connection run, not the 10-connection one', () => {
    const row = find('GET /api/quote_categories/index.json, p99', 'postgres, 50 connections')!;
    expect(row.measured).toBe(31);
    expect(judge(row)).toBe('miss');
  });

  it('counts a target that was not loaded, or whose answers failed under load, as not measured', () => {
    expect(judge(find('guest SSR home (gzip), ratio', 'postgres')!)).toBe('not measured');
    expect(judge(find('GET /api/user/me.json (signed in), ratio', 'postgres')!)).toBe('not measured');
    expect(judge(find('password logins per second', 'postgres')!)).toBe('met');
  });

  it('still names the bundle and memory goals when they could not be measured', () => {
    const rows = runGoalRows(run);
    const bundle = rows.filter((r) => r.figure.startsWith('first-load JavaScript'));
    expect(bundle.map((r) => r.goal?.value)).toEqual([120 * 1024, 120 * 1024, 120 * 1024, 200 * 1024]);
    expect(bundle.every((r) => judge(r) === 'not measured')).toBe(true);
    expect(judge(rows.find((r) => r.figure === 'server RSS at the end')!)).toBe('not measured');
  });

  it('gives each engine its own warm-start goal', () => {
    expect(judge(find('warm start to healthy', 'pglite')!)).toBe('met');
    expect(judge(find('warm start to healthy', 'postgres')!)).toBe('miss');
  });

  it('lists each body-heavy target against its same-bytes Fastify at 10 connections for information, after every goal (failed answers: not measured)', () => {
    const rows = runGoalRows(run);
    const sameBytes = rows.filter((r) => r.figure.endsWith('ratio to same-bytes Fastify'));
    expect(sameBytes.map((r) => [r.figure, r.where, r.measured])).toEqual([
      ['GET /api/quote_categories/index.json, ratio to same-bytes Fastify', 'postgres', 0.93],
      ['GET /api/quote_categories/index.json, ratio to same-bytes Fastify', 'pglite', 0.2],
      ['guest SSR home (gzip), ratio to same-bytes Fastify', 'postgres', null],
      ['guest SSR home (gzip), ratio to same-bytes Fastify', 'pglite', null],
      ['guest SSR category page (gzip), ratio to same-bytes Fastify', 'postgres', null],
      ['guest SSR category page (gzip), ratio to same-bytes Fastify', 'pglite', null],
      ['guest SSR pro profile (gzip), ratio to same-bytes Fastify', 'postgres', null],
      ['guest SSR pro profile (gzip), ratio to same-bytes Fastify', 'pglite', null],
    ]);
    expect(sameBytes.every((r) => judge(r) === 'info')).toBe(true);
    expect(rows.slice(-sameBytes.length)).toEqual(sameBytes);
  });
});
