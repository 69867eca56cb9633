import { createHash, hkdfSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { IntegrationsConfig } from '../domain/integrations/integrations';
import { FEATURE_FLAGS, type FeatureFlags, flagEnvName } from '../domain/flags/feature-flags';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from '../domain/traffic-limits';
import { DEFAULT_REQUEST_MAX_QUOTES, DEFAULT_WELCOME_CREDIT } from '../domain/wallet/fees';

const DEV_API_KEY = 'dev-local-api-key';
// Development and tests only: a fixed, public key, so local data survives restarts. Refused in production.
const DEV_DATA_ENCRYPTION_KEY = createHash('sha256').update('marketplace development data key, not secret').digest();
const DATA_KEY_BYTES = 32;
const isDataKey = (v: string) => /^[A-Za-z0-9+/]+={0,2}$/.test(v) && Buffer.from(v, 'base64').length === DATA_KEY_BYTES;
const dataKeyMessage = `must be ${DATA_KEY_BYTES} random bytes in base64 (openssl rand -base64 ${DATA_KEY_BYTES})`;
// Development and tests only; production derives its own from DATA_ENCRYPTION_KEY unless AUTH_SECRET is set.
const DEV_AUTH_SECRET = 'dev-local-auth-secret-not-for-production-use';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['true', '1', 'on', 'yes'].includes(v));

// An empty variable (`GOOGLE_CLIENT_ID=` in an env file) counts as unset.
const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();
const PKCS8_PEM = /-----BEGIN PRIVATE KEY-----[\s\S]+-----END PRIVATE KEY-----/;
const APPLE_VARIABLES = ['APPLE_CLIENT_ID', 'APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY'] as const;
const FACEBOOK_VARIABLES = ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'] as const;
const ECPAY_VARIABLES = ['ECPAY_MERCHANT_ID', 'ECPAY_HASH_KEY', 'ECPAY_HASH_IV'] as const;
const VAPID_VARIABLES = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;

/** The package version, the release when RELEASE is unset. */
const PACKAGE_VERSION: string = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** The payment settings that decide whether money is real. */
interface PaymentEnv {
  CARD_PROVIDER: string;
  STRIPE_SECRET_KEY?: string | undefined;
  TAPPAY_BASE_URL: string;
  ECPAY_MERCHANT_ID?: string | undefined;
  ECPAY_BASE_URL: string;
}

/** ECPay's published test merchants: anyone can sign their notifications. */
const ECPAY_STAGE_MERCHANTS = ['3002607', '2000132', '2000214', '3002599'];
const SANDBOX_HINT = 'when NODE_ENV=production (ALLOW_SANDBOX_PAYMENTS=1 allows sandbox payments for a demo)';

/**
 * Why payments would not move real money: a local fake, test-mode keys, a sandbox host or
 * ECPay's public test merchant. Empty when both gateways are real.
 */
