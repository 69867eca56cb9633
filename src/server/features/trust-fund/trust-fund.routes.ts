import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../domain/errors/app-error';
import { trustFundPageShape, trustFundQuerySchema } from '../../../domain/trust-fund/trust-fund.contract';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';
import type { TrustFundService } from './trust-fund.service';

/**
 * The trust fund query of safety payments: the caller's money in trust and its movements. Only
 * with the `safetyPayment` flag on (off: 404, as if it did not exist).
 */
export const trustFundRoutes: FastifyPluginAsyncZod<{ trustFund: TrustFundService }> = async (app, { trustFund }) => {
  const schema = { querystring: trustFundQuerySchema, response: okResponse(trustFundPageShape) };
  // Flag, then the session, before the query is read.
  const preValidation = async (request: FastifyRequest) => {
    if (!app.config.flags.safetyPayment) throw AppError.notFound();
    await request.requireSession();
  };
  app.get('/new/v1/trust_fund/query.json', { preValidation, schema }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await trustFund.query(userId, request.query.page));
  });
};
