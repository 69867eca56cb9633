import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_REPORTS_PAGE_SIZE, type SanctionKind } from '../../../domain/ops/moderation';
import {
  hiddenShape,
  hideBodySchema,
  reportFilterSchema,
  reportPageShape,
  resolvedShape,
  resolveReportBodySchema,
  sanctionBodySchema,
  suspendBodySchema,
  userStandingShape,
} from '../../../domain/ops/moderation.contract';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import type { ModerationService } from './moderation.service';
import { opsCallerOf, opsGuard } from './ops-session';
import { opsPageOf, opsPageParams } from './ops-paging';

const guard = { preValidation: opsGuard(OpsPermission.ModerateUsers) };


/** Moderation in the operator console (permission moderate_users): reports, standing, hidden content. */
export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService }> = async (app, { moderation }) => {
  const listSchema = { params: opsPageParams, querystring: reportFilterSchema, response: okResponse(reportPageShape) };
  app.get('/ops/reports/index/*', { ...guard, schema: listSchema }, async (request) => {
    const page = opsPageOf(request.params['*']);
    const { rows, count } = await moderation.reportsPage(request.query, page);
    return ok({ quote_reports: rows, page, total_pages: Math.max(1, Math.ceil(count / OPS_REPORTS_PAGE_SIZE)), count });
  });

  const resolveSchema = { params: fileIdParams, body: resolveReportBodySchema, response: okResponse(resolvedShape) };
  app.post('/ops/reports/resolve/:file', { ...guard, schema: resolveSchema }, async (request) => {
    return ok({ quote_report: await moderation.resolveReport(opsCallerOf(request), request.params.file, request.body) });
  });

  app.get('/ops/users/standing/:file', { ...guard, schema: { params: fileIdParams, response: okResponse(userStandingShape) } }, async (request) => {
    return ok({ user: await moderation.standing(request.params.file) });
  });

  const sanctions: SanctionKind[] = ['warn', 'ban', 'reinstate'];
  for (const kind of sanctions) {
    const schema = { params: fileIdParams, body: sanctionBodySchema, response: okResponse(userStandingShape) };
    app.post(`/ops/users/${kind}/:file`, { ...guard, schema }, async (request) => {
      return ok({ user: await moderation.sanction(opsCallerOf(request), request.params.file, kind, request.body) });
    });
  }
  const suspendSchema = { params: fileIdParams, body: suspendBodySchema, response: okResponse(userStandingShape) };
  app.post('/ops/users/suspend/:file', { ...guard, schema: suspendSchema }, async (request) => {
    return ok({ user: await moderation.sanction(opsCallerOf(request), request.params.file, 'suspend', request.body) });
  });

  const hideSchema = { params: fileIdParams, body: hideBodySchema, response: okResponse(hiddenShape) };
  for (const hide of [true, false]) {
    const verb = hide ? 'hide' : 'unhide';
    app.post(`/ops/messages/${verb}/:file`, { ...guard, schema: hideSchema }, async (request) => {
      return ok(await moderation.hideMessage(opsCallerOf(request), request.params.file, hide, request.body));
    });
    app.post(`/ops/quote_requests/${verb}/:file`, { ...guard, schema: hideSchema }, async (request) => {
      return ok(await moderation.hideRequest(opsCallerOf(request), request.params.file, hide, request.body));
    });
  }
};
