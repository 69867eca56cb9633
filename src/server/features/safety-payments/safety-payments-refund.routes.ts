import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { applyRefundBodySchema, refundBankSchema, refundDecisionSchema, safetyPaymentRefundSchema } from '../../../domain/safety-payments/refunds';
import { safetyPaymentSchema } from '../../../domain/safety-payments/safety-payments.contract';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';
import type { SafetyPaymentRefundsService } from './safety-payments-refund.service';
import { SAFETY_PAYMENT_MESSAGES } from './safety-payments.service';

const BASE = '/new/v1/third_party_payments/change_status';
const NOT_FOUND = { notFoundText: SAFETY_PAYMENT_MESSAGES.notFound };
/** A pid with or without `.json`; its form is checked by the service (anything else is 404). */
const params = z.object({ file: z.string().transform((file) => file.replace(/\.json$/, '')) });
const answer = okResponse({ third_party_payment: safetyPaymentSchema, refund: safetyPaymentRefundSchema.nullable() });

/**
 * The refund actions of change_status (docs/safety-payments.md, "Refunds and disputes"): they take
 * a body, so each has its own route beside the foundation's `change_status/:action/:file`.
 * `decline_refund` is the pro's refusal (not in the spec's list of actions): it opens a dispute.
 */
export const safetyPaymentRefundRoutes: FastifyPluginAsyncZod<{ refunds: SafetyPaymentRefundsService }> = async (app, { refunds }) => {
  const signedIn = {
    preValidation: async (request: FastifyRequest) => {
      if (!app.config.flags.safetyPayment) throw AppError.notFound();
      await request.requireSession();
    },
    config: NOT_FOUND,
  };

  app.post(`${BASE}/apply_refund/:file`, { ...signedIn, schema: { params, body: applyRefundBodySchema, response: answer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await refunds.apply(userId, request.params.file, request.body));
  });

  app.post(`${BASE}/edit_refund_info/:file`, { ...signedIn, schema: { params, body: refundBankSchema, response: answer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await refunds.editRefundInfo(userId, request.params.file, request.body));
  });

  app.post(`${BASE}/cancel_refund/:file`, { ...signedIn, schema: { params, response: answer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await refunds.cancelRefund(userId, request.params.file));
  });

  app.post(`${BASE}/approve_refund/:file`, { ...signedIn, schema: { params, response: answer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await refunds.approveRefund(userId, request.params.file));
  });

  app.post(`${BASE}/decline_refund/:file`, { ...signedIn, schema: { params, body: refundDecisionSchema, response: answer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await refunds.declineRefund(userId, request.params.file, request.body.reason));
  });
};
