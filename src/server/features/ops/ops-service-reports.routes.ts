import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import {
  opsServiceReportShape,
  opsServiceReportsFilterSchema,
  opsServiceReportsPageShape,
  serviceReportActionSchema,
} from '../../../domain/ops/service-reports.contract';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import { OPS_SERVICE_REPORT_NOT_FOUND, type OpsServiceReportsService } from './ops-service-reports.service';
import { opsPageOf, opsPageParams } from './ops-paging';
import { opsCallerOf, opsGuard } from './ops-session';

/**
 * The service reports queue of the console, for roles with `moderate_users` (trust & safety,
 * admin): list, view, dismiss a report, hide the service with a reason, show it again. Audited.
 */
export const opsServiceReportsRoutes: FastifyPluginAsyncZod<{ reports: OpsServiceReportsService }> = async (app, { reports }) => {
  const guard = opsGuard(OpsPermission.ModerateUsers);
  const byId = { preValidation: guard, config: { notFoundText: OPS_SERVICE_REPORT_NOT_FOUND } };
  const one = { params: fileIdParams, response: okResponse(opsServiceReportShape) };
  const acting = { ...one, body: serviceReportActionSchema };

  const listSchema = { params: opsPageParams, querystring: opsServiceReportsFilterSchema, response: okResponse(opsServiceReportsPageShape) };
  app.get('/ops/service_reports/index/*', { preValidation: guard, schema: listSchema }, async (request) => {
    return ok(await reports.page(opsCallerOf(request), request.query, opsPageOf(request.params['*'])));
  });

  app.get('/ops/service_reports/view/:file', { ...byId, schema: one }, async (request) => ok(await reports.view(request.params.file)));

  app.post('/ops/service_reports/dismiss/:file', { ...byId, schema: acting }, async (request) => {
    return ok(await reports.dismiss(opsCallerOf(request), request.params.file, request.body.reason));
  });

  app.post('/ops/service_reports/hide/:file', { ...byId, schema: acting }, async (request) => {
    return ok(await reports.hide(opsCallerOf(request), request.params.file, request.body.reason));
  });

  app.post('/ops/service_reports/unhide/:file', { ...byId, schema: acting }, async (request) => {
    return ok(await reports.unhide(opsCallerOf(request), request.params.file, request.body.reason));
  });
};
