/** What a login's risk score leads to: in, a one-time code first, or refused. */
export const LoginRiskDecision = {
  Allow: 'allow',
  StepUp: 'step_up',
  Refuse: 'refuse',
  /** The code asked for by a step-up was given: the login went through. */
  StepUpPassed: 'step_up_passed',
  /** The scoring service failed or answered nonsense: the login went through unscored (fail open). */
  Unscored: 'unscored',
} as const;
export type LoginRiskDecision = (typeof LoginRiskDecision)[keyof typeof LoginRiskDecision];

export interface LoginRiskThresholds {
  stepUpScore: number;
  refuseScore: number;
}

/** The decision for a fraud score: at or above `refuseScore` refused, at or above `stepUpScore` a code first. */
export function decideLoginRisk(score: number, thresholds: LoginRiskThresholds): 'allow' | 'step_up' | 'refuse' {
  if (score >= thresholds.refuseScore) return LoginRiskDecision.Refuse;
  if (score >= thresholds.stepUpScore) return LoginRiskDecision.StepUp;
  return LoginRiskDecision.Allow;
}
