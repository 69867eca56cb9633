import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobsShape } from '../../../domain/ops/dashboard.contract';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';
import type { DashboardService } from './dashboard.service';
import { opsGuard } from './ops-session';

/** GET /ops/jobs.json: every background job's schedule and health (permission read_dashboard, every role). */
export const jobsRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  app.get('/ops/jobs.json', { preValidation: opsGuard(OpsPermission.ReadDashboard), schema: { response: okResponse(jobsShape) } }, async (request) => {
    // The scheduler is the app's (jobs.plugin.ts, registered after the routes): read at call time.
    const scheduler = request.server.jobs;
    return ok({ runs_jobs: scheduler.active, jobs: await dashboard.jobs(scheduler.timetable) });
  });
};
