import { z } from 'zod';
import { LoginRiskDecision } from '../users/login-risk';

/** How many risk decisions one page of the console's list shows. */
export const LOGIN_RISK_PAGE_SIZE = 50;

const decisions = Object.values(LoginRiskDecision) as [LoginRiskDecision, ...LoginRiskDecision[]];

/** GET /ops/login_risk.json: newest first; `before` an id to page back, `decision` to filter. */
export const loginRiskQuerySchema = z.object({
  decision: z.enum(decisions).optional(),
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const loginRiskRowShape = {
  id: z.number(),
  user_id: z.number(),
  username: z.string(),
  decision: z.enum(decisions),
  score: z.number().nullable(),
  provider_state: z.string().nullable(),
  provider_id: z.string().nullable(),
  ip: z.string(),
  device_id: z.string().nullable(),
  error: z.string().nullable(),
  /** UTC, YYYY-MM-DD HH:MM:SS. */
  created: z.string(),
};
export const loginRiskPageShape = { checks: z.array(z.object(loginRiskRowShape)), next_before: z.number().nullable() };
export type LoginRiskRow = z.infer<z.ZodObject<typeof loginRiskRowShape>>;
