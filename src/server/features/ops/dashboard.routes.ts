import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardShape } from '../../../domain/ops/dashboard.contract';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';
import type { DashboardService } from './dashboard.service';
import { opsGuard } from './ops-session';

/** GET /ops/dashboard.json: the marketplace's figures per Taipei day (permission read_dashboard, every role). */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  const schema = { querystring: dashboardQuerySchema, response: okResponse(dashboardShape) };
  app.get('/ops/dashboard.json', { preValidation: opsGuard(OpsPermission.ReadDashboard), schema }, async (request) => {
    return ok(await dashboard.figures(request.query));
  });
};
