import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../../domain/errors/app-error';
import { CardErrorText, GATEWAY_UNAVAILABLE_MESSAGE } from '../../../../domain/payments/cards';
import { ok } from '../../../lib/envelope';
import { parseInput } from '../../../lib/parse-input';
import { sendError } from '../../../plugins/errors';
import { enforcePaymentVelocity, noteCardFailure } from '../velocity';
import type { BuyHow, BuyOutcome, BuyWhat } from './card-purchases.service';
import { CardDeclinedError } from './cards.service';

/** What a card path that names no card of the caller's answers (404). */
export const CARD_NOT_FOUND = '找不到這張信用卡。';

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], { error: '只能是 0 或 1' })
  .optional()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');
const positiveId = (field: string) =>
  z.coerce.number({ error: `${field} 格式不正確` }).int(`${field} 格式不正確`).positive(`${field} 格式不正確`).max(2_147_483_647, `${field} 格式不正確`);

const buyBase = z.object({
  package_id: positiveId('package_id').optional(),
  amount: z.coerce.number({ error: 'amount 必須是數字' }).optional(),
  idempotency_key: z
    .string({ error: '請提供 idempotency_key' })
    .trim()
    .min(8, 'idempotency_key 至少 8 個字元')
    .max(100, 'idempotency_key 最多 100 個字元')
    .regex(/^[A-Za-z0-9._:-]+$/, 'idempotency_key 只能有英數字與 . _ : -'),
  remember: flag,
});

/** What to buy: exactly one of package_id and amount. */
export function whatToBuy(body: z.infer<typeof buyBase>): BuyWhat {
  if (body.package_id !== undefined && body.amount !== undefined) throw AppError.invalid([{ field: 'package_id', message: '請選擇點數方案或輸入金額，擇一即可' }]);
  if (body.package_id !== undefined) return { packageId: body.package_id };
  if (body.amount !== undefined) return { amount: body.amount };
  throw AppError.invalid([{ field: 'package_id', message: '請選擇點數方案或輸入自訂金額' }]);
}

export const primeBuySchema = (field: string, message: string) => buyBase.extend({ [field]: z.string({ error: message }).trim().min(1, message).max(200, message) });
export const tokenBuySchema = buyBase.extend({ card_id: positiveId('card_id') });
export const bindSchema = (field: string, message: string) => z.object({ [field]: z.string({ error: message }).trim().min(1, message).max(200, message) });

/** Reads a buy request: by a prime (field name of the gateway) or by a bound card. */
export function readBuy(raw: unknown, primeField: string, primeMessage: string): { what: BuyWhat; how: BuyHow; idempotencyKey: string } {
  const body = (raw ?? {}) as Record<string, unknown>;
  if (body.card_id !== undefined && body[primeField] === undefined) {
    const parsed = parseInput(tokenBuySchema, body);
    return { what: whatToBuy(parsed), how: { cardId: parsed.card_id }, idempotencyKey: parsed.idempotency_key };
  }
  const parsed = parseInput(primeBuySchema(primeField, primeMessage), body) as z.infer<typeof buyBase> & Record<string, string>;
  return { what: whatToBuy(parsed), how: { prime: parsed[primeField]!, remember: parsed.remember }, idempotencyKey: parsed.idempotency_key };
}

/** 200 with the purchase (paid or waiting for 3-D Secure); a refusal is a 402 carrying it. */
export function answerOutcome(outcome: BuyOutcome) {
  if (outcome.kind === 'paid') return ok({ purchase: outcome.purchase, available_wallet_amount: outcome.available_wallet_amount });
  if (outcome.kind === 'pending') return ok({ purchase: outcome.purchase, payment_url: outcome.payment_url });
  throw new CardDeclinedError(outcome.message, outcome.gateway_message, { purchase: outcome.purchase });
}

/** The API's error envelope, plus 402 for card refusals. */
export function installCardErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof CardDeclinedError) {
      return reply.code(402).send({
        status: 'Error',
        error: CardErrorText.PaymentDeclined,
        message: error.message,
        gateway_message: error.gatewayMessage,
        ...error.extra,
      });
    }
    return sendError(reply, request, error);
  });
}

/** Routes of a gateway that is not the configured one answer 404. */
export function onlyForGateway(app: FastifyInstance, gateway: 'tappay' | 'stripe'): void {
  app.addHook('onRequest', async () => {
    if (app.config.cards.gateway !== gateway) throw AppError.notFound('目前未啟用這個信用卡金流。');
  });
}

export const sessionFirst = {
  preValidation: async (request: FastifyRequest) => {
    await request.requireSession();
  },
};

/**
 * A card bind or charge for the signed-in user under the velocity limits (429 before anything
 * is charged or written); a card the gateway refused counts toward the user's daily cap.
 */
export async function underCardLimits<T>(app: FastifyInstance, request: FastifyRequest, action: 'card_bind' | 'card_charge', run: (userId: number) => Promise<T>): Promise<T> {
  const { userId } = await request.requireSession();
  await enforcePaymentVelocity(app.throttle, action, userId, request.ip);
  try {
    return await run(userId);
  } catch (error) {
    // A gateway that cannot be reached says nothing about the card.
    if (error instanceof CardDeclinedError && error.message !== GATEWAY_UNAVAILABLE_MESSAGE) await noteCardFailure(app.throttle, userId);
    throw error;
  }
}
