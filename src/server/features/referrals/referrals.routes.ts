import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { referAnswerShape, referralSettingsAnswerShape, referralsAnswerShape } from '../../../domain/referrals/referrals.contract';
import { referInviteSchema, referralSettingsSchema } from '../../../domain/referrals/referrals';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';
import { sessionFirst } from '../../lib/session-first';
import { requireOperator } from '../../lib/require-operator';
import { editSettings, getSettings, invite, myReferrals } from './referrals.service';

/** Referrals (spec section 7: GET /users/referrals.json, POST /users/refer.json) and the operator's rewards. */
export const referralsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/users/referrals.json', { schema: { response: okResponse(referralsAnswerShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await myReferrals(app.db, app.config.publicUrl, userId));
  });

  app.post('/users/refer.json', { ...sessionFirst, schema: { body: referInviteSchema, response: okResponse(referAnswerShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    const { email } = request.body;
    const mail = await invite(app.db, app.config.publicUrl, userId, email, app.clock.now());
    if (mail) app.background.run('referral invite e-mail', () => app.messaging.sendEmail(mail));
    return ok({ ...(await myReferrals(app.db, app.config.publicUrl, userId)), message: `已寄出邀請給 ${email}` });
  });

  app.get('/admin/referral_settings.json', { schema: { response: okResponse(referralSettingsAnswerShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    await requireOperator(app.db, userId);
    return ok(await getSettings(app.db));
  });

  // The operator check comes before the body is read, as the session does.
  app.post(
    '/admin/referral_settings.json',
    {
      preValidation: async (request) => requireOperator(app.db, (await request.requireSession()).userId),
      schema: { body: referralSettingsSchema, response: okResponse(referralSettingsAnswerShape) },
    },
    async (request) => ok(await editSettings(app.db, request.body)),
  );
};
