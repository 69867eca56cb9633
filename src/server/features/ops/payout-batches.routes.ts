import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { queueAssignedSchema } from '../../../domain/ops/queues.contract';
import { PAYOUT_BATCH_STATES, type PayoutBatchStateId } from '../../../domain/safety-payments/payouts';
import { payoutBatchAnswerShape, payoutBatchesPageShape } from '../../../domain/safety-payments/payouts.contract';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import { opsCallerOf, opsGuard } from './ops-session';
import { opsPageOf, opsPageParams } from './ops-paging';
import type { PayoutBatchesService } from './payout-batches.service';

const listQuery = z.object({
  state: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PAYOUT_BATCH_STATES as [PayoutBatchStateId, ...PayoutBatchStateId[]], { message: '狀態不正確' }).optional()),
  assigned: queueAssignedSchema,
});
const csvParams = z.object({ file: z.string().regex(/^[1-9]\d{0,9}\.csv$/, '批次編號不正確').transform((f) => Number(f.replace(/\.csv$/, ''))) });
/** The bank's result file as text (UTF-8, header `reference,status,message`). */
const importBody = z.object({ file: z.string({ message: '請附上銀行結果檔' }).min(1, '請附上銀行結果檔').max(2_000_000, '結果檔太大') });

/**
 * The console's payout batches (permission `approve_payouts`, finance and admin): the list, a
 * batch with its lines, approving it, the bank transfer file and the bank's result file.
 */
export const payoutBatchesRoutes: FastifyPluginAsyncZod<{ payouts: PayoutBatchesService }> = async (app, { payouts }) => {
  const guard = opsGuard(OpsPermission.ApprovePayouts);
  const byId = { preValidation: guard, config: { notFoundText: '找不到這個撥款批次。' } };
  const one = { params: fileIdParams, response: okResponse(payoutBatchAnswerShape) };

  app.get('/ops/payout_batches/index/*', { preValidation: guard, schema: { params: opsPageParams, querystring: listQuery, response: okResponse(payoutBatchesPageShape) } }, async (request) => {
    const who = { assigned: request.query.assigned, operatorId: opsCallerOf(request).operator.id };
    return ok(await payouts.page(opsPageOf(request.params['*']), request.query.state, who));
  });

  app.get('/ops/payout_batches/view/:file', { ...byId, schema: one }, async (request) => {
    return ok(await payouts.view(opsCallerOf(request), request.params.file));
  });

  app.post('/ops/payout_batches/approve/:file', { ...byId, schema: one }, async (request) => {
    return ok(await payouts.approve(opsCallerOf(request), request.params.file));
  });

  app.post('/ops/payout_batches/export/:file', { ...byId, schema: { params: csvParams, response: { 200: z.string().describe('text/csv; charset=utf-8, with a BOM') } } }, async (request, reply) => {
    const { fileName, csv } = await payouts.export(opsCallerOf(request), request.params.file);
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${fileName}"`);
    reply.header('cache-control', 'no-store');
    return csv;
  });

  app.post('/ops/payout_batches/import/:file', { ...byId, schema: { ...one, body: importBody } }, async (request) => {
    return ok(await payouts.import(opsCallerOf(request), request.params.file, request.body.file));
  });
};
