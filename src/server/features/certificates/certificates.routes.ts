import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { certificateAnswerShape, certificatesListShape } from '../../../domain/certificates/certificates.contract';
import { dataCipherOf } from '../../lib/data-encryption';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import { addCertificate, editCertificate, listCertificates, viewCertificate, withdrawCertificate } from './certificates.service';
import { UPLOAD_ROUTES } from '../../../domain/uploads/upload-routes';

/** A certificate path: the session is checked before the id; an id that is not one is an unknown certificate. */
const byId = {
  preValidation: async (request: FastifyRequest) => void (await request.requireSession()),
  config: { notFoundText: '找不到您要的資料，可能已被刪除或您沒有權限查看。' },
};
const one = { params: fileIdParams, response: okResponse(certificateAnswerShape) };

const bodyOf = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' ? (body as Record<string, unknown>) : {});

/** A pro's certificates (spec section 7 "certificates under /new/v1/cert_*"); operators review them in the console (features/ops/ops-certificates.routes.ts). */
export const certificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = '/new/v1/cert_certificates';
  const cipher = dataCipherOf(app.config);
  app.get(`${base}/index.json`, { schema: { response: okResponse(certificatesListShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await listCertificates(app.db, cipher, userId));
  });

  app.get(`${base}/view/:file`, { ...byId, schema: one }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await viewCertificate(app.db, cipher, userId, request.params.file));
  });

  // Add and edit are multipart (the documents), read by the service: no body schema.
  app.post(`${base}/add.json`, { schema: { response: okResponse(certificateAnswerShape) }, config: { uploads: UPLOAD_ROUTES.certificateDocuments } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await addCertificate(app.db, cipher, userId, bodyOf(request.body)));
  });

  app.post(`${base}/edit/:file`, { ...byId, schema: one, config: { ...byId.config, uploads: UPLOAD_ROUTES.certificateDocuments } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await editCertificate(app.db, cipher, userId, request.params.file, bodyOf(request.body)));
  });

  app.post(`${base}/withdraw/:file`, { ...byId, schema: one }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await withdrawCertificate(app.db, cipher, userId, request.params.file));
  });
};
