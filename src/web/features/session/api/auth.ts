import type { z } from 'zod';
import type { loginBodySchema, loginOnceSchema, passwordLoginSchema, signUpSchema } from '../../../../domain/users/accounts.schema';
import type { ActivationAnswer, checkAccountAnswerShape, CodeSent, SessionAnswer, SocialProviders } from '../../../../domain/users/auth.contract';
import type { emailAuthBody, validateUserBody } from '../../../../domain/users/otp.schema';
import type { Answer } from '../../../../domain/http/envelope';
import { type ApiClient, ApiError } from '../../../api/client';

/**
 * Sign-in and account-recovery calls of spec section 7 "Auth". Every sign-in answers
 * `session_id`, but the web app never keeps it: the server sets the HttpOnly session cookie.
 */
export type { SessionAnswer, SocialProviders } from '../../../../domain/users/auth.contract';

/** POST /users/login.json with a password; `saved: 1` keeps the session cookie for 30 days instead of a year (spec section 9). */
export type PasswordLogin = z.input<typeof passwordLoginSchema> & Pick<z.input<typeof loginBodySchema>, 'device_id' | 'seon_session' | 'saved' | 'otp' | 'otp_hash'>;
// The social branches of the login body are read by the server's provider checks, not by a schema.
export interface GoogleLogin {
  google_user_id: string;
  id_token: string;
  device_id: string;
}
export interface FacebookLogin {
  facebook_user_id: string;
  access_token: string;
  device_id: string;
}
export interface AppleLogin {
  code: string;
  platform: 'web';
  device_id: string;
}
export type SocialLogin = GoogleLogin | FacebookLogin | AppleLogin;

/** POST /users/validate_user.json: a phone and its code. */
export type PhoneCodeLogin = z.input<typeof validateUserBody>;
/** POST /new/v1/email_verifications/auth: the code's hash and the code. */
export type EmailCodeLogin = z.input<typeof emailAuthBody>;
/** The `User` of POST /users/sign_up.json; a category slug with service_city (a city name such as 臺北市) is a pro sign-up. */
export type SignUpUser = z.input<typeof signUpSchema>['User'];

export type SocialProvider = SocialProviders['providers'][number];

const post = <T>(api: ApiClient, path: string, body: Record<string, unknown>) => api.request<T>(path, { method: 'POST', body, quiet: true });

export const login = (api: ApiClient, body: PasswordLogin | SocialLogin) => post<SessionAnswer>(api, '/users/login.json', { ...body });
export const loginOnce = (api: ApiClient, body: z.input<typeof loginOnceSchema>) => post<SessionAnswer>(api, '/users/login_once.json', body);
export const validateUser = (api: ApiClient, body: PhoneCodeLogin) => post<SessionAnswer>(api, '/users/validate_user.json', { ...body });
export const emailCodeLogin = (api: ApiClient, body: EmailCodeLogin) => post<SessionAnswer>(api, '/new/v1/email_verifications/auth', { ...body });
export const signUp = (api: ApiClient, user: SignUpUser) => post<SessionAnswer>(api, '/users/sign_up.json', { User: user });

/** Sends a 6-digit code by SMS (or a voice call) to a phone; answers the challenge's hash. */
export const sendPhoneCode = (api: ApiClient, phone: string, voice = false) =>
  post<CodeSent>(api, voice ? '/users/verify/voice/preauth.json' : '/users/verify/phone/preauth.json', { phone });
/** Mails a 6-digit login code; for an address without an account the code signs the visitor up. */
export const sendEmailLoginCode = (api: ApiClient, email: string) => post<CodeSent>(api, '/new/v1/email_verifications/preauth_login', { email });

export async function isAccountTaken(api: ApiClient, fields: { email?: string; username?: string }): Promise<boolean> {
  const { message } = await post<Answer<typeof checkAccountAnswerShape>>(api, '/users/check_account.json', fields);
  return message === 'existing';
}

export const forgotPassword = (api: ApiClient, email: string) => post<object>(api, '/users/forgot_password.json', { email });
export const resetPassword = (api: ApiClient, hash: string, password: string) => post<object>(api, '/users/reset_password.json', { hash, password });

/**
 * Whether a reset link is still good: the spec's way is to send the hash without a password;
 * 400 means "valid hash, password missing", 404 means unknown, used or expired.
 */
export async function checkResetHash(api: ApiClient, hash: string): Promise<boolean> {
  try {
    await post<object>(api, '/users/reset_password.json', { hash });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return true;
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

/** `reset_hash`: the first activation drops the sign-up password; the page sets a new one with it. */
export const activateAccount = (api: ApiClient, userId: string, hash: string) =>
  api.request<ActivationAnswer>(`/users/activation/${encodeURIComponent(userId)}/${encodeURIComponent(hash)}.json`, { quiet: true });

/** Revokes this browser's session; the server clears the cookie whatever happens. */
export const logout = (api: ApiClient) => api.request<object>('/users/logout.json', { method: 'POST', quiet: true, guestOk: true });

export const getSocialProviders = (api: ApiClient) => api.request<SocialProviders>('/users/social_providers.json', { quiet: true });
