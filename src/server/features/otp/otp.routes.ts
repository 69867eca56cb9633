import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { editEmailBody, emailAuthBody, emailBody, hashOtpBody, phoneBody, validateUserBody } from '../../../domain/users/otp.schema';
import { codeSentShape, editEmailAnswerShape, phoneCodeByEmailShape, sessionAnswerShape } from '../../../domain/users/auth.contract';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';
import { sessionFirst } from '../../lib/session-first';
import { partnerChannelOf, startSession, requireRecentAuth } from '../auth';
import { loadUserState } from '../users';
import { findUserById } from './otp.repository';
import type { OtpService } from './otp.service';
import type { SignupContext } from './otp.signup';

const REFERRAL_COOKIE = 'referral_hash';

const codeSent = okResponse(codeSentShape);
const signedIn = okResponse(sessionAnswerShape);

function signupContext(request: FastifyRequest): SignupContext {
  const referral = request.cookies[REFERRAL_COOKIE];
  return {
    partnerChannel: partnerChannelOf(request),
    referralHash: referral && /^[A-Za-z0-9_-]{1,64}$/.test(referral) ? referral : null,
  };
}

const required = (field: string, message: string) => AppError.invalid([{ field, message }]);

/** Phone and e-mail one-time codes: phone verification, code logins, the e-mail change. */
export const otpRoutes: FastifyPluginAsyncZod<{ otp: OtpService }> = async (app, { otp }) => {

  const signIn = async (request: FastifyRequest, reply: FastifyReply, userId: number, body: { device_id?: string | undefined; saved?: boolean | undefined }) => {
    const token = await startSession(request, reply, { userId, deviceId: body.device_id, saved: body.saved ?? false });
    return ok({ session_id: token });
  };

  const sendPhoneCode = (voice: boolean) => async (request: FastifyRequest<{ Body: z.infer<typeof phoneBody> }>) => {
    const session = await request.loadSession();
    const hash = await otp.sendPhoneCode({ phone: request.body.phone, voice, userId: session?.userId ?? null, ip: request.ip });
    return ok({ hash });
  };
  app.post('/users/verify/phone/preauth.json', { schema: { body: phoneBody, response: codeSent } }, sendPhoneCode(false));
  app.post('/users/verify/voice/preauth.json', { schema: { body: phoneBody, response: codeSent } }, sendPhoneCode(true));

  app.post('/users/verify/phone/auth.json', { ...sessionFirst, schema: { body: hashOtpBody, response: okResponse({}) } }, async (request) => {
    const session = await request.requireSession();
    const { userId } = session;
    // Replacing a verified phone (a way to sign in) needs a recent proof; a first phone does not.
    const current = await findUserById(app.db, userId);
    if (current?.is_phone_confirmed) requireRecentAuth(session, app.clock.now());
    await otp.confirmPhone({ userId, hash: request.body.hash, otp: request.body.otp });
    return ok();
  });

  app.post('/users/send_otp_to_phone_by_email.json', { schema: { body: emailBody, response: okResponse(phoneCodeByEmailShape) } }, async (request) => {
    const { hash, phoneHint } = await otp.sendPhoneCodeByEmail({ email: request.body.email, ip: request.ip });
    return ok({ hash, phone_hint: phoneHint });
  });

  app.post('/new/v1/email_verifications/preauth_login', { schema: { body: emailBody, response: codeSent } }, async (request) => {
    return ok({ hash: await otp.sendEmailLoginCode({ email: request.body.email, ip: request.ip }) });
  });

  app.post('/new/v1/email_verifications/auth', { schema: { body: emailAuthBody, response: signedIn } }, async (request, reply) => {
    const userId = await otp.loginWithHash(request.body, signupContext(request));
    return signIn(request, reply, userId, request.body);
  });

  app.post('/users/validate_user.json', { schema: { body: validateUserBody, response: signedIn } }, async (request, reply) => {
    const body = request.body;
    let userId: number;
    if (body.verify_code !== undefined) {
      if (!body.phone && !body.hash) throw required('phone', '請輸入手機號碼。');
      userId = await otp.loginWithPhoneCode({ phone: body.phone, hash: body.hash, code: body.verify_code }, signupContext(request));
    } else if (body.email_verify_code !== undefined) {
      if (!body.username && !body.hash) throw required('username', '請輸入帳號或電子郵件。');
      userId = await otp.loginWithEmailCode({ username: body.username, hash: body.hash, code: body.email_verify_code }, signupContext(request));
    } else {
      throw required(body.username ? 'email_verify_code' : 'verify_code', '請輸入 6 位數字的驗證碼。');
    }
    return signIn(request, reply, userId, body);
  });

  app.post('/new/v1/users/edit_email', { ...sessionFirst, schema: { body: editEmailBody, response: okResponse(editEmailAnswerShape) } }, async (request) => {
    const session = await request.requireSession();
    const { userId } = session;
    const { email, hash, otp: code } = request.body;
    if (hash !== undefined || code !== undefined) {
      if (hash === undefined) throw required('hash', '缺少驗證資料，請重新取得驗證碼。');
      if (code === undefined) throw required('otp', '請輸入 6 位數字的驗證碼。');
      await otp.finishEmailChange({ userId, sessionId: session.sessionId, hash, otp: code });
      // The same info as GET /user/me.json, so the client can replace what it holds.
      return ok({ info: (await loadUserState(app.db, userId)).info });
    }
    if (email === undefined) throw required('email', '請輸入新的電子郵件。');
    requireRecentAuth(session, app.clock.now());
    return ok({ hash: await otp.startEmailChange({ userId, email, ip: request.ip }) });
  });
};
