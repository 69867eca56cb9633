/** What a login tells the risk scorer. */
export interface LoginRiskInput {
  /** Our id of the attempt, echoed by the provider (its transaction_id). */
  attemptId: string;
  userId: number;
  ip: string;
  email: string | null;
  deviceId: string | null;
  /** The browser's device fingerprint payload (the web agent's `seon_session`). */
  session: string | null;
}

/** The provider's verdict on one attempt. */
export interface RiskScore {
  score: number;
  /** The provider's own state (SEON: APPROVE, REVIEW or DECLINE). */
  state: string | null;
  /** The provider's id of the check, for looking it up in its console. */
  providerId: string | null;
}

/** Scores a login attempt; throws when the provider cannot answer. */
export interface RiskScorer {
  scoreLogin(input: LoginRiskInput): Promise<RiskScore>;
}
