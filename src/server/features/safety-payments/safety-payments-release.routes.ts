import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { safetyPaymentAnswerShape } from '../../../domain/safety-payments/safety-payments.contract';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';
import type { SafetyPaymentReleaseService } from './safety-payments-release.service';
import { SAFETY_PAYMENT_MESSAGES } from './safety-payments.service';

const BASE = '/new/v1/third_party_payments';
const fileParams = z.object({ file: z.string().transform((file) => file.replace(/\.json$/, '')) });
/** Releasing one milestone names it; without it everything held is released. */
const approveBody = z
  .object({ milestone_id: z.coerce.number({ message: '付款階段必須是數字' }).int('付款階段必須是整數').positive('付款階段必須是正整數').optional() })
  .optional();

/**
 * The consumer's release (change_status/approve_export_instruct), beside the other change_status
 * actions: its own route because it takes a body (the milestone). Only with the `safetyPayment` flag on.
 */
export const safetyPaymentReleaseRoutes: FastifyPluginAsyncZod<{ releases: SafetyPaymentReleaseService }> = async (app, { releases }) => {
  const signedIn = {
    preValidation: async (request: FastifyRequest) => {
      if (!app.config.flags.safetyPayment) throw AppError.notFound();
      await request.requireSession();
    },
    config: { notFoundText: SAFETY_PAYMENT_MESSAGES.notFound },
  };
  const schema = { params: fileParams, body: approveBody, response: okResponse(safetyPaymentAnswerShape) };
  app.post(`${BASE}/change_status/approve_export_instruct/:file`, { ...signedIn, schema }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ third_party_payment: await releases.approve(userId, request.params.file, request.body?.milestone_id) });
  });
};
