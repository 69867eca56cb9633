import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGIN_RISK_PAGE_SIZE, loginRiskPageShape, loginRiskQuerySchema } from '../../../domain/ops/login-risk.contract';
import { OpsAction } from '../../../domain/ops/ops-limits';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';
import { recordAudit } from './audit.repository';
import { listLoginRiskChecks } from './login-risk.repository';
import { opsCallerOf, opsGuard } from './ops-session';

/** GET /ops/login_risk.json: the risk decisions at login, newest first (read_users, audited). */
export const loginRiskRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { querystring: loginRiskQuerySchema, response: okResponse(loginRiskPageShape) };
  app.get('/ops/login_risk.json', { preValidation: opsGuard(OpsPermission.ReadUsers), schema }, async (request) => {
    const { before, decision } = request.query;
    const checks = await listLoginRiskChecks(app.db, { limit: LOGIN_RISK_PAGE_SIZE, before, decision });
    await recordAudit(app.db, { by: opsCallerOf(request), action: OpsAction.LoginRiskList, targetType: 'login_risk_checks', after: { before: before ?? null, decision: decision ?? null } });
    return ok({ checks, next_before: checks.length === LOGIN_RISK_PAGE_SIZE ? checks.at(-1)!.id : null });
  });
};
