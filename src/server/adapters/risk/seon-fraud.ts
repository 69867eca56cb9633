import type { LoginRiskInput, RiskScore, RiskScorer } from './risk';

export interface SeonOptions {
  apiKey: string;
  /** https://api.seon.io, or a local fake in tests. */
  baseUrl: string;
}

/** The provider failed, refused the request or answered something it does not document. */
export class SeonError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SeonError';
  }
}

const FRAUD_PATH = '/SeonRestService/fraud-api/v2/';
// A login waits for the answer: a slow provider is treated as a failed one (fail open).
const TIMEOUT_MS = 5_000;

/** The part of a Fraud API answer we read. */
interface SeonAnswer {
  success?: unknown;
  error?: { code?: unknown; message?: unknown } | null;
  data?: { id?: unknown; state?: unknown; fraud_score?: unknown } | null;
}

/** Reads a Fraud API answer: the score, or a SeonError for `success: false` or a malformed body. */
export function parseSeonAnswer(answer: unknown): RiskScore {
  const body = (answer ?? {}) as SeonAnswer;
  if (body.success !== true) {
    const code = typeof body.error?.code === 'string' ? body.error.code : 'unknown';
    const message = typeof body.error?.message === 'string' ? body.error.message : '';
    throw new SeonError(`SEON refused the check: ${code} ${message}`.slice(0, 300));
  }
  const score = body.data?.fraud_score;
  if (typeof score !== 'number' || !Number.isFinite(score)) throw new SeonError('SEON gave no fraud_score');
  return {
    score,
    state: typeof body.data?.state === 'string' ? body.data.state : null,
    providerId: typeof body.data?.id === 'string' ? body.data.id : null,
  };
}

/** Login risk through SEON's Fraud API v2 (POST /SeonRestService/fraud-api/v2/, X-API-KEY). */
export class SeonRiskScorer implements RiskScorer {
  constructor(private readonly options: SeonOptions) {}

  async scoreLogin(input: LoginRiskInput): Promise<RiskScore> {
    const body = {
      config: { ip_api: true, email_api: true, device_fingerprinting: input.session !== null },
      action_type: 'login',
      transaction_id: input.attemptId,
      user_id: String(input.userId),
      ip: input.ip,
      ...(input.email ? { email: input.email } : {}),
      ...(input.deviceId ? { device_id: input.deviceId } : {}),
      ...(input.session ? { session: input.session } : {}),
    };
    let response: Response;
    try {
      response = await fetch(`${this.options.baseUrl}${FRAUD_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': this.options.apiKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new SeonError(`SEON could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new SeonError(`SEON answered HTTP ${response.status} without JSON`);
    }
    return parseSeonAnswer(json);
  }
}