export function sandboxPaymentReasons(env: PaymentEnv): { variable: string; message: string }[] {
  const reasons: { variable: string; message: string }[] = [];
  if (env.CARD_PROVIDER === 'sandbox' || env.CARD_PROVIDER === 'stripe-sandbox') {
    reasons.push({ variable: 'CARD_PROVIDER', message: `must be tappay or stripe with real keys ${SANDBOX_HINT}` });
  }
  if (env.CARD_PROVIDER === 'stripe' && /^(sk|rk)_test_/.test(env.STRIPE_SECRET_KEY ?? '')) {
    reasons.push({ variable: 'STRIPE_SECRET_KEY', message: `must be a live key (sk_live_...) ${SANDBOX_HINT}` });
  }
  if (env.CARD_PROVIDER === 'tappay' && new URL(env.TAPPAY_BASE_URL).hostname !== 'prod.tappaysdk.com') {
    reasons.push({ variable: 'TAPPAY_BASE_URL', message: `must be https://prod.tappaysdk.com ${SANDBOX_HINT}` });
  }
  if (!env.ECPAY_MERCHANT_ID) {
    reasons.push({ variable: 'ECPAY_MERCHANT_ID', message: `is required with ECPAY_HASH_KEY and ECPAY_HASH_IV ${SANDBOX_HINT}` });
  } else if (ECPAY_STAGE_MERCHANTS.includes(env.ECPAY_MERCHANT_ID) || new URL(env.ECPAY_BASE_URL).hostname.includes('-stage.')) {
    reasons.push({ variable: 'ECPAY_MERCHANT_ID', message: `must be a real merchant on payment.ecpay.com.tw, not ECPay's test merchant, ${SANDBOX_HINT}` });
  }
  return reasons;
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    // At least 2: a running background job holds one connection for its lock.
    DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
    DATA_DIR: z.string().min(1).default('./data'),
    API_KEY: z.string().min(8).optional(),
    // Keys the one-time codes' HMAC and the signed device cookie; a database copy alone yields neither.
    AUTH_SECRET: z.string().trim().min(32, 'must be at least 32 characters (e.g. `openssl rand -hex 32`)').optional(),
    API_PREFIX: z
      .string()
      .regex(/^\/[a-z0-9/_-]*[a-z0-9_-]$/i, 'must start with / and not end with /')
      .default('/api'),
    // Unset: this machine at PORT, so a server on any port links (and shows) its own pictures.
    PUBLIC_URL: z.url().optional(),
    ECPAY_MERCHANT_ID: optionalText,
    ECPAY_HASH_KEY: optionalText,
    ECPAY_HASH_IV: optionalText,
    ECPAY_BASE_URL: z.url().default('https://payment.ecpay.com.tw'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_FILE: z.string().min(1).optional(),
    // Which proxies' X-Forwarded-For to believe: addresses or CIDRs (comma-separated), the
    // names loopback / linklocal / uniquelocal, or true for any (never in production: anyone could
    // then choose the address the per-IP limits count). Behind a load balancer, list its addresses.
    TRUST_PROXY: z
      .string()
      .trim()
      .default('loopback')
      .refine((v) => v === 'true' || v === 'false' || /^[0-9A-Za-z.:/_,\s-]+$/.test(v), '必須是 true、false、位址或 CIDR（以逗號分隔）'),
    ANALYTICS_URL: z.url().optional(),
    // Third-party integrations of spec section 1, each off while its id is unset.
    GTM_ID: optionalText.pipe(z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, 'must look like GTM-XXXXXXX').optional()),
    CHAT_WIDGET_ID: optionalText.pipe(z.string().regex(/^[a-f0-9]{24}\/[a-z0-9]{6,12}$/i, 'must be a Tawk.to property/widget pair, e.g. 5f1a.../1e2b3c4d5').optional()),
    HELP_WIDGET_KEY: optionalText.pipe(z.string().regex(/^[a-f0-9-]{36}$/i, 'must be a Zendesk widget key (a UUID)').optional()),
    HEATMAP_ID: optionalText.pipe(z.string().regex(/^\d{4,10}$/, 'must be a Hotjar site id (digits)').optional()),
    // The build running, logged with every client error report (defaults to the package version).
    RELEASE: optionalText.pipe(z.string().regex(/^[A-Za-z0-9._+-]{1,64}$/, 'letters, digits and . _ + - only').optional()),
    CONTENT_SITE_URL: z.url().optional(),
    SUPPORT_EMAIL: z.email('must be an e-mail address').optional(),
    SMTP_URL: z.string().regex(/^smtps?:\/\/[^/]+/, 'must look like smtp://user:pass@host:587 or smtps://...').optional(),
    MAIL_FROM: z.string().min(3).optional(),
    SMS_PROVIDER: z.enum(['outbox', 'every8d']).optional(),
    EVERY8D_UID: z.string().min(1).optional(),
    EVERY8D_PWD: z.string().min(1).optional(),
    EVERY8D_URL: z.url().default('https://api.e8d.tw'),
    ALLOW_OUTBOX_IN_PRODUCTION: booleanFromEnv.default(false),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
    APPLE_CLIENT_ID: optionalText,
    APPLE_TEAM_ID: optionalText,
    APPLE_KEY_ID: optionalText,
    APPLE_PRIVATE_KEY: optionalText.refine((v) => v === undefined || PKCS8_PEM.test(v.replaceAll('\\n', '\n')), 'must be the PKCS#8 PEM of the .p8 key (-----BEGIN PRIVATE KEY-----)'),
    APPLE_REDIRECT_URI: z.url().optional(),
    APPLE_TOKEN_URL: z.url().default('https://appleid.apple.com/auth/token'),
    APPLE_JWKS_URL: z.url().default('https://appleid.apple.com/auth/keys'),
    FACEBOOK_APP_ID: optionalText,
    FACEBOOK_APP_SECRET: optionalText,
    FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v19.0'),
    MATCH_MAX_PROS: z.coerce.number().int().min(1).max(100).default(10),
    REQUEST_MAX_QUOTES: z.coerce.number().int().min(1).max(100).default(DEFAULT_REQUEST_MAX_QUOTES),
    WELCOME_CREDIT: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_WELCOME_CREDIT),
    MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
    REQUESTS_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(10),
    REQUESTS_PER_IP_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(100),
    SEED_DEMO_DATA: booleanFromEnv.optional(),
    DEV_OUTBOX_PUBLIC: booleanFromEnv.default(false),
    JOBS_ENABLED: booleanFromEnv.default(true),
    // The OpenAPI document and its docs page: on by default, off in production unless set.
    OPENAPI_DOCS: booleanFromEnv.optional(),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).optional(),
    // sandbox: TapPay's wire format against the in-process fake; stripe-sandbox: Stripe's fake.
    CARD_PROVIDER: z.enum(['sandbox', 'stripe-sandbox', 'tappay', 'stripe']).default('sandbox'),
    ALLOW_SANDBOX_PAYMENTS: booleanFromEnv.default(false),
    TAPPAY_PARTNER_KEY: optionalText,
    TAPPAY_MERCHANT_ID: optionalText,
    TAPPAY_APP_ID: optionalText,
    TAPPAY_APP_KEY: optionalText,
    TAPPAY_BASE_URL: z.url().default('https://sandbox.tappaysdk.com'),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    STRIPE_BASE_URL: z.url().default('https://api.stripe.com'),
    CARD_ALLOW_FOREIGN: booleanFromEnv.default(false),
    STORAGE_DRIVER: z.enum(['disk', 's3']).default('disk'),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name').optional(),
    S3_REGION: z.string().regex(/^[a-z0-9-]{2,32}$/, 'must be a region such as ap-northeast-1').default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_PUBLIC_URL: z.url().optional(),
    DATA_ENCRYPTION_KEY: optionalText.refine((v) => v === undefined || isDataKey(v), dataKeyMessage),
    // Keys of earlier rotations, comma-separated: still read, never written.
    DATA_ENCRYPTION_KEYS_OLD: optionalText.refine((v) => v === undefined || v.split(',').every((k) => isDataKey(k.trim())), `each (comma-separated) ${dataKeyMessage}`),
    // Web push (VAPID): all three or none; without them no push is offered or sent.
    VAPID_PUBLIC_KEY: optionalText.refine((v) => v === undefined || /^[A-Za-z0-9_-]{80,90}$/.test(v), 'must be the public key in URL-safe base64 (npx web-push generate-vapid-keys)'),
    VAPID_PRIVATE_KEY: optionalText.refine((v) => v === undefined || /^[A-Za-z0-9_-]{40,45}$/.test(v), 'must be the private key in URL-safe base64 (npx web-push generate-vapid-keys)'),
    VAPID_SUBJECT: optionalText.refine((v) => v === undefined || /^(mailto:|https:\/\/)/.test(v), 'must be a mailto: or https:// address'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['API_KEY'], message: 'is required when NODE_ENV=production' });
    }
    if (env.NODE_ENV === 'production' && !env.DATA_ENCRYPTION_KEY) {
      ctx.addIssue({ code: 'custom', path: ['DATA_ENCRYPTION_KEY'], message: `is required when NODE_ENV=production: ${dataKeyMessage}` });
    } else if (env.NODE_ENV === 'production' && Buffer.from(env.DATA_ENCRYPTION_KEY ?? '', 'base64').equals(DEV_DATA_ENCRYPTION_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['DATA_ENCRYPTION_KEY'], message: 'must not be the public development key when NODE_ENV=production' });
    }
    const ecpaySet = ECPAY_VARIABLES.filter((name) => env[name]);
    for (const name of ecpaySet.length > 0 ? ECPAY_VARIABLES : []) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `is required when ${ecpaySet.join(', ')} is set` });
    }
    if (env.SMS_PROVIDER === 'every8d') {
      for (const name of ['EVERY8D_UID', 'EVERY8D_PWD'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when SMS_PROVIDER=every8d' });
      }
    }
    // In production the outbox would swallow every code and link; only an explicit opt-in allows it.
    if (env.NODE_ENV === 'production' && !env.ALLOW_OUTBOX_IN_PRODUCTION) {
      const hint = 'is required when NODE_ENV=production (or set ALLOW_OUTBOX_IN_PRODUCTION=1 to keep messages in the outbox)';
      if (!env.SMTP_URL) ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: hint });
      if (!env.SMS_PROVIDER || env.SMS_PROVIDER === 'outbox') ctx.addIssue({ code: 'custom', path: ['SMS_PROVIDER'], message: hint });
    }
    if (env.CARD_PROVIDER === 'tappay') {
      for (const name of ['TAPPAY_PARTNER_KEY', 'TAPPAY_MERCHANT_ID', 'TAPPAY_APP_ID', 'TAPPAY_APP_KEY'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when CARD_PROVIDER=tappay' });
      }
    }
    if (env.STORAGE_DRIVER === 's3') {
      for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when STORAGE_DRIVER=s3' });
      }
    }
    // Stripe without keys is a mistake, never a quiet switch to the fake (that is CARD_PROVIDER=stripe-sandbox).
    if (env.CARD_PROVIDER === 'stripe' && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'is required when CARD_PROVIDER=stripe (CARD_PROVIDER=stripe-sandbox runs the local fake)' });
    }
    if (env.CARD_PROVIDER === 'stripe' && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required when CARD_PROVIDER=stripe' });
    }
    if (env.NODE_ENV === 'production' && !env.ALLOW_SANDBOX_PAYMENTS) {
      for (const reason of sandboxPaymentReasons(env)) ctx.addIssue({ code: 'custom', path: [reason.variable], message: reason.message });
    }
    // Half a social login (or web push) setup is a typo, not a choice: name what is missing.
    for (const group of [APPLE_VARIABLES, FACEBOOK_VARIABLES, VAPID_VARIABLES]) {
      const set = group.filter((name) => env[name]);
      if (set.length === 0) continue;
      for (const name of group) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `is required when ${set.join(', ')} is set` });
      }
    }
  });

