import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { referAnswerShape, referralsAnswerShape } from '../../../domain/referrals/referrals.contract';
import { referInviteSchema } from '../../../domain/referrals/referrals';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';
import { sessionFirst } from '../../lib/session-first';
import { invite, myReferrals } from './referrals.service';

/** Referrals (spec section 7: GET /users/referrals.json, POST /users/refer.json); operators set the rewards in the console. */
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
};
