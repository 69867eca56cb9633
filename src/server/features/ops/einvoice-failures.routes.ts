import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_EINVOICE_FAILURES_PAGE_SIZE, opsEinvoiceFailureSchema } from '../../../domain/invoices/einvoice';
import { pagedShape } from '../../../domain/http/refs';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';
import { listEinvoiceFailures } from '../einvoices';
import { opsGuard } from './ops-session';
import { opsPageOf, opsPageParams } from './ops-paging';

/** GET /ops/einvoices/failures/page:{n}.json: e-invoice issues, voids and allowances the provider refused or missed, newest first (read_finance). */
export const einvoiceFailuresRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { params: opsPageParams, response: okResponse(pagedShape('failures', opsEinvoiceFailureSchema)) };
  app.get('/ops/einvoices/failures/*', { preValidation: opsGuard(OpsPermission.ReadFinance), schema }, async (request) => {
    const page = opsPageOf(request.params['*']);
    const { rows, count } = await listEinvoiceFailures(app.db, page);
    return ok({ failures: rows, page, total_pages: Math.max(1, Math.ceil(count / OPS_EINVOICE_FAILURES_PAGE_SIZE)), count });
  });
};
