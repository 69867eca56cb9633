import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../../../domain/errors/messages';
import {
  changePasswordSchema,
  checkAccountSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  loginBodySchema,
  loginOnceSchema,
  passwordLoginSchema,
  registerManualSchema,
  resetPasswordSchema,
  signUpSchema,
} from '../../../domain/users/accounts.schema';
import { isValidEmail, normalizeEmail } from '../../../domain/users/account-rules';
import type { RiskScorer } from '../../adapters/risk/risk';
import type { FileStorage } from '../../adapters/storage/storage';
import { ACCOUNT_CHECKS_PER_IP, tooManyChecksMessage } from '../../../domain/users/auth-limits';
import { activationAnswerShape, checkAccountAnswerShape, resendActivationAnswerShape, sessionAnswerShape } from '../../../domain/users/auth.contract';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';
import { parseInput } from '../../lib/parse-input';
import { sessionFirst } from '../../lib/session-first';
import { activateAccount, deleteAccount } from './account.service';
import { isTaken } from './accounts.repository';
import { authDeps, type CallerContext } from './auth.deps';
import type { ReauthCodes } from './reauth';
import { clearSessionCookies, partnerChannelOf, startSession } from './login-session';
import { knownDeviceFor, rememberDevice } from './known-device';
import { verifyLogin } from './login.service';
import { checkLoginRisk } from './login-risk';
import { consumeLoginToken } from './login-tokens.repository';
import { changePassword, requestPasswordReset, resetPassword } from './password.service';
import { revokeSession } from './sessions.repository';
import { sessionRoutes } from './sessions.routes';
import { createAccount } from './signup.service';
import { resendActivation } from './resend-activation';
import { isSocialLogin, loginWithSocial, type SocialLoginFields } from './social/social-login';

export const REFERRAL_COOKIE = 'referral_hash';

function callerOf(request: FastifyRequest): CallerContext {
  const referral = request.cookies[REFERRAL_COOKIE];
  return {
    ip: request.ip,
    partnerChannel: partnerChannelOf(request),
    referralHash: referral && /^[A-Za-z0-9_-]{1,64}$/.test(referral) ? referral : null,
  };
}

const activationParams = z.object({ userId: z.coerce.number().int().positive(), hash: z.string().min(1).max(200) });
// Declared as text for the document; a bad pair answers `invalid hash` (404) in the handler.
const activationPath = z.object({ userId: z.string(), hash: z.string() });

/** A route that answers with a new session, its body declared by `body`. */
const signedIn = <B extends z.ZodType>(body: B) => ({ schema: { body, response: okResponse(sessionAnswerShape) } });
/** A route that answers `ok` alone, its body declared by `body`. */
const done = <B extends z.ZodType>(body: B) => ({ schema: { body, response: okResponse({}) } });

