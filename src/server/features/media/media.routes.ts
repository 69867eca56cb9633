import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { photoCaptionSchema, photoSortSchema } from '../../../domain/media/media.schema';
import { ok } from '../../lib/envelope';
import { parseNamedParams } from '../../lib/named-params';
import { parseInput } from '../../lib/parse-input';
import { SERVICE_NOT_FOUND } from '../services/services.service';
import { type MediaService, PHOTO_NOT_FOUND } from './media.service';
import type { PhotoLikesService } from './photo-likes.service';
import { UPLOAD_ROUTES } from '../../../domain/uploads/upload-routes';

/** `{id}.json` as an id; anything else is "not found". */
function idOf(file: string, message: string): number {
  const id = file.replace(/\.json$/, '');
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw AppError.notFound(message);
  return Number(id);
}

const sessionFirst = {
  preValidation: async (request: FastifyRequest) => {
    await request.requireSession();
  },
};
const opts = { ...sessionFirst, schema: { params: z.object({ file: z.string() }) } };
const body = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;

/** A service's logo and photos, for its owner (docs/media.md). Someone else's service is a 404. */
export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaService; likes: PhotoLikesService }> = async (app, { media, likes }) => {

  app.get('/quote_service_photos/index/:file', opts, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await media.media(userId, idOf(request.params.file, SERVICE_NOT_FOUND)));
  });

  app.post('/quote_services/upload_logo/:file', { ...opts, config: { uploads: UPLOAD_ROUTES.serviceLogo } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await media.uploadLogo(userId, idOf(request.params.file, SERVICE_NOT_FOUND), body(request).logo));
  });

  app.post('/quote_services/delete_logo/:file', opts, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await media.deleteLogo(userId, idOf(request.params.file, SERVICE_NOT_FOUND)));
  });

  app.post('/quote_service_photos/add/:file', { ...opts, config: { uploads: UPLOAD_ROUTES.servicePhotos } }, async (request) => {
    const { userId } = await request.requireSession();
    const serviceId = idOf(request.params.file, SERVICE_NOT_FOUND);
    const { caption } = parseInput(photoCaptionSchema.partial(), { caption: body(request).caption });
    return ok(await media.addPhotos(userId, serviceId, { photo: body(request).photo, ...(caption !== undefined ? { caption } : {}) }));
  });

  app.post('/quote_service_photos/edit/:file', opts, async (request) => {
    const { userId } = await request.requireSession();
    const photoId = idOf(request.params.file, PHOTO_NOT_FOUND);
    return ok(await media.editCaption(userId, photoId, parseInput(photoCaptionSchema, request.body).caption));
  });

  app.post('/quote_service_photos/delete/:file', opts, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await media.deletePhoto(userId, idOf(request.params.file, PHOTO_NOT_FOUND)));
  });

  app.post('/quote_service_photos/sort/:file', opts, async (request) => {
    const { userId } = await request.requireSession();
    const serviceId = idOf(request.params.file, SERVICE_NOT_FOUND);
    return ok(await media.sort(userId, serviceId, parseInput(photoSortSchema, request.body).ids));
  });

  // Photo favourites (photo/favorite).
  app.post('/photos/like/:file', opts, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await likes.like(userId, idOf(request.params.file, PHOTO_NOT_FOUND)));
  });

  app.post('/photos/unlike/:file', opts, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await likes.unlike(userId, idOf(request.params.file, PHOTO_NOT_FOUND)));
  });

  const liked = async (request: FastifyRequest, rest: string) => {
    const { userId } = await request.requireSession();
    const page = parseNamedParams(rest).named.page ?? (request.query as { page?: string }).page ?? '1';
    if (!/^[1-9]\d{0,5}$/.test(page)) throw AppError.invalid([{ field: 'page', message: '頁數需為正整數' }]);
    return ok(await likes.liked(userId, Number(page)));
  };
  app.get('/photos/liked.json', sessionFirst, (request) => liked(request, ''));
  app.get('/photos/liked/*', sessionFirst, (request) => liked(request, (request.params as { '*': string })['*']));
};
