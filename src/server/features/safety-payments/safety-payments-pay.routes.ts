import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { payAnswerShape, paySafetyPaymentSchema } from '../../../domain/safety-payments/pay.contract';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';
import { SAFETY_PAYMENT_MESSAGES } from './safety-payments.service';
import type { SafetyPaymentsPayService } from './safety-payments-pay.service';

const BASE = '/new/v1/third_party_payments';
const tokenParams = z.object({ file: z.string().transform((file) => file.replace(/\.json$/, '')) });

/**
 * POST pay/{pid}.json: the consumer signed in, or a guest sending the link's `hash` in the body.
 * Only with the `safetyPayment` flag on.
 */
export const safetyPaymentsPayRoutes: FastifyPluginAsyncZod<{ pay: SafetyPaymentsPayService }> = async (app, { pay }) => {
  const enabled = async (_request: FastifyRequest) => {
    if (!app.config.flags.safetyPayment) throw AppError.notFound();
  };
  const config = { notFoundText: SAFETY_PAYMENT_MESSAGES.notFound };
  const schema = { params: tokenParams, body: paySafetyPaymentSchema, response: okResponse(payAnswerShape) };
  app.post(`${BASE}/pay/:file`, { preValidation: enabled, config, schema }, async (request) => {
    const session = await request.loadSession();
    const outcome = await pay.pay(session?.userId ?? null, request.params.file, request.body, request.ip);
    return ok({ third_party_payment: outcome.payment, payment_url: outcome.paymentUrl });
  });
};
