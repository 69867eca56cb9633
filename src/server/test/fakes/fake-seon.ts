import { FakeHttpServer } from './fake-http';

/** What the fake received: the API key and the JSON body, as SEON reads them. */
export interface SeonRequest {
  apiKey: string | undefined;
  body: Record<string, unknown>;
}

/**
 * Tests only. A local stand-in for SEON's Fraud API v2: checks the X-API-KEY header and the
 * path, and answers in its envelope (`success`, `error`, `data.fraud_score`, `data.state`).
 * The score given to an e-mail is set by `scoreFor`; an unknown e-mail scores 5.
 */
export class FakeSeon {
  readonly received: SeonRequest[] = [];
  readonly scores = new Map<string, number>();
  /** When set, every check answers this HTTP status with an error body. */
  failWith: number | undefined;
  private readonly server: FakeHttpServer;

  constructor(readonly apiKey = 'seon-test-key') {
    this.server = new FakeHttpServer(async (req, url, raw) => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      const apiKey = req.headers['x-api-key'] as string | undefined;
      this.received.push({ apiKey, body });
      if (req.method !== 'POST' || url.pathname !== '/SeonRestService/fraud-api/v2/') return { status: 404, json: { success: false, error: { code: '404', message: 'Not found' } } };
      if (apiKey !== this.apiKey) return { status: 401, json: { success: false, error: { code: '1002', message: 'invalid license key' }, data: null } };
      if (this.failWith !== undefined) return { status: this.failWith, json: { success: false, error: { code: '5000', message: 'internal error' }, data: null } };
      const score = this.scores.get(String(body.email ?? '')) ?? 5;
      const state = score >= 80 ? 'DECLINE' : score >= 40 ? 'REVIEW' : 'APPROVE';
      return { status: 200, json: { success: true, error: {}, data: { id: `seon-${this.received.length}`, state, fraud_score: score, applied_rules: [] } } };
    });
  }

  /** Makes checks for this e-mail score `score`. */
  scoreFor(email: string, score: number): void {
    this.scores.set(email, score);
  }

  start(): Promise<string> {
    return this.server.start();
  }

  close(): Promise<void> {
    return this.server.close();
  }
}
