import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rejectCertificateSchema } from '../../../domain/certificates/certificate.schema';
import { opsCertificateShape, opsCertificatesFilterSchema, opsCertificatesPageShape } from '../../../domain/certificates/certificates.contract';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { dataCipherOf } from '../../lib/data-encryption';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import { reviewDecide, reviewPage, reviewView } from './ops-certificates.service';
import { opsCallerOf, opsGuard } from './ops-session';
import { opsPageOf, opsPageParams } from './ops-paging';

/**
 * The certificates queue of the console (certificates, identity and company verifications),
 * for roles with `review_certificates`: the list masks the numbers, the view shows them whole
 * and is audited each time, and every decision is audited with it.
 */
export const opsCertificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const cipher = dataCipherOf(app.config);
  const guard = opsGuard(OpsPermission.ReviewCertificates);
  const byId = { preValidation: guard, config: { notFoundText: '找不到這張證照。' } };
  const one = { params: fileIdParams, response: okResponse(opsCertificateShape) };

  const listSchema = { params: opsPageParams, querystring: opsCertificatesFilterSchema, response: okResponse(opsCertificatesPageShape) };
  app.get('/ops/certificates/index/*', { preValidation: guard, schema: listSchema }, async (request) => {
    return ok(await reviewPage(app.db, cipher, opsCallerOf(request), request.query, opsPageOf(request.params['*'])));
  });

  app.get('/ops/certificates/view/:file', { ...byId, schema: one }, async (request) => {
    return ok(await reviewView(app.db, cipher, opsCallerOf(request), request.params.file));
  });

  app.post('/ops/certificates/approve/:file', { ...byId, schema: one }, async (request) => {
    return ok(await reviewDecide(app.db, cipher, opsCallerOf(request), request.params.file, { approve: true }));
  });

  app.post('/ops/certificates/reject/:file', { ...byId, schema: { ...one, body: rejectCertificateSchema } }, async (request) => {
    return ok(await reviewDecide(app.db, cipher, opsCallerOf(request), request.params.file, { approve: false, reason: request.body.reason }));
  });
};
