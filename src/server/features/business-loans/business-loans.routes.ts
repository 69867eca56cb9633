import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessLoanAnswerShape,
  businessLoanDecisionSchema,
  businessLoansIndexShape,
  businessLoanSummaryShape,
  opsBusinessLoanShape,
  opsBusinessLoansFilterSchema,
  opsBusinessLoansPageShape,
} from '../../../domain/business-loans/business-loans.contract';
import type { BusinessLoanStatusValue } from '../../../domain/business-loans/business-loan';
import { AppError } from '../../../domain/errors/app-error';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import { opsCallerOf, opsGuard, opsPageOf, opsPageParams } from '../ops';
import {
  BUSINESS_LOAN_NOT_FOUND,
  opsDecide,
  opsPage,
  opsViewAudited,
  ownApplications,
  revenueSummaryOf,
  submitApplication,
  withdrawApplication,
} from './business-loans.service';

const BASE = '/new/v1/business_loans';
const bodyOf = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' ? (body as Record<string, unknown>) : {});

/**
 * Business loans (flag `businessLoan`; off, every route answers 404 as if it did not exist): the
 * pro's revenue summary preview, applications (sent only with `consent: true`) and withdrawals,
 * and the console's list, view and the partner's answer (`record_business_loans`, audited).
 */
export const businessLoansRoutes: FastifyPluginAsyncZod = async (app) => {
  const enabled = async () => {
    if (!app.config.flags.businessLoan) throw AppError.notFound();
  };
  // Flag, then the session, before the body is read.
  const signedIn = {
    preValidation: async (request: FastifyRequest) => {
      await enabled();
      await request.requireSession();
    },
    config: { notFoundText: BUSINESS_LOAN_NOT_FOUND },
  };

  app.get(`${BASE}/summary.json`, { ...signedIn, schema: { response: okResponse(businessLoanSummaryShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ revenue_summary: await revenueSummaryOf(app.db, userId, app.clock.now()) });
  });

  app.get(`${BASE}/index.json`, { ...signedIn, schema: { response: okResponse(businessLoansIndexShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await ownApplications(app.db, userId));
  });

  // The body is checked by the domain's validation, so each field's error is named in zh-TW.
  app.post(`${BASE}/add.json`, { ...signedIn, schema: { response: okResponse(businessLoanAnswerShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await submitApplication(app.db, userId, app.clock.now(), bodyOf(request.body)));
  });

  app.post(`${BASE}/withdraw/:file`, { ...signedIn, schema: { params: fileIdParams, response: okResponse(businessLoanAnswerShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await withdrawApplication(app.db, userId, request.params.file));
  });

  // The console.
  const notice = { messaging: app.messaging, log: app.log, publicUrl: app.config.publicUrl };
  const guard = opsGuard(OpsPermission.RecordBusinessLoans);
  const consoleOnly = {
    preValidation: async (request: FastifyRequest) => {
      await enabled();
      await guard(request);
    },
    config: { notFoundText: BUSINESS_LOAN_NOT_FOUND },
  };
  const one = { params: fileIdParams, response: okResponse(opsBusinessLoanShape) };

  const listSchema = { params: opsPageParams, querystring: opsBusinessLoansFilterSchema, response: okResponse(opsBusinessLoansPageShape) };
  app.get('/ops/business_loans/index/*', { ...consoleOnly, schema: listSchema }, async (request) => {
    return ok(await opsPage(app.db, request.query.status as BusinessLoanStatusValue | undefined, opsPageOf(request.params['*'])));
  });

  app.get('/ops/business_loans/view/:file', { ...consoleOnly, schema: one }, async (request) => {
    return ok(await opsViewAudited(app.db, opsCallerOf(request), request.params.file));
  });

  app.post('/ops/business_loans/decide/:file', { ...consoleOnly, schema: { ...one, body: businessLoanDecisionSchema } }, async (request) => {
    return ok(await opsDecide(app.db, notice, opsCallerOf(request), request.params.file, request.body));
  });
};
