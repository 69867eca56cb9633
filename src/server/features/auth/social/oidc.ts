import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify, type RemoteJWKSet } from 'jose';
import type { SocialProvider } from '../../../db/schema';
import { invalidSocialToken, SocialProviderUnavailable } from './social-profile';

export interface IdTokenCheck {
  provider: SocialProvider;
  jwksUrl: string;
  issuer: string | string[];
  audience: string;
}

// One key set per URL for the life of the process: jose caches the keys and refetches
// them when a token names a key it has not seen (the providers rotate keys).
const keySets = new Map<string, RemoteJWKSet>();

function keySetAt(url: string): RemoteJWKSet {
  let keySet = keySets.get(url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 });
    keySets.set(url, keySet);
  }
  return keySet;
}

// Failures that mean "this token is not good"; anything else (timeouts, an unreadable key
// set) means the provider could not be asked.
const TOKEN_FAULTS = new Set<string>([
  errors.JWTClaimValidationFailed.code,
  errors.JWTExpired.code,
  errors.JWTInvalid.code,
  errors.JWSInvalid.code,
  errors.JWSSignatureVerificationFailed.code,
  errors.JWKSNoMatchingKey.code,
  errors.JWKSMultipleMatchingKeys.code,
  errors.JOSEAlgNotAllowed.code,
  errors.JOSENotSupported.code,
]);

/**
 * Verifies an OpenID Connect id_token: RS256 signature by a key of the provider's JWKS,
 * issuer, audience (our client id), expiry and a subject. Returns its claims.
 */
export async function verifyIdToken(token: string, check: IdTokenCheck): Promise<JWTPayload & { sub: string }> {
  try {
    const { payload } = await jwtVerify(token, keySetAt(check.jwksUrl), {
      issuer: check.issuer,
      audience: check.audience,
      algorithms: ['RS256'],
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: 30,
    });
    if (typeof payload.sub !== 'string' || payload.sub === '') throw invalidSocialToken();
    return { ...payload, sub: payload.sub };
  } catch (error) {
    if (error instanceof errors.JOSEError && TOKEN_FAULTS.has(error.code)) throw invalidSocialToken();
    if (error instanceof errors.JOSEError || error instanceof TypeError) {
      throw new SocialProviderUnavailable(check.provider, `key set ${check.jwksUrl}: ${error.message}`, { cause: error });
    }
    throw error;
  }
}
