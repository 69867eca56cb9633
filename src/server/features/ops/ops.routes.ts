import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditFilterSchema, auditPageShape, opsLoginBodySchema, opsSessionShape, walletAdjustmentBodySchema, walletAdjustmentShape } from '../../../domain/ops/ops.contract';
import { OPS_AUDIT_PAGE_SIZE, OpsPermission } from '../../../domain/ops/operator-roles';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';
import type { OpsService } from './ops.service';
import { clearOpsCookie, opsCallerOf, opsGuard, requestOrigin, setOpsCookie, toOpsSession } from './ops-session';
import { opsPageOf, opsPageParams } from './ops-paging';



/** The operator console's calls under /ops: its own login and session, the audit log, wallet adjustments. */
export const opsRoutes: FastifyPluginAsyncZod<{ ops: OpsService }> = async (app, { ops }) => {
  app.post('/ops/login.json', { schema: { body: opsLoginBodySchema, response: okResponse(opsSessionShape) } }, async (request, reply) => {
    const { token, caller } = await ops.login(request.body, requestOrigin(request));
    setOpsCookie(request, reply, token);
    return ok(toOpsSession(caller));
  });

  app.post('/ops/logout.json', { preValidation: opsGuard(), schema: { response: okResponse({}) } }, async (request, reply) => {
    await ops.logout(opsCallerOf(request));
    clearOpsCookie(reply);
    return ok();
  });

  app.get('/ops/me.json', { preValidation: opsGuard(), schema: { response: okResponse(opsSessionShape) } }, async (request) => {
    return ok(toOpsSession(opsCallerOf(request)));
  });

  const auditSchema = { params: opsPageParams, querystring: auditFilterSchema, response: okResponse(auditPageShape) };
  app.get('/ops/audit/index/*', { preValidation: opsGuard(OpsPermission.ReadAudit), schema: auditSchema }, async (request) => {
    const page = opsPageOf(request.params['*']);
    const { rows, count } = await ops.auditPage(request.query, page);
    return ok({ audit_entries: rows, page, total_pages: Math.max(1, Math.ceil(count / OPS_AUDIT_PAGE_SIZE)), count });
  });

  const adjustSchema = { body: walletAdjustmentBodySchema, response: okResponse(walletAdjustmentShape) };
  app.post('/ops/wallet_adjustments/add.json', { preValidation: opsGuard(OpsPermission.AdjustWallets), schema: adjustSchema }, async (request) => {
    return ok(await ops.adjustWallet(opsCallerOf(request), request.body));
  });
};
