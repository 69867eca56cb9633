import { readFileSync } from 'node:fs';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from '../domain/traffic-limits';
import { envSchema } from './config/env-rules';
import { DEV_DATA_ENCRYPTION_KEY } from './config/env-values';
import { readPartnersFile } from './config/partners';
import { sandboxPaymentReasons } from './config/sandbox-payments';
import { deriveAuthSecret, readCardsConfig, readFlags, readSocialConfig, readStorageConfig } from './config/sections';
import type { Config } from './config/types';

export { sandboxPaymentReasons } from './config/sandbox-payments';
export type { PartnerConfig } from './config/partners';
export type {
  CardsConfig,
  Config,
  EcpayConfig,
  EinvoiceConfig,
  LoginRiskConfig,
  MapConfig,
  MatchingConfig,
  MessagingConfig,
  PaymentsModeConfig,
  PushConfig,
  RequestLimitsConfig,
  SafetyPaymentsConfig,
  SocialConfig,
  StorageConfig,
  WalletConfig,
} from './config/types';

const DEV_API_KEY = 'dev-local-api-key';
// Development and tests only; production derives its own from DATA_ENCRYPTION_KEY unless AUTH_SECRET is set.
const DEV_AUTH_SECRET = 'dev-local-auth-secret-not-for-production-use';

/** The package version, the release when RELEASE is unset. */
const PACKAGE_VERSION: string = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** Raised when the environment holds a bad value; the message names the variable, on one line (one log line, one stderr line). */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message.replace(/\s*\n\s*/g, ' '));
    this.name = 'ConfigError';
  }
}

/** Reads and validates every setting; throws ConfigError naming each bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')}: ${issue.message}`);
  }
  const flags = readFlags(source, problems);
  const partners = parsed.success ? readPartnersFile(parsed.data.PARTNERS_FILE, problems) : undefined;
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
    appStores: { ios: env.APP_STORE_URL ?? null, android: env.PLAY_STORE_URL ?? null, proIos: env.PRO_APP_STORE_URL ?? null, proAndroid: env.PRO_PLAY_STORE_URL ?? null },
    supportEmail: env.SUPPORT_EMAIL,
    loginRisk: env.SEON_API_KEY
      ? { apiKey: env.SEON_API_KEY, baseUrl: env.SEON_BASE_URL.replace(/\/$/, ''), stepUpScore: env.SEON_STEP_UP_SCORE, refuseScore: env.SEON_REFUSE_SCORE }
      : undefined,
    seonScriptUrl: env.SEON_SCRIPT_URL,
    ecpay:
      env.ECPAY_MERCHANT_ID && env.ECPAY_HASH_KEY && env.ECPAY_HASH_IV
        ? { mode: 'ecpay', merchantId: env.ECPAY_MERCHANT_ID, hashKey: env.ECPAY_HASH_KEY, hashIv: env.ECPAY_HASH_IV, baseUrl: env.ECPAY_BASE_URL.replace(/\/$/, '') }
        : { mode: 'sandbox' },
    einvoice:
      env.EINVOICE_PROVIDER === 'ecpay' && env.EINVOICE_MERCHANT_ID && env.EINVOICE_HASH_KEY && env.EINVOICE_HASH_IV
        ? { mode: 'ecpay', merchantId: env.EINVOICE_MERCHANT_ID, hashKey: env.EINVOICE_HASH_KEY, hashIv: env.EINVOICE_HASH_IV, baseUrl: env.EINVOICE_BASE_URL.replace(/\/$/, '') }
        : { mode: env.EINVOICE_PROVIDER === 'sandbox' ? 'sandbox' : 'off' },
    flags,
    messaging: {
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM ?? `好幫手 <no-reply@${new URL(publicUrl).hostname}>`,
      smsProvider: env.SMS_PROVIDER ?? 'outbox',
      every8d:
        env.SMS_PROVIDER === 'every8d' && env.EVERY8D_UID && env.EVERY8D_PWD
          ? { uid: env.EVERY8D_UID, pwd: env.EVERY8D_PWD, url: env.EVERY8D_URL }
          : undefined,
      twilio:
        env.VOICE_PROVIDER === 'twilio' && env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
          ? { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM, baseUrl: env.TWILIO_BASE_URL, voice: env.TWILIO_VOICE, language: env.TWILIO_VOICE_LANGUAGE }
          : undefined,
      allowOutboxInProduction: env.ALLOW_OUTBOX_IN_PRODUCTION,
    },
    social: readSocialConfig(env, flags.oauth, publicUrl),
    partners,
    matching: { maxPros: env.MATCH_MAX_PROS, requestMaxQuotes: env.REQUEST_MAX_QUOTES },
    wallet: { welcomeCredit: env.WELCOME_CREDIT },
    safetyPayments: {
      fee: { percent: env.SAFETY_PAYMENT_FEE_PERCENT, min: env.SAFETY_PAYMENT_FEE_MIN },
      autoReleaseDays: env.SAFETY_PAYMENT_AUTO_RELEASE_DAYS,
    },
    messagesPerMinute: env.MESSAGES_PER_MINUTE,
    iceServers: env.WEBRTC_ICE_SERVERS,
    shopOrderApplicationHours: env.SHOP_ORDER_APPLICATION_HOURS,
    geocoding: env.GOOGLE_MAPS_API_KEY ? { apiKey: env.GOOGLE_MAPS_API_KEY, baseUrl: env.GOOGLE_GEOCODING_URL.replace(/\/$/, '') } : undefined,
    map: env.MAP_STYLE_URL
      ? { styleUrl: env.MAP_STYLE_URL, origins: [...new Set([new URL(env.MAP_STYLE_URL).origin, ...(env.MAP_EXTRA_ORIGINS ?? '').split(',').filter((o) => o.trim()).map((o) => new URL(o.trim()).origin)])] }
      : undefined,
    bookingServer: env.BOOKING_SERVER_USER && env.BOOKING_SERVER_PASSWORD ? { user: env.BOOKING_SERVER_USER, password: env.BOOKING_SERVER_PASSWORD } : undefined,
    bookingFeedsDir: env.BOOKING_FEEDS_DIR,
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