export interface PushConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  apiKey: string;
  /** AUTH_SECRET: keys one-time code hashes and device cookies (a fixed value outside production). */
  authSecret: string;
  apiPrefix: string;
  publicUrl: string;
  logLevel: string;
  logFile: string | undefined;
  /** Fastify's trustProxy: whose X-Forwarded-For sets request.ip (the IP limits count by it). */
  trustProxy: boolean | string;
  analyticsUrl: string | undefined;
  /** Tag manager, chat and help widgets and heatmap (GTM_ID, CHAT_WIDGET_ID, HELP_WIDGET_KEY, HEATMAP_ID); each off when unset. */
  integrations: IntegrationsConfig;
  /** RELEASE, else the package version: logged with client error reports. */
  release: string;
  /** An external site the footer's pages live on; unset: the product serves them (/content/...). */
  contentSiteUrl: string | undefined;
  /** Where the terms, privacy notice and help pages tell people to write; unset: they name 客服 without an address. */
  supportEmail: string | undefined;
  flags: FeatureFlags;
  /** Outgoing e-mail and SMS; unset senders fall back to the outbox. */
  messaging: MessagingConfig;
  /** Google, Apple and Facebook login; a provider is undefined when not configured or FEATURE_OAUTH is off. */
  social: SocialConfig;
  /** Matching requests to pros. */
  matching: MatchingConfig;
  /** Credit and quote fees. */
  wallet: WalletConfig;
  /** Messages a user may post a minute in one conversation (MESSAGES_PER_MINUTE, default 20); twice as many in all together. */
  messagesPerMinute: number;
  /**
   * Requests (new and copied) one account, and one phone number, may post a Taipei day
   * (REQUESTS_PER_DAY, default 10), and all accounts from one IP (REQUESTS_PER_IP_PER_DAY, default 100).
   */
  requestLimits: RequestLimitsConfig;
  /** Convenience-store codes and ATM accounts through ECPay. */
  ecpay: EcpayConfig;
  /**
   * Whether start-up loads the demo marketplace (invented pros, requests, quotes, reviews and
   * the two demo accounts) once. SEED_DEMO_DATA; on for the embedded database, off for
   * PostgreSQL, and always off with NODE_ENV=production (the demo passwords are published).
   */
  seedDemoData: boolean;
  /** The development outbox answers any client, not only loopback (DEV_OUTBOX_PUBLIC, default false). */
  devOutboxPublic: boolean;
  /** Whether this copy runs the background jobs (JOBS_ENABLED, default true). */
  jobsEnabled: boolean;
  /** `{apiPrefix}/openapi.json` and `{apiPrefix}/docs` are served (OPENAPI_DOCS; default on except in production). */
  openapiDocs: boolean;
  /** Requests a minute per client IP over the API and pages (RATE_LIMIT_PER_MINUTE; 0 = off; off by default in tests). */
  rateLimitPerMinute: number;
  /** The card gateway (CARD_PROVIDER): TapPay or Stripe, or their local sandbox. */
  cards: CardsConfig;
  /** Whether payments are pretend (a banner on every page says so) and whether production allows it. */
  payments: PaymentsModeConfig;
  /** Where uploaded media go (STORAGE_DRIVER): the data directory, or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Web push (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT); undefined when unset: no push at all. */
  push: PushConfig | undefined;
  /**
   * National IDs, unified business numbers and certificate scans are encrypted with
   * DATA_ENCRYPTION_KEY; DATA_ENCRYPTION_KEYS_OLD still decrypt what older keys wrote.
   */
  dataEncryption: { key: Buffer; previousKeys: Buffer[] };
}

