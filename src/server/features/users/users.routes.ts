import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { personNameSchema } from '../../../domain/users/account-rules';
import { editProfileAnswerShape, meAnswerShape, meBriefShape, settingsAnswerShape } from '../../../domain/users/users.contract';
import type { FileStorage } from '../../adapters/storage/storage';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';
import { sessionFirst } from '../../lib/session-first';
import { changeSettings, editProfile, getSettings, loadUserState } from './users.service';
import { UPLOAD_ROUTES } from '../../../domain/uploads/upload-routes';

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

function isEmptyUpload(value: unknown): boolean {
  const file = value as { data?: unknown; filename?: unknown } | undefined;
  return Buffer.isBuffer(file?.data) && file.data.length === 0 && !file.filename;
}

const editProfileSchema = z.object({
  first_name: z.preprocess(blankToUndefined, personNameSchema.optional()),
  last_name: z.preprocess(blankToUndefined, personNameSchema.optional()),
  // Checked by its bytes in the service. A form with no file chosen sends an empty part.
  avatar: z.preprocess((value) => (isEmptyUpload(value) ? undefined : blankToUndefined(value)), z.unknown().optional()),
});

const changeSettingsSchema = z.object({ settings: z.unknown().optional(), notification_settings: z.unknown().optional() });

/** The signed-in user's own state, settings and profile. */
export const usersRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, { storage }) => {

  app.get('/user/me.json', { schema: { response: okResponse(meAnswerShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await loadUserState(app.db, userId));
  });

  app.get('/user/me/type::brief.json', { schema: { response: okResponse(meBriefShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    const { info } = await loadUserState(app.db, userId);
    return ok({ info });
  });

  const settingsHandler = async (request: { requireSession(): Promise<{ userId: number }> }) => {
    const { userId } = await request.requireSession();
    return ok(await getSettings(app.db, userId));
  };
  const settings = { schema: { response: okResponse(settingsAnswerShape) } };
  app.get('/user/get_settings.json', settings, settingsHandler);
  app.post('/user/get_settings.json', settings, settingsHandler);

  app.post('/user/change_settings.json', { ...sessionFirst, schema: { body: changeSettingsSchema, response: okResponse(settingsAnswerShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await changeSettings(app.db, userId, request.body));
  });

  const editProfileRoute = { ...sessionFirst, config: { uploads: UPLOAD_ROUTES.avatar }, schema: { body: editProfileSchema, response: okResponse(editProfileAnswerShape) } };
  app.post('/user/edit_profile.json', editProfileRoute, async (request) => {
    const { userId } = await request.requireSession();
    const { info, profile, avatar } = await editProfile(app.db, storage, userId, request.body);
    return ok({ info, profile, avatar });
  });
};
