import type { SocialConfig } from '../../../config';
import { verifyIdToken } from './oidc';
import { cleanEmail, cleanName, invalidSocialToken, type SocialProfile } from './social-profile';

type GoogleConfig = NonNullable<SocialConfig['google']>;

// Google issues both forms (https://developers.google.com/identity/openid-connect/openid-connect#validatinganidtoken).
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/** Checks a Google Sign-In id_token and that it belongs to the user id the client sent. */
export async function verifyGoogleLogin(config: GoogleConfig, googleUserId: string, idToken: string): Promise<SocialProfile> {
  const claims = await verifyIdToken(idToken, {
    provider: 'google',
    jwksUrl: config.jwksUrl,
    issuer: GOOGLE_ISSUERS,
    audience: config.clientId,
  });
  if (claims.sub !== googleUserId) throw invalidSocialToken();
  const email = cleanEmail(claims.email);
  return {
    provider: 'google',
    providerUserId: claims.sub,
    email,
    emailVerified: email !== null && claims.email_verified === true,
    firstName: cleanName(claims.given_name) || (claims.family_name ? '' : cleanName(claims.name)),
    lastName: cleanName(claims.family_name),
  };
}