export type StorageConfig =
  | { driver: 'disk' }
  | { driver: 's3'; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; publicUrl: string };

export interface PaymentsModeConfig {
  /** True when card or ECPay payments would not move real money (local fakes, test keys, stage merchant). */
  sandbox: boolean;
  /** ALLOW_SANDBOX_PAYMENTS: a production server may run sandbox payments (demos). */
  allowSandboxInProduction: boolean;
}

export interface CardsConfig {
  /** Whose wire format the card endpoints speak. */
  gateway: 'tappay' | 'stripe';
  /** CARD_PROVIDER=sandbox or stripe-sandbox: the app mounts the gateway's local fake under /sandbox-gateway/. */
  sandbox: boolean;
  /** Cards issued abroad may be bound and charged (CARD_ALLOW_FOREIGN, default false: 409 code 211). */
  allowForeign: boolean;
  tappay: { partnerKey: string; merchantId: string; appId: string; appKey: string; baseUrl: string } | undefined;
  /** publishableKey (STRIPE_PUBLISHABLE_KEY) is what Stripe.js in the page uses to turn a card into a PaymentMethod. */
  stripe: { secretKey: string; webhookSecret: string; baseUrl: string; publishableKey: string | undefined } | undefined;
}

export interface RequestLimitsConfig {
  /** Per account and per phone number (REQUESTS_PER_DAY). */
  perDay: number;
  /** Per client IP (REQUESTS_PER_IP_PER_DAY). */
  perIpPerDay: number;
}

