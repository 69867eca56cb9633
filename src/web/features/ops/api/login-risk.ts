import type { z } from 'zod';
import type { loginRiskPageShape } from '../../../../domain/ops/login-risk.contract';
import type { LoginRiskDecision } from '../../../../domain/users/login-risk';
import type { ApiClient } from '../../../api/client';

/** One page of risk decisions at login, newest first. */
export type LoginRiskPage = { [K in keyof typeof loginRiskPageShape]: z.infer<(typeof loginRiskPageShape)[K]> };

// Console calls handle their own 403 (not signed in to the console): it never ends the marketplace session.
const CONSOLE = { quiet: true, guestOk: true } as const;

/** GET /ops/login_risk.json, filtered by decision, before an id to page back. */
export function getLoginRisk(api: ApiClient, query: { decision?: LoginRiskDecision | undefined; before?: number | undefined }) {
  const params = new URLSearchParams();
  if (query.decision) params.set('decision', query.decision);
  if (query.before !== undefined) params.set('before', String(query.before));
  const search = params.toString();
  return api.request<LoginRiskPage>(`/ops/login_risk.json${search ? `?${search}` : ''}`, CONSOLE);
}
