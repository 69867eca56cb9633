import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { autoTopupAnswerShape } from '../../../domain/wallet/wallet.contract';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';
import { AUTO_TOPUP_MAX_THRESHOLD, type AutoTopupService } from './auto-topup.service';

const flag = (field: string) =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], { error: `${field} 只能是 0 或 1` })
    .transform((v) => v === true || v === 1 || v === '1' || v === 'true');
const id = (field: string) =>
  z.coerce.number({ error: `請選擇 ${field}` }).int(`${field} 格式不正確`).positive(`請選擇 ${field}`).max(2_147_483_647, `${field} 格式不正確`);

const autoTopupBody = z.object({
  is_on: flag('is_on'),
  threshold: z.coerce
    .number({ error: 'threshold 必須是數字' })
    .int('threshold 必須是整數')
    .min(0, 'threshold 不可小於 0')
    .max(AUTO_TOPUP_MAX_THRESHOLD, `threshold 最多 ${AUTO_TOPUP_MAX_THRESHOLD}`),
  credit_package_id: id('credit_package_id'),
  card_id: id('card_id'),
  consent: flag('consent').optional().default(false),
});

/** GET/POST /wallet/auto_topup.json (the sweep that buys for wallets under their threshold is a job). */
export const autoTopupRoutes: FastifyPluginAsyncZod<{ autoTopup: AutoTopupService }> = async (app, { autoTopup: service }) => {
  const sessionFirst = {
    preValidation: async (request: FastifyRequest) => {
      await request.requireSession();
      request.body ??= {};
    },
  };
  const answer = okResponse(autoTopupAnswerShape);

  app.get('/wallet/auto_topup.json', { schema: { response: answer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ auto_topup: await service.get(userId) });
  });

  app.post('/wallet/auto_topup.json', { ...sessionFirst, schema: { body: autoTopupBody, response: answer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ auto_topup: await service.save(userId, request.body) });
  });
};
