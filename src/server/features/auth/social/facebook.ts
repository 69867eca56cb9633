import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { SocialConfig } from '../../../config';
import { cleanEmail, cleanName, invalidSocialToken, type SocialProfile, SocialProviderUnavailable } from './social-profile';

type FacebookConfig = NonNullable<SocialConfig['facebook']>;

const graphId = z.union([z.string(), z.number()]).transform(String);

// https://developers.facebook.com/docs/graph-api/reference/debug_token
const debugTokenSchema = z.object({
  data: z.object({
    is_valid: z.boolean(),
    app_id: graphId.optional(),
    user_id: graphId.optional(),
  }),
});

const meSchema = z.object({
  id: graphId,
  name: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  email: z.string().optional(),
});

const graphErrorSchema = z.object({ error: z.object({ type: z.string().optional(), code: z.number().optional() }) });

async function graphGet(config: FacebookConfig, path: string, query: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const url = `${config.graphUrl}${path}?${new URLSearchParams(query).toString()}`;
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch (error) {
    throw new SocialProviderUnavailable('facebook', `${path}: ${String(error)}`, { cause: error });
  }
}

/**
 * Checks a Facebook user access token: debug_token (with our app token) must call it valid,
 * issued to our app, for the user id the client sent; then /me gives the name and e-mail.
 */
export async function verifyFacebookLogin(config: FacebookConfig, facebookUserId: string, accessToken: string): Promise<SocialProfile> {
  const debug = await graphGet(config, '/debug_token', { input_token: accessToken, access_token: `${config.appId}|${config.appSecret}` });
  // A bad input token comes back as 200 with is_valid false; a non-200 means our app token was refused.
  const parsed = debugTokenSchema.safeParse(debug.body);
  if (debug.status !== 200 || !parsed.success) throw new SocialProviderUnavailable('facebook', `debug_token answered ${debug.status}`);
  const data = parsed.data.data;
  if (!data.is_valid || data.app_id !== config.appId || data.user_id !== facebookUserId) throw invalidSocialToken();

  const proof = createHmac('sha256', config.appSecret).update(accessToken).digest('hex');
  const me = await graphGet(config, '/me', { fields: 'id,name,first_name,last_name,email', access_token: accessToken, appsecret_proof: proof });
  if (me.status !== 200) {
    // The token died between the two calls (OAuthException) or Facebook failed.
    if (graphErrorSchema.safeParse(me.body).data?.error.type === 'OAuthException') throw invalidSocialToken();
    throw new SocialProviderUnavailable('facebook', `/me answered ${me.status}`);
  }
  const profile = meSchema.safeParse(me.body);
  if (!profile.success) throw new SocialProviderUnavailable('facebook', '/me answered without an id');
  if (profile.data.id !== facebookUserId) throw invalidSocialToken();
  const { first_name: first, last_name: last, name } = profile.data;
  return {
    provider: 'facebook',
    providerUserId: profile.data.id,
    email: cleanEmail(profile.data.email),
    // Facebook does not say whether the address was verified, so it never links or activates.
    emailVerified: false,
    firstName: cleanName(first) || (last ? '' : cleanName(name)),
    lastName: cleanName(last),
  };
}