export interface MatchingConfig {
  /** Pros a new request is sent to (MATCH_MAX_PROS, default 10). */
  maxPros: number;
  /** Quotes a request accepts; the next one is refused (REQUEST_MAX_QUOTES, default 5). */
  requestMaxQuotes: number;
}

/**
 * ECPay (ECPAY_MERCHANT_ID, ECPAY_HASH_KEY, ECPAY_HASH_IV, ECPAY_BASE_URL). Without keys the
 * app mounts its local fake of ECPay under /sandbox-gateway/ecpay with ECPay's stage keys.
 */
export type EcpayConfig = { mode: 'sandbox' } | { mode: 'ecpay'; merchantId: string; hashKey: string; hashIv: string; baseUrl: string };

export interface WalletConfig {
  /** Free credit a new pro starts with, as a ledger entry of its own (WELCOME_CREDIT, default 300). */
  welcomeCredit: number;
}

export interface SocialConfig {
  google: { clientId: string; jwksUrl: string } | undefined;
  apple:
    | { clientId: string; teamId: string; keyId: string; privateKey: string; redirectUri: string; tokenUrl: string; jwksUrl: string }
    | undefined;
  facebook: { appId: string; appSecret: string; graphUrl: string } | undefined;
}

export interface MessagingConfig {
  smtpUrl: string | undefined;
  mailFrom: string;
  smsProvider: 'outbox' | 'every8d';
  every8d: { uid: string; pwd: string; url: string } | undefined;
  allowOutboxInProduction: boolean;
}

function readSocialConfig(env: z.infer<typeof envSchema>, oauth: boolean, publicUrl: string): SocialConfig {
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

function readCardsConfig(env: z.infer<typeof envSchema>): CardsConfig {
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
function deriveAuthSecret(dataKey: string): string {
  return Buffer.from(hkdfSync('sha256', Buffer.from(dataKey, 'base64'), Buffer.alloc(0), 'marketplace auth secret', 32)).toString('hex');
}

/** Raised when the environment holds a bad value; the message names the variable, on one line (one log line, one stderr line). */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message.replace(/\s*\n\s*/g, ' '));
    this.name = 'ConfigError';
  }
}

