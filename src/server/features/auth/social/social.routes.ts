import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { socialLinksShape, socialProvidersShape } from '../../../../domain/users/auth.contract';
import { ok } from '../../../lib/envelope';
import { okResponse } from '../../../lib/http-schemas';
import { AppError } from '../../../../domain/errors/app-error';
import { ErrorText } from '../../../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../../../../domain/errors/messages';
import { requireRecentAuth } from '../reauth';
import { deleteLinkKeepingAWayIn, linkedProviders } from './social-accounts.repository';
import { connectSocialAccount } from './social-accounts.service';
import { verifySocialFields } from './social-login';
import { SOCIAL_PROVIDERS } from './social-profile';

// Forms send text; a JSON client may send a Facebook id as a number.
const text = z.union([z.string(), z.number()]).transform(String).optional();

const UNKNOWN_PROVIDER = '不支援這個第三方登入。';
const connectParams = z.object({ provider: z.enum(SOCIAL_PROVIDERS, { error: UNKNOWN_PROVIDER }) });
// A provider we do not know names nothing: 404 in these words.
const providerConfig = { notFoundText: UNKNOWN_PROVIDER };
const connectBody = z
  .object({ facebook_user_id: text, access_token: text, google_user_id: text, id_token: text, code: text, platform: text })
  .default({});

// A missing session is a 403 before any complaint about the body.
async function sessionFirst(request: FastifyRequest): Promise<void> {
  await request.requireSession();
}

/** Social login configuration for the web client, and linking a provider to an account or removing it. */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const social = app.config.social;
  const socialMap = async (userId: number): Promise<Record<string, 0 | 1>> => {
    const linked = await linkedProviders(app.db, userId);
    return Object.fromEntries(SOCIAL_PROVIDERS.map((provider) => [provider, linked.includes(provider) ? (1 as const) : (0 as const)]));
  };

  // What the login screen needs to draw only the buttons that work.
  app.get('/users/social_providers.json', { schema: { response: okResponse(socialProvidersShape) } }, async () => {
    return ok({
      providers: SOCIAL_PROVIDERS.filter((provider) => social[provider] !== undefined),
      ...(social.google && { google_client_id: social.google.clientId }),
      ...(social.apple && { apple_client_id: social.apple.clientId, apple_redirect_uri: social.apple.redirectUri }),
      ...(social.facebook && { facebook_app_id: social.facebook.appId }),
    });
  });

  app.post(
    '/users/connect_social/:provider.json',
    {
      preValidation: sessionFirst,
      config: providerConfig,
      schema: { params: connectParams, body: connectBody, response: okResponse(socialLinksShape) },
    },
    async (request) => {
      const session = await request.requireSession();
      // A linked provider is a way in for good: only after a recent proof that it is the owner.
      requireRecentAuth(session, app.clock.now());
      const profile = await verifySocialFields(social, request.params.provider, request.body);
      await connectSocialAccount(app.db, session.userId, profile);
      return ok({ social: await socialMap(session.userId) });
    },
  );

  app.post('/users/disconnect_social/:provider.json', { preValidation: sessionFirst, config: providerConfig, schema: { params: connectParams, response: okResponse(socialLinksShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    const result = await deleteLinkKeepingAWayIn(app.db, userId, request.params.provider);
    if (result === 'none') throw AppError.notFound('這個登入方式沒有連結到您的帳號。');
    if (result === 'last') throw new AppError('conflict', ErrorText.LastLoginMethod, ERROR_TEXT_MESSAGES[ErrorText.LastLoginMethod]!);
    return ok({ social: await socialMap(userId) });
  });
};
