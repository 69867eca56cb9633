import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { otpCodeSchema } from '../../../domain/users/otp';
import { toUtcString as formatUtc } from '../../../domain/time/datetime';
import { describeUserAgent } from '../../../domain/users/user-agent';
import { reauthCodeShape, revokeAnswerShape, sessionsAnswerShape } from '../../../domain/users/auth.contract';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';
import { sessionFirst } from '../../lib/session-first';
import { authDeps } from './auth.deps';
import type { ReauthCodes } from './reauth';
import { confirmOwnPassword } from './login.service';
import { findCredentials } from './accounts.repository';
import { listLiveSessions, markReauthenticated, revokeOwnSession } from './sessions.repository';

/** Ids are PostgreSQL integers; a larger number names no row. */
const MAX_ROW_ID = 2_147_483_647;
const revokeParams = z.object({ id: z.coerce.number({ error: '找不到這個登入裝置。' }).int().positive() });
const reauthBody = z.object({
  password: z.string().max(200).optional(),
  hash: z.string().trim().min(1).max(200).optional(),
  otp: otpCodeSchema.optional(),
});
const sendCodeBody = z.object({ channel: z.enum(['email', 'sms'], { error: '請選擇以電子郵件或手機接收驗證碼。' }).default('email') }).default({ channel: 'email' });

function notFound(): AppError {
  return AppError.notFound('找不到這個登入裝置，它可能已經登出了。');
}

/** The signed-in devices of the settings page, and proving it is you again before sensitive changes. */
export const sessionRoutes: FastifyPluginAsyncZod<{ otp: ReauthCodes }> = async (app, { otp }) => {
  const deps = authDeps(app);

  app.get('/users/sessions.json', { schema: { response: okResponse(sessionsAnswerShape) } }, async (request) => {
    const session = await request.requireSession();
    const rows = await listLiveSessions(app.db, session.userId, app.clock.now());
    return ok({
      sessions: rows.map((row) => ({
        id: row.id,
        ...describeUserAgent(row.user_agent),
        created: formatUtc(row.created),
        last_seen: formatUtc(row.last_seen),
        current: row.id === session.sessionId,
      })),
    });
  });

  app.post('/users/sessions/revoke/:id.json', { ...sessionFirst, schema: { params: revokeParams, response: okResponse(revokeAnswerShape) } }, async (request) => {
    const session = await request.requireSession();
    // Only the caller's own sessions: any other id (or one past the id column's range) is as
    // unknown as a made-up one.
    if (request.params.id > MAX_ROW_ID || !(await revokeOwnSession(app.db, session.userId, request.params.id))) throw notFound();
    return ok({ current: request.params.id === session.sessionId });
  });

  // Proves it is you again: the current password, or for an account without one a fresh code.
  app.post('/users/reauth.json', { ...sessionFirst, schema: { body: reauthBody, response: okResponse({}) } }, async (request) => {
    const session = await request.requireSession();
    const { password, hash, otp: code } = request.body;
    const user = await findCredentials(app.db, session.userId);
    if (!user) throw AppError.unauthenticated();
    if (user.password_hash !== null) {
      if (!password) throw AppError.invalid([{ field: 'password', message: '請輸入目前的密碼。' }]);
      await confirmOwnPassword(deps, { ...session, reauthAt: null }, password, 'password');
    } else {
      if (!hash) throw AppError.invalid([{ field: 'hash', message: '缺少驗證資料，請重新取得驗證碼。' }]);
      if (!code) throw AppError.invalid([{ field: 'otp', message: '請輸入 6 位數字的驗證碼。' }]);
      await otp.verifyReauthCode({ userId: session.userId, hash, otp: code });
    }
    await markReauthenticated(app.db, session.sessionId, app.clock.now());
    return ok();
  });

  app.post('/users/reauth/send_code.json', { ...sessionFirst, schema: { body: sendCodeBody, response: okResponse(reauthCodeShape) } }, async (request) => {
    const session = await request.requireSession();
    const { hash, hint } = await otp.sendReauthCode({ userId: session.userId, channel: request.body.channel, ip: request.ip });
    return ok({ hash, destination_hint: hint });
  });
};
