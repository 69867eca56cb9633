import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rejectCertificateSchema } from '../../../domain/certificates/certificate.schema';
import {
  adminCertificateShape,
  adminCertificatesShape,
  certificateAnswerShape,
  certificatesListShape,
} from '../../../domain/certificates/certificates.contract';
import { dataCipherOf } from '../../lib/data-encryption';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import { adminListCertificates, adminViewCertificate, requireOperator, reviewCertificate } from './certificates.admin.service';
import { addCertificate, editCertificate, listCertificates, viewCertificate, withdrawCertificate } from './certificates.service';
import { UPLOAD_ROUTES } from '../../../domain/uploads/upload-routes';

/** A certificate path: the session is checked before the id; an id that is not one is an unknown certificate. */
const byId = {
  preValidation: async (request: FastifyRequest) => void (await request.requireSession()),
  config: { notFoundText: '找不到您要的資料，可能已被刪除或您沒有權限查看。' },
};
const one = { params: fileIdParams, response: okResponse(certificateAnswerShape) };
const adminOne = { params: fileIdParams, response: okResponse(adminCertificateShape) };

const bodyOf = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' ? (body as Record<string, unknown>) : {});

/** A pro's certificates (spec section 7 "certificates under /new/v1/cert_*") and the operators' review of them. */
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

  app.get('/admin/certificates/index.json', { schema: { response: okResponse(adminCertificatesShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await adminListCertificates(app.db, cipher, userId, bodyOf(request.query)));
  });

  app.get('/admin/certificates/view/:file', { ...byId, schema: adminOne }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await adminViewCertificate(app.db, cipher, userId, request.params.file));
  });

  app.post('/admin/certificates/approve/:file', { ...byId, schema: adminOne }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await reviewCertificate(app.db, cipher, userId, request.params.file, { approve: true }));
  });

  // Anyone but an operator is told there is no such page (a path id that is not one: no such
  // certificate) before the body is looked at.
  const operatorFirst = {
    ...byId,
    preValidation: async (request: FastifyRequest) => {
      const { userId } = await request.requireSession();
      if (fileIdParams.safeParse(request.params).success) await requireOperator(app.db, userId);
    },
  };
  app.post('/admin/certificates/reject/:file', { ...operatorFirst, schema: { ...adminOne, body: rejectCertificateSchema } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await reviewCertificate(app.db, cipher, userId, request.params.file, { approve: false, reason: request.body.reason }));
  });
};
