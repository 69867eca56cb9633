import { describe, expect, it } from 'vitest';
import type { LoadSummary } from './load';
import { copiedHeaders, sameBytesRatio } from './same-bytes';

const load = (requestsPerSecond: number, failures: Partial<LoadSummary> = {}): LoadSummary => ({
  requestsPerSecond,
  p50Ms: 1,
  p99Ms: 2,
  totalRequests: requestsPerSecond * 10,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  cpuMicrosPerRequest: { serverMicros: null, clientMicros: null },
  ...failures,
});

describe('copiedHeaders', () => {
  it('keeps the content-type and content-encoding and nothing else', () => {
    const headers = {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
      'content-length': '17408',
      'content-security-policy': "default-src 'self'",
      'set-cookie': ['a=1'],
    };
    expect(copiedHeaders(headers)).toEqual({ 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
  });

  it('leaves out a header the answer did not have', () => {
    expect(copiedHeaders({ 'content-type': 'application/json; charset=utf-8' })).toEqual({ 'content-type': 'application/json; charset=utf-8' });
  });
});

describe('sameBytesRatio', () => {
  it("divides the target's requests/s by the reference's", () => {
    expect(sameBytesRatio(load(5400), load(6000))).toBeCloseTo(0.9);
  });

  it('gives null without a reference, or when either side had failed answers', () => {
    expect(sameBytesRatio(load(5400), null)).toBeNull();
    expect(sameBytesRatio(load(5400, { non2xx: 3 }), load(6000))).toBeNull();
    expect(sameBytesRatio(load(5400), load(6000, { errors: 1 }))).toBeNull();
    expect(sameBytesRatio(load(5400), load(0))).toBeNull();
  });
});