function readFlags(source: NodeJS.ProcessEnv, problems: string[]): FeatureFlags {
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

/** Reads and validates every setting; throws ConfigError naming each bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')}: ${issue.message}`);
  }
  const flags = readFlags(source, problems);
  if (problems.length > 0 || !parsed.success) {
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT === 0 ? 3000 : env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    dataDir: env.DATA_DIR,
    apiKey: env.API_KEY ?? DEV_API_KEY,
    authSecret: env.AUTH_SECRET ?? (env.DATA_ENCRYPTION_KEY ? deriveAuthSecret(env.DATA_ENCRYPTION_KEY) : DEV_AUTH_SECRET),
    apiPrefix: env.API_PREFIX,
    publicUrl,
    logLevel: env.LOG_LEVEL,
    logFile: env.LOG_FILE,
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY === 'false' ? false : env.TRUST_PROXY,
    analyticsUrl: env.ANALYTICS_URL,
    integrations: {
      gtmId: env.GTM_ID ?? null,
      chatWidgetId: env.CHAT_WIDGET_ID ?? null,
      helpWidgetKey: env.HELP_WIDGET_KEY ?? null,
      heatmapId: env.HEATMAP_ID ?? null,
    },
    release: env.RELEASE ?? PACKAGE_VERSION,
    contentSiteUrl: env.CONTENT_SITE_URL?.replace(/\/$/, ''),
    supportEmail: env.SUPPORT_EMAIL,
    ecpay:
      env.ECPAY_MERCHANT_ID && env.ECPAY_HASH_KEY && env.ECPAY_HASH_IV
        ? { mode: 'ecpay', merchantId: env.ECPAY_MERCHANT_ID, hashKey: env.ECPAY_HASH_KEY, hashIv: env.ECPAY_HASH_IV, baseUrl: env.ECPAY_BASE_URL.replace(/\/$/, '') }
        : { mode: 'sandbox' },
    flags,
    messaging: {
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM ?? `好幫手 <no-reply@${new URL(publicUrl).hostname}>`,
      smsProvider: env.SMS_PROVIDER ?? 'outbox',
      every8d:
        env.SMS_PROVIDER === 'every8d' && env.EVERY8D_UID && env.EVERY8D_PWD
          ? { uid: env.EVERY8D_UID, pwd: env.EVERY8D_PWD, url: env.EVERY8D_URL }
          : undefined,
      allowOutboxInProduction: env.ALLOW_OUTBOX_IN_PRODUCTION,
    },
    social: readSocialConfig(env, flags.oauth, publicUrl),
    matching: { maxPros: env.MATCH_MAX_PROS, requestMaxQuotes: env.REQUEST_MAX_QUOTES },
    wallet: { welcomeCredit: env.WELCOME_CREDIT },
    messagesPerMinute: env.MESSAGES_PER_MINUTE,
    // Never in production, whatever SEED_DEMO_DATA says: its two accounts have published passwords.
    seedDemoData: env.NODE_ENV !== 'production' && (env.SEED_DEMO_DATA ?? env.DATABASE_URL === undefined),
    devOutboxPublic: env.DEV_OUTBOX_PUBLIC,
    jobsEnabled: env.JOBS_ENABLED,
    openapiDocs: env.OPENAPI_DOCS ?? env.NODE_ENV !== 'production',
    // Tests make hundreds of calls a minute from one address; they turn it on where they test it.
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE ?? (env.NODE_ENV === 'test' ? 0 : DEFAULT_RATE_LIMIT_PER_MINUTE),
    requestLimits: { perDay: env.REQUESTS_PER_DAY, perIpPerDay: env.REQUESTS_PER_IP_PER_DAY },
    cards: readCardsConfig(env),
    payments: { sandbox: sandboxPaymentReasons(env).length > 0, allowSandboxInProduction: env.ALLOW_SANDBOX_PAYMENTS },
    storage: readStorageConfig(env),
    push:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT }
        : undefined,
    dataEncryption: {
      key: env.DATA_ENCRYPTION_KEY ? Buffer.from(env.DATA_ENCRYPTION_KEY, 'base64') : DEV_DATA_ENCRYPTION_KEY,
      previousKeys: (env.DATA_ENCRYPTION_KEYS_OLD ?? '').split(',').filter((k) => k.trim()).map((k) => Buffer.from(k.trim(), 'base64')),
    },
  };
}

function readStorageConfig(env: z.infer<typeof envSchema>): StorageConfig {
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
