import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceReportBodySchema, serviceReportSentShape } from '../../../domain/service-reports/service-report.schema';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import { SERVICE_NOT_FOUND_TEXT, type ServiceReportsService } from './service-reports.service';

// A guest is asked to sign in (403) before the body is read.
const sessionFirst = {
  preValidation: async (request: FastifyRequest) => {
    await request.requireSession();
  },
  config: { notFoundText: SERVICE_NOT_FOUND_TEXT },
};

/** POST /new/v1/services/report/{serviceId}.json: a signed-in user reports a pro's public profile. */
export const serviceReportsRoutes: FastifyPluginAsyncZod<{ serviceReports: ServiceReportsService }> = async (app, { serviceReports }) => {
  const schema = { params: fileIdParams, body: serviceReportBodySchema, response: okResponse(serviceReportSentShape) };
  app.post('/new/v1/services/report/:file', { ...sessionFirst, schema }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await serviceReports.report(userId, request.params.file, request.body));
  });
};
