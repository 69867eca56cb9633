import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { z } from 'zod';
import { queueAssignedSchema } from '../../../domain/ops/queues.contract';
import { opsDisputeQueueViewShape, opsDisputesQueuePageShape } from '../../../domain/safety-payments/disputes.contract';
import { grantDecisionSchema, refundDecisionSchema } from '../../../domain/safety-payments/refunds';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import type { OpsRefundDisputesService } from './ops-refund-disputes.service';
import { opsCallerOf, opsGuard } from './ops-session';
import { opsPageOf, opsPageParams } from './ops-paging';

/** The list's filter: whose disputes (everyone's, the caller's, nobody's). */
const listQuery = z.object({ assigned: queueAssignedSchema });

/**
 * Safety-payment refund disputes in the console (`decide_disputes`: trust & safety, finance,
 * admin): the open disputes, one with both sides' messages and evidence, and the decision
 * (grant_refund or deny_refund) with a reason, audited in the transaction that changes the payment.
 */
export const opsRefundDisputesRoutes: FastifyPluginAsyncZod<{ disputes: OpsRefundDisputesService }> = async (app, { disputes }) => {
  const guard = opsGuard(OpsPermission.DecideDisputes);
  const byId = { preValidation: guard, config: { notFoundText: '找不到這筆退款爭議。' } };
  const one = { params: fileIdParams, response: okResponse(opsDisputeQueueViewShape) };

  app.get('/ops/refund_disputes/index/*', { preValidation: guard, schema: { params: opsPageParams, querystring: listQuery, response: okResponse(opsDisputesQueuePageShape) } }, async (request) => {
    return ok(await disputes.page(opsPageOf(request.params['*']), opsCallerOf(request).operator.id, request.query.assigned));
  });

  app.get('/ops/refund_disputes/view/:file', { ...byId, schema: one }, async (request) => {
    return ok(await disputes.view(request.params.file));
  });

  // amount (whole TWD, 1 up to the request): a partial grant; absent, all that was requested.
  app.post('/ops/refund_disputes/grant/:file', { ...byId, schema: { ...one, body: grantDecisionSchema } }, async (request) => {
    return ok(await disputes.decide(opsCallerOf(request), request.params.file, true, request.body.reason, request.body.amount));
  });

  app.post('/ops/refund_disputes/deny/:file', { ...byId, schema: { ...one, body: refundDecisionSchema } }, async (request) => {
    return ok(await disputes.decide(opsCallerOf(request), request.params.file, false, request.body.reason));
  });
};
