import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../../domain/errors/app-error';
import type { SocialConfig } from '../../../config';
import type { SocialProvider } from '../../../db/schema';
import { partnerChannelOf, startSession } from '../login-session';
import { verifyAppleLogin } from './apple';
import { verifyFacebookLogin } from './facebook';
import { verifyGoogleLogin } from './google';
import { findOrCreateSocialUser, type SocialSignupContext } from './social-accounts.service';
import { providerNotConfigured, type SocialProfile } from './social-profile';

/** The social branches of POST /users/login.json (spec section 7). */
export interface SocialLoginFields {
  facebook_user_id?: string | undefined;
  access_token?: string | undefined;
  google_user_id?: string | undefined;
  id_token?: string | undefined;
  code?: string | undefined;
  platform?: string | undefined;
  device_id?: string | undefined;
  /** "Keep me signed in" (1, true, on): the 30-day cookie; ignored for Apple (spec section 9). */
  saved?: unknown;
}

const REFERRAL_COOKIE = 'referral_hash';
const TOKEN_MAX = 8192;

/** True when the login body is a social login rather than a password login. */
export function isSocialLogin(body: SocialLoginFields): boolean {
  return Boolean(body.facebook_user_id || body.google_user_id || (body.code && body.platform));
}

/** Which provider a login body speaks for. */
export function socialProviderOf(body: SocialLoginFields): SocialProvider {
  if (body.facebook_user_id) return 'facebook';
  if (body.google_user_id) return 'google';
  return 'apple';
}

function field(body: SocialLoginFields, name: 'facebook_user_id' | 'access_token' | 'google_user_id' | 'id_token' | 'code', message: string): string {
  // The login body is loosely parsed: a JSON client may send a numeric Facebook id.
  const raw: unknown = body[name];
  const value = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : raw;
  if (typeof value !== 'string' || value.trim() === '' || value.length > TOKEN_MAX) throw AppError.invalid([{ field: name, message }]);
  return value.trim();
}

/**
 * Checks the provider's token in a login or connect body and returns who it proves.
 * 400 `provider not configured` or `invalid social token`; a provider that cannot be
 * reached is a server error.
 */
export async function verifySocialFields(config: SocialConfig, provider: SocialProvider, body: SocialLoginFields): Promise<SocialProfile> {
  if (provider === 'google') {
    if (!config.google) throw providerNotConfigured();
    const userId = field(body, 'google_user_id', '缺少 Google 帳號資料。');
    return verifyGoogleLogin(config.google, userId, field(body, 'id_token', '缺少 Google 登入憑證。'));
  }
  if (provider === 'facebook') {
    if (!config.facebook) throw providerNotConfigured();
    const userId = field(body, 'facebook_user_id', '缺少 Facebook 帳號資料。');
    return verifyFacebookLogin(config.facebook, userId, field(body, 'access_token', '缺少 Facebook 登入憑證。'));
  }
  if (!config.apple) throw providerNotConfigured();
  const code = field(body, 'code', '缺少 Apple 授權碼。');
  if (body.platform !== 'web') throw AppError.invalid([{ field: 'platform', message: '目前只支援網頁版的 Apple 登入（platform=web）。' }]);
  return verifyAppleLogin(config.apple, code);
}

function isSaved(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true' || value === 'on';
}

function signupContext(request: FastifyRequest): SocialSignupContext {
  const referral = request.cookies[REFERRAL_COOKIE];
  return {
    partnerChannel: partnerChannelOf(request),
    referralHash: referral && /^[A-Za-z0-9_-]{1,64}$/.test(referral) ? referral : null,
  };
}

/**
 * Signs in (creating the account on first use) with Google, Apple or Facebook and returns the
 * new session token. Refuses a provider that is not configured.
 */
export async function loginWithSocial(request: FastifyRequest, reply: FastifyReply, body: SocialLoginFields): Promise<string> {
  const provider = socialProviderOf(body);
  const profile = await verifySocialFields(request.server.config.social, provider, body);
  const userId = await findOrCreateSocialUser(request.server.db, profile, signupContext(request));
  // Apple login always keeps the default year-long cookie (spec section 9).
  const saved = provider !== 'apple' && isSaved(body.saved);
  return startSession(request, reply, { userId, deviceId: body.device_id, saved });
}
