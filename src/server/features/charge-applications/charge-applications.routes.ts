import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chargeApplicationAnswerShape, chargeApplicationsIndexShape } from '../../../domain/charge-applications/charge-applications.contract';
import { UPLOAD_ROUTES } from '../../../domain/uploads/upload-routes';
import { dataCipherOf } from '../../lib/data-encryption';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';
import { ownApplication, submitApplication } from './charge-applications.service';

const bodyOf = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' ? (body as Record<string, unknown>) : {});

/**
 * A pro's account application (spec section 2 `charge_application/{type}`): who receives their
 * payments and into which bank account. Operators review it in the console
 * (features/ops/ops-charge-applications.routes.ts).
 */
export const chargeApplicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = '/new/v1/charge_applications';
  const cipher = dataCipherOf(app.config);
  app.get(`${base}/index.json`, { schema: { response: okResponse(chargeApplicationsIndexShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await ownApplication(app.db, userId));
  });

  // Multipart (the documents), read by the service: no body schema.
  const addOptions = { schema: { response: okResponse(chargeApplicationAnswerShape) }, config: { uploads: UPLOAD_ROUTES.certificateDocuments } };
  app.post(`${base}/add.json`, addOptions, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await submitApplication(app.db, cipher, userId, bodyOf(request.body)));
  });
};
