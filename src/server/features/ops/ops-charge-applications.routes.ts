import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rejectChargeApplicationSchema } from '../../../domain/charge-applications/charge-application.schema';
import {
  opsChargeApplicationShape,
  opsChargeApplicationsFilterSchema,
  opsChargeApplicationsPageShape,
} from '../../../domain/charge-applications/charge-applications.contract';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { dataCipherOf } from '../../lib/data-encryption';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import { chargeReviewDecide, chargeReviewPage, chargeReviewView } from './ops-charge-applications.service';
import { opsPageOf, opsPageParams } from './ops-paging';
import { opsCallerOf, opsGuard } from './ops-session';

/**
 * The charge applications queue of the console, for roles with `review_charge_applications`:
 * the list masks the numbers, the view shows them whole and is audited each time (documents:
 * ops-charge-application-files.ts), and every decision is audited with it and e-mailed to the pro.
 */
export const opsChargeApplicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cipher = dataCipherOf(app.config);
  const notice = { messaging: app.messaging, log: app.log, publicUrl: app.config.publicUrl };
  const guard = opsGuard(OpsPermission.ReviewChargeApplications);
  const byId = { preValidation: guard, config: { notFoundText: '找不到這筆收款帳戶申請。' } };
  const one = { params: fileIdParams, response: okResponse(opsChargeApplicationShape) };

  const listSchema = { params: opsPageParams, querystring: opsChargeApplicationsFilterSchema, response: okResponse(opsChargeApplicationsPageShape) };
  app.get('/ops/charge_applications/index/*', { preValidation: guard, schema: listSchema }, async (request) => {
    return ok(await chargeReviewPage(app.db, opsCallerOf(request), request.query, opsPageOf(request.params['*'])));
  });

  app.get('/ops/charge_applications/view/:file', { ...byId, schema: one }, async (request) => {
    return ok(await chargeReviewView(app.db, cipher, opsCallerOf(request), request.params.file));
  });

  app.post('/ops/charge_applications/approve/:file', { ...byId, schema: one }, async (request) => {
    return ok(await chargeReviewDecide(app.db, cipher, notice, opsCallerOf(request), request.params.file, { approve: true }));
  });

  app.post('/ops/charge_applications/reject/:file', { ...byId, schema: { ...one, body: rejectChargeApplicationSchema } }, async (request) => {
    return ok(await chargeReviewDecide(app.db, cipher, notice, opsCallerOf(request), request.params.file, { approve: false, reason: request.body.reason }));
  });

};
