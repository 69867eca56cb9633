import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { pagedShape } from '../../../domain/http/refs';
import { OPS_EINVOICE_FAILURES_PAGE_SIZE, opsEinvoiceFailureSchema } from '../../../domain/invoices/einvoice';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { OpsAction } from '../../../domain/ops/ops-limits';
import type { Database } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import { listEinvoiceFailures } from '../einvoices';
import { recordAudit } from './audit.repository';
import type { OpsCaller } from './ops-caller';
import { opsPageOf, opsPageParams } from './ops-paging';
import { opsCallerOf, opsGuard } from './ops-session';

/** The audit log's target type of an e-invoice. */
export const EINVOICE_TARGET = 'einvoice';
const NOT_FOUND_TEXT = '找不到這張電子發票。';

/**
 * An operator asks for a failed e-invoice's work (its issue or void, and its allowances) to be tried
 * again at the issue-einvoices job's next run instead of after the waiting time; audited in the
 * same transaction. One with nothing failing is 409.
 */
async function retryEinvoice(db: Kysely<Database>, caller: OpsCaller, id: number) {
  return db.transaction().execute(async (trx) => {
    const invoice = await trx.selectFrom('einvoices').select(['id', 'status', 'last_error', 'next_attempt_at', 'void_requested_at']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!invoice) throw AppError.notFound(NOT_FOUND_TEXT);
    const invoiceFailing = invoice.last_error !== null && (invoice.status === 'pending' || (invoice.status === 'issued' && invoice.void_requested_at !== null));
    const allowances = await trx
      .selectFrom('einvoice_allowances')
      .select(['id', 'next_attempt_at'])
      .where('einvoice_id', '=', id)
      .where('status', '=', 'pending')
      .where('last_error', 'is not', null)
      .execute();
    if (!invoiceFailing && allowances.length === 0) throw new AppError('conflict', ErrorText.ActionNotAllowed, '這張電子發票沒有失敗待重試的作業。');
    if (invoiceFailing) await trx.updateTable('einvoices').set({ next_attempt_at: null, modified: caller.now }).where('id', '=', id).execute();
    if (allowances.length > 0) {
      await trx
        .updateTable('einvoice_allowances')
        .set({ next_attempt_at: null, modified: caller.now })
        .where(
          'id',
          'in',
          allowances.map((a) => a.id),
        )
        .execute();
    }
    await recordAudit(trx, {
      by: caller,
      action: OpsAction.EinvoiceRetry,
      targetType: EINVOICE_TARGET,
      targetId: id,
      before: { next_attempt_at: invoice.next_attempt_at?.toISOString() ?? null, allowances: allowances.length },
      after: { next_attempt_at: null, invoice: invoiceFailing },
    });
    return { einvoice_id: id, retry: true as const };
  });
}

const retryShape = { einvoice_id: z.number().int(), retry: z.literal(true) };

/**
 * The console's e-invoice failures (read_finance): GET /ops/einvoices/failures/page:{n}.json lists
 * issues, voids and allowances the provider refused or missed, newest first; POST
 * /ops/einvoices/retry/{id}.json makes a failed one's work due at the job's next run.
 */
export const einvoiceFailuresRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = opsGuard(OpsPermission.ReadFinance);
  const schema = { params: opsPageParams, response: okResponse(pagedShape('failures', opsEinvoiceFailureSchema)) };
  app.get('/ops/einvoices/failures/*', { preValidation: guard, schema }, async (request) => {
    const page = opsPageOf(request.params['*']);
    const { rows, count } = await listEinvoiceFailures(app.db, page);
    return ok({ failures: rows, page, total_pages: Math.max(1, Math.ceil(count / OPS_EINVOICE_FAILURES_PAGE_SIZE)), count });
  });

  const retry = { preValidation: guard, config: { notFoundText: NOT_FOUND_TEXT }, schema: { params: fileIdParams, response: okResponse(retryShape) } };
  app.post('/ops/einvoices/retry/:file', retry, async (request) => {
    return ok(await retryEinvoice(app.db, opsCallerOf(request), request.params.file));
  });
};
