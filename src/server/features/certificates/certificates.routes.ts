import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rejectCertificateSchema } from '../../../domain/certificates/certificate.schema';
import { AppError } from '../../../domain/errors/app-error';
import { dataCipherOf } from '../../lib/data-encryption';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse-input';
import { adminListCertificates, adminViewCertificate, requireOperator, reviewCertificate } from './certificates.admin.service';
import { addCertificate, editCertificate, listCertificates, viewCertificate, withdrawCertificate } from './certificates.service';
import { UPLOAD_ROUTES } from '../../../domain/uploads/upload-routes';

const fileParams = z.object({ file: z.string() });

/** `12.json` to 12; anything else is an unknown certificate. */
export function idOfFile(file: string): number {
  const match = /^([1-9]\d{0,9})\.json$/.exec(file);
  if (!match || Number(match[1]) > 2_147_483_647) throw AppError.notFound();
  return Number(match[1]);
}

const bodyOf = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' ? (body as Record<string, unknown>) : {});

/** A pro's certificates (spec section 7 "certificates under /new/v1/cert_*") and the operators' review of them. */
export const certificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = '/new/v1/cert_certificates';
  const cipher = dataCipherOf(app.config);
  app.get(`${base}/index.json`, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await listCertificates(app.db, cipher, userId));
  });

  app.get(`${base}/view/:file`, { schema: { params: fileParams } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await viewCertificate(app.db, cipher, userId, idOfFile(request.params.file)));
  });

  app.post(`${base}/add.json`, { config: { uploads: UPLOAD_ROUTES.certificateDocuments } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await addCertificate(app.db, cipher, userId, bodyOf(request.body)));
  });

  app.post(`${base}/edit/:file`, { schema: { params: fileParams }, config: { uploads: UPLOAD_ROUTES.certificateDocuments } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await editCertificate(app.db, cipher, userId, idOfFile(request.params.file), bodyOf(request.body)));
  });

  app.post(`${base}/withdraw/:file`, { schema: { params: fileParams } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await withdrawCertificate(app.db, cipher, userId, idOfFile(request.params.file)));
  });

  app.get('/admin/certificates/index.json', async (request) => {
    const { userId } = await request.requireSession();
    return ok(await adminListCertificates(app.db, cipher, userId, bodyOf(request.query)));
  });

  app.get('/admin/certificates/view/:file', { schema: { params: fileParams } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await adminViewCertificate(app.db, cipher, userId, idOfFile(request.params.file)));
  });

  app.post('/admin/certificates/approve/:file', { schema: { params: fileParams } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await reviewCertificate(app.db, cipher, userId, idOfFile(request.params.file), { approve: true }));
  });

  app.post('/admin/certificates/reject/:file', { schema: { params: fileParams } }, async (request) => {
    const { userId } = await request.requireSession();
    // Anyone but an operator is told there is no such page, before the body is looked at.
    await requireOperator(app.db, userId);
    const { reason } = parseInput(rejectCertificateSchema, request.body);
    return ok(await reviewCertificate(app.db, cipher, userId, idOfFile(request.params.file), { approve: false, reason }));
  });
};
