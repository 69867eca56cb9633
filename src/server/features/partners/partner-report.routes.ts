import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { opsPartnersShape, partnerReportQuerySchema, partnerReportShape } from '../../../domain/partners/partner-report.contract';
import type { PartnerConfig } from '../../config';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';
import { opsCallerOf, opsGuard } from '../ops';
import { PartnerReportService } from './partner-report.service';

/** A configured partner (its flag on or off: its past months stay reportable); else 404. */
function configuredPartner(app: FastifyInstance, id: string): PartnerConfig {
  const partner = app.config.partners?.find((p) => p.id === id);
  if (!partner) throw AppError.notFound('找不到這個合作夥伴。');
  return partner;
}

/**
 * The console's partner reports (finance, admin): the configured partners, and one partner's
 * month as JSON or as a CSV download (each download audited).
 */
export const partnerReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = new PartnerReportService(app.db);
  const guard = opsGuard(OpsPermission.ReadFinance);

  app.get('/ops/partners.json', { preValidation: guard, schema: { response: okResponse(opsPartnersShape) } }, async () => {
    return ok({ partners: (app.config.partners ?? []).map((p) => ({ id: p.id, name: p.name })) });
  });

  const reportSchema = { querystring: partnerReportQuerySchema, response: okResponse(partnerReportShape) };
  app.get('/ops/partners/report.json', { preValidation: guard, schema: reportSchema }, async (request) => {
    return ok(await reports.report(configuredPartner(app, request.query.partner_id), request.query.month));
  });

  // The same report as a file for Excel; the response is the CSV text, not the envelope.
  const csvSchema = { querystring: partnerReportQuerySchema, response: { 200: z.string().describe('text/csv; charset=utf-8, with a BOM') } };
  app.get('/ops/partners/report.csv', { preValidation: guard, schema: csvSchema }, async (request, reply) => {
    const partner = configuredPartner(app, request.query.partner_id);
    const { csv, fileName } = await reports.export(opsCallerOf(request), partner, request.query.month);
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${fileName}"`);
    reply.header('cache-control', 'no-store');
    return csv;
  });
};
