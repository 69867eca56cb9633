import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { ok } from '../../lib/envelope';
import { parseNamedParams } from '../../lib/named-params';
import { parseInput } from '../../lib/parse-input';
import type { PurchasesService } from './purchases.service';
import { enforcePaymentVelocity } from './velocity';

const fileParams = z.object({ file: z.string() });
const payfeeSchema = z.object({
  quote_bid_id: z.coerce.number({ message: '請指定案件' }).int('請指定案件').positive('請指定案件').max(2_147_483_647, '請指定案件'),
});

function idOf(file: string): number {
  const id = file.replace(/\.json$/, '');
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw AppError.notFound('找不到這筆訂單。');
  return Number(id);
}

/** The purchase list, one purchase, and pay-by-link orders. All for the signed-in owner only. */
export const purchasesRoutes: FastifyPluginAsyncZod<{ purchases: PurchasesService }> = async (app, { purchases }) => {

  app.get('/purchases/index/*', async (request) => {
    const { userId } = await request.requireSession();
    const { named } = parseNamedParams((request.params as { '*': string })['*']);
    const raw = named.page ?? '1';
    if (!/^[1-9]\d{0,5}$/.test(raw)) throw AppError.invalid([{ field: 'page', message: '頁碼必須是正整數' }]);
    return ok(await purchases.list(userId, Number(raw)));
  });
  app.get('/purchases/index.json', async (request) => {
    const { userId } = await request.requireSession();
    return ok(await purchases.list(userId, 1));
  });

  app.get('/purchases/view/:file', { schema: { params: fileParams } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ purchase: await purchases.view(userId, idOf(request.params.file)) });
  });

  // dashboard/payfee/{orderID}
  app.get('/purchases/order/:file', { schema: { params: fileParams } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ purchase: await purchases.byOrderNumber(userId, request.params.file.replace(/\.json$/, '')) });
  });

  // payment/{hash}
  app.get('/purchases/payment/:file', { schema: { params: fileParams } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ purchase: await purchases.byLinkHash(userId, request.params.file.replace(/\.json$/, '')) });
  });

  app.post('/purchases/payfee.json', async (request) => {
    const { userId } = await request.requireSession();
    await enforcePaymentVelocity(app.throttle, 'purchase_order', userId, request.ip);
    const input = parseInput(payfeeSchema, request.body);
    return ok({ purchase: await purchases.createPayfee(userId, input.quote_bid_id) });
  });
};
