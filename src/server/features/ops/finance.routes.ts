import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OPS_PURCHASES_PAGE_SIZE,
  opsPurchasePageShape,
  purchaseFilterSchema,
  purchaseRefundBodySchema,
  purchaseRefundShape,
  reconciliationQuerySchema,
  reconciliationShape,
  totalsQuerySchema,
  totalsShape,
} from '../../../domain/ops/finance.contract';
import { PURCHASE_REFUND_MESSAGES } from '../../../domain/ops/finance-texts';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { ok } from '../../lib/envelope';
import { idParams, okResponse } from '../../lib/http-schemas';
import type { FinanceService } from './finance.service';
import { opsCallerOf, opsGuard } from './ops-session';
import { opsPageOf, opsPageParams } from './ops-paging';



/** The console's finance calls: purchases and their refunds, the daily reconciliation, the totals (JSON and CSV). */
export const financeRoutes: FastifyPluginAsyncZod<{ finance: FinanceService }> = async (app, { finance }) => {
  const listSchema = { params: opsPageParams, querystring: purchaseFilterSchema, response: okResponse(opsPurchasePageShape) };
  app.get('/ops/purchases/index/*', { preValidation: opsGuard(OpsPermission.AdjustWallets), schema: listSchema }, async (request) => {
    const page = opsPageOf(request.params['*']);
    const { rows, count } = await finance.purchasesPage(request.query, page);
    return ok({ purchases: rows, page, total_pages: Math.max(1, Math.ceil(count / OPS_PURCHASES_PAGE_SIZE)), count });
  });

  const refundSchema = { params: idParams, body: purchaseRefundBodySchema, response: okResponse(purchaseRefundShape) };
  const refundConfig = { notFoundText: PURCHASE_REFUND_MESSAGES.purchaseNotFound };
  app.post(
    '/ops/purchases/refund/:id',
    { preValidation: opsGuard(OpsPermission.AdjustWallets), schema: refundSchema, config: refundConfig },
    async (request) => ok(await finance.refund(opsCallerOf(request), request.params.id, request.body)),
  );

  const reconciliationSchema = { querystring: reconciliationQuerySchema, response: okResponse(reconciliationShape) };
  app.get('/ops/finance/reconciliation.json', { preValidation: opsGuard(OpsPermission.ReadFinance), schema: reconciliationSchema }, async (request) => {
    return ok(await finance.reconciliation(request.query.date));
  });

  const totalsSchema = { querystring: totalsQuerySchema, response: okResponse(totalsShape) };
  app.get('/ops/finance/totals.json', { preValidation: opsGuard(OpsPermission.ReadFinance), schema: totalsSchema }, async (request) => {
    return ok(await finance.totals(request.query));
  });

  // The same totals as a file for Excel; the response is the CSV text, not the envelope.
  const csvSchema = { querystring: totalsQuerySchema, response: { 200: z.string().describe('text/csv; charset=utf-8, with a BOM') } };
  app.get('/ops/finance/totals.csv', { preValidation: opsGuard(OpsPermission.ReadFinance), schema: csvSchema }, async (request, reply) => {
    const { csv, fileName } = await finance.totalsExport(opsCallerOf(request), request.query);
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${fileName}"`);
    reply.header('cache-control', 'no-store');
    return csv;
  });
};
