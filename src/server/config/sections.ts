import { hkdfSync } from 'node:crypto';
import { FEATURE_FLAGS, type FeatureFlags, flagEnvName } from '../../domain/flags/feature-flags';
import type { EnvValues } from './env-schema';
import { booleanFromEnv } from './env-values';
import type { CardsConfig, SocialConfig, StorageConfig } from './types';

export function readSocialConfig(env: EnvValues, oauth: boolean, publicUrl: string): SocialConfig {
  const { GOOGLE_CLIENT_ID: google, APPLE_CLIENT_ID: apple, APPLE_TEAM_ID: team, APPLE_KEY_ID: key, APPLE_PRIVATE_KEY: pem } = env;
  const { FACEBOOK_APP_ID: appId, FACEBOOK_APP_SECRET: appSecret } = env;
  return {
    google: oauth && google ? { clientId: google, jwksUrl: env.GOOGLE_JWKS_URL } : undefined,
    apple:
      oauth && apple && team && key && pem
        ? {
            clientId: apple,
            teamId: team,
            keyId: key,
            // Env files often hold the .p8 key on one line with literal \n.
            privateKey: pem.replaceAll('\\n', '\n'),
            redirectUri: env.APPLE_REDIRECT_URI ?? `${publicUrl}/login`,
            tokenUrl: env.APPLE_TOKEN_URL,
            jwksUrl: env.APPLE_JWKS_URL,
          }
        : undefined,
    facebook: oauth && appId && appSecret ? { appId, appSecret, graphUrl: env.FACEBOOK_GRAPH_URL.replace(/\/$/, '') } : undefined,
  };
}

export function readCardsConfig(env: EnvValues): CardsConfig {
  const { TAPPAY_PARTNER_KEY: partnerKey, TAPPAY_MERCHANT_ID: merchantId, TAPPAY_APP_ID: appId, TAPPAY_APP_KEY: appKey } = env;
  const tappayKeys = env.CARD_PROVIDER === 'tappay' && partnerKey && merchantId && appId && appKey;
  return {
    gateway: env.CARD_PROVIDER === 'stripe' || env.CARD_PROVIDER === 'stripe-sandbox' ? 'stripe' : 'tappay',
    sandbox: env.CARD_PROVIDER === 'sandbox' || env.CARD_PROVIDER === 'stripe-sandbox',
    allowForeign: env.CARD_ALLOW_FOREIGN,
    tappay: tappayKeys ? { partnerKey, merchantId, appId, appKey, baseUrl: env.TAPPAY_BASE_URL.replace(/\/$/, '') } : undefined,
    stripe:
      env.CARD_PROVIDER === 'stripe' && env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            baseUrl: env.STRIPE_BASE_URL.replace(/\/$/, ''),
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
          }
        : undefined,
  };
}

/**
 * Without AUTH_SECRET, the secret that keys code hashes and device cookies is derived from the
 * data key (its own HKDF label), so production needs one secret less; set AUTH_SECRET to keep
 * codes and known devices valid across a rotation of DATA_ENCRYPTION_KEY.
 */
export function deriveAuthSecret(dataKey: string): string {
  return Buffer.from(hkdfSync('sha256', Buffer.from(dataKey, 'base64'), Buffer.alloc(0), 'marketplace auth secret', 32)).toString('hex');
}

export function readFlags(source: NodeJS.ProcessEnv, problems: string[]): FeatureFlags {
  const flags = {} as FeatureFlags;
  for (const flag of FEATURE_FLAGS) {
    const name = flagEnvName(flag);
    const raw = source[name];
    const parsed = raw === undefined ? { success: true as const, data: true } : booleanFromEnv.safeParse(raw);
    if (parsed.success) flags[flag] = parsed.data;
    else problems.push(`${name}: must be true or false (got "${raw}")`);
  }
  return flags;
}

export function readStorageConfig(env: EnvValues): StorageConfig {
  if (env.STORAGE_DRIVER !== 's3' || !env.S3_ENDPOINT || !env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return { driver: 'disk' };
  const endpoint = env.S3_ENDPOINT.replace(/\/$/, '');
  return {
    driver: 's3',
    endpoint,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    publicUrl: (env.S3_PUBLIC_URL ?? `${endpoint}/${env.S3_BUCKET}`).replace(/\/$/, ''),
  };
}
