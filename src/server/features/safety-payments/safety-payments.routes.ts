import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { addSafetyPaymentSchema, safetyPaymentAnswerShape, safetyPaymentsPageShape } from '../../../domain/safety-payments/safety-payments.contract';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';
import { parseNamedParams } from '../../lib/named-params';
import { ACCEPTED_ACTIONS, SAFETY_PAYMENT_MESSAGES, type SafetyPaymentsService } from './safety-payments.service';

const BASE = '/new/v1/third_party_payments';
const NOT_FOUND = { notFoundText: SAFETY_PAYMENT_MESSAGES.notFound };
/** A pid or a link hash, with or without `.json`; its form is checked by the service (anything else is 404). */
const tokenParams = z.object({ file: z.string().transform((file) => file.replace(/\.json$/, '')) });
const actionParams = tokenParams.extend({ action: z.string() });
const restParams = z.object({ '*': z.string() });
const paymentAnswer = okResponse(safetyPaymentAnswerShape);
const pageAnswer = okResponse(safetyPaymentsPageShape);
const listQuery = z.object({ quote_bid_id: z.string().optional() }).passthrough();

/** The list's bid filter: absent, or a bid id (anything else is 400 naming `quote_bid_id`). */
function bidFilter(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw AppError.invalid([{ field: 'quote_bid_id', message: '案件編號必須是正整數' }]);
  return Number(raw);
}

/**
 * Safety payments (spec: third-party payments under /new/v1/third_party_payments/...). Only with
 * the `safetyPayment` flag on: off, every route answers 404 as if it did not exist.
 */
export const safetyPaymentsRoutes: FastifyPluginAsyncZod<{ safetyPayments: SafetyPaymentsService }> = async (app, { safetyPayments }) => {
  const enabled = () => {
    if (!app.config.flags.safetyPayment) throw AppError.notFound();
  };
  // Flag, then the session, before the body is read.
  const signedIn = {
    preValidation: async (request: FastifyRequest) => {
      enabled();
      await request.requireSession();
    },
    config: NOT_FOUND,
  };

  app.post(`${BASE}/add.json`, { ...signedIn, schema: { body: addSafetyPaymentSchema, response: paymentAnswer } }, async (request) => {
    const { userId, partnerChannel } = await request.requireSession();
    return ok({ third_party_payment: await safetyPayments.add(userId, request.body, partnerChannel) });
  });

  // The bid filter: the named `quote_bid_id:{id}` in the path (as `page:{n}`), or `?quote_bid_id=`.
  app.get(`${BASE}/index/*`, { ...signedIn, schema: { params: restParams, querystring: listQuery, response: pageAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    const { named } = parseNamedParams(request.params['*']);
    const raw = named.page ?? '1';
    if (!/^[1-9]\d{0,5}$/.test(raw)) throw AppError.invalid([{ field: 'page', message: '頁碼必須是正整數' }]);
    return ok(await safetyPayments.list(userId, Number(raw), bidFilter(named.quote_bid_id ?? request.query.quote_bid_id)));
  });
  app.get(`${BASE}/index.json`, { ...signedIn, schema: { querystring: listQuery, response: pageAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await safetyPayments.list(userId, 1, bidFilter(request.query.quote_bid_id)));
  });

  app.get(`${BASE}/view/:file`, { ...signedIn, schema: { params: tokenParams, response: paymentAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ third_party_payment: await safetyPayments.view(userId, request.params.file) });
  });

  // The guest link: whoever holds the hash reads the payment, signed in or not.
  app.get(`${BASE}/hash/:file`, { preValidation: async () => enabled(), config: NOT_FOUND, schema: { params: tokenParams, response: paymentAnswer } }, async (request) => {
    return ok({ third_party_payment: await safetyPayments.viewByHash(request.params.file) });
  });

  app.post(`${BASE}/change_status/:action/:file`, { ...signedIn, schema: { params: actionParams, response: paymentAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    const action = ACCEPTED_ACTIONS.find((a) => a === request.params.action);
    if (!action) throw AppError.notFound('沒有這個動作。');
    return ok({ third_party_payment: await safetyPayments.changeStatus(userId, action, request.params.file) });
  });
};