/** Sign-up, login, logout, links and passwords (spec section 7, "Auth"). */
export const authRoutes: FastifyPluginAsyncZod<{ storage: FileStorage; otp: ReauthCodes; loginRisk: RiskScorer | undefined }> = async (
  app,
  { storage, otp, loginRisk },
) => {
  const deps = authDeps(app);
  const riskDeps = { ...deps, scorer: loginRisk, config: app.config.loginRisk, otp, supportEmail: app.config.supportEmail, publicUrl: app.config.publicUrl };
  await app.register(sessionRoutes, { otp });

  app.post('/users/login.json', signedIn(loginBodySchema), async (request, reply) => {
    const { body } = request;
    if (isSocialLogin(body as SocialLoginFields)) {
      return ok({ session_id: await loginWithSocial(request, reply, body as SocialLoginFields) });
    }
    // Parsed here, not in the schema: social fields must be tried first, without these two.
    const { username, passwd } = parseInput(passwordLoginSchema, body);
    const userId = await verifyLogin(deps, {
      identifier: username,
      password: passwd,
      ip: request.ip,
      knownDevice: (id) => knownDeviceFor(request, app.config.authSecret, id),
    });
    const code = body.otp !== undefined && body.otp_hash !== undefined ? { hash: body.otp_hash, otp: body.otp } : undefined;
    await checkLoginRisk(riskDeps, { userId, ip: request.ip, deviceId: body.device_id ?? null, session: body.seon_session ?? null, code });
    rememberDevice(reply, app.config.authSecret, userId, app.config.env === 'production');
    return ok({ session_id: await startSession(request, reply, { userId, deviceId: body.device_id, saved: body.saved ?? false }) });
  });

  app.post('/users/login_once.json', signedIn(loginOnceSchema), async (request, reply) => {
    const { body } = request;
    const owner = await consumeLoginToken(app.db, body.hash, 'login_once', app.clock.now());
    if (!owner) throw new AppError('invalid', ErrorText.InvalidHash, ERROR_TEXT_MESSAGES[ErrorText.InvalidHash]!);
    return ok({ session_id: await startSession(request, reply, { userId: owner.userId, deviceId: body.device_id, saved: body.saved ?? false }) });
  });

  // The quote list asks an unconfirmed address to be confirmed, with this button to mail the link again.
  app.post('/users/resend_activation.json', { schema: { response: okResponse(resendActivationAnswerShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await resendActivation(deps, userId));
  });

  app.post('/users/register/manual.json', signedIn(registerManualSchema), async (request, reply) => {
    const { body } = request;
    const userId = await createAccount(deps, { username: body.username, email: body.email, password: body.passwd, address: body.address }, callerOf(request));
    return ok({ session_id: await startSession(request, reply, { userId, deviceId: body.device_id }) });
  });

  // The schema checks each field; the service pair is checked together below.
  app.post('/users/sign_up.json', signedIn(signUpSchema), async (request, reply) => {
    const { User: user, device_id } = request.body;
    const { service_category: categorySlug, service_city: city } = user;
    if ((categorySlug === undefined) !== (city === undefined)) {
      const missing = categorySlug === undefined ? 'User[service_category]' : 'User[service_city]';
      throw AppError.invalid([{ field: missing, message: '專家註冊需要同時選擇服務類別與服務縣市。' }]);
    }
    const offer = categorySlug !== undefined && city !== undefined ? { categorySlug, city } : undefined;
    const userId = await createAccount(
      deps,
      { username: user.username, email: user.email, password: user.password, firstName: user.first_name, lastName: user.last_name, phone: user.phone },
      callerOf(request),
      offer,
    );
    return ok({ session_id: await startSession(request, reply, { userId, deviceId: device_id }) });
  });

  // The spec requires this answer (the sign-up form checks a name as it is typed).
  app.post('/users/check_account.json', { schema: { body: checkAccountSchema, response: okResponse(checkAccountAnswerShape) } }, async (request) => {
    const { username, email } = request.body;
    // Counted per IP before looking anything up, so the check cannot be used to list members.
    const state = await app.throttle.hit(ACCOUNT_CHECKS_PER_IP, request.ip);
    if (!state.allowed) {
      throw new AppError('rate_limited', ErrorText.RateLimited, tooManyChecksMessage(state.retryAfter), { retryAfterSeconds: state.retryAfter });
    }
    if (username === undefined && email === undefined) throw AppError.invalid([{ field: 'username', message: '請輸入帳號或電子郵件' }]);
    if (email !== undefined && !isValidEmail(normalizeEmail(email))) {
      throw AppError.invalid([{ field: 'email', message: '請輸入正確的電子郵件地址（例如 name@example.com）' }]);
    }
    const checks = [
      ...(username !== undefined ? [isTaken(app.db, username.includes('@') ? 'email' : 'username', username.toLowerCase())] : []),
      ...(email !== undefined ? [isTaken(app.db, 'email', normalizeEmail(email))] : []),
    ];
    const taken = (await Promise.all(checks)).some(Boolean);
    return ok({ message: taken ? ('existing' as const) : ('available' as const) });
  });

  app.post('/users/forgot_password.json', done(forgotPasswordSchema), async (request) => {
    const { email } = request.body;
    await requestPasswordReset(deps, email, request.ip);
    return ok();
  });

  // A known hash without a password is a 400, an unknown one a 404: the service tells them apart.
  app.post('/users/reset_password.json', done(resetPasswordSchema), async (request) => {
    const { hash, password } = request.body;
    await resetPassword(deps, hash, password);
    return ok();
  });

  app.post('/users/change_password.json', { ...sessionFirst, ...done(changePasswordSchema) }, async (request) => {
    const session = await request.requireSession();
    const { body } = request;
    await changePassword(deps, session, body.current_password, body.new_password);
    return ok();
  });

  const activation = { schema: { params: activationPath, response: okResponse(activationAnswerShape) } };
  app.get('/users/activation/:userId/:hash.json', activation, async (request) => {
    const params = activationParams.safeParse(request.params);
    if (!params.success) throw new AppError('not_found', ErrorText.InvalidHash, ERROR_TEXT_MESSAGES[ErrorText.InvalidHash]!);
    const session = await request.loadSession();
    const ownSessionId = session?.userId === params.data.userId ? session.sessionId : undefined;
    const { resetHash } = await activateAccount(deps, params.data.userId, params.data.hash, ownSessionId);
    return ok(resetHash ? { reset_hash: resetHash } : {});
  });

  app.post('/users/delete.json', { ...sessionFirst, ...done(deleteAccountSchema) }, async (request, reply) => {
    const session = await request.requireSession();
    const { password } = request.body;
    await deleteAccount(deps, storage, session, password);
    clearSessionCookies(reply);
    return ok();
  });

  app.post('/users/logout.json', { schema: { response: okResponse({}) } }, async (request, reply) => {
    const session = await request.loadSession();
    if (session) await revokeSession(app.db, session.sessionId);
    clearSessionCookies(reply);
    return ok();
  });
};
