import { type CryptoKey, importPKCS8, SignJWT } from 'jose';
import { z } from 'zod';
import type { SocialConfig } from '../../../config';
import { verifyIdToken } from './oidc';
import { cleanEmail, invalidSocialToken, type SocialProfile, SocialProviderUnavailable } from './social-profile';

type AppleConfig = NonNullable<SocialConfig['apple']>;

export const APPLE_ISSUER = 'https://appleid.apple.com';
// Apple allows up to six months; a short-lived secret per exchange leaks nothing lasting.
const CLIENT_SECRET_LIFETIME = '5m';

const keys = new Map<string, Promise<CryptoKey>>();

function signingKey(pem: string): Promise<CryptoKey> {
  let key = keys.get(pem);
  if (!key) {
    key = importPKCS8(pem, 'ES256');
    keys.set(pem, key);
  }
  return key;
}

/**
 * The client_secret of Apple's token endpoint: an ES256 JWT signed with the .p8 key,
 * kid = key id, iss = team id, sub = our client id (Services ID), aud = Apple.
 */
export async function appleClientSecret(config: AppleConfig): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: config.keyId })
    .setIssuer(config.teamId)
    .setSubject(config.clientId)
    .setAudience(APPLE_ISSUER)
    .setIssuedAt()
    .setExpirationTime(CLIENT_SECRET_LIFETIME)
    .sign(await signingKey(config.privateKey));
}

const tokenResponseSchema = z.object({ id_token: z.string().min(1) });
const errorResponseSchema = z.object({ error: z.string() });

async function exchangeCode(config: AppleConfig, code: string): Promise<string> {
  const form = new URLSearchParams({
    client_id: config.clientId,
    client_secret: await appleClientSecret(config),
    code,
    grant_type: 'authorization_code',
    redirect_uri: config.redirectUri,
  });
  let response: Response;
  try {
    response = await fetch(config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new SocialProviderUnavailable('apple', `token endpoint ${config.tokenUrl}: ${String(error)}`, { cause: error });
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = tokenResponseSchema.safeParse(body);
    if (parsed.success) return parsed.data.id_token;
    throw new SocialProviderUnavailable('apple', 'token endpoint answered without an id_token');
  }
  const error = errorResponseSchema.safeParse(body);
  // invalid_grant: the code is wrong, used or expired - the user's side. Anything else
  // (invalid_client: our key, ids or redirect URI) is a setup fault to log, not to blame on them.
  if (response.status === 400 && error.success && error.data.error === 'invalid_grant') throw invalidSocialToken();
  throw new SocialProviderUnavailable('apple', `token endpoint answered ${response.status} ${error.success ? error.data.error : ''}`);
}

/** Sign in with Apple on the web: exchanges the authorization code and checks the id_token it returns. */
export async function verifyAppleLogin(config: AppleConfig, code: string): Promise<SocialProfile> {
  const idToken = await exchangeCode(config, code);
  const claims = await verifyIdToken(idToken, {
    provider: 'apple',
    jwksUrl: config.jwksUrl,
    issuer: APPLE_ISSUER,
    audience: config.clientId,
  });
  const email = cleanEmail(claims.email);
  // Apple sends email_verified as the string "true" or as a boolean.
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  // Apple gives the name only once, to the browser, never in the id_token.
  return { provider: 'apple', providerUserId: claims.sub, email, emailVerified: email !== null && verified, firstName: '', lastName: '' };
}
