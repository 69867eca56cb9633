import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { likedPhotosPageShape, photoLikeStateShape, serviceMediaShape } from '../../../domain/media/media';
import { photoCaptionSchema, photoSortSchema } from '../../../domain/media/media.schema';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import { parseNamedParams } from '../../lib/named-params';
import { parseInput } from '../../lib/parse-input';
import { SERVICE_NOT_FOUND } from '../services';
import { type MediaService, PHOTO_NOT_FOUND } from './media.service';
import type { PhotoLikesService } from './photo-likes.service';
import { UPLOAD_ROUTES } from '../../../domain/uploads/upload-routes';

const sessionFirst = {
  preValidation: async (request: FastifyRequest) => {
    await request.requireSession();
    request.body ??= {};
  },
};
const mediaAnswer = okResponse(serviceMediaShape);
const likeAnswer = okResponse(photoLikeStateShape);
/** A path naming one of the caller's services (`service`) or photos (`photo`); a bad id is that thing's 404. */
const onService = { ...sessionFirst, config: { notFoundText: SERVICE_NOT_FOUND } };
const onPhoto = { ...sessionFirst, config: { notFoundText: PHOTO_NOT_FOUND } };
const restParams = z.object({ '*': z.string() });
const body = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;

/** A service's logo and photos, for its owner (docs/media.md). Someone else's service is a 404. */
export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaService; likes: PhotoLikesService }> = async (app, { media, likes }) => {

  app.get('/quote_service_photos/index/:file', { ...onService, schema: { params: fileIdParams, response: mediaAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await media.media(userId, request.params.file));
  });

  // Multipart with a file: the service reads it.
  app.post('/quote_services/upload_logo/:file', { ...onService, schema: { params: fileIdParams, response: mediaAnswer }, config: { ...onService.config, uploads: UPLOAD_ROUTES.serviceLogo } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await media.uploadLogo(userId, request.params.file, body(request).logo));
  });

  app.post('/quote_services/delete_logo/:file', { ...onService, schema: { params: fileIdParams, response: mediaAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await media.deleteLogo(userId, request.params.file));
  });

  // Multipart with files: the caption is read beside them.
  app.post('/quote_service_photos/add/:file', { ...onService, schema: { params: fileIdParams, response: mediaAnswer }, config: { ...onService.config, uploads: UPLOAD_ROUTES.servicePhotos } }, async (request) => {
    const { userId } = await request.requireSession();
    const serviceId = request.params.file;
    const { caption } = parseInput(photoCaptionSchema.partial(), { caption: body(request).caption });
    return ok(await media.addPhotos(userId, serviceId, { photo: body(request).photo, ...(caption !== undefined ? { caption } : {}) }));
  });

  app.post('/quote_service_photos/edit/:file', { ...onPhoto, schema: { params: fileIdParams, body: photoCaptionSchema, response: mediaAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await media.editCaption(userId, request.params.file, request.body.caption));
  });

  app.post('/quote_service_photos/delete/:file', { ...onPhoto, schema: { params: fileIdParams, response: mediaAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await media.deletePhoto(userId, request.params.file));
  });

  app.post('/quote_service_photos/sort/:file', { ...onService, schema: { params: fileIdParams, body: photoSortSchema, response: mediaAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await media.sort(userId, request.params.file, request.body.ids));
  });

  // Photo favourites (photo/favorite).
  app.post('/photos/like/:file', { ...onPhoto, schema: { params: fileIdParams, response: likeAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await likes.like(userId, request.params.file));
  });

  app.post('/photos/unlike/:file', { ...onPhoto, schema: { params: fileIdParams, response: likeAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await likes.unlike(userId, request.params.file));
  });

  const liked = async (request: FastifyRequest, rest: string) => {
    const { userId } = await request.requireSession();
    const page = parseNamedParams(rest).named.page ?? (request.query as { page?: string }).page ?? '1';
    if (!/^[1-9]\d{0,5}$/.test(page)) throw AppError.invalid([{ field: 'page', message: '頁數需為正整數' }]);
    return ok(await likes.liked(userId, Number(page)));
  };
  app.get('/photos/liked.json', { ...sessionFirst, schema: { response: okResponse(likedPhotosPageShape) } }, (request) => liked(request, ''));
  app.get('/photos/liked/*', { ...sessionFirst, schema: { params: restParams, response: okResponse(likedPhotosPageShape) } }, (request) =>
    liked(request, request.params['*']),
  );
};
