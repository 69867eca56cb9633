import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { referInviteSchema, referralSettingsSchema } from '../../../domain/referrals/referrals';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse-input';
import { requireOperator } from '../free-credits/free-credits.service';
import { editSettings, getSettings, invite, myReferrals } from './referrals.service';

/** Referrals (spec section 7: GET /users/referrals.json, POST /users/refer.json) and the operator's rewards. */
export const referralsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/users/referrals.json', async (request) => {
    const { userId } = await request.requireSession();
    return ok(await myReferrals(app.db, app.config.publicUrl, userId));
  });

  app.post('/users/refer.json', async (request) => {
    const { userId } = await request.requireSession();
    const { email } = parseInput(referInviteSchema, request.body);
    const mail = await invite(app.db, app.config.publicUrl, userId, email);
    if (mail) app.background.run('referral invite e-mail', () => app.messaging.sendEmail(mail));
    return ok({ ...(await myReferrals(app.db, app.config.publicUrl, userId)), message: `已寄出邀請給 ${email}` });
  });

  app.get('/admin/referral_settings.json', async (request) => {
    const { userId } = await request.requireSession();
    await requireOperator(app.db, userId);
    return ok(await getSettings(app.db));
  });

  app.post('/admin/referral_settings.json', async (request) => {
    const { userId } = await request.requireSession();
    await requireOperator(app.db, userId);
    return ok(await editSettings(app.db, parseInput(referralSettingsSchema, request.body)));
  });
};
